import BenchmarkKit
import BenchmarkPictures
import MotionCurves
import MotionText
import SelectorSimulation

/// The settling band shared by the commands: `--epsilon`, or `--visible-pt` in points. `tune` and
/// `sweep` divide the points by `--change` (``epsilon(_:)``); `curve` knows its change and `plot` reads
/// it from the file, so they take the band as given (``band(_:)``).
struct SettlingBandOptions: Sendable {
  static let defaultEpsilon = SceneBand.standardShare
  /// Settling bands, as a fraction of the change: the band must lie inside the change.
  static let epsilonRange = 1e-12...0.999
  /// Changes and visible thresholds in points.
  static let changeRange = 1e-9...1e9
  /// The change in points `--visible-pt` divides by when `--change` is not given.
  static let defaultChange = 100.0

  static let epsilon = Option(
    "epsilon", valueName: "E",
    help: "Settling band as a fraction of the change, '0.001' or '0.1%': settled once |value − target| ≤ E·|change|.",
    default: MotionLimits.format(defaultEpsilon), .fraction(in: epsilonRange))
  static let visiblePoints = Option(
    "visible-pt", valueName: "P",
    help: "Settling band in points instead, such as 0.5 or 1/3: settled once |value − target| ≤ P.",
    .ratio(in: changeRange, unit: " pt"))

  /// `--epsilon` and `--visible-pt`, for a command that knows its change.
  static let bandDeclarations: [any OptionDeclaration] = [epsilon, visiblePoints]

  /// The band `--epsilon` or `--visible-pt` gives, as given; nil when neither is given.
  /// - Throws: ``UsageError`` for a bad value, or both options.
  static func band(_ parsed: ParsedArguments) throws(UsageError) -> SceneBand? {
    if let points = try parsed[visiblePoints] {
      guard !parsed.isGiven(epsilon) else {
        throw UsageError("--epsilon and --visible-pt both set the settling band; give one")
      }
      return .shown(points)
    }
    return parsed.isGiven(epsilon) ? .share(try parsed[epsilon]) : nil
  }

  /// `--change`, without a default of its own, so that a command can tell whether it was given.
  let change: Option<Double?>

  /// The three options, in help order.
  var declarations: [any OptionDeclaration] {
    [
      Self.epsilon.withHelp(Self.epsilon.spec.help + " Also the threshold of a visible oscillation."),
      Self.visiblePoints.withHelp(
        "Settling band in points instead, such as 0.5 or 1/3: E = P / --change (the band and the visible threshold). "
          + "With --scene: P points, or levels of 1/255 for opacities and tints, of each move (default: 1/3 unless "
          + "--epsilon is given)."),
      change,
    ]
  }

  /// Declares `--change`, with `--epsilon` and `--visible-pt`.
  /// - Parameter changeHelp: What `--change` is for in this command, with its defaults.
  init(changeHelp: String) {
    change = Option("change", valueName: "PT", help: changeHelp, .number(in: Self.changeRange, unit: " pt"))
  }

  /// ε from the parsed options.
  /// - Throws: ``UsageError`` for a bad value, or both `--epsilon` and `--visible-pt`.
  func epsilon(_ parsed: ParsedArguments) throws(UsageError) -> Double {
    let change = try parsed[change] ?? Self.defaultChange
    let epsilon = try parsed[Self.epsilon]
    guard let visible = try parsed[Self.visiblePoints] else { return epsilon }
    guard !parsed.isGiven(Self.epsilon) else {
      throw UsageError("--epsilon and --visible-pt both set the settling band; give one")
    }
    let band: Double
    do { band = try SpringMetrics.epsilon(visibleThreshold: visible, change: change) } catch {
      throw UsageError("--visible-pt: \(error)")
    }
    guard Self.epsilonRange.contains(band) else {
      throw UsageError(
        "--visible-pt / --change gives a band of \(band) of the change; it must be from "
          + "\(MotionLimits.format(Self.epsilonRange.lowerBound)) to \(MotionLimits.format(Self.epsilonRange.upperBound))"
      )
    }
    return band
  }
}
