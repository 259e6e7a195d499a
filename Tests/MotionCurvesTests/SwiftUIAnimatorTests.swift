import TestSupport
import Testing

@testable import MotionCurves

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("SwiftUI's animator in the device model: retargets, combinations and the start", .tags(.unit))
struct SwiftUIAnimatorTests {
  /// The frames an animator shows at i/hz, i = 0..<count.
  static func frames(_ animator: SwiftUIAnimator, hz: Double, count: Int) -> [(value: Double, velocity: Double)] {
    var animator = animator
    return (0..<count).map { animator.frame(at: Double($0) / hz) }
  }

  static func expression(_ source: String) throws -> AnimationExpression { try AnimationExpression(parsing: source) }

  static func animation(_ source: String) throws -> Animation {
    guard case .animation(let animation) = try expression(source) else { throw CurveError.emptyKeyframeTrack }
    return animation
  }

  @Test(
    "Without a retarget the animator shows what the device solver shows",
    arguments: [
      ".spring(duration: 0.35, bounce: 0.55)", ".smooth.delay(0.05)",
      ".interpolatingSpring(stiffness: 100, damping: 10)",
      ".easeOut(duration: 0.3)", "MoveKeyframe(0.2) CubicKeyframe(1, duration: 0.5)", "nil",
    ])
  func matchesSolver(_ source: String) throws {
    let hz = 120.0
    let count = 150
    let expression = try Self.expression(source)
    let animator = try SwiftUIAnimator(
      from: -0.5, changes: [.init(at: 0, to: 1.5, with: expression)], frameInterval: 1 / hz)
    let motion: Motion
    switch expression {
    case .none: motion = .constant(1.5)
    case .keyframes(let track): motion = .keyframes(track.timeline(from: -0.5), start: 0)
    case .animation(let animation): motion = Motion.constant(-0.5).retargeted(to: 1.5, at: 0, with: animation)
    }
    let solver = try SwiftUIRuntimeSolver().sample(motion, frames: Frames(hz: hz, range: 0..<count))
    for (i, shown) in Self.frames(animator, hz: hz, count: count).enumerated() {
      #expect(abs(shown.value - solver.values[i]) <= 1e-12, "\(source) frame \(i)")
      #expect(abs(shown.velocity - solver.velocities[i]) <= 1e-10, "\(source) frame \(i)")
    }
  }

  @Test(
    "A fluid spring retargeted by one goes on with x, v and F of the retarget frame (an independent transcription)",
    arguments: [(".spring(response: 2.2, dampingFraction: 0.5)", 60.0), (".bouncy", 120.0), (".smooth", 90.0)])
  func fluidRetarget(_ source: String, _ hz: Double) throws {
    let animation = try Self.animation(source)
    let fluid = try #require(animation.fluid)
    let animator = try SwiftUIAnimator(
      from: 694,
      changes: [
        .init(at: 0, to: 594, with: .animation(animation)), .init(at: 0.4, to: 694, with: .animation(animation)),
      ],
      frameInterval: 1 / hz)
    let count = Int(8 * hz)
    let retargetFrame = FrameRate(hz: hz).firstFrame(atOrAfter: 0.4)
    let reference = RuntimeSpringReference(response: fluid.response, dampingFraction: fluid.dampingFraction)
      .frames(from: 694, to: 594, velocity: 0, hz: hz, count: count, retargets: [(retargetFrame, 694)])
    let shown = Self.frames(animator, hz: hz, count: count)
    for i in 0..<count {
      #expect(abs(shown[i].value - reference[i].value) <= 1e-9, "\(source) frame \(i)")
    }
    let end = try #require(reference.firstIndex { $0.ended })
    #expect(end > retargetFrame && shown[end].value == 694 && shown[end - 1].value != 694)
  }

