import BenchmarkKit
import BenchmarkResults
import MotionCurves
import MotionText
import SpringTuning

/// The options of what the targets are measured on and of bounds: `--on` (tune and sweep),
/// `--max-settle`, `--max-overshoot` and `--max-stop` (tune), declared once; the move is
/// `--change` and the frame rate `--hz`.
enum DeviceTuningOptions {
  /// `--max-overshoot` as given: a distance in points, a share of the move; or a share already.
  enum OvershootLimit: Sendable, Equatable {
    /// Points, such as `1/3pt`.
    case points(Double)
    /// A fraction of the change, such as `2%`, `0.02` or `1/50`.
    case share(Double)
  }

  /// `--on closed-form|device`, default `closed-form`.
  /// - Parameter help: What the rendering decides in this command.
  static func on(help: String) -> Option<TuningRendering> {
    Option("on", valueName: "R", help: help, default: TuningRendering.closedForm.rawValue, ValueParser.choice)
  }

  static let maxSettle = Option(
    TuningBound.Metric.settleTime.rawValue, valueName: "T",
    help: "Settled by at most T seconds: every frame (or instant, on the closed form) from T on is within the band.",
    .number(in: MotionLimits.duration, unit: " s"))
  static let maxOvershoot = Option(
    TuningBound.Metric.overshoot.rawValue, valueName: "X",
    help: "Overshoot at most X: points ('1/3pt', '0.5 pt'), a percentage ('2%') or a fraction of the change "
      + "('0.02').",
    overshootParser)
  static let maxStop = Option(
    TuningBound.Metric.stop.rawValue, valueName: "T",
    help: "SwiftUI's stop rule ends the animation of a --change point move by at most T seconds (the device's stop, "
      + "not a settle time).",
    .number(in: MotionLimits.duration, unit: " s"))

  /// The bound options of `tune`, in help order.
  static let bounds: [any OptionDeclaration] = [maxSettle, maxOvershoot, maxStop]

  /// What `--max-overshoot` accepts, for its message.
  static let overshootExpected =
    "a distance in points such as 1/3pt (from 0 to below the change), a percentage such as 2% or a fraction of the "
    + "change from 0 up to 1"

  /// `--max-overshoot`: `1/3pt` or `0.5 pt` (points), `2%`, `0.02` or `1/50` (a share of the change).
  static let overshootParser = ValueParser<OvershootLimit> { text, name throws(ValidationError) in
    let trimmed = String(text.trimmingWhitespace())
    if trimmed.hasSuffix("pt") {
      guard let points = ValueParser.ratio(String(trimmed.dropLast(2))), points >= 0, !points.isSubnormal else {
        throw .invalidValue(name: name, expected: overshootExpected, got: text)
      }
      return .points(points)
    }
    if trimmed.contains("/") {
      guard let share = ValueParser.ratio(trimmed), share >= 0, share < 1, !share.isSubnormal else {
        throw .invalidValue(name: name, expected: overshootExpected, got: text)
      }
      return .share(share)
    }
    do { return .share(try ValueParser.fraction(in: 0..<1).parse(text, name)) } catch {
      throw .invalidValue(name: name, expected: overshootExpected, got: text)
    }
  }

  /// The bounds given, the overshoot in points turned into a share of `change`.
  /// - Throws: ``UsageError`` for a malformed or out-of-range value, or an overshoot in points
  ///   not below `change`.
  static func bounds(_ parsed: ParsedArguments, change: Double) throws(UsageError) -> [TuningBound] {
    var bounds: [TuningBound] = []
    func add(_ metric: TuningBound.Metric, _ value: Double?) throws(UsageError) {
      guard let value else { return }
      do { bounds.append(try TuningBound(metric, value)) } catch { throw UsageError("--\(metric.rawValue): \(error)") }
    }
    try add(.settleTime, try parsed[maxSettle])
    switch try parsed[maxOvershoot] {
    case .share(let share): try add(.overshoot, share)
    case .points(let points):
      guard points < change else {
        throw UsageError(
          "--max-overshoot must be a distance in points below the change, "
            + "\(SpringExpression.format(change, significantDigits: 6)) pt (got '\(parsed.text(maxOvershoot.name) ?? "")')"
        )
      }
      try add(.overshoot, points / change)
    case nil: break
    }
    try add(.stop, try parsed[maxStop])
    return bounds
  }
}
