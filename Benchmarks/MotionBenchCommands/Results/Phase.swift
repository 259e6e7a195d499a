/// A phase of `motion-bench run`: the `phase` column of a results file. The phases that run
/// are the registered benchmarks (``RunSettings/benchmarks``); two more name rows that other
/// phases write.
struct Phase: RawRepresentable, Hashable, Sendable, CaseIterable {
  /// The name in the `phase` column.
  let rawValue: String

  /// A phase a results file may name: a registered benchmark's, ``roofline`` or ``targets``.
  ///
  /// - Parameter rawValue: The `phase` column's text.
  init?(rawValue: String) {
    guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
    self.rawValue = rawValue
  }

  /// A phase by name, for a registration.
  ///
  /// - Parameter name: The name in the `phase` column.
  init(named name: String) { rawValue = name }

  static let memory = Phase(named: "memory")
  static let curves = Phase(named: "curves")
  static let accuracy = Phase(named: "accuracy")
  static let timing = Phase(named: "timing")
  /// The machine's peaks, measured at the start of the timing phase (not run on its own).
  static let roofline = Phase(named: "roofline")
  static let scaling = Phase(named: "scaling")
  static let precision = Phase(named: "work-precision")
  static let swiftUI = Phase(named: "swiftui")
  static let instructions = Phase(named: "instructions")
  /// `sweep --scene`'s work: the crowd's metrics on the device model.
  static let scene = Phase(named: "scene")
  /// The performance targets, checked against the other phases' figures (not run on its own).
  static let targets = Phase(named: "targets")

  /// The phases `--phases` accepts, in the order they run.
  static var runnable: [Phase] { RunSettings.benchmarks.map { Phase(named: $0.name) } }

  /// Every phase a results file may name: the runnable ones, the machine's peaks and the targets.
  static var allCases: [Phase] { runnable + [.roofline, .targets] }
}