  @Test("Each carry rule hands over the state it names, the displacement measured from the new target")
  func carryRules() throws {
    let spring = try SwiftUIRuntimeSpring(try #require(Self.animation(".smooth").fluid))
    let previous = SwiftUIRuntimeSpring.State(
      displacement: 3, velocity: -20, force: 150, origin: 0, steps: 12, change: -10)
    let frame = SwiftUIRuntimeSpring.State(
      displacement: 2, velocity: -15, force: 120, origin: 0, steps: 17, change: -10)
    func carried(_ carry: SwiftUIRuntimeSpring.RetargetCarry) -> SwiftUIRuntimeSpring.State {
      var state = frame
      spring.retarget(&state, previousFrame: previous, from: spring, at: 0.5, by: 10, carrying: carry)
      return state
    }
    let expected: [SwiftUIRuntimeSpring.RetargetCarry: (Double, Double, Double)] = [
      .frame: (-8, -15, 120), .frameForceReset: (-8, -15, 0), .previousFrame: (-7, -20, 150),
      .previousFrameForceReset: (-7, -20, 0), .reconstruction: (-8, -20, 150),
    ]
    for (carry, (x, v, f)) in expected {
      let state = carried(carry)
      #expect(
        state.displacement == x && state.velocity == v && state.force == f && state.origin == 0.5 && state.steps == 0
          && state.change == 0, "\(carry)")
    }
    // The scene's retarget is the one that resets the force.
    var scene = frame
    spring.retarget(&scene, from: spring, at: 0.5, by: 10)
    #expect(scene == carried(.frameForceReset))
  }

  @Test("An interpolating spring over a running one: x_below + p·(target − x_below), p its unit step response")
  func combinedSprings() throws {
    let source = ".interpolatingSpring(mass: 1, stiffness: 1, damping: 0.5, initialVelocity: 2)"
    let animation = try Self.animation(source)
    let hz = 60.0
    let animator = try SwiftUIAnimator(
      from: 694,
      changes: [
        .init(at: 0.1, to: 594, with: .animation(animation)), .init(at: 2.5, to: 694, with: .animation(animation)),
      ],
      frameInterval: 1 / hz)
    /// The unit step response with slope 2 at 0 (initialVelocity 2 changes per second), by hand:
    /// ω = 1, ζ = 0.25, ω_d = √(1 − ζ²), p = 1 − e^(−ζt)(cos ω_d t + (ζ − 2)/ω_d · sin ω_d t).
    func p(_ t: Double) -> Double {
      guard t > 0 else { return 0 }
      let wd = (1 - 0.0625).squareRoot()
      return 1 - Glibc.exp(-0.25 * t) * (Glibc.cos(wd * t) + (0.25 - 2) / wd * Glibc.sin(wd * t))
    }
    for (i, shown) in Self.frames(animator, hz: hz, count: 400).enumerated() {
      let t = Double(i) / hz
      let below = 694 + p(t - 0.1) * (594 - 694)
      let expected = below + p(t - 2.5) * (694 - below)
      #expect(abs(shown.value - expected) <= 1e-9, "frame \(i)")
    }
  }

  @Test("A timing curve over a fluid spring blends over the spring the runtime goes on stepping")
  func timingOverFluid() throws {
    let hz = 120.0
    let fluid = try #require(Self.animation(".bouncy").fluid)
    let animator = try SwiftUIAnimator(
      from: 0,
      changes: [
        .init(at: 0, to: 100, with: try Self.expression(".bouncy")),
        .init(at: 0.25, to: 40, with: try Self.expression(".easeInOut(duration: 0.5)")),
      ],
      frameInterval: 1 / hz)
    let below = RuntimeSpringReference(response: fluid.response, dampingFraction: fluid.dampingFraction)
      .frames(from: 0, to: 100, velocity: 0, hz: hz, count: 120)
    let shown = Self.frames(animator, hz: hz, count: 120)
    for i in 0..<120 {
      let t = Double(i) / hz
      let progress = t < 0.25 ? 0 : t >= 0.75 ? 1 : UnitCurve.easeInOut.value(at: (t - 0.25) / 0.5)
      let expected = below[i].value + progress * (40 - below[i].value)
      #expect(abs(shown[i].value - expected) <= 1e-9, "frame \(i)")
    }
    #expect(shown[90...].allSatisfy { $0.value == 40 })
  }

