import MotionCurves
import SpringTuning
import TestSupport
import Testing

/// What an independent runtime model (``RuntimeSpringReference``) shows of a spring over a move:
/// the device settle time and overshoot, computed here from its frames, not by the tuner's code.
struct ReferenceFigures {
  var settle: Double
  var overshootPoints: Double
  var stopped: Bool

  init(_ spring: Spring, change: Double, hz: Double, band: Double) {
    let reference = RuntimeSpringReference(response: spring.duration, dampingFraction: spring.dampingRatio)
    let frames = reference.frames(from: 0, to: change, velocity: 0, hz: hz, count: Int(20 * hz))
    let lastOutside = frames.lastIndex { abs($0.value - change) > band }
    settle = Double((lastOutside ?? -1) + 1) / hz
    overshootPoints = frames.map { $0.value - change }.max().map { Swift.max(0, $0) } ?? 0
    stopped = frames.last?.ended ?? false
  }

  /// Whether these figures meet a settle bound (s) and an overshoot bound (points).
  func meets(settle maxSettle: Double, overshoot maxOvershoot: Double) -> Bool {
    stopped && settle <= maxSettle && overshootPoints <= maxOvershoot
  }
}

@Suite("Device metrics and tuning against the device, checked with an independent runtime model", .tags(.unit))
struct DeviceTuningTests {
  @Test(
    "DeviceMetrics: settle time, overshoot and stop as the independent model's frames give them",
    arguments: [(0.35, 0.55, 14.56, 120.0), (0.5, 0.0, 79.75, 120), (0.45, 0.15, 79.75, 60), (0.3, 0.3, 239.25, 90)])
  func metrics(duration: Double, bounce: Double, change: Double, hz: Double) throws {
    let spring = try Spring(duration: duration, bounce: bounce)
    let band = 1.0 / 3
    let m = try DeviceMetrics(spring, device: try SwiftUIEndMeasure(change: change, hz: hz), epsilon: band / change)
    let reference = ReferenceFigures(spring, change: change, hz: hz, band: band)
    #expect(reference.stopped)
    #expect(m.settleTime == reference.settle)
    #expect(abs(m.overshootDistance - reference.overshootPoints) <= 1e-9 * change)
    let ending = try SwiftUIEndMeasure(change: change, hz: hz).ending(spring)
    #expect(m.stop == ending && m.settleTime <= m.stop.time)
  }

  /// The table of targets: every move and frame rate with every overshoot bound below the move,
  /// the settle bound cycling through 0.25–0.6 s.
  static let table: [(settle: Double, overshoot: Double, change: Double, hz: Double)] = {
    var rows: [(Double, Double, Double, Double)] = []
    let settles = [0.25, 0.35, 0.45, 0.6]
    var i = 0
    for change in [1, 14.56, 79.75, 239.25] {
      for hz in [60.0, 120] {
        for overshoot in [0, 1.0 / 3, 1, 5] where overshoot < change {
          rows.append((settles[i % settles.count], overshoot, change, hz))
          i += 1
        }
      }
    }
    return rows
  }()

  @Test("tune on the device meets its bounds, frame by frame, and sits at their edge", arguments: 0..<table.count)
  func targets(index: Int) throws {
    let (maxSettle, maxOvershoot, change, hz) = Self.table[index]
    let band = Swift.min(1.0 / 3, change / 10)
    let tuner = try SpringTuner(
      targets: [], epsilon: band / change,
      bounds: [try TuningBound(.settleTime, maxSettle), try TuningBound(.overshoot, maxOvershoot / change)],
      on: .device, device: try SwiftUIEndMeasure(change: change, hz: hz))
    let result = try tuner.solve()
    #expect(result.method == .bounded)
    let spring = result.spring
    let figures = ReferenceFigures(spring, change: change, hz: hz, band: band)
    #expect(figures.meets(settle: maxSettle, overshoot: maxOvershoot), "\(spring) \(figures)")
    #expect(result.deviceMetrics.settleTime == figures.settle)
    // At the edge: 3 % longer breaks a bound, at this bounce and at every bounce of a grid.
    for bounce in [spring.bounce, -0.5, -0.2, 0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.8] {
      let longer = try Spring(duration: spring.duration * 1.03, bounce: bounce)
      let other = ReferenceFigures(longer, change: change, hz: hz, band: band)
      #expect(!other.meets(settle: maxSettle, overshoot: maxOvershoot), "bounce \(bounce): \(other)")
    }
  }

