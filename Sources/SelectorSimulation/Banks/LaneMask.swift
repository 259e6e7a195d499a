import MotionCurves

/// Lane masks as the batched kernels use them: all-ones or zero `Int64` lanes, chosen by
/// ``VectorMath/select(_:_:_:)`` (one blend per register).
typealias LaneMask = SIMD8<Int64>

/// All-ones lanes where `a > b` (none where either is NaN, as for `>` on scalars).
@_transparent
func greater(_ a: SIMD8<Double>, _ b: SIMD8<Double>) -> LaneMask { SIMD8<Double>._lanes(a, greaterThan: b) }

/// All-ones lanes where `a == b`.
@_transparent
func equal(_ a: SIMD8<Double>, _ b: SIMD8<Double>) -> LaneMask { SIMD8<Double>._lanes(a, equalTo: b) }

/// All-ones lanes where `a ≥ b`.
@_transparent
func atLeast(_ a: SIMD8<Double>, _ b: SIMD8<Double>) -> LaneMask { greater(a, b) | equal(a, b) }

/// All-ones lanes where `a ≤ b`.
@_transparent
func atMost(_ a: SIMD8<Double>, _ b: SIMD8<Double>) -> LaneMask { greater(b, a) | equal(a, b) }

/// `mask ? a : b` lane by lane.
@_transparent
func pick(_ mask: LaneMask, _ a: SIMD8<Double>, _ b: SIMD8<Double>) -> SIMD8<Double> {
  VectorMath.select(mask, a, b)
}

/// Whether any lane is set.
@_transparent
func anyLane(_ mask: LaneMask) -> Bool {
  var union: Int64 = 0
  for i in mask.indices { union |= mask[i] }
  return union != 0
}

/// All-ones in the first `count` lanes.
@_transparent
func firstLanes(_ count: Int) -> LaneMask {
  var mask = LaneMask()
  for lane in 0..<max(0, count) { mask[lane] = -1 }
  return mask
}

/// |x| per lane.
@_transparent
func magnitude(_ x: SIMD8<Double>) -> SIMD8<Double> {
  unsafeBitCast(unsafeBitCast(x, to: LaneMask.self) & LaneMask(repeating: .max), to: SIMD8<Double>.self)
}
