import TestSupport
import Testing

@testable import MotionCurves

@Suite("SwiftUI runtime spring: frames against an independent implementation", .tags(.unit))
struct RuntimeSpringTests {
  /// One animation: the expression, the change, the frame rate and the component count.
  struct Case: CustomStringConvertible, Sendable {
    let expression: String
    let from: Double
    let to: Double
    let hz: Double
    var components = 1
    var description: String { "\(expression) \(from)→\(to) at \(hz) Hz, \(components) component(s)" }
  }

  static let cases: [Case] = [
    Case(expression: ".spring(duration: 0.35, bounce: 0.55)", from: 0, to: 14.6, hz: 120),  // underdamped, the seed dot
    Case(expression: ".smooth", from: 0, to: 79.75, hz: 60),  // critically damped, the highlight
    Case(expression: ".spring(duration: 0.4, bounce: -0.3)", from: 1, to: 0, hz: 90),  // overdamped, unit scale
    Case(expression: ".spring(duration: 0.02, bounce: 0.2)", from: 0, to: 100, hz: 120),  // the stiffness cap
    Case(expression: ".bouncy", from: 0, to: 1, hz: 120),
    Case(expression: ".spring(response: 0.3, dampingFraction: 0.7)", from: 0.01, to: 1, hz: 90),
    Case(expression: ".snappy", from: 1, to: 0.8, hz: 60, components: 2),  // a scaleEffect
    Case(expression: ".interactiveSpring", from: -3, to: 5, hz: 120),
  ]

  @Test("Springs from rest match frame by frame to 1e-12 of the change; the end frame is exact", arguments: cases)
  func matchesReference(_ c: Case) throws {
    guard case .animation(let animation) = try AnimationExpression(parsing: c.expression), let fluid = animation.fluid
    else {
      Issue.record("\(c.expression) is not a fluid spring")
      return
    }
    let count = Int(3 * c.hz) + 1
    let frames = Frames(hz: c.hz, range: 0..<count)
    let motion = Motion.constant(c.from).retargeted(to: c.to, at: 0, with: animation)
    let samples = try SwiftUIRuntimeSolver(components: c.components).sample(motion, frames: frames)
    let reference = RuntimeSpringReference(
      response: fluid.response, dampingFraction: fluid.dampingFraction, components: c.components
    ).frames(from: c.from, to: c.to, velocity: 0, hz: c.hz, count: count)
    let change = abs(c.to - c.from)
    let velocityScale =
      change * RuntimeSpringReference(response: fluid.response, dampingFraction: 0).stiffness.squareRoot()
    var worst = (value: 0.0, velocity: 0.0)
    for i in 0..<count {
      worst.value = max(worst.value, abs(samples.values[i] - reference[i].value) / change)
      worst.velocity = max(worst.velocity, abs(samples.velocities[i] - reference[i].velocity) / velocityScale)
    }
    #expect(worst.value <= 1e-12 && worst.velocity <= 1e-12, "\(c): \(worst)")
    // The end: the same frame, the value exactly the target and the velocity 0 from then on.
    let end = try #require(reference.firstIndex { $0.ended }, "\(c) does not end within 3 s")
    #expect(end > 0)
    #expect(samples.values[end - 1] != c.to)
    #expect(samples.values[end...].allSatisfy { $0 == c.to } && samples.velocities[end...].allSatisfy { $0 == 0 })
  }

  @Test(
    "The ending API agrees with the frames: time, and the jump is the distance left at that frame", arguments: cases)
  func endingAgreesWithFrames(_ c: Case) throws {
    guard case .animation(let animation) = try AnimationExpression(parsing: c.expression), let fluid = animation.fluid
    else {
      Issue.record("\(c.expression) is not a fluid spring")
      return
    }
    let runtime = try SwiftUIRuntimeSpring(fluid, components: c.components)
    let ending = try runtime.ending(displacement: c.from - c.to, velocity: 0, hz: c.hz)
    let reference = RuntimeSpringReference(
      response: fluid.response, dampingFraction: fluid.dampingFraction, components: c.components)
    let count = Int(3 * c.hz) + 1
    let frames = reference.frames(from: c.from, to: c.to, velocity: 0, hz: c.hz, count: count)
    let end = try #require(frames.firstIndex { $0.ended })
    #expect(ending.time == Double(end) / c.hz)
    // The jump is the distance the frame would have shown without the stop.
    let unstopped = reference.frames(from: c.from, to: c.to, velocity: 0, hz: c.hz, count: end + 1, stopping: false)
    #expect(abs(ending.jump - abs(c.to - unstopped[end].value)) <= 1e-12 * abs(c.to - c.from))
  }

