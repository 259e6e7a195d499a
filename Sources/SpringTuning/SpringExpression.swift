import MotionCurves
internal import MotionText

/// Springs as SwiftUI source: from any spring expression, and to every parameterisation.
public enum SpringExpression {
  /// The spring an animation expression denotes (`--like`).
  ///
  /// Any spring form that ``AnimationExpression`` parses is accepted: `.spring(duration:bounce:)`,
  /// `.snappy`, `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`, `Spring(…)`, …
  /// A delay or blend duration does not change the spring and is ignored.
  ///
  /// - Parameter source: The expression, as SwiftUI writes it.
  /// - Returns: The spring and its initial velocity in changes per second.
  /// - Throws: ``TuningError/notASpring(_:)`` with the parser's message (and column), or naming
  ///   what the expression is instead.
  public static func spring(parsing source: String) throws(TuningError) -> (spring: Spring, initialVelocity: Double) {
    let expression: AnimationExpression
    do { expression = try AnimationExpression(parsing: source) } catch { throw .notASpring(error.description) }
    switch expression {
    case .animation(let animation):
      if case .spring(let spring, let velocity, _) = animation.curve { return (spring, velocity) }
      throw .notASpring("'\(source)' is a timing curve, not a spring")
    case .keyframes:
      throw .notASpring("'\(source)' is a keyframe track, not a spring")
    case .none:
      throw .notASpring("'nil' is no animation, not a spring")
    }
  }

  /// The spring in SwiftUI's three parameterisations, ready to paste.
  ///
  ///     .spring(duration: d, bounce: b)
  ///     .spring(response: d, dampingFraction: ζ)
  ///     .interpolatingSpring(mass: m, stiffness: k, damping: c[, initialVelocity: v])
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - initialVelocity: Added to the `interpolatingSpring` form when not 0 (changes per second).
  ///   - significantDigits: Digits per number, or nil for the shortest decimals from which each
  ///     form builds this very spring again (``Spring/shortestParameters``), or, where no
  ///     decimals of a duration and bounce do, the spring its printed ones build
  ///     (``Spring/typedSpring``), so that the three forms are one spring.
  /// - Returns: The three expressions.
  public static func expressions(for spring: Spring, initialVelocity: Double = 0, significantDigits: Int? = nil)
    -> [String]
  {
    func f(_ value: Double) -> String { format(value, significantDigits: significantDigits) }
    let spring = significantDigits == nil ? spring.typedSpring : spring
    // With digits, a bounce within rounding of 0 (1 − ζ of a ζ one ulp below 1) is written 0, not 2.22045e-16.
    let shortest =
      significantDigits == nil
      ? spring.shortestParameters
      : (
        duration: spring.duration, bounce: abs(spring.bounce) < 1e-12 ? 0 : spring.bounce,
        dampingFraction: spring.dampingRatio
      )
    let velocity = initialVelocity == 0 ? "" : ", initialVelocity: \(f(initialVelocity))"
    return [
      ".spring(duration: \(f(shortest.duration)), bounce: \(f(shortest.bounce)))",
      ".spring(response: \(f(shortest.duration)), dampingFraction: \(f(shortest.dampingFraction)))",
      ".interpolatingSpring(mass: \(f(spring.mass)), stiffness: \(f(spring.stiffness)), damping: \(f(spring.damping))\(velocity))",
    ]
  }

  /// A number as `%.*g` with the given significant digits (no exponent for 1e-4 ≤ |x| < 10^digits),
  /// or, for nil digits, Swift's shortest text that reads back exactly.
  ///
  /// - Parameters:
  ///   - value: The number.
  ///   - significantDigits: From 1 to 17, or nil.
  /// - Returns: The text; `inf`, `-inf` and `nan` for non-finite numbers.
  public static func format(_ value: Double, significantDigits: Int?) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
    guard let digits = significantDigits else {
      return value.rounded() == value && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
    }
    return NumberText.printf("%.\(max(1, min(17, digits)))g", value)
  }
}
