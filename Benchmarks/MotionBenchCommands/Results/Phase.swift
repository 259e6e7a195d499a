/// A phase of `motion-bench run`: the `phase` column of a results file, in the order the
/// phases run.
enum Phase: String, CaseIterable, Sendable {
  case memory, curves, accuracy, timing
  /// The machine's peaks, measured at the start of the timing phase (not run on its own).
  case roofline
  case scaling
  case precision = "work-precision"
  case swiftUI = "swiftui"
  case instructions
  /// `sweep --scene`'s work: the crowd's metrics on the device model.
  case scene
  /// The performance targets, checked against the other phases' figures (not run on its own).
  case targets

  /// The phases `--phases` accepts, in the order they run.
  static let runnable = allCases.filter { $0 != .roofline && $0 != .targets }
}
