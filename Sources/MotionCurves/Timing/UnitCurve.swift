/// A timing curve from (0, 0) to (1, 1): SwiftUI's `UnitCurve`, a cubic Bézier.
///
/// With control points P₁ = (x₁, y₁) and P₂ = (x₂, y₂), the curve is
///
///     B(s) = 3(1−s)²s P₁ + 3(1−s)s² P₂ + s³ (1, 1),   s ∈ [0, 1].
///
/// The x coordinates are clamped to [0, 1], which keeps x(s) monotone, so every progress
/// u ∈ [0, 1] has exactly one parameter s with x(s) = u.
@frozen
public struct UnitCurve: Hashable, Sendable {
  /// The first control point (x clamped to [0, 1]).
  public let startControlPoint: (x: Double, y: Double)
  /// The second control point (x clamped to [0, 1]).
  public let endControlPoint: (x: Double, y: Double)
  /// Whether the curve is the identity (so evaluation can skip the solve).
  @usableFromInline let isLinear: Bool

  /// Creates a Bézier timing curve.
  ///
  /// - Parameters:
  ///   - startControlPoint: P₁; its x is clamped to [0, 1].
  ///   - endControlPoint: P₂; its x is clamped to [0, 1].
  /// - Throws: ``CurveError`` when a coordinate's magnitude exceeds ``MotionLimits/magnitude``
  ///   (or it is not finite).
  public init(
    startControlPoint: (x: Double, y: Double), endControlPoint: (x: Double, y: Double)
  ) throws(CurveError) {
    for (name, value) in [
      ("startControlPoint.x", startControlPoint.x), ("startControlPoint.y", startControlPoint.y),
      ("endControlPoint.x", endControlPoint.x), ("endControlPoint.y", endControlPoint.y),
    ] {
      try CurveError.require(value, magnitudeAtMost: MotionLimits.magnitude, name)
    }
    self.init(unchecked: startControlPoint, endControlPoint)
  }

  @usableFromInline
  init(unchecked p1: (x: Double, y: Double), _ p2: (x: Double, y: Double)) {
    startControlPoint = (Swift.min(1, Swift.max(0, p1.x)), p1.y)
    endControlPoint = (Swift.min(1, Swift.max(0, p2.x)), p2.y)
    isLinear = startControlPoint == (1.0 / 3, 1.0 / 3) && endControlPoint == (2.0 / 3, 2.0 / 3)
  }

  /// The identity curve.
  public static let linear = UnitCurve(unchecked: (1.0 / 3, 1.0 / 3), (2.0 / 3, 2.0 / 3))
  /// Slow start: control points (0.42, 0) and (1, 1).
  public static let easeIn = UnitCurve(unchecked: (0.42, 0), (1, 1))
  /// Slow end: control points (0, 0) and (0.58, 1).
  public static let easeOut = UnitCurve(unchecked: (0, 0), (0.58, 1))
  /// Slow start and end: control points (0.42, 0) and (0.58, 1).
  public static let easeInOut = UnitCurve(unchecked: (0.42, 0), (0.58, 1))

  /// Whether two curves have the same control points.
  public static func == (lhs: UnitCurve, rhs: UnitCurve) -> Bool {
    lhs.startControlPoint == rhs.startControlPoint && lhs.endControlPoint == rhs.endControlPoint
  }

  /// Hashes the control points.
  public func hash(into hasher: inout Hasher) {
    for c in [startControlPoint.x, startControlPoint.y, endControlPoint.x, endControlPoint.y] {
      hasher.combine(c)
    }
  }
}

// MARK: - Evaluation

extension UnitCurve {
  /// The curve's value y at progress u (u clamped to [0, 1]).
  @inlinable
  public func value<T: MotionReal>(at progress: T) -> T {
    if isLinear { return Swift.min(1, Swift.max(0, progress)) }
    return Self.bezier(parameter(for: progress), T(startControlPoint.y), T(endControlPoint.y))
  }

