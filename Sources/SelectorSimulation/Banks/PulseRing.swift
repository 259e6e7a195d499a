import MotionCurves

/// The radio option's pulse ring, drawn from the keyframe value p as the seed code draws it.
enum PulseRing {
  /// `scaleEffect(1 + 0.9 p)`.
  @inline(__always)
  static func scale(_ p: Double) -> Double { 1 + 0.9 * p }

  /// `opacity(isSelected && !reduceMotion && 0 < p < 1 ? 1 − p : 0)`; the gate, 1 or 0, is
  /// the first two conditions. It multiplies, exactly, instead of branching: it follows the
  /// selection, which no branch predictor knows.
  @inline(__always)
  static func opacity(_ p: Double, gate: Double) -> Double { (p > 0 && p < 1 ? 1 - p : 0) * gate }
}
