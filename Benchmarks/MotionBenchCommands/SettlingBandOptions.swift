import BenchmarkKit
import MotionCurves

/// The settling band ε shared by `tune` and `sweep`: `--epsilon`, or `--visible-pt` over `--change`.
enum SettlingBandOptions {
  static let defaultEpsilon = 0.001
  /// Settling bands, as a fraction of the change: the band must lie inside the change.
  static let epsilonRange = 1e-12...0.999
  /// Changes and visible thresholds in points.
  static let changeRange = 1e-9...1e9

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
    let change = try parsed.require("change", .number(in: changeRange, unit: " pt"))
    let epsilon = try parsed.get("epsilon", .number(in: epsilonRange))
    guard let visible = try parsed.get("visible-pt", .number(in: changeRange, unit: " pt")) else {
      return epsilon ?? defaultEpsilon
    }
    guard epsilon == nil else { throw UsageError("--epsilon and --visible-pt both set the settling band; give one") }
    let band: Double
    do { band = try SpringMetrics.epsilon(visibleThreshold: visible, change: change) } catch {
      throw UsageError("--visible-pt: \(error)")
    }
    guard epsilonRange.contains(band) else {
      throw UsageError(
        "--visible-pt / --change gives a band of \(band) of the change; it must be from 1e-12 to 0.999")
    }
    return band
  }
}
