/// What one channel-sample of a solver must do, counted from its code: the roofline model's
/// operational intensity, split into what each ceiling bounds.
public struct SampleWork: Sendable, Equatable {
  /// Multiply-adds: the larger of the multiplications and the additions (each pairs with one
  /// of the other kind in a multiply-add slot).
  public var madds: Double
  /// Calls of costly functions, by function.
  public var calls: [CostlyCall: Double]
  /// Bytes loaded and stored.
  public var loadBytes: Double
  public var storeBytes: Double
  /// The bytes a thread streams through while it simulates: decides the level of the transfers.
  public var workingSetBytes: Int

  public init(
    madds: Double, calls: [CostlyCall: Double] = [:], loadBytes: Double, storeBytes: Double, workingSetBytes: Int
  ) {
    self.madds = madds
    self.calls = calls
    self.loadBytes = loadBytes
    self.storeBytes = storeBytes
    self.workingSetBytes = workingSetBytes
  }
}

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

extension MachinePeaks {
  /// The roofline bound of `work` on one core: nanoseconds of core time per channel-sample,
  /// to compare with CPU time per channel-sample (all threads' CPU time over the samples).
  ///
  /// With m multiply-adds at P GFLOP/s (2 flops each), calls of cost cₖ, and L loaded and S
  /// stored bytes at a level of load and store bandwidth B_L and B_S:
  ///
  ///     compute  = 2m / P + Σ nₖ cₖ
  ///     transfer = max(L / B_L, S / B_S)
  ///     bound    = max(compute, transfer)
  ///
  /// Loads and stores take the larger, not the sum, of their times: a core issues them on
  /// separate ports, so the sum would not be a bound. Calls add to the multiply-adds because
  /// they run on the same pipes.
  ///
  /// - Parameter work: The counted work of one channel-sample.
  /// - Returns: The bound; a call whose cost was not measured counts as free.
  public func bound(for work: SampleWork) -> RooflineBound {
    let level = level(ofWorkingSet: work.workingSetBytes)
    let calls = work.calls.reduce(0.0) { $0 + $1.value * (callNanoseconds[$1.key] ?? 0) }
    let compute = 2 * work.madds / maddGFLOPS + calls
    let ceiling = bandwidth[level] ?? LevelBandwidth(load: .infinity, store: .infinity)
    let transfer = max(work.loadBytes / ceiling.load, work.storeBytes / ceiling.store)
    return RooflineBound(
      computeNanoseconds: compute, transferNanoseconds: transfer, level: level, workingSetBytes: work.workingSetBytes)
  }
}
