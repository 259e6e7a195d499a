/// What one channel-sample of a solver must do, counted from its code: the roofline model's
/// operational intensity, split into what each ceiling bounds.
///
/// `Call` names the costly functions (the caller's own list: the roofline knows none), as the
/// ``MachinePeaks`` that bounds the work does.
package struct SampleWork<Call: Hashable & Sendable>: Sendable, Equatable {
  /// Multiply-adds: the larger of the multiplications and the additions (each pairs with one
  /// of the other kind in a multiply-add slot).
  package var madds: Double
  /// Calls of costly functions, by function.
  package var calls: [Call: Double]
  /// Bytes loaded and stored.
  package var loadBytes: Double
  package var storeBytes: Double
  /// The bytes a thread streams through while it simulates: decides the level of the transfers.
  package var workingSetBytes: Int

  package init(
    madds: Double, calls: [Call: Double] = [:], loadBytes: Double, storeBytes: Double, workingSetBytes: Int
  ) {
    self.madds = madds
    self.calls = calls
    self.loadBytes = loadBytes
    self.storeBytes = storeBytes
    self.workingSetBytes = workingSetBytes
  }
}
