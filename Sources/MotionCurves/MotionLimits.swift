/// The ranges the curve models accept: wide enough for any interface animation, narrow
/// enough that every derived quantity (stiffness, damping, slopes, settling times, frame
/// counts) stays a finite `Double` with digits to spare.
///
/// Inputs outside these ranges are rejected with a ``CurveError`` that names them, never
/// carried into a computation that would overflow, underflow to zero or trap.
public enum MotionLimits {
  /// Durations, responses and spring periods 2π√(m/k), in seconds: 10 µs to 10,000 s.
  public static let duration: ClosedRange<Double> = 1e-5...1e4
  /// Delays, in seconds.
  public static let delay: ClosedRange<Double> = 0...1e4
  /// The largest magnitude of a value: positions, targets, keyframe values, control points.
  public static let magnitude = 1e9
  /// The largest magnitude of a velocity, in value units (or changes) per second.
  public static let velocity = 1e12
  /// Damping ratios ζ = c / (2√(k m)): a bounce of −0.999999 is ζ = 10⁶.
  public static let dampingRatio: ClosedRange<Double> = 0...1e6
  /// Masses of `Spring(mass:stiffness:damping:)`.
  public static let mass: ClosedRange<Double> = 1e-6...1e6
  /// The lowest bounce, −1 + 1/ζ_max.
  public static var bounce: ClosedRange<Double> { (1 / dampingRatio.upperBound - 1)...1 }
}

extension CurveError {
  /// Throws unless `value` lies in `range` (NaN never does).
  ///
  /// - Parameters:
  ///   - value: The input.
  ///   - range: What is allowed.
  ///   - name: The input's name in the message.
  ///   - unit: A unit for the message, e.g. ` s`.
  @inlinable
  static func require(_ value: Double, in range: ClosedRange<Double>, _ name: String, unit: String = "")
    throws(CurveError)
  {
    guard range.contains(value) else {
      throw .invalidParameter(
        name: name, value: value,
        allowed: "from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))\(unit)")
    }
  }

  /// Throws unless |value| ≤ `limit` (NaN never is).
  @inlinable
  static func require(_ value: Double, magnitudeAtMost limit: Double, _ name: String) throws(CurveError) {
    guard abs(value) <= limit else {
      throw .invalidParameter(name: name, value: value, allowed: "a number of magnitude at most \(Self.format(limit))")
    }
  }

  /// A limit as people write it: `1e-05`, `10000`, `-0.999999`.
  @usableFromInline
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e6 { return String(Int(value)) }
    let magnitude = abs(value)
    if magnitude >= 1e6 || magnitude < 1e-3 {
      let exponent = Int(cLog10(magnitude).rounded(.down))
      let mantissa = value / cPow(10, Double(exponent))
      let digits = mantissa == mantissa.rounded() ? String(Int(mantissa)) : "\(mantissa)"
      return "\(digits)e\(exponent)"
    }
    return "\(value)"
  }
}
