import MotionCurves

/// What the device shows of a spring used as `.spring(duration:bounce:)`: the frames of SwiftUI's
/// runtime (``SwiftUIRuntimeSpring``) for a move of a given size at a given frame rate.
///
/// The frames are those of a display at `hz` from the change at t = 0 (frame i at i/hz), the
/// spring released then or on the next frame (``SwiftUIEndMeasure/releaseTime``); each
/// shows the runtime's state after stepping to it, and the target from the frame the stop rule
/// ends the animation. With the band `ε·change` (points when the change is in points):
///
/// - **device settle time**: the time of the first frame from which every frame shown stays
///   within the band, `|value − target| ≤ ε·change`. Frame 0 shows the start, outside the band,
///   so it is `(i + 1)/hz` for the last frame i outside the band.
/// - **device overshoot**: the largest overshoot among the frames shown, `max(0, value − target)`
///   over all frames, as a fraction of the change; a peak between two frames is not seen.
/// - **SwiftUI stops**: the frame at which the stop rule ends the animation and the value jumps to
///   the target (``SwiftUIEndMeasure/ending(_:initialVelocity:)``), with the distance jumped.
///
/// Unlike ``SpringMetrics`` none of these is scale-free: the runtime steps at a fixed 1/300 s,
/// shows whole frames and bounds the velocity and force in the value's own units. Every frame is
/// within the band once the animation has stopped, so the settle time is never after the stop.
public struct DeviceMetrics: Hashable, Sendable {
  /// The device settle time in seconds: the first frame from which every frame stays within the
  /// band; `.infinity` if a frame is outside it when the animation is given up (never stops).
  public let settleTime: Double
  /// The device overshoot: the largest overshoot among the frames shown, as a fraction of the change.
  public let overshoot: Double
  /// The time of the frame that shows the largest overshoot; `.infinity` when no frame overshoots.
  public let peakTime: Double
  /// When SwiftUI's stop rule ends the animation, and the jump to the target then.
  public let stop: SwiftUIRuntimeSpring.Ending
  /// The change and frame rate the frames are for.
  public let device: SwiftUIEndMeasure
  /// The band as a fraction of the change.
  public let epsilon: Double

  /// The device overshoot in the change's own units (points for a change in points).
  public var overshootDistance: Double { overshoot * device.change }

  /// The band in the change's own units, `ε·change`.
  public var band: Double { epsilon * device.change }

  /// Steps the frames and measures them, with validated arguments.
  ///
  /// - Parameters:
  ///   - deadline: When set, measuring stops at the first frame after it outside the band: the
  ///     settle time is then `.infinity` (later than `deadline`) and the stop never; only whether
  ///     the spring settles by `deadline` and the overshoot up to then are exact.
  ///   - limit: Seconds to follow the animation (at most 1000): an animation that has not
  ///     stopped by then never stops, and its settle time is `.infinity`.
  static func measure(
    _ spring: Spring, device: SwiftUIEndMeasure, epsilon: Double, initialVelocity: Double = 0,
    settleBy deadline: Double? = nil, limit: Double = SwiftUIRuntimeSpring.defaultEndingLimit
  ) -> DeviceMetrics {
    // Force-try is safe: the default step rate and one component are valid.
    let runtime = try! SwiftUIRuntimeSpring(FluidSpring(spring))
    let change = device.change
    let frames = scan(
      runtime, start: device.releaseTime, displacement: -change, velocity: initialVelocity * change, hz: device.hz,
      band: epsilon * change, settleBy: deadline, limit: limit)
    return DeviceMetrics(
      settleTime: frames.settleTime, overshoot: frames.overshoot / change,
      peakTime: frames.peakFrame.map { Double($0) / device.hz } ?? .infinity, stop: frames.stop, device: device,
      epsilon: epsilon)
  }

