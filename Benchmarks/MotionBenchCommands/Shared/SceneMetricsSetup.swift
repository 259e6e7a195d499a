import BenchmarkKit
import BenchmarkPictures
import CrowdTuning
import MotionCurves
import SelectorSimulation

/// A crowd to measure, as ``SceneMetricOptions`` give it: the library's ``SceneCrowd`` (scene,
/// solver, band, springs, threads) and what the commands print of the options (the band and the
/// springs as typed, the events file).
struct SceneMetricsSetup: Sendable {
  var crowd: SceneCrowd
  /// The settling band as given (`--epsilon` or `--visible-pt`); the crowd's follows it.
  var band: SceneBand { didSet { crowd.band = band } }
  /// `--spring` per kind (a pattern applies to every kind with a channel it matches).
  var springs: [Component: SpringOverrides] { didSet { crowd.springs = springs.mapValues(\.springs) } }
  /// `--taps` and `--events-file`: the file is read by ``loadInteraction()``.
  var interaction: InteractionOptions

  /// Reads the options.
  ///
  /// - Parameters:
  ///   - parsed: The command's arguments, declaring ``SceneMetricOptions/declarations``.
  ///   - components: The crowd's components and their shares.
  /// - Throws: ``UsageError`` for a bad value.
  init(_ parsed: ParsedArguments, components: ComponentMix) throws(UsageError) {
    var scene = try SceneMetricOptions.crowd.scene(parsed)
    scene.components = components
    interaction = try InteractionOptions(parsed)
    scene.interaction = interaction.drawn
    band = try SettlingBandOptions.band(parsed) ?? ShownMotion.band
    springs = try Self.springs(parsed.texts(ofOption: SceneMetricOptions.spring.name), kinds: components.components)
    crowd = SceneCrowd(
      scene: scene, tail: try parsed[SceneMetricOptions.tail], solver: try parsed[SceneMetricOptions.solver],
      deviceStart: try parsed[DeviceStartOptions.start], band: band,
      springs: springs.mapValues(\.springs), threads: try parsed[SceneMetricOptions.threads] ?? SceneOptions.cores)
    do { try scene.validate() } catch { throw UsageError(error.description) }
    let frames = (scene.seconds + crowd.tail) * scene.hz
    guard frames <= Double(SceneConfiguration.maximumFrames) else {
      throw UsageError(
        "(--seconds + --tail) × --hz gives \(MotionLimits.format(frames)) frames; at most "
          + "\(SceneConfiguration.maximumFrames) are allowed")
    }
  }

  /// Reads `--events-file`, if given, into the scene's interaction model, then builds the
  /// crowd's blocks when it has at most ``SceneCrowd/keptSelectors``.
  ///
  /// - Throws: ``DataError`` for a missing file (exit 66) or a malformed one (65);
  ///   ``UsageError`` or ``DataError`` for a script that overlaps too many animations.
  mutating func loadInteraction() throws {
    let scene = crowd.scene
    crowd.scene.interaction = try interaction.model(selectors: scene.selectors) { scene.kind(ofSelector: $0) }
    try reportingScriptErrors { try crowd.keepBlocks() }
  }

  /// `--spring` texts (or another option's, named `option`), each applied to every kind with a
  /// spring channel it matches.
  /// - Throws: The first kind's ``UsageError`` for a text no kind takes.
  static func springs(_ texts: [String], kinds: [Component], option: String = "--spring") throws(UsageError)
    -> [Component: SpringOverrides]
  {
    var result: [Component: SpringOverrides] = [:]
    for kind in kinds { result[kind] = SpringOverrides() }
    for text in texts {
      var firstError: UsageError?
      var taken = false
      for kind in kinds {
        do {
          let parsed = try SpringOverrides(parsing: [text], kind: kind, option: option)
          result[kind] = result[kind]!.merging(parsed)
          taken = true
        } catch {
          firstError = firstError ?? error
        }
      }
      if !taken, let firstError { throw firstError }
    }
    return result
  }

  /// Measures every selector of the scene on the crowd's solver, merged in unit order: the same
  /// result for any thread count.
  ///
  /// - Throws: ``UsageError`` (drawn scripts) or ``DataError`` (recorded ones) for a script that
  ///   overlaps too many animations on a channel; the solver's errors.
  func measure(_ measurement: SceneMeasurement) throws -> SceneBlockMetrics {
    try reportingScriptErrors { try crowd.measure(measurement) }
  }

  /// ``measure(_:)`` on another solver (a platform's).
  func measure(_ measurement: SceneMeasurement, on solver: any SceneSolver) throws -> SceneBlockMetrics {
    try reportingScriptErrors { try crowd.measure(measurement, on: solver) }
  }

  /// Runs `body`, reporting a script's ``SceneError`` as the input's error
  /// (``InteractionOptions/scriptError(_:)``).
  ///
  /// - Throws: ``UsageError`` (drawn scripts) or ``DataError`` (recorded ones) for a
  ///   ``SceneError``; what else `body` throws.
  func reportingScriptErrors<Result>(_ body: () throws -> Result) throws -> Result {
    do {
      return try body()
    } catch let error as SceneError {
      throw interaction.scriptError(error)
    }
  }

  /// The channels of `kinds` that `patterns` (`*` and `?`) match among the spring
  /// and timing channels, or every spring channel without patterns.
  ///
  /// - Throws: ``UsageError`` naming `option` for a pattern that matches no measurable channel.
  func channels(matching patterns: [String]?, option: String) throws(UsageError) -> [Component: [Int]] {
    let kinds = crowd.kinds
    var result: [Component: [Int]] = [:]
    guard let list = patterns else {
      for kind in kinds { result[kind] = kind.channels.indices.filter { kind.channels[$0].role == .spring } }
      return result
    }
    func measurable(_ info: ChannelInfo) -> Bool { info.role == .spring || info.role == .timing }
    let names = kinds.flatMap { $0.channels.filter(measurable).map(\.name) }
    if let pattern = ShellPattern.firstUnmatched(list, among: names) {
      throw UsageError(
        "\(option) pattern \(UntrustedText.shown(pattern, limit: 60)) matches no spring or timing channel of "
          + "\(kinds.map(\.name).joined(separator: " or ")); they are \(names.prefix(3).joined(separator: ", ")), "
          + "…, \(names.last ?? "")"
          + ChannelOptions.familyHint(for: pattern, in: kinds, roles: [.spring, .timing]))
    }
    for kind in kinds {
      let chosen = kind.channels.indices.filter { c in
        measurable(kind.channels[c]) && ShellPattern.matches(kind.channels[c].name, anyOf: list)
      }
      if !chosen.isEmpty { result[kind] = chosen }
    }
    return result
  }
}
