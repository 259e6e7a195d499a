/// A solver's roofline bound: the least core time per channel-sample its counted work can take.
package struct RooflineBound: Sendable, Equatable {
  /// Nanoseconds for the multiply-adds and calls.
  package var computeNanoseconds: Double
  /// Nanoseconds for the loads and stores at ``level``.
  package var transferNanoseconds: Double
  package var level: MemoryLevel
  /// The working set that decided the level.
  package var workingSetBytes: Int

  /// The bound, max(compute, transfer).
  package var nanoseconds: Double { max(computeNanoseconds, transferNanoseconds) }
  /// What limits it: `compute`, or the level of the transfers (`L1`, `L2`, `memory`).
  package var limit: String { computeNanoseconds >= transferNanoseconds ? "compute" : level.rawValue }
}
