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
  package func bound(for work: SampleWork<Call>) -> RooflineBound {
    let level = level(ofWorkingSet: work.workingSetBytes)
    let calls = work.calls.reduce(0.0) { $0 + $1.value * (callNanoseconds[$1.key] ?? 0) }
    let compute = 2 * work.madds / maddGFLOPS + calls
    let ceiling = bandwidth[level] ?? LevelBandwidth(load: .infinity, store: .infinity)
    let transfer = max(work.loadBytes / ceiling.load, work.storeBytes / ceiling.store)
    return RooflineBound(
      computeNanoseconds: compute, transferNanoseconds: transfer, level: level, workingSetBytes: work.workingSetBytes)
  }
}
