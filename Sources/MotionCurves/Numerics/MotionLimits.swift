internal import MotionText

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
        allowed: "from \(MotionLimits.format(range.lowerBound)) to \(MotionLimits.format(range.upperBound))\(unit)")
    }
  }

  /// Throws unless |value| ≤ `limit` (NaN never is).
  @inlinable
  static func require(_ value: Double, magnitudeAtMost limit: Double, _ name: String) throws(CurveError) {
    guard abs(value) <= limit else {
      throw .invalidParameter(
        name: name, value: value, allowed: "a number of magnitude at most \(MotionLimits.format(limit))")
    }
  }

}

extension MotionLimits {
  /// A number as people write it in a limit or a default: `10000`, `0.001`, `-0.999999`,
  /// `2.5e-5`, `1e12`. Whole numbers below 10⁶ are written out; magnitudes from 10⁶ up or
  /// below 10⁻³ get a mantissa of at most 7 significant digits and an exponent; the rest are
  /// Swift's shortest form. The one formatter of the numbers in messages and help, which the
  /// command line's messages share.
  ///
  /// - Parameter value: A finite number.
  /// - Returns: Its text.
  public static func format(_ value: Double) -> String { NumberText.written(value) }
}
