/// The arithmetic a real (``MotionReal``) and SIMD lanes of `Double` (``DoubleVector``) share,
/// so that a polynomial is written once for the scalar path and the batched one.
///
/// Lane by lane, `+`, `−` and `×` are the scalar operations, and ``constant(_:)`` puts the same
/// value in every lane; a formula written with them gives each lane the scalar result bit for bit.
public protocol LaneArithmetic {
  /// `value` in every lane (for a real: `value` converted to the type).
  static func constant(_ value: Double) -> Self
  /// The lane-wise sum.
  static func + (lhs: Self, rhs: Self) -> Self
  /// The lane-wise difference.
  static func - (lhs: Self, rhs: Self) -> Self
  /// The lane-wise product.
  static func * (lhs: Self, rhs: Self) -> Self
}

extension MotionReal {
  /// `value` converted to the type (exact for the constants of the curves' polynomials).
  @inlinable @inline(__always)
  public static func constant(_ value: Double) -> Self { Self(value) }
}

extension DoubleVector {
  /// `value` in every lane.
  @inlinable @inline(__always)
  public static func constant(_ value: Double) -> Self { Self(repeating: value) }
}
