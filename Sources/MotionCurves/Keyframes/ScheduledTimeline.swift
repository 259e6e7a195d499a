/// A keyframe timeline placed at an absolute start time.
public struct ScheduledTimeline: PrescribedCurve, Hashable {
  /// The timeline.
  public let timeline: KeyframeTimeline
  /// When the timeline starts, in seconds.
  public let start: Double

  /// The timeline's value and velocity at `t − start`.
  @inlinable
  public func state<T: MotionReal>(at t: T) -> (value: T, velocity: T) {
    timeline.state(at: t - T(start))
  }

  /// The timeline's value before its first keyframe.
  public var initialValue: Double { timeline.initialValue }
  /// The timeline's knots, shifted to absolute time.
  public var knots: [Double] { timeline.knots.map { $0 + start } }
  /// The move keyframes that change the value, at absolute times.
  public var jumps: [(time: Double, size: Double)] {
    var before = timeline.initialValue
    var result: [(time: Double, size: Double)] = []
    for segment in timeline.segments {
      if case .jump = segment.kind, segment.to != before {
        result.append((segment.start + start, segment.to - before))
      }
      before = segment.endValue(Double.self)
    }
    return result
  }
}

// MARK: - Evaluation
