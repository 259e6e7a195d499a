import BenchmarkKit
import MotionCurves

/// The settling band ε shared by `tune` and `sweep`: `--epsilon`, or `--visible-pt` over `--change`.
enum SettlingBandOptions {
  static let defaultEpsilon = 0.001

  static let specs: [OptionSpec] = [
    .option(
      "epsilon", valueName: "E",
      help: "Settling band as a fraction of the change: settled once |value − target| ≤ E·change; "
        + "also the threshold of a visible oscillation (default: 0.001)."),
    .option("visible-pt", valueName: "P", help: "Settling band in points instead: E = P / --change."),
    .option("change", valueName: "PT", help: "The change in points, for --visible-pt (tune also shows velocities in pt/s for it).", defaultValue: "100"),
  ]

  /// ε from the parsed options.
  /// - Throws: ``UsageError`` for a bad value, or both `--epsilon` and `--visible-pt`.
  static func epsilon(_ parsed: ParsedArguments) throws(UsageError) -> Double {
    let change = try parsed.require("change", .positiveFiniteDouble)
    let epsilon = try parsed.get("epsilon", .positiveFiniteDouble)
    guard let visible = try parsed.get("visible-pt", .positiveFiniteDouble) else {
      let value = epsilon ?? defaultEpsilon
      guard value < 1 else { throw UsageError("--epsilon must be in (0, 1) (got '\(value)')") }
      return value
    }
    guard epsilon == nil else { throw UsageError("--epsilon and --visible-pt both set the settling band; give one") }
    do { return try SpringMetrics.epsilon(visibleThreshold: visible, change: change) } catch {
      throw UsageError("--visible-pt: \(error)")
    }
  }
}
