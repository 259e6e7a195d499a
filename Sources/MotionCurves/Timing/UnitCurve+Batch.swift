extension UnitCurve {
  /// ``value(at:hint:)`` for each lane: the same Newton–bisection solve, run on all lanes at
  /// once until every lane has stopped.
  ///
  /// Each lane takes the scalar path's steps with the same operations in the same order (no
  /// fused multiply-adds, which Swift never forms by itself), so each lane's value and hint
  /// equal the scalar ones bit for bit. A lane that has stopped keeps its result while the
  /// others go on.
  ///
  /// - Parameters:
  ///   - progress: The progresses u (any values; ≤ 0, NaN and ≥ 1 give the ends).
  ///   - hints: Each lane's Bézier parameter from a nearby earlier call; receives the new
  ///     one (untouched for the linear curve, as in the scalar path).
  /// - Returns: The curve's values y(u).
  @inlinable @inline(__always)
  public func values<V: DoubleVector>(at progress: V, hints: inout V) -> V {
    if isLinear { return Self.clamped(progress) }
    hints = parameters(for: progress, from: hints)
    return Self.bezier(hints, V(repeating: startControlPoint.y), V(repeating: endControlPoint.y))
  }

  /// ``parameter(for:from:)`` for each lane, bit for bit.
  @inlinable @inline(__always)
  func parameters<V: DoubleVector>(for u: V, from start: V) -> V {
    typealias M = V.MaskStorage
    let x1 = V(repeating: startControlPoint.x)
    let x2 = V(repeating: endControlPoint.x)
    let zero = V()
    let one = V(repeating: 1)
    let atOne = V._lanes(u, greaterThan: one) | V._lanes(u, equalTo: one)
    // Lanes still iterating; the others hold their result: 0 for !(u > 0), 1 for u ≥ 1.
    var live = V._lanes(u, greaterThan: zero) & ~atOne
    var result = VectorMath.select(atOne, one, zero)
    let startInside = V._lanes(start, greaterThan: zero) & V._lanes(one, greaterThan: start)
    var s = VectorMath.select(startInside, start, u)
    var lower = zero
    var upper = one
    for _ in 0..<100 {
      guard VectorMath.anyLane(live) else { return result }
      let error = Self.bezier(s, x1, x2) - u
      let exact = V._lanes(error, equalTo: zero)
      let above = V._lanes(error, greaterThan: zero)
      upper = VectorMath.select(above, s, upper)
      lower = VectorMath.select(above, lower, s)
      let newton = s - error / Self.derivative(s, x1, x2)
      let inside = V._lanes(newton, greaterThan: lower) & V._lanes(upper, greaterThan: newton)
      let next = VectorMath.select(inside, newton, (lower + upper) / 2)
      // |next − s| ≤ ulp(s), or upper − lower ≤ 2 ulp(upper); never NaN here (next is finite).
      let moved = ~V._lanes(VectorMath.magnitude(next - s), greaterThan: VectorMath.ulp(s))
      let closed = ~V._lanes(upper - lower, greaterThan: 2 * VectorMath.ulp(upper))
      result = VectorMath.select(live & exact, s, result)
      let stops = ~exact & (moved | closed)
      result = VectorMath.select(live & stops, next, result)
      live &= ~(exact | stops)
      s = next
    }
    return VectorMath.select(live, s, result)
  }

  /// `min(1, max(0, u))` for each lane, as the scalar path computes it (NaN gives 0).
  @inlinable @inline(__always)
  static func clamped<V: DoubleVector>(_ u: V) -> V {
    let zero = V()
    let one = V(repeating: 1)
    let atLeastZero = V._lanes(u, greaterThan: zero) | V._lanes(u, equalTo: zero)
    let low = VectorMath.select(atLeastZero, u, zero)
    return VectorMath.select(V._lanes(one, greaterThan: low), low, one)
  }

  // This twin and ``derivative(_:_:_:)``'s stay apart from the scalar ones on purpose: one
  // generic formula over a shared lane-arithmetic protocol (5abe054) doubled the specialised
  // batched spring kernel (4187 → 9929 bytes) and measured closed-form-batched +2.9 % and
  // swiftui +2.4 % in an A/B (6 pairs); 4241edc reverted it. Keep both in the same order of
  // operations (UnitCurveBatchTests checks them bit for bit).

  /// ``bezier(_:_:_:)`` for each lane, in the same order of operations.
  @inlinable @inline(__always)
  static func bezier<V: DoubleVector>(_ s: V, _ p1: V, _ p2: V) -> V {
    let r = 1 - s
    return ((3 * r * p1 + 3 * s * p2) * r + s * s) * s
  }

  /// ``derivative(_:_:_:)`` for each lane, in the same order of operations.
  @inlinable @inline(__always)
  static func derivative<V: DoubleVector>(_ s: V, _ p1: V, _ p2: V) -> V {
    let r = 1 - s
    return 3 * (r * r * p1 + 2 * r * s * (p2 - p1) + s * s * (1 - p2))
  }
}
