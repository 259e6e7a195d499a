/// A phase of `motion-bench run`: the `phase` column of a results file. The phases that run
/// are ``runnable``, the names `run` registers its benchmarks under, in the order they run; two
/// more name rows that other phases write.
package struct Phase: RawRepresentable, Hashable, Sendable, CaseIterable {
  /// The name in the `phase` column.
  package let rawValue: String

  /// A phase a results file may name: a registered benchmark's, ``roofline`` or ``targets``.
  ///
  /// - Parameter rawValue: The `phase` column's text.
  package init?(rawValue: String) {
    guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
    self.rawValue = rawValue
  }

  /// A phase by name, for a registration.
  ///
  /// - Parameter name: The name in the `phase` column.
  package init(named name: String) { rawValue = name }

  package static let memory = Phase(named: "memory")
  package static let curves = Phase(named: "curves")
  package static let accuracy = Phase(named: "accuracy")
  package static let timing = Phase(named: "timing")
  /// The machine's peaks, measured at the start of the timing phase (not run on its own).
  package static let roofline = Phase(named: "roofline")
  package static let scaling = Phase(named: "scaling")
  package static let precision = Phase(named: "work-precision")
  package static let swiftUI = Phase(named: "swiftui")
  package static let instructions = Phase(named: "instructions")
  /// `sweep --scene`'s work: the crowd's metrics on the device model.
  package static let scene = Phase(named: "scene")
  /// The performance targets, checked against the other phases' figures (not run on its own).
  package static let targets = Phase(named: "targets")

  /// The phases `--phases` accepts, in the order they run: `run`'s registered benchmarks, one
  /// each (a test holds the two lists equal).
  package static let runnable: [Phase] = [
    .memory, .curves, .accuracy, .timing, .scaling, .precision, .swiftUI, .instructions, .scene,
  ]

  /// Every phase a results file may name: the runnable ones, the machine's peaks and the targets.
  package static var allCases: [Phase] { runnable + [.roofline, .targets] }
}
