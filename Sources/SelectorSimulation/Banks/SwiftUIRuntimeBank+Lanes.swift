import MotionCurves

extension SwiftUIRuntimeBank {
  /// Advances up to ``lanes`` packed running springs to the frame at `time` and applies the
  /// stop rule, on all lanes at once: what
  /// ``SwiftUIRuntimeSpring/advance(displacement:velocity:force:origin:steps:to:_:)`` and
  /// ``SwiftUIRuntimeSpring/hasStopped(displacement:velocity:force:change:)`` do to each, with
  /// the same operations in the same order, so each lane's values are the scalar ones bit for
  /// bit. Entries from `count` on are left as they are.
  ///
  /// The clock (the stall rule and the grid index the frame shows) is computed on every lane;
  /// then the vector takes as many steps as its furthest-behind lane needs (2 or 3 at 120 Hz):
  /// those every running lane is behind on every lane, the rest on the lanes still behind. One
  /// vector at a time keeps the state in registers on every build (a pair of vectors measured
  /// no faster with AVX-512 and spills on SSE2). Step counts are whole numbers held in doubles,
  /// exact below 2⁵³.
  ///
  /// - Parameters:
  ///   - packed: The first entry's ``Field/x``; field f is `f · stride` further, every vector
  ///     aligned. The entries carry their models' −k, c and component weight.
  ///   - stride: Doubles from one field to the next.
  ///   - count: How many entries from `packed` on run (1 to ``lanes``).
  ///   - h: The step, shared by every model.
  ///   - stepsPerSecond: 1/h.
  ///   - time: The frame time.
  /// - Returns: All-ones in the lanes the stop rule ended at this frame.
  @inline(__always)
  static func advance(
    packed: UnsafeMutablePointer<Double>, stride: Int, lanes count: Int, step h: Double, stepsPerSecond: Double,
    time: Double
  ) -> LaneMask {
    var group = LaneGroup(packed, stride: stride, lanes: count)
    group.clock(time: time, step: h, stepsPerSecond: stepsPerSecond)
    let (least, most) = LaneGroup.behind(group.j - group.steps, running: group.run)
    var k = 0.0
    while k < least {
      group.stepAll(h)
      k += 1
    }
    while k < most {
      group.step(h)
      k += 1
    }
    group.store()
    return group.stopped()
  }
}