  /// The device settle time and SwiftUI's stop of any release of a runtime spring, as ``settleTime``
  /// and ``stop`` define them, with frames at t = i/hz from t = 0; the frames before the release show
  /// the start.
  ///
  /// - Parameters:
  ///   - runtime: The runtime spring, with its step rate and components.
  ///   - start: The release time in seconds (finite, ≥ 0).
  ///   - x0: The displacement from the target at release, in value units (finite).
  ///   - v0: The velocity at release, in value units per second (finite).
  ///   - hz: Frames per second (finite, > 0).
  ///   - band: The band's half-width in value units (≥ 0).
  ///   - limit: Seconds after the release to follow the animation (at most 1000).
  /// - Returns: The settle time (`.infinity` when the animation does not stop within `limit`) and the stop.
  public static func settling(
    of runtime: SwiftUIRuntimeSpring, start: Double, displacement x0: Double, velocity v0: Double, hz: Double,
    band: Double, limit: Double = SwiftUIRuntimeSpring.defaultEndingLimit
  ) -> (settleTime: Double, stop: SwiftUIRuntimeSpring.Ending) {
    let frames = scan(
      runtime, start: start, displacement: x0, velocity: v0, hz: hz, band: band, settleBy: nil, limit: limit)
    return (frames.settleTime, frames.stop)
  }

  /// Steps the frames of one release: the settle time, the largest overshoot in value units and its
  /// frame (nil when none overshoots), and the stop; see ``measure(_:device:epsilon:initialVelocity:settleBy:limit:)``
  /// for `deadline`.
  private static func scan(
    _ runtime: SwiftUIRuntimeSpring, start: Double, displacement x0: Double, velocity v0: Double, hz: Double,
    band: Double, settleBy deadline: Double?, limit: Double
  ) -> (settleTime: Double, overshoot: Double, peakFrame: Int?, stop: SwiftUIRuntimeSpring.Ending) {
    var state = runtime.release(at: start, displacement: x0, velocity: v0)
    // Past the target is on the far side from the start.
    let direction: Double = x0 < 0 ? 1 : -1
    let first = FrameRate(hz: hz).firstFrame(notBefore: start)
    let last = Int(((start + Swift.min(limit, SwiftUIRuntimeSpring.defaultEndingLimit)) * hz).rounded(.down))
    // The frames before the release show the start.
    var lastOutside = abs(x0) > band ? first - 1 : -1
    var largest = 0.0
    var peak: Int?
    var stop = SwiftUIRuntimeSpring.Ending.never
    for frame in first...Swift.max(first, last) {
      let time = Double(frame) / hz
      let ended = runtime.advance(&state, to: time)
      let x = state.shownDisplacement
      guard x.isFinite else { break }
      if direction * x > largest {
        largest = direction * x
        peak = frame
      }
      if ended {
        stop = SwiftUIRuntimeSpring.Ending(time: time, jump: abs(state.displacement))
        break
      }
      if abs(x) > band {
        lastOutside = frame
        if let deadline, time > deadline { break }
      }
    }
    let settle = stop.time.isFinite ? Double(lastOutside + 1) / hz : .infinity
    return (settle, largest, peak, stop)
  }
}

extension DeviceMetrics {
  /// Measures the frames the device shows of a spring whose change comes at t = 0.
  ///
  /// - Parameters:
  ///   - spring: The spring, used as `.spring(_:)` (its response and damping ratio).
  ///   - device: The change (in its own units, e.g. points) and the frame rate.
  ///   - epsilon: The band as a fraction of the change, in (0, 1).
  ///   - initialVelocity: The velocity at release, in changes per second (finite).
  /// - Throws: ``TuningError/invalidValue(name:value:allowed:)`` for an epsilon outside (0, 1) or a
  ///   non-finite velocity.
  public init(_ spring: Spring, device: SwiftUIEndMeasure, epsilon: Double, initialVelocity: Double = 0)
    throws(TuningError)
  {
    guard epsilon > 0, epsilon < 1 else { throw .invalidValue(name: "epsilon", value: epsilon, allowed: "in (0, 1)") }
    guard initialVelocity.isFinite, abs(initialVelocity * device.change) <= MotionLimits.velocity else {
      throw .invalidValue(
        name: "initial velocity", value: initialVelocity, allowed: "finite, at most 1e12 value units per second")
    }
    self = Self.measure(spring, device: device, epsilon: epsilon, initialVelocity: initialVelocity)
  }
}
