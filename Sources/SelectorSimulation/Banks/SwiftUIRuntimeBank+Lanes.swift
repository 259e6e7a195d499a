import MotionCurves

extension SwiftUIRuntimeBank {
  /// Advances up to 2 × ``lanes`` packed running springs to the frame at `time` and applies
  /// the stop rule, on all lanes at once: what
  /// ``SwiftUIRuntimeSpring/advance(displacement:velocity:force:origin:steps:to:_:)`` and
  /// ``SwiftUIRuntimeSpring/hasStopped(displacement:velocity:force:change:)`` do to each, with
  /// the same operations in the same order, so each lane's values are the scalar ones bit for
  /// bit. Entries from `count` on are left as they are.
  ///
  /// The clock (the stall rule and the grid index the frame shows) is computed on every lane;
  /// then both vectors take, in one loop, as many steps as their furthest-behind lane needs (2
  /// or 3 at 120 Hz), each lane keeping a step only while it is behind: the two step chains are
  /// independent, so they overlap. Step counts are whole numbers held in doubles, exact below 2⁵³.
  ///
  /// - Parameters:
  ///   - packed: The first entry's ``Field/x``; field f is `f · stride` further, every vector
  ///     aligned. The entries carry their models' −k, c and component weight.
  ///   - stride: Doubles from one field to the next.
  ///   - count: How many entries from `packed` on run (1 to 2 × ``lanes``).
  ///   - h: The step, shared by every model.
  ///   - stepsPerSecond: 1/h.
  ///   - time: The frame time.
  /// - Returns: All-ones in the lanes the stop rule ended at this frame, for each vector.
  @inline(__always)
  static func advance(
    packed: UnsafeMutablePointer<Double>, stride: Int, lanes count: Int, step h: Double, stepsPerSecond: Double,
    time: Double
  ) -> (LaneMask, LaneMask) {
    var a = LaneGroup(packed, stride: stride, lanes: min(count, lanes))
    var b = LaneGroup(packed + lanes, stride: stride, lanes: max(0, count - lanes))
    a.clock(time: time, step: h, stepsPerSecond: stepsPerSecond)
    b.clock(time: time, step: h, stepsPerSecond: stepsPerSecond)
    let steps = max(a.behind, b.behind)
    if steps > 0 {
      for _ in 0..<steps {
        a.step(h)
        b.step(h)
      }
    }
    a.store()
    b.store()
    return (a.stopped(), b.stopped())
  }
}
