import BenchmarkKit
import Glibc
import MotionCurves
import SelectorSimulation

/// A crowd to measure, as ``SceneMetricOptions`` give it: the scene, its kinds, the springs, the
/// solver, the band and the threads; ``measure(_:)`` is the one loop over its selectors.
struct SceneMetricsSetup: Sendable {
  var kinds: [Component]
  var scene: SceneConfiguration
  /// Quiet seconds simulated after the scripts.
  var tail: Double
  /// The scene solver, with ``deviceStart`` when it is the device model.
  var solver: SolverDescriptor
  /// When the device model begins an animation from rest (`--device-start`).
  var deviceStart: SwiftUIRuntimeStart
  var band: SettlingBand
  /// `--spring` per kind (a pattern applies to every kind with a channel it matches).
  var springs: [Component: SpringOverrides]
  var threads: Int
  /// `--taps` and `--events-file`: the file is read by ``loadInteraction()``.
  var interaction: InteractionOptions
  /// Every unit's blocks, built once by ``loadInteraction()`` for a crowd of at most
  /// ``keptSelectors`` and measured with every spring (a sweep's grid points, a tune's trials, the
  /// platforms); nil for a larger crowd, whose units are built as each is measured.
  var units: [[SelectorBlock]]?

  /// The largest crowd whose blocks are kept between measurements (about 1 KB a selector).
  static let keptSelectors = 50_000

  /// Reads the options.
  ///
  /// - Parameters:
  ///   - parsed: The command's arguments, declaring ``SceneMetricOptions/declarations``.
  ///   - components: The crowd's components and their shares.
  /// - Throws: ``UsageError`` for a bad value.
  init(_ parsed: ParsedArguments, components: ComponentMix) throws(UsageError) {
    kinds = components.components
    scene = try SceneMetricOptions.crowd.scene(parsed)
    scene.components = components
    interaction = try InteractionOptions(parsed)
    scene.interaction = interaction.drawn
    tail = try parsed[SceneMetricOptions.tail]
    deviceStart = try parsed[DeviceStartOptions.start]
    solver = try parsed[SceneMetricOptions.solver].startingAnimations(deviceStart)
    band = try SettlingBandOptions.band(parsed) ?? .standard
    threads = try parsed[SceneMetricOptions.threads] ?? SceneOptions.cores
    springs = try Self.springs(parsed.texts(ofOption: SceneMetricOptions.spring.name), kinds: kinds)
    do { try scene.validate() } catch { throw UsageError(error.description) }
    let frames = (scene.seconds + tail) * scene.hz
    guard frames <= Double(SceneConfiguration.maximumFrames) else {
      throw UsageError(
        "(--seconds + --tail) × --hz gives \(MotionLimits.format(frames)) frames; at most "
          + "\(SceneConfiguration.maximumFrames) are allowed")
    }
  }

