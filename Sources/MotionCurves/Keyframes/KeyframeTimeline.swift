/// A keyframe track resolved from a starting value: timed segments with their end values
/// and tangents fixed, ready to evaluate at any time.
public struct KeyframeTimeline: Hashable, Sendable {
  /// The value before the first keyframe.
  public let initialValue: Double
  /// The segments in time order; a jump has duration 0.
  public let segments: [Segment]

  /// One resolved keyframe.
  public struct Segment: Hashable, Sendable {
    /// Start time (seconds from the track's start).
    public let start: Double
    /// Length in seconds (0 for a jump).
    public let duration: Double
    /// The value at the segment's start.
    public let from: Double
    /// The keyframe's value.
    public let to: Double
    /// How the segment moves from ``from`` to ``to``.
    public let kind: Kind

    /// How the segment interpolates.
    public enum Kind: Hashable, Sendable {
      /// Jumps to `to` at `start`.
      case jump
      /// `from + (to − from)·curve(u)`.
      case linear(UnitCurve)
      /// Cubic Hermite with start and end tangents (value units per second).
      case cubic(Double, Double)
      /// A spring released from `from` toward `to` with a start velocity.
      case spring(Spring, Double)
    }

    /// The end time.
    @inlinable public var end: Double { start + duration }
  }

  /// The track's length in seconds.
  public var duration: Double { segments.last?.end ?? 0 }

  /// The times where segments meet (where an integrator should stop), ascending, unique.
  public var knots: [Double] {
    var times: [Double] = []
    for s in segments where times.last != s.end {
      if times.last != s.start { times.append(s.start) }
      if s.end != s.start { times.append(s.end) }
    }
    return times
  }

  /// The value and velocity at `t` seconds from the track's start.
  ///
  /// Before the start the value is `initialValue`; after the end it holds the last value.
  /// At a jump the value after the jump is returned (right-continuous).
  @inlinable
  public func state<T: MotionReal>(at t: T) -> (value: T, velocity: T) {
    segments.withUnsafeBufferPointer { Self.state(at: t, initialValue: initialValue, segments: $0) }
  }

  /// ``state(at:)`` of the track with `initialValue` and `segments`, read where they lie: a
  /// caller that keeps a track's segments in its own memory evaluates it without copying the
  /// track, so without retaining and releasing its array at every call.
  ///
  /// - Parameters:
  ///   - t: Seconds from the track's start.
  ///   - initialValue: The value before the first keyframe.
  ///   - segments: The segments in time order.
  /// - Returns: The value and velocity at `t`.
  @inlinable
  public static func state<T: MotionReal>(
    at t: T, initialValue: Double, segments: UnsafeBufferPointer<Segment>
  ) -> (value: T, velocity: T) {
    var value = T(initialValue)
    for segment in segments {
      if t < T(segment.start) { break }
      let local = t - T(segment.start)
      if local < T(segment.duration) {
        return segment.state(at: local)
      }
      value = segment.endValue(T.self)
    }
    return (value, 0)
  }

  /// The value at `t` (Double).
  @inlinable public func value(at t: Double) -> Double { state(at: t).value }
  /// The velocity at `t` (Double).
  @inlinable public func velocity(at t: Double) -> Double { state(at: t).velocity }
}

extension KeyframeTimeline.Segment {
  /// Value and velocity at `local` seconds into the segment, 0 ≤ local < duration.
  @inlinable
  func state<T: MotionReal>(at local: T) -> (value: T, velocity: T) {
    let p0 = T(from)
    let p1 = T(to)
    let d = T(duration)
    switch kind {
    case .jump:
      return (p1, 0)
    case .linear(let curve):
      let u = local / d
      let state = curve.state(at: u)
      return (p0 + (p1 - p0) * state.value, (p1 - p0) * state.slope / d)
    case .cubic(let m0, let m1):
      let u = local / d
      let u2 = u * u
      // Hermite basis in a form that is exact at both ends; its SIMD twin in
      // KeyframeTimeline+Batch.swift stays separate for speed (see there).
      let smooth = u2 * (3 - 2 * u)
      let h10 = u * (1 - u) * (1 - u)
      let h11 = u2 * (u - 1)
      let value = p0 + (p1 - p0) * smooth + d * (T(m0) * h10 + T(m1) * h11)
      let dSmooth = 6 * u * (1 - u)
      let dh10 = (1 - u) * (1 - 3 * u)
      let dh11 = u * (3 * u - 2)
      let velocity = (p1 - p0) * dSmooth / d + T(m0) * dh10 + T(m1) * dh11
      return (value, velocity)
    case .spring(let spring, let v0):
      let s = SpringResponse<T>(spring).state(at: local, displacement: p0 - p1, velocity: T(v0))
      return (p1 + s.x, s.v)
    }
  }

  /// The value where the segment leaves off (a spring's actual end value, not its target).
  @inlinable
  func endValue<T: MotionReal>(_: T.Type) -> T {
    switch kind {
    case .spring(let spring, let v0):
      T(to) + SpringResponse<T>(spring).state(at: T(duration), displacement: T(from) - T(to), velocity: T(v0)).x
    default:
      T(to)
    }
  }
}