  @Test("The designer's task: 79.75 pt, settled within 1/3 pt by 0.35 s, at most 1/3 pt of overshoot")
  func designerTask() throws {
    let tuner = try SpringTuner(
      targets: [], epsilon: (1.0 / 3) / 79.75,
      bounds: [try TuningBound(.settleTime, 0.35), try TuningBound(.overshoot, (1.0 / 3) / 79.75)],
      on: .device, device: try SwiftUIEndMeasure(change: 79.75, hz: 120))
    let result = try tuner.solve()
    let figures = ReferenceFigures(result.spring, change: 79.75, hz: 120, band: 1.0 / 3)
    #expect(figures.meets(settle: 0.35, overshoot: 1.0 / 3))
    // The closed form of the same spring neither settles by 0.35 s nor stays within 1/3 pt.
    #expect(result.metrics.settleTime > 0.35 && result.metrics.overshoot * 79.75 > 1.0 / 3)
    // Rounded to six digits, as printed: the printed spring is the one checked.
    #expect(result.spring.duration == Double(SpringExpression.format(result.spring.duration, significantDigits: 6)))
  }

  @Test("A held bounce: the longest duration on the device; 3 % longer breaks the settle bound")
  func heldBounce() throws {
    let tuner = try SpringTuner(
      targets: [], held: .bounce(0.2), epsilon: 0.001, bounds: [try TuningBound(.settleTime, 0.5)], on: .device,
      device: try SwiftUIEndMeasure(change: 100, hz: 120))
    let result = try tuner.solve()
    #expect(abs(result.spring.bounce - 0.2) <= 1e-12)
    #expect(ReferenceFigures(result.spring, change: 100, hz: 120, band: 0.1).settle <= 0.5)
    let longer = try Spring(duration: result.spring.duration * 1.03, bounce: 0.2)
    #expect(ReferenceFigures(longer, change: 100, hz: 120, band: 0.1).settle > 0.5)
  }

  @Test("Closed form: an exact overshoot next to the band's edge reports the jump and both sides")
  func exactJump() throws {
    let epsilon = (1.0 / 3) / 79.75
    for (overshoot, longer) in [(0.00418, false), (0.004179, true)] {
      let tuner = try SpringTuner(
        targets: [try TuningTarget(.overshoot, overshoot), try TuningTarget(.settleTime, 0.35)], epsilon: epsilon)
      let result = try tuner.solve()
      let jump = try #require(result.jumps.first)
      // Below the band's edge the turn is inside the band and the spring may be longer; the other
      // side is the other branch, and both settle at 0.35 s on the closed form.
      #expect((result.spring.duration > jump.spring.duration) == longer)
      #expect(abs(result.spring.duration - jump.spring.duration) > 0.05)
      let other = try SpringMetrics(jump.spring, epsilon: epsilon)
      #expect(abs(other.settleTime - 0.35) <= 1e-9 && abs(result.metrics.settleTime - 0.35) <= 1e-9)
    }
  }

  @Test("Bounds that no spring meets, or that bound nothing, are errors naming them")
  func conflicts() throws {
    let device = try SwiftUIEndMeasure(change: 100, hz: 120)
    let none = try SpringTuner(
      targets: [], held: .bounce(0.5), bounds: [try TuningBound(.overshoot, 0.01)], on: .device, device: device)
    #expect(throws: TuningError.self) { try none.solve() }
    let unbounded = try SpringTuner(
      targets: [], held: .bounce(0), bounds: [try TuningBound(.overshoot, 0.01)], on: .device, device: device)
    do {
      _ = try unbounded.solve()
      Issue.record("no error")
    } catch {
      #expect("\(error)".contains("nothing limits how slow"), "\(error)")
    }
  }
}