  @Test("A keyframe track restarts from the value and velocity shown; nil jumps and stops every animation")
  func keyframesAndJumps() throws {
    let hz = 60.0
    let track = "MoveKeyframe(5) LinearKeyframe(8, duration: 0.5)"
    let animator = try SwiftUIAnimator(
      from: 0,
      changes: [
        .init(at: 0, to: 10, with: try Self.expression(".smooth")),
        .init(at: 0.5, to: 0, with: try Self.expression(track)),
        .init(at: 0.75, to: 3, with: try Self.expression(".linear(duration: 1)")), .init(at: 1, to: -2, with: .none),
      ],
      frameInterval: 1 / hz)
    let shown = Self.frames(animator, hz: hz, count: 90)
    #expect(shown[30].value == 5)  // the move keyframe at its restart
    for i in 31..<45 {
      let t = Double(i) / hz - 0.5
      #expect(abs(shown[i].value - (5 + 3 * t / 0.5)) <= 1e-12, "frame \(i)")
    }
    // The linear curve over the keyframes, until the jump.
    for i in 45..<60 {
      let t = Double(i) / hz
      let keyframes = 5 + 3 * min(1, (t - 0.5) / 0.5)
      #expect(abs(shown[i].value - (keyframes + (t - 0.75) * (3 - keyframes))) <= 1e-12, "frame \(i)")
    }
    #expect(shown[60...].allSatisfy { $0.value == -2 && $0.velocity == 0 })
  }

