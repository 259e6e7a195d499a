extension KeyframeTimeline {
  /// The value of ``state(at:)`` for each lane, bit for bit.
  ///
  /// The segment walk runs on all lanes at once under masks: jump, linear and cubic segments
  /// are evaluated in the lanes with the scalar path's operations in the same order (the
  /// timing curve of a linear segment by ``UnitCurve/values(at:hints:)``); a spring segment
  /// falls back to the scalar path for the lanes inside it.
  ///
  /// - Parameter t: Seconds from the track's start.
  /// - Returns: The values.
  @inlinable @inline(__always)
  public func values<V: DoubleVector>(at t: V) -> V {
    var value = V(repeating: initialValue)
    // Lanes whose scalar walk has returned or stopped; their `value` is final.
    var done = V.MaskStorage()
    for segment in segments {
      done |= V._lanes(V(repeating: segment.start), greaterThan: t)
      let local = t - segment.start
      let inside = ~done & V._lanes(V(repeating: segment.duration), greaterThan: local)
      if VectorMath.anyLane(inside) {
        value = VectorMath.select(inside, segment.values(at: local, lanes: inside), value)
        done |= inside
      }
      value = VectorMath.select(done, value, V(repeating: segment.endValue(Double.self)))
    }
    return value
  }
}

extension KeyframeTimeline.Segment {
  /// The value of ``state(at:)`` for each lane, bit for bit; only the lanes set in `lanes`
  /// (0 ≤ local < duration) are meaningful.
  @inlinable @inline(__always)
  func values<V: DoubleVector>(at local: V, lanes: V.MaskStorage) -> V {
    let p0 = from
    let p1 = to
    let d = duration
    switch kind {
    case .jump:
      return V(repeating: p1)
    case .linear(let curve):
      var hints = V()
      return p0 + (p1 - p0) * curve.values(at: local / d, hints: &hints)
    case .cubic(let m0, let m1):
      // The scalar segment's Hermite basis written again over lanes, in its order of
      // operations: one generic formula for both (5abe054) measured closed-form-batched
      // +2.9 % and swiftui +2.4 % (6 A/B pairs) and was reverted (4241edc).
      let u = local / d
      let u2 = u * u
      let smooth = u2 * (3 - 2 * u)
      let h10 = u * (1 - u) * (1 - u)
      let h11 = u2 * (u - 1)
      return p0 + (p1 - p0) * smooth + d * (m0 * h10 + m1 * h11)
    case .spring:
      var value = V()
      for i in value.indices where lanes[i] != 0 { value[i] = state(at: local[i]).value }
      return value
    }
  }
}
