import BenchmarkKit
import MotionCurves

/// The settling band ε shared by `tune` and `sweep`: `--epsilon`, or `--visible-pt` over `--change`.
enum SettlingBandOptions {
  static let defaultEpsilon = 0.001
  /// Settling bands, as a fraction of the change: the band must lie inside the change.
  static let epsilonRange = 1e-12...0.999
  /// Changes and visible thresholds in points.
  static let changeRange = 1e-9...1e9
  /// The change in points `--visible-pt` divides by when `--change` is not given.
  static let defaultChange = 100.0

  /// `--epsilon`, `--visible-pt` and `--change`; `--change` has no default of its own, so that a
  /// command can tell whether it was given (``change(_:)``).
  /// - Parameter changeHelp: What `--change` is for in this command, with its defaults.
  static func specs(changeHelp: String) -> [OptionSpec] {
    [
      .option(
        "epsilon", valueName: "E",
        help: "Settling band as a fraction of the change, '0.001' or '0.1%': settled once |value − target| ≤ E·change; "
          + "also the threshold of a visible oscillation (default: 0.001)."),
      .option(
        "visible-pt", valueName: "P", help: "Settling band in points instead, such as 0.5 or 1/3: E = P / --change."),
      .option("change", valueName: "PT", help: changeHelp),
    ]
  }

  /// `--change` if given.
  /// - Throws: ``UsageError`` for a value outside ``changeRange``.
  static func change(_ parsed: ParsedArguments) throws(UsageError) -> Double? {
    try parsed.get("change", .number(in: changeRange, unit: " pt"))
  }

  /// ε from the parsed options.
  /// - Throws: ``UsageError`` for a bad value, or both `--epsilon` and `--visible-pt`.
  static func epsilon(_ parsed: ParsedArguments) throws(UsageError) -> Double {
    let change = try change(parsed) ?? defaultChange
    let epsilon = try parsed.get("epsilon", .fraction(in: epsilonRange))
    guard let visible = try parsed.get("visible-pt", .ratio(in: changeRange, unit: " pt")) else {
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
