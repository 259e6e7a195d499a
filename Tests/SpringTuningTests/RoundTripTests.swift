import MotionCurves
import SpringTuning
import TestSupport
import Testing

/// Parameters → metrics → tune → the same parameters, over a 12 × 12 grid of bounce in (−0.9, 0.95)
/// and duration in [0.1, 2] s, for every pair of targets (and target with a held parameter).
@Suite("Tuning round trips", .tags(.unit))
struct RoundTripTests {
  static let bounces = (0..<12).map { -0.88 + 1.82 * Double($0) / 11 }
  static let durations = (0..<12).map { 0.1 + 1.9 * Double($0) / 11 }

  /// The pairs whose solution is unique wherever they are defined: the tuner must return the
  /// original spring. The others (two times, or a held duration and a settle time) can have
  /// several exact solutions: the original must be among them.
  static func cases(bounce: Double, duration: Double, metrics: SpringMetrics) throws
    -> [(targets: [TuningTarget], held: HeldParameter?, unique: Bool)]
  {
    let available: [TuningMetric] =
      bounce > 0 ? [.overshoot, .peakTime, .riseTime, .settleTime] : [.riseTime, .settleTime]
    func target(_ metric: TuningMetric) throws -> TuningTarget { try TuningTarget(metric, metric.value(in: metrics)) }
    var cases: [(targets: [TuningTarget], held: HeldParameter?, unique: Bool)] = []
    for (i, a) in available.enumerated() {
      for b in available[(i + 1)...] {
        cases.append(([try target(a), try target(b)], nil, a == .overshoot))
      }
      cases.append(([try target(a)], .duration(duration), a != .settleTime))
      if a != .overshoot { cases.append(([try target(a)], .bounce(bounce), true)) }
    }
    return cases
  }

  @Test("Tune recovers bounce and duration to 1e-9", arguments: bounces)
  func roundTrip(bounce: Double) throws {
    for duration in Self.durations {
      let spring = try Spring(duration: duration, bounce: bounce)
      let metrics = try SpringMetrics(spring)
      for (targets, held, unique) in try Self.cases(bounce: bounce, duration: duration, metrics: metrics) {
        let result = try SpringTuner(targets: targets, held: held).solve()
        #expect(result.method == .exact)
        let found = [result.spring] + result.alternatives
        func error(_ s: Spring) -> Double { max(abs(s.bounce - bounce), abs(s.duration - duration) / duration) }
        let label = "b \(bounce) d \(duration) \(targets) \(held.map(String.init(describing:)) ?? "")"
        if unique {
          #expect(result.alternatives.isEmpty, "\(label)")
          #expect(error(result.spring) <= 1e-9, "\(label): \(result.spring.bounce) \(result.spring.duration)")
        } else {
          #expect(found.contains { error($0) <= 1e-9 }, "\(label): \(found.map { ($0.bounce, $0.duration) })")
          #expect(found.map(\.bounce) == found.map(\.bounce).sorted(), "calmest first")
        }
        for (_, achieved, residual) in result.residuals {
          #expect(abs(residual) <= 1e-9 * max(1, achieved), "\(label)")
        }
      }
    }
  }
}
