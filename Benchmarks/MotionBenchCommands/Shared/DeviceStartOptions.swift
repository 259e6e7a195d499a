import BenchmarkKit
import MotionCurves
import SelectorSimulation

/// `--device-start frame|immediate`, declared once for every command that runs the device model
/// (`curve`, `trace`, `scene`, `sweep`, `tune`, `export`): when SwiftUI's runtime begins an
/// animation from rest.
enum DeviceStartOptions {
  /// `--device-start RULE`: `frame` unless given.
  static let start = Option(
    "device-start", valueName: "RULE",
    help: "When the device model begins an animation from rest, \(ValueParser<SwiftUIRuntimeStart>.choices): "
      + "on the frame after the frame that sees the change, as SwiftUI's animator does (the frame and the one "
      + "after still show the old value), or at the change itself.",
    default: SwiftUIRuntimeStart.frame.rawValue, ValueParser<SwiftUIRuntimeStart>.choice)

  /// `--device-start`, refused when given with a solver other than the device model.
  ///
  /// - Parameters:
  ///   - parsed: The command's arguments, declaring ``start``.
  ///   - solver: The command's solver.
  ///   - against: The solver it is compared with, if any (`trace --against`).
  /// - Returns: The rule.
  /// - Throws: ``UsageError`` for a bad value, or the option given with other solvers.
  static func start(_ parsed: ParsedArguments, solver: SolverDescriptor, against: SolverDescriptor? = nil)
    throws(UsageError) -> SwiftUIRuntimeStart
  {
    if parsed.isGiven(start), solver != .swiftUI, against != .swiftUI {
      throw UsageError("--device-start applies only to --solver swiftui (got --solver \(solver))")
    }
    return try parsed[start]
  }
}