  @Test("Endings computed side by side are each spring's own, across a group boundary and with a diverging lane")
  func batchedEndings() throws {
    var springs: [SwiftUIRuntimeSpring] = []
    for c in Self.cases {
      guard case .animation(let animation) = try AnimationExpression(parsing: c.expression), let fluid = animation.fluid
      else {
        Issue.record("\(c.expression) is not a fluid spring")
        continue
      }
      springs.append(try SwiftUIRuntimeSpring(fluid, components: c.components))
    }
    springs.insert(try SwiftUIRuntimeSpring(FluidSpring(duration: 0.02, bounce: -0.5)), at: 3)  // diverges
    springs.append(try SwiftUIRuntimeSpring(FluidSpring(duration: 0.6, bounce: 0.4)))
    #expect(springs.count > SwiftUIRuntimeSpring.endingLanes)
    var endings = Array(repeating: SwiftUIRuntimeSpring.Ending.never, count: springs.count)
    try springs.withUnsafeBufferPointer { springs in
      try endings.withUnsafeMutableBufferPointer { endings in
        try SwiftUIRuntimeSpring.endings(of: springs, displacement: -2, velocity: 1, hz: 90, limit: 20, into: endings)
      }
    }
    for (spring, ending) in zip(springs, endings) {
      let reference = RuntimeSpringReference(
        response: spring.fluid.response, dampingFraction: spring.fluid.dampingFraction, components: spring.components)
      let frames = reference.frames(from: 0, to: 2, velocity: 1, hz: 90, count: 20 * 90 + 1)
      if let end = frames.firstIndex(where: { $0.ended }) {
        #expect(ending.time == Double(end) / 90, "\(spring.fluid)")
      } else {
        #expect(ending.time == .infinity && ending.jump.isNaN, "\(spring.fluid)")
      }
    }
    #expect(endings[3].time == .infinity)
  }

  @Test(
    "The independent model's figures: .smooth ends at 1.25 s over 79.75 pt and at 0.825 s over 1 (settling 0.735 s)")
  func independentEndTimes() throws {
    let smooth = try SwiftUIRuntimeSpring(FluidSpring(duration: 0.5, bounce: 0))
    #expect(try smooth.ending(displacement: -79.75, velocity: 0, hz: 120).time == 150.0 / 120)
    #expect(try smooth.ending(displacement: -1, velocity: 0, hz: 120).time == 99.0 / 120)
    #expect(abs(Spring.smooth.settlingDuration - 0.735) < 5e-4)
  }

  @Test(
    "The independent model's lags behind the closed form: 0.15 pt (dot), 0.44 pt (.smooth highlight), 0.6 pt (.bouncy, 100 pt)",
    arguments: [
      (".spring(duration: 0.35, bounce: 0.55)", 14.6, 0.15), (".smooth", 79.75, 0.44), (".bouncy", 100.0, 0.6),
    ])
  func independentLags(expression: String, change: Double, quoted: Double) throws {
    guard case .animation(let animation) = try AnimationExpression(parsing: expression) else {
      Issue.record("\(expression) is not an animation")
      return
    }
    let motion = Motion.constant(0).retargeted(to: change, at: 0, with: animation)
    let frames = Frames(hz: 120, range: 0..<121)
    // Before the stop, against the closed form in Float80.
    let runtime = try SwiftUIRuntimeSolver().sample(motion, frames: frames)
    let exact = try ReferenceSolver().sample(motion, frames: frames)
    let lag = zip(runtime.values, exact.values).filter { $0.0 != change }.map { abs($0.0 - $0.1) }.max() ?? 0
    // The independent model is quoted to two significant digits (0.155 pt is "0.15 pt").
    #expect(abs(lag - quoted) <= 0.006, "\(expression): \(lag) pt")
  }