  @Test(
    "The frame start: the frame that sees the change and the next show the old value, then the animation one frame in",
    arguments: [
      (".spring(response: 1.8, dampingFraction: 0.3)", 60.0), (".smooth", 120.0), (".bouncy", 90.0),
      (".interpolatingSpring(stiffness: 100, damping: 10)", 60.0), (".easeOut(duration: 0.3)", 120.0),
    ])
  func frameStart(_ source: String, _ hz: Double) throws {
    let expression = try Self.expression(source)
    func animator(_ start: SwiftUIRuntimeStart, at time: Double) throws -> SwiftUIAnimator {
      try SwiftUIAnimator(
        from: 1, changes: [.init(at: time, to: 9, with: expression)], start: start, frameInterval: 1 / hz)
    }
    let framed = Self.frames(try animator(.frame, at: 0), hz: hz, count: 200)
    // The immediate start one frame later is the same animation: time 0 is the frame after the change's.
    let late = Self.frames(try animator(.immediate, at: 1 / hz), hz: hz, count: 200)
    #expect(framed[0].value == 1 && framed[1].value == 1)
    for i in 0..<200 { #expect(abs(framed[i].value - late[i].value) <= 1e-12, "\(source) frame \(i)") }
    if case .animation(let animation) = expression, let fluid = animation.fluid {
      let reference = RuntimeSpringReference(response: fluid.response, dampingFraction: fluid.dampingFraction)
        .frames(from: 1, to: 9, velocity: 0, hz: hz, count: 200, startFrame: 1)
      for i in 0..<200 { #expect(abs(framed[i].value - reference[i].value) <= 1e-12 * 8, "\(source) frame \(i)") }
    }
  }

  @Test("Under the frame start a retarget of a running animation takes effect at its frame")
  func frameStartRetarget() throws {
    let hz = 60.0
    let spring = try Self.expression(".spring(response: 2.2, dampingFraction: 0.5)")
    let framed = try SwiftUIAnimator(
      from: 694, changes: [.init(at: 0, to: 594, with: spring), .init(at: 1, to: 694, with: spring)], start: .frame,
      frameInterval: 1 / hz)
    let late = try SwiftUIAnimator(
      from: 694, changes: [.init(at: 1 / hz, to: 594, with: spring), .init(at: 1, to: 694, with: spring)],
      frameInterval: 1 / hz)
    #expect(Self.frames(framed, hz: hz, count: 300).map(\.value) == Self.frames(late, hz: hz, count: 300).map(\.value))
  }

  @Test("A delayed fluid spring takes over when its delay is over; one after the animation ended starts from rest")
  func delayedAndRestarted() throws {
    let hz = 120.0
    let smooth = try Self.expression(".smooth")
    func frames(_ changes: [SwiftUIAnimator.Change], count: Int = 400) throws -> [Double] {
      Self.frames(try SwiftUIAnimator(from: 0, changes: changes, frameInterval: 1 / hz), hz: hz, count: count).map(
        \.value)
    }
    let delayed = try frames([
      .init(at: 0, to: 10, with: smooth), .init(at: 0.3, to: -5, with: try Self.expression(".smooth.delay(0.1)")),
    ])
    let atOnce = try frames([.init(at: 0, to: 10, with: smooth), .init(at: 0.4, to: -5, with: smooth)])
    #expect(delayed == atOnce)
    // After the first move ends (1.25 s at 120 Hz), the second starts from rest: the same frames as a first move.
    let again = try frames([.init(at: 0, to: 10, with: smooth), .init(at: 2, to: 4, with: smooth)], count: 600)
    let fresh = try frames([.init(at: 0, to: 10, with: smooth)], count: 600)
    let single = try SwiftUIAnimator(from: 10, changes: [.init(at: 2, to: 4, with: smooth)], frameInterval: 1 / hz)
    let alone = Self.frames(single, hz: hz, count: 600).map(\.value)
    #expect(again[..<240] == fresh[..<240] && again[240...] == alone[240...])
  }

  @Test("The clock quantises the frame interval to 1/240 s times a power of two")
  func quantisedInterval() {
    let cases: [(Double, Double)] = [
      (1.0 / 60, 1.0 / 60), (1.0 / 120, 1.0 / 120), (1.0 / 90, 1.0 / 120), (1.0 / 30, 1.0 / 30), (1.0 / 50, 1.0 / 60),
      (1.0 / 240, 1.0 / 240), (1.0 / 300, 1.0 / 480),
    ]
    for (interval, q) in cases { #expect(SwiftUIAnimatorClock.quantized(frameInterval: interval) == q, "\(interval)") }
  }

  @Test(
    "The clock's phases: time 0 moves to the frame after the change, a late third frame is capped, early frames hold")
  func clockPhases() {
    // 60 Hz, q = 1/60: the change at 0, the next frames at 1/60 and, late, at 0.1.
    var clock = SwiftUIAnimatorClock(at: 0, start: .frame, frameInterval: 1.0 / 60)
    #expect(clock.tick(at: 0) == .init(updates: true, shift: 0))
    #expect(clock.tick(at: 1.0 / 60) == .init(updates: false, shift: 1.0 / 60))
    // More than max(q, 1/60) + q = 2/60 after time 0: time 0 moves to 0.1 − 2/60.
    let late = clock.tick(at: 0.1)
    #expect(late.updates && abs(late.shift - (0.1 - 2.0 / 60 - 1.0 / 60)) <= 1e-15)
    #expect(abs(clock.beginTime - (0.1 - 2.0 / 60)) <= 1e-15 && clock.phase == .running)
    // Frames faster than q: a frame earlier than half a q before the next multiple of q holds.
    #expect(!clock.tick(at: 0.1 + 1.0 / 240).updates)
    #expect(clock.tick(at: 0.1 + 3.0 / 240).updates)
    // The immediate clock runs from the change on every frame.
    var immediate = SwiftUIAnimatorClock(at: 0.2, start: .immediate, frameInterval: 1.0 / 60)
    #expect(immediate.tick(at: 0.2) == .init(updates: true, shift: 0) && immediate.tick(at: 0.2001).updates)
  }

  @Test("Changes out of order or not finite are refused")
  func refusals() throws {
    let smooth = try Self.expression(".smooth")
    #expect(throws: CurveError.self) {
      try SwiftUIAnimator(
        from: 0, changes: [.init(at: 1, to: 1, with: smooth), .init(at: 0.5, to: 0, with: smooth)], frameInterval: 0.01)
    }
    #expect(throws: CurveError.self) {
      try SwiftUIAnimator(from: 0, changes: [.init(at: .nan, to: 1, with: smooth)], frameInterval: 0.01)
    }
    #expect(throws: CurveError.self) { try SwiftUIAnimator(from: .infinity, changes: [], frameInterval: 0.01) }
    #expect(throws: CurveError.self) { try SwiftUIAnimator(from: 0, changes: [], frameInterval: 0) }
  }
}
