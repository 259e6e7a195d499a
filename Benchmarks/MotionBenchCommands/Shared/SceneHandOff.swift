import BenchmarkKit
import BenchmarkPictures
import MotionCurves
import SelectorSimulation
import SpringTuning

/// The `motion-bench export '<spring>' --scene …` command that re-measures a `tune --scene`
/// answer across the same crowd under the same taps, on every platform asked for, and says
/// whether each meets the bounds (`export --scene --max-…`).
struct SceneHandOff {
  /// Every argument after the spring, unquoted.
  let arguments: [String]

  /// The scene options passed through as given (the crowd, its scripts, solver and frames).
  static let passedThrough: Set<String> = Set(
    SceneMetricOptions.declarations.map(\.spec.name)
  ).subtracting(["selectors", "epsilon", "visible-pt"])

  /// The hand-off of a `tune --scene` command line.
  ///
  /// - Parameters:
  ///   - parsed: Tune's command line.
  ///   - scene: `--scene`'s text.
  ///   - setup: The crowd as read (its selectors and band are written out in full, since export's
  ///     defaults differ).
  ///   - options: Tune's options, in help order (those passed through are echoed in this order).
  ///   - platforms: `--platform`'s texts, or none for every platform.
  static func arguments(
    _ parsed: ParsedArguments, scene: String, setup: SceneMetricsSetup, options: [OptionSpec], platforms: [String]
  ) -> [String] {
    var result = ["--scene", scene, "--selectors", "\(setup.crowd.scene.selectors)"]
    for option in options where passedThrough.contains(option.name) {
      for text in parsed.texts(ofOption: option.name) { result += ["--" + option.name, text] }
    }
    for text in parsed.texts(ofOption: SceneBoundOptions.channel.name) { result += ["--channels", text] }
    switch setup.band {
    case .share(let share): result += ["--epsilon", SpringExpression.format(share, significantDigits: 6)]
    case .shown(let points): result += ["--visible-pt", SceneBand.text(points: points)]
    }
    for name in [
      DeviceTuningOptions.maxOvershoot.name, SceneBoundOptions.maxSettleP95.name, SceneBoundOptions.maxReversals.name,
    ] {
      for text in parsed.texts(ofOption: name) { result += ["--" + name, text] }
    }
    if !platforms.isEmpty { result += ["--platform", platforms.joined(separator: ",")] }
    return result
  }

  /// The command line for `spring`, written with 6 significant digits (as the tuner measured it).
  func line(_ spring: Spring) -> String {
    JobSpecification.shellCommand(
      ["motion-bench", "export", SceneMetricsSetup.expression(spring)] + arguments)
  }
}