  @Test("Components count in the stop rule: a scaleEffect (2) ends no sooner than an offset (1)")
  func components() throws {
    let fluid = try FluidSpring(duration: 0.5, bounce: 0.15)
    let one = try SwiftUIRuntimeSpring(fluid).ending(displacement: -0.2, velocity: 0, hz: 120)
    let two = try SwiftUIRuntimeSpring(fluid, components: 2).ending(displacement: -0.2, velocity: 0, hz: 120)
    #expect(two.time >= one.time && one.time.isFinite)
    #expect(throws: CurveError.self) { try SwiftUIRuntimeSpring(fluid, components: 0) }
    #expect(throws: CurveError.self) { try SwiftUIRuntimeSpring(fluid, components: 65) }
    #expect(throws: CurveError.self) { try SwiftUIRuntimeSpring(fluid, stepsPerSecond: .nan) }
  }

  @Test("A change of 0 ends as soon as velocity and force are small; an undamped spring never ends")
  func edgeCases() throws {
    let runtime = try SwiftUIRuntimeSpring(FluidSpring(duration: 0.5, bounce: 0))
    #expect(try runtime.ending(displacement: 0, velocity: 0, hz: 60).time == 0)
    let kicked = try runtime.ending(displacement: 0, velocity: 5, hz: 60)
    #expect(kicked.time > 0 && kicked.time.isFinite)
    let undamped = try SwiftUIRuntimeSpring(FluidSpring(duration: 0.5, bounce: 1))
    let never = try undamped.ending(displacement: -1, velocity: 0, hz: 60, limit: 20)
    #expect(never.time == .infinity && never.jump.isNaN)
  }

  @Test("A strongly overdamped stiff spring is unstable in the runtime: it diverges and never ends")
  func instability() throws {
    let unstable = try SwiftUIRuntimeSpring(FluidSpring(duration: 0.02, bounce: -0.5))
    #expect(!unstable.isStable(unstable.coefficients))
    #expect(try unstable.ending(displacement: -1, velocity: 0, hz: 120).time == .infinity)
    // At the stiffness cap the bound is c·h < 2 − k·h²/2, i.e. ζ < 1.237.
    let cap = 2 * Double(45000).squareRoot() / 300
    for (zeta, stable) in [(1.23, true), (1.24, false)] {
      let spring = try SwiftUIRuntimeSpring(FluidSpring(response: 0.01, dampingFraction: zeta))
      #expect(spring.isStable(spring.coefficients) == stable && (zeta * cap < 1.75) == stable)
    }
  }

  @Test("Non-fluid animations are the closed form's")
  func closedFormElsewhere() throws {
    let frames = Frames(hz: 60, range: 0..<40)
    for source in [
      ".interpolatingSpring(stiffness: 100, damping: 10)", ".easeOut(duration: 0.2)", ".linear.delay(0.1)",
    ] {
      guard case .animation(let animation) = try AnimationExpression(parsing: source) else {
        Issue.record("\(source) is not an animation")
        continue
      }
      let motion = Motion.constant(2).retargeted(to: 5, at: 0, with: animation)
      #expect(
        try SwiftUIRuntimeSolver().sample(motion, frames: frames) == ClosedFormSolver().sample(motion, frames: frames))
    }
    guard
      case .keyframes(let track) = try AnimationExpression(parsing: "MoveKeyframe(0) CubicKeyframe(1, duration: 0.5)")
    else {
      Issue.record("the keyframe track did not parse as one")
      return
    }
    let keyframes = Motion.keyframes(track.timeline(from: 0, initialVelocity: 0), start: 0)
    #expect(
      try SwiftUIRuntimeSolver().sample(keyframes, frames: frames)
        == ClosedFormSolver().sample(keyframes, frames: frames))
  }
}
