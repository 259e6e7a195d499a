/// A sequence of keyframes animating one value (SwiftUI's `KeyframeTrack`).
///
/// The track is resolved into a ``KeyframeTimeline`` from a starting value. Tangent rules
/// (SwiftUI does not publish them, so these are the harness's interpretation):
/// - between two cubic keyframes the tangent is the left one's `endVelocity`, else the right
///   one's `startVelocity`, else the Catmull-Rom chord slope across the two segments
///   `(y₊ − y₋)/(t₊ − t₋)` (non-uniform in time), so the spline is C¹ there;
/// - a cubic keyframe after another kind starts with that segment's end velocity, and before
///   another kind ends with the next segment's start velocity;
/// - where nothing determines a tangent (the track's end, next to a move, or before a spring
///   that inherits its velocity) it is 0; at the track's start it is the timeline's
///   `initialVelocity` (default 0).
public struct KeyframeTrack: Hashable, Sendable {
  /// The keyframes in order.
  public let keyframes: [Keyframe]

  /// Creates a track from a list of keyframes.
  ///
  /// - Throws: ``CurveError`` for an empty list, non-finite values, non-positive durations,
  ///   or a spring keyframe without a duration whose spring never settles.
  public init(_ keyframes: [Keyframe]) throws(CurveError) {
    guard !keyframes.isEmpty else { throw .emptyKeyframeTrack }
    for (index, keyframe) in keyframes.enumerated() {
      let name = "keyframe \(index + 1)"
      try CurveError.require(keyframe.value, magnitudeAtMost: MotionLimits.magnitude, "\(name) value")
      func velocity(_ v: Double?, _ label: String) throws(CurveError) {
        if let v { try CurveError.require(v, magnitudeAtMost: MotionLimits.velocity, "\(name) \(label)") }
      }
      switch keyframe {
      case .move: break
      case .linear(let k): try CurveError.require(k.duration, in: MotionLimits.duration, "\(name) duration", unit: " s")
      case .cubic(let k):
        try CurveError.require(k.duration, in: MotionLimits.duration, "\(name) duration", unit: " s")
        try velocity(k.startVelocity, "startVelocity")
        try velocity(k.endVelocity, "endVelocity")
      case .spring(let k):
        if let d = k.duration {
          try CurveError.require(d, in: MotionLimits.duration, "\(name) duration", unit: " s")
        } else if !k.spring.settlingDuration.isFinite {
          throw .invalidParameter(
            name: "\(name) duration", value: .infinity, allowed: "given for a spring that never settles")
        }
        try velocity(k.startVelocity, "startVelocity")
      }
    }
    try CurveError.require(
      keyframes.reduce(0) { $0 + $1.nominalDuration }, in: MotionLimits.delay, "the track's total duration", unit: " s")
    self.keyframes = keyframes
  }

  /// Creates a track with SwiftUI's builder syntax.
  public init(@KeyframesBuilder _ content: () -> [Keyframe]) throws(CurveError) {
    try self.init(content())
  }

  /// The track's length in seconds.
  public var duration: Double { keyframes.reduce(0) { $0 + $1.nominalDuration } }

  /// Resolves the track into timed segments starting from a value.
  ///
  /// - Parameters:
  ///   - initialValue: The value before the first keyframe.
  ///   - initialVelocity: The velocity before the first keyframe: the first cubic's start
  ///     tangent and a leading spring's start velocity, unless they set their own.
  /// - Returns: The timeline, with time 0 at the track's start.
  public func timeline(from initialValue: Double, initialVelocity: Double = 0) -> KeyframeTimeline {
    var segments: [KeyframeTimeline.Segment] = []
    segments.reserveCapacity(keyframes.count)
    var time = 0.0
    var value = initialValue
    var velocity = initialVelocity
    for (index, keyframe) in keyframes.enumerated() {
      let next = index + 1 < keyframes.count ? keyframes[index + 1] : nil
      switch keyframe {
      case .move(let k):
        segments.append(.init(start: time, duration: 0, from: value, to: k.value, kind: .jump))
        value = k.value
        velocity = 0
      case .linear(let k):
        let curve = k.timingCurve
        segments.append(.init(start: time, duration: k.duration, from: value, to: k.value, kind: .linear(curve)))
        velocity = (k.value - value) * curve.slope(at: 1.0) / k.duration
        value = k.value
        time += k.duration
      case .cubic(let k):
        let start: Double
        if let explicit = k.startVelocity {
          start = explicit
        } else if index > 0, case .cubic(let left) = keyframes[index - 1], let last = segments.last {
          start =
            left.endVelocity
            ?? (k.value - last.from) / (time + k.duration - last.start)
        } else {
          start = velocity
        }
        let end = k.endVelocity ?? Self.tangent(after: k, from: value, at: time, next: next)
        segments.append(
          .init(start: time, duration: k.duration, from: value, to: k.value, kind: .cubic(start, end)))
        value = k.value
        velocity = end
        time += k.duration
      case .spring(let k):
        let duration = k.duration ?? k.spring.settlingDuration
        let v0 = k.startVelocity ?? velocity
        segments.append(
          .init(start: time, duration: duration, from: value, to: k.value, kind: .spring(k.spring, v0)))
        let end = SpringResponse<Double>(k.spring).state(at: duration, displacement: value - k.value, velocity: v0)
        value = k.value + end.x
        velocity = end.v
        time += duration
      }
    }
    return KeyframeTimeline(initialValue: initialValue, segments: segments)
  }

  /// The end tangent of a cubic keyframe without an explicit one.
  private static func tangent(after k: CubicKeyframe, from value: Double, at time: Double, next: Keyframe?) -> Double {
    switch next {
    case .cubic(let right):
      return right.startVelocity ?? (right.value - value) / (k.duration + right.duration)
    case .linear(let right):
      return (right.value - k.value) * right.timingCurve.slope(at: 0.0) / right.duration
    case .spring(let right):
      return right.startVelocity ?? 0
    case .move, nil:
      return 0
    }
  }
}
