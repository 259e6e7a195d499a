import BenchmarkKit
import MotionCurves
import SpringTuning

/// The options of what the targets are measured on and of bounds: `--on`, `--max-settle`,
/// `--max-overshoot`, `--max-stop` (tune) and `--on` (sweep). Their specs and parsing are here, in
/// one place; the move is `--change` and the frame rate `--hz`.
enum DeviceTuningOptions {
  /// `--on closed-form|device`.
  static func renderingSpec(for command: String) -> OptionSpec {
    .option(
      "on", valueName: "R",
      help: command == "tune"
        ? "What the settle and overshoot targets and bounds are measured on: 'closed-form' (the spring's exact motion) "
          + "or 'device' (the frames SwiftUI's runtime shows for a move of --change points at --hz)."
        : "Add the device columns (device_settle_time, device_overshoot_fraction, device_overshoot_pt): 'device' "
          + "measures the frames SwiftUI's runtime shows for a move of --change points at --hz; 'closed-form' does not.",
      defaultValue: "closed-form")
  }

  /// The bound options of `tune`.
  static let boundSpecs: [OptionSpec] = [
    .option(
      "max-settle", valueName: "T",
      help: "Settled by at most T seconds: every frame (or instant, on the closed form) from T on is within the band."),
    .option(
      "max-overshoot", valueName: "X",
      help: "Overshoot at most X: points ('1/3pt', '0.5 pt'), a percentage ('2%') or a fraction of the change "
        + "('0.02')."),
    .option(
      "max-stop", valueName: "T",
      help: "SwiftUI's stop rule ends the animation of a --change point move by at most T seconds (the device's stop, "
        + "not a settle time)."),
  ]

  /// `--on`.
  /// - Throws: ``UsageError`` naming the value.
  static func rendering(_ parsed: ParsedArguments) throws(UsageError) -> TuningRendering {
    try parsed.require("on", .choice)
  }

  /// The bounds given, the overshoot in points turned into a share of `change`.
  /// - Throws: ``UsageError`` for a malformed or out-of-range value.
  static func bounds(_ parsed: ParsedArguments, change: Double) throws(UsageError) -> [TuningBound] {
    var bounds: [TuningBound] = []
    for metric in TuningBound.Metric.allCases {
      guard let text = parsed.text(metric.rawValue) else { continue }
      let value: Double
      switch metric {
      case .overshoot: value = try overshoot(text, change: change)
      case .settleTime, .stop:
        value = try parsed.require(metric.rawValue, .number(in: MotionLimits.duration, unit: " s"))
      }
      do { bounds.append(try TuningBound(metric, value)) } catch { throw UsageError("--\(metric.rawValue): \(error)") }
    }
    return bounds
  }

  /// `--max-overshoot`: `1/3pt` or `0.5 pt` (a share of `change`), `2%`, `0.02` or `1/50` (a share).
  /// - Throws: ``UsageError`` naming the value and what is allowed.
  static func overshoot(_ text: String, change: Double) throws(UsageError) -> Double {
    let trimmed = text.trimmingSpaces()
    let expected =
      "--max-overshoot must be a distance in points such as 1/3pt (from 0 to below the change, "
      + "\(SpringExpression.format(change, significantDigits: 6)) pt), a percentage such as 2% or a fraction of the "
      + "change from 0 up to 1 (got '\(text)')"
    if trimmed.hasSuffix("pt") {
      guard let points = ValueParser.ratio(String(trimmed.dropLast(2))), points >= 0, points < change,
        !points.isSubnormal
      else { throw UsageError(expected) }
      return points / change
    }
    if trimmed.contains("/") {
      guard let share = ValueParser.ratio(trimmed), share >= 0, share < 1, !share.isSubnormal else {
        throw UsageError(expected)
      }
      return share
    }
    do { return try ValueParser.fraction(in: 0..<1).parse(text, "--max-overshoot") } catch {
      throw UsageError(expected)
    }
  }
}
