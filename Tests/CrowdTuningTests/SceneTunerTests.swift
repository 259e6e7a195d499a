import CrowdTuning
import MotionCurves
import MotionExport
import SelectorSimulation
import SpringTuning
import TestSupport
import Testing

/// Tuning a spring under interruption from the library: the answer meets the bounds and one step
/// further breaks one, both checked on records measured without the tuner or the crowd type.
@Suite("A spring tuned across a crowd", .tags(.unit))
struct SceneTunerTests {
  static let radio = Component.radio
  static let dot = radio.channels.indices.filter { radio.channels[$0].name.hasSuffix("dot.scale") }
  static let scene = SceneConfiguration(selectors: 24, seconds: 3, seed: 5, components: ComponentMix(radio))

  /// A crowd of 24 radio groups on the device model, its blocks kept.
  static func crowd(threads: Int = 2) throws -> SceneCrowd {
    var crowd = SceneCrowd(scene: scene, tail: 1.5, band: .shown(1.0 / 3), threads: threads)
    try crowd.keepBlocks()
    return crowd
  }

  /// The largest overshoot of the dots and the 95th percentile of their settle times after a
  /// burst's last tap with `spring`, from the library's measurement of the scene itself.
  static func measured(_ spring: Spring) throws -> (overshoot: Double, settleP95: Double) {
    let measurement = SceneMeasurement(
      channels: [radio: dot], springs: [radio: Dictionary(uniqueKeysWithValues: dot.map { ($0, spring) })],
      band: .shown(1.0 / 3), frames: scene.frameCount + 180, hz: scene.hz)
    let records = try measurement.measure(scene, solver: try SolverDescriptor.swiftUI.makeSceneSolver(), threads: 1)
    let settles = records.bursts.map { $0.settleAfterLast(hz: scene.hz) }.sorted()
    // The nearest-rank 95th percentile, as MetricDistribution takes it.
    let rank = Int((0.95 * Double(settles.count)).rounded(.up)) - 1
    return (records.moves.map(\.overshoot).max() ?? 0, settles[max(0, rank)])
  }

  @Test("Kept blocks give the records of blocks built for each measurement, on 1 and 2 threads")
  func keptBlocks() throws {
    let kept = try Self.crowd()
    #expect(kept.units?.count == Self.scene.unitCount)
    let measurement = kept.measurement(channels: [Self.radio: Self.dot])
    let built = SceneCrowd(scene: Self.scene, tail: 1.5, band: .shown(1.0 / 3), threads: 1)
    let records = try kept.measure(measurement)
    #expect(records == (try built.measure(measurement)))
    #expect(!records.moves.isEmpty && !records.bursts.isEmpty)
  }

  @Test("The longest duration at bounce 0.3 with at most 0.5 pt of overshoot: met, and broken 3 % further")
  func heldBounce() throws {
    let bounds = SceneBounds(overshoot: 0.5)
    let tuner = try SceneTuner(
      crowd: try Self.crowd(), channels: [Self.radio: Self.dot], bounds: bounds, held: .bounce(0.3))
    let answer = try tuner.solve()
    let (spring, beyond) = (answer.spring.shortestParameters, answer.beyond.shortestParameters)
    #expect(spring.bounce == 0.3 && beyond.bounce == 0.3)
    #expect(beyond.duration == Double(SpringExpression.format(spring.duration * 1.03, significantDigits: 6)))
    let (at, further) = (try Self.measured(answer.spring), try Self.measured(answer.beyond))
    #expect(at.overshoot <= 0.5 && further.overshoot > 0.5, "\(at) \(further)")
    #expect(at.overshoot == answer.figures.overshoot && further.overshoot == answer.beyondFigures.overshoot)
    // Printed with 6 significant digits, the answer is the spring measured.
    let printed = SpringExpression.expressions(for: answer.spring, significantDigits: 6)[0]
    #expect(try SpringExpression.spring(parsing: printed).spring == answer.spring, "\(printed)")
  }

  @Test("Both parameters tuned under an overshoot and a settle bound meet both")
  func bothParameters() throws {
    let bounds = SceneBounds(overshoot: 1, settleP95: 0.45)
    let tuner = try SceneTuner(crowd: try Self.crowd(), channels: [Self.radio: Self.dot], bounds: bounds)
    let answer = try tuner.solve()
    let at = try Self.measured(answer.spring)
    #expect(at.overshoot <= 1 && at.settleP95 <= 0.45, "\(at)")
    #expect(!bounds.broken(answer.beyondFigures, unit: "pt").isEmpty)
  }

  @Test("No answer: bounds nothing meets, a duration nothing limits, no channel")
  func errors() throws {
    let crowd = try Self.crowd()
    let impossible = try SceneTuner(
      crowd: crowd, channels: [Self.radio: Self.dot], bounds: SceneBounds(settleP95: 0.001), held: .bounce(0))
    #expect {
      try impossible.solve()
    } throws: { error in
      guard case SceneTuningError.noSpringMeetsBounds(let nearest, let broken)? = error as? SceneTuningError else {
        return false
      }
      return nearest != nil && broken.count == 1 && broken[0].hasPrefix("settle after the last action p95")
    }
    let unlimited = try SceneTuner(
      crowd: crowd, channels: [Self.radio: Self.dot], bounds: SceneBounds(reversals: 5), held: .bounce(0))
    #expect(throws: SceneTuningError.unlimitedDuration(bounce: 0, longest: SceneTuner.durations.upper)) {
      try unlimited.solve()
    }
    #expect(throws: SceneTuningError.noChannels) {
      try SceneTuner(crowd: crowd, channels: [:], bounds: SceneBounds(overshoot: 1))
    }
  }
}

/// ``SceneTuner`` with a platform: its figures are the crowd's on that platform's solver.
@Suite("A spring tuned across a crowd on another platform", .tags(.unit))
struct SceneTunerPlatformTests {
  @Test("On android the answer meets the bounds measured on the platform's solver; 3 % further breaks one")
  func android() throws {
    let crowd = try SceneTunerTests.crowd()
    let channels = [SceneTunerTests.radio: SceneTunerTests.dot]
    let bounds = SceneBounds(overshoot: 1, settleP95: 0.35)
    let tuner = try SceneTuner(
      crowd: crowd, channels: channels, bounds: bounds, held: .bounce(0.2),
      platform: try ExportPlatform.android.variant())
    let answer = try tuner.solve()
    func figures(_ spring: Spring) throws -> SceneBounds.Figures {
      let measurement = crowd.measurement(channels: channels, tuned: (channels, spring))
      let solver = try crowd.platformSolver(.android, measurement: measurement)
      return SceneBounds.Figures(try crowd.measure(measurement, on: solver), hz: crowd.scene.hz)
    }
    #expect(try figures(answer.spring) == answer.figures)
    #expect(bounds.broken(answer.figures, unit: "pt").isEmpty)
    #expect(!bounds.broken(try figures(answer.beyond), unit: "pt").isEmpty)
  }
}