  /// Reads `--events-file`, if given, into the scene's interaction model, then builds the
  /// crowd's blocks when it has at most ``keptSelectors``.
  ///
  /// - Throws: ``DataError`` for a missing file (exit 66) or a malformed one (65);
  ///   ``UsageError`` or ``DataError`` for a script that overlaps too many animations.
  mutating func loadInteraction() throws {
    let scene = scene
    self.scene.interaction = try interaction.model(selectors: scene.selectors) { scene.kind(ofSelector: $0) }
    guard scene.selectors <= Self.keptSelectors else { return }
    let loaded = self.scene
    units = try reportingScriptErrors { try loaded.units(threads: threads) }
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

  /// Frames simulated: the scripts' and the quiet tail's.
  var frames: Int { scene.frameCount + Int((tail * scene.hz).rounded()) }

  /// The band as the library takes it.
  var sceneBand: SceneBand {
    switch band {
    case .share(let share): .share(share)
    case .points(let points, _): .shown(points)
    }
  }

  /// The measurement of `channels` with the `--spring` springs, and `spring` over those of
  /// `tuned` when given.
  func measurement(channels: [Component: [Int]], tuned: (channels: [Component: [Int]], spring: Spring)? = nil)
    -> SceneMeasurement
  {
    var springs: [Component: [Int: Spring]] = [:]
    for kind in kinds {
      var table = self.springs[kind]?.springs ?? [:]
      for c in tuned?.channels[kind] ?? [] { table[c] = tuned!.spring }
      springs[kind] = table
    }
    return SceneMeasurement(
      channels: channels, springs: springs, band: sceneBand, frames: frames, hz: scene.hz, combining: scene.combining)
  }

  /// Measures every selector of the scene, unit by unit on ``threads`` threads, merged in unit
  /// order: the same result for any thread count.
  ///
  /// - Throws: ``UsageError`` (drawn scripts) or ``DataError`` (recorded ones) for a script that
  ///   overlaps too many animations on a channel; the solver's errors.
  func measure(_ measurement: SceneMeasurement) throws -> SceneBlockMetrics {
    try measure(measurement, on: try sceneSolver())
  }

  /// ``measure(_:)`` on another solver (a platform's).
  func measure(_ measurement: SceneMeasurement, on solver: any SceneSolver) throws -> SceneBlockMetrics {
    try reportingScriptErrors {
      guard let units else { return try measurement.measure(scene, solver: solver, threads: threads) }
      return try parallelMap(units.count, threads: threads) { try measurement.measure(units[$0], solver: solver) }
        .reduce(SceneBlockMetrics()) { $0.merging($1) }
    }
  }

  /// The solver the metrics are measured with (a GSL one at rtol = atol = 1e-10).
  func sceneSolver() throws -> any SceneSolver { try solver.makeSceneSolver(tolerance: 1e-10) }

  /// Runs `body`, reporting a script's ``SceneError`` as the input's error.
  ///
  /// - Throws: ``UsageError`` (drawn scripts) or ``DataError`` (recorded ones) for a
  ///   ``SceneError``; what else `body` throws.
  func reportingScriptErrors<Result>(_ body: () throws -> Result) throws -> Result {
    do {
      return try body()
    } catch let error as SceneError {
      // The scripts are the input: a recorded one is a data file, a drawn one the options.
      guard let file = interaction.eventsFilePath else { throw UsageError("--taps: \(error)") }
      throw DataError("--events-file \(PlotInput.shown(file)): \(error)")
    }
  }

  /// The channels of `kinds` that `patterns` (`*` and `?`) match among the spring
  /// and timing channels, or every spring channel without patterns.
  ///
  /// - Throws: ``UsageError`` naming `option` for a pattern that matches no measurable channel.
  func channels(matching patterns: [String]?, option: String) throws(UsageError) -> [Component: [Int]] {
    var result: [Component: [Int]] = [:]
    guard let list = patterns else {
      for kind in kinds { result[kind] = kind.channels.indices.filter { kind.channels[$0].role == .spring } }
      return result
    }
    func measurable(_ info: ChannelInfo) -> Bool { info.role == .spring || info.role == .timing }
    for pattern in list {
      let matched = kinds.contains { kind in
        kind.channels.contains { measurable($0) && fnmatch(pattern, $0.name, 0) == 0 }
      }
      guard matched else {
        let names = kinds.flatMap { $0.channels.filter(measurable).map(\.name) }
        throw UsageError(
          "\(option) pattern \(PlotInput.shown(pattern, limit: 60)) matches no spring or timing channel of "
            + "\(kinds.map(\.name).joined(separator: " or ")); they are \(names.prefix(3).joined(separator: ", ")), "
            + "…, \(names.last ?? "")")
      }
    }
    for kind in kinds {
      let chosen = kind.channels.indices.filter { c in
        measurable(kind.channels[c]) && list.contains { fnmatch($0, kind.channels[c].name, 0) == 0 }
      }
      if !chosen.isEmpty { result[kind] = chosen }
    }
    return result
  }
}
