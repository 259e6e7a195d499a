import TestSupport
import Testing

@testable import MotionCurves

@Suite("Keyframe tracks", .tags(.unit))
struct KeyframeTests {
  @Test("The seeds' pulse: MoveKeyframe(0), CubicKeyframe(1, 0.5) is a smoothstep from 0")
  func pulse() throws {
    let track = try KeyframeTrack {
      MoveKeyframe(0)
      CubicKeyframe(1, duration: 0.5)
    }
    // Starting from 1 (the last run's end), the move jumps back to 0.
    let timeline = track.timeline(from: 1)
    #expect(timeline.value(at: -0.1) == 1)
    for i in 0...50 {
      let t = 0.5 * Double(i) / 50
      let u = t / 0.5
      #expect(abs(timeline.value(at: t) - u * u * (3 - 2 * u)) <= 1e-15)
      #expect(abs(timeline.velocity(at: t) - 6 * u * (1 - u) / 0.5) <= 1e-13)
    }
    #expect(timeline.value(at: 0.7) == 1 && timeline.velocity(at: 0.7) == 0)
    #expect(track.duration == 0.5)
    let jumps = ScheduledTimeline(timeline: timeline, start: 2).jumps
    #expect(jumps.count == 1 && jumps[0].time == 2 && jumps[0].size == -1)
  }

  /// Adjacent cubic keyframes are C¹: value and velocity agree from both sides of each knot,
  /// and the knot tangent is the non-uniform Catmull-Rom chord slope.
  @Test("Cubic keyframes are C¹ at their knots with Catmull-Rom tangents")
  func catmullRom() throws {
    let track = try KeyframeTrack {
      CubicKeyframe(2, duration: 0.3)
      CubicKeyframe(-1, duration: 0.7)
      CubicKeyframe(0.5, duration: 0.2)
      CubicKeyframe(3, duration: 0.4)
    }
    let timeline = track.timeline(from: 0, initialVelocity: 1.5)
    let knots = [0.3, 1.0, 1.2]
    let values = [0.0, 2, -1, 0.5, 3]
    let times = [0.0, 0.3, 1.0, 1.2, 1.6]
    for (k, knot) in knots.enumerated() {
      // The left segment evaluated at its very end, the right one at its start.
      let segment = timeline.segments[k]
      let left: (value: Double, velocity: Double) = segment.state(at: segment.duration)
      let right = timeline.state(at: knot)
      #expect(abs(left.value - right.value) <= 1e-15)
      #expect(abs(left.velocity - right.velocity) <= 1e-12)
      let chord = (values[k + 2] - values[k]) / (times[k + 2] - times[k])
      #expect(abs(right.velocity - chord) <= 1e-12)
      #expect(abs(right.value - values[k + 1]) <= 1e-15)
    }
    #expect(abs(timeline.velocity(at: 0) - 1.5) <= 1e-15)
    #expect(abs(timeline.velocity(at: 1.6 - 1e-12)) <= 1e-9)
  }

  @Test("Tangents next to other kinds follow their velocities")
  func mixedKinds() throws {
    let track = try KeyframeTrack {
      LinearKeyframe(1, duration: 0.5, timingCurve: .easeIn)
      CubicKeyframe(2, duration: 0.5)
      LinearKeyframe(0, duration: 0.4)
      SpringKeyframe(1, duration: 0.6, spring: .bouncy)
    }
    let timeline = track.timeline(from: 0)
    // easeIn ends with slope 1/0.58 over a change of 1 in 0.5 s.
    let linearEnd = 1 / 0.58 / 0.5
    #expect(abs(timeline.velocity(at: 0.5) - linearEnd) <= 1e-12)
    // The cubic ends with the next linear segment's start velocity, −2/0.4.
    #expect(abs(timeline.velocity(at: 1.0 - 1e-12) + 5) <= 1e-9)
    #expect(abs(timeline.velocity(at: 1.0) + 5) <= 1e-12)
    // The spring starts with the linear segment's end velocity and from its end value.
    let springStart = timeline.state(at: 1.4)
    #expect(abs(springStart.value) <= 1e-15 && abs(springStart.velocity + 5) <= 1e-12)
    let expected = SpringResponse<Double>(.bouncy).state(at: 0.3, displacement: -1, velocity: -5)
    #expect(abs(timeline.value(at: 1.7) - (1 + expected.x)) <= 1e-15)
    // After the track the value holds where the spring left off, not at its target.
    let end = SpringResponse<Double>(.bouncy).state(at: 0.6, displacement: -1, velocity: -5)
    #expect(abs(timeline.value(at: 5) - (1 + end.x)) <= 1e-15)
  }

  @Test("Explicit velocities override the rules; a spring without duration uses its settling time")
  func explicitVelocities() throws {
    let track = try KeyframeTrack {
      CubicKeyframe(1, duration: 1, startVelocity: 4, endVelocity: -2)
      SpringKeyframe(0, spring: .smooth)
    }
    let timeline = track.timeline(from: 0)
    #expect(abs(timeline.velocity(at: 0) - 4) <= 1e-15)
    #expect(abs(timeline.velocity(at: 1) + 2) <= 1e-12)
    #expect(abs(track.duration - (1 + Spring.smooth.settlingDuration)) <= 1e-15)
  }

  @Test("Invalid tracks are rejected with the keyframe named")
  func invalid() {
    #expect(throws: CurveError.emptyKeyframeTrack) { try KeyframeTrack([]) }
    #expect(throws: CurveError.invalidParameter(name: "keyframe 2 duration", value: 0, allowed: "from 1e-5 to 10000 s"))
    {
      try KeyframeTrack([.move(MoveKeyframe(0)), .cubic(CubicKeyframe(1, duration: 0))])
    }
    #expect(throws: CurveError.self) { try KeyframeTrack([.linear(LinearKeyframe(.nan, duration: 1))]) }
    #expect(throws: CurveError.self) {
      try KeyframeTrack([.spring(SpringKeyframe(1, spring: try Spring(duration: 1, bounce: 1)))])
    }
  }
}
