/// A solver's roofline bound: the least core time per channel-sample its counted work can take.
public struct RooflineBound: Sendable, Equatable {
  /// Nanoseconds for the multiply-adds and calls.
  public var computeNanoseconds: Double
  /// Nanoseconds for the loads and stores at ``level``.
  public var transferNanoseconds: Double
  public var level: MemoryLevel
  /// The working set that decided the level.
  public var workingSetBytes: Int

  /// The bound, max(compute, transfer).
  public var nanoseconds: Double { max(computeNanoseconds, transferNanoseconds) }
  /// What limits it: `compute`, or the level of the transfers (`L1`, `L2`, `memory`).
  public var limit: String { computeNanoseconds >= transferNanoseconds ? "compute" : level.rawValue }
}