  /// The value at progress u, solving for the Bézier parameter from `hint` (the parameter
  /// of a nearby earlier call, updated here): along an animation this takes fewer Newton
  /// steps than from u (3 to 7 a frame for `.easeOut` over 0.2 s at 120 Hz). The result is the
  /// same root to full precision.
  @inlinable
  public func value<T: MotionReal>(at progress: T, hint: inout T) -> T {
    if isLinear { return Swift.min(1, Swift.max(0, progress)) }
    hint = parameter(for: progress, from: hint)
    return Self.bezier(hint, T(startControlPoint.y), T(endControlPoint.y))
  }

  /// The slope dy/du at progress u (u clamped to [0, 1]).
  @inlinable
  public func slope<T: MotionReal>(at progress: T) -> T { state(at: progress).slope }

  /// The value y and the slope dy/du at progress u (u clamped to [0, 1]), from one solve.
  ///
  /// The slope is `y'(s)/x'(s)`, with the limit taken where x'(s) vanishes (an end point
  /// whose control point shares its x): the ratio of the first non-vanishing derivatives.
  /// It is infinite only when the curve really is vertical there.
  @inlinable
  public func state<T: MotionReal>(at progress: T) -> (value: T, slope: T) {
    if isLinear { return (Swift.min(1, Swift.max(0, progress)), 1) }
    let s = parameter(for: progress)
    let x1 = T(startControlPoint.x)
    let x2 = T(endControlPoint.x)
    let y1 = T(startControlPoint.y)
    let y2 = T(endControlPoint.y)
    let value = Self.bezier(s, y1, y2)
    let dx = Self.derivative(s, x1, x2)
    let dy = Self.derivative(s, y1, y2)
    if abs(dx) > 64 * T.ulpOfOne * (abs(x1) + abs(x2) + 1) { return (value, dy / dx) }
    // x'(s) = 0 only at an end point: s = 0 with x₁ = 0 or s = 1 with x₂ = 1.
    let atStart = s < 0.5
    let (px, py) = atStart ? (x1, y1) : (1 - x2, 1 - y2)
    if px != 0 || py != 0 { return (value, py / px) }
    let (qx, qy) = atStart ? (x2, y2) : (1 - x1, 1 - y1)
    if qx != 0 || qy != 0 { return (value, qy / qx) }
    return (value, 1)
  }

  /// The Bézier parameter s with x(s) = u: Newton from `start` (default u) inside a
  /// bisection bracket, stopping once a step moves s by at most an ulp (or the bracket
  /// closes). Exact at the ends.
  @inlinable
  func parameter<T: MotionReal>(for progress: T, from start: T? = nil) -> T {
    if !(progress > 0) { return 0 }
    if progress >= 1 { return 1 }
    let x1 = T(startControlPoint.x)
    let x2 = T(endControlPoint.x)
    var lower: T = 0
    var upper: T = 1
    var s = start.map { $0 > 0 && $0 < 1 ? $0 : progress } ?? progress
    for _ in 0..<100 {
      let error = Self.bezier(s, x1, x2) - progress
      if error == 0 { return s }
      if error > 0 { upper = s } else { lower = s }
      let newton = s - error / Self.derivative(s, x1, x2)
      let next = newton > lower && newton < upper ? newton : (lower + upper) / 2
      if abs(next - s) <= s.ulp || upper - lower <= 2 * upper.ulp { return next }
      s = next
    }
    return s
  }

  // The SIMD twins of this and ``derivative(_:_:_:)`` in UnitCurve+Batch.swift stay separate
  // for speed (merged: closed-form-batched +2.9 %, reverted in 4241edc); see there.

  /// One coordinate of the Bézier: 3(1−s)²s p₁ + 3(1−s)s² p₂ + s³.
  @inlinable @inline(__always)
  static func bezier<T: MotionReal>(_ s: T, _ p1: T, _ p2: T) -> T {
    let r = 1 - s
    return ((3 * r * p1 + 3 * s * p2) * r + s * s) * s
  }

  /// Its derivative in Bernstein form: 3[(1−s)² p₁ + 2(1−s)s (p₂ − p₁) + s² (1 − p₂)].
  @inlinable @inline(__always)
  static func derivative<T: MotionReal>(_ s: T, _ p1: T, _ p2: T) -> T {
    let r = 1 - s
    return 3 * (r * r * p1 + 2 * r * s * (p2 - p1) + s * s * (1 - p2))
  }
}
