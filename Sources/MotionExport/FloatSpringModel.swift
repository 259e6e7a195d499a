import MotionCurves

/// A platform spring of mass 1 written with `Float` parameters, the stiffness k/m and the damping
/// ratio ζ (Android's `SpringForce`, Compose's `spring`).
public protocol FloatSpringModel: PlatformSpringModel {
  /// k/m.
  var stiffness: Float { get }
  /// ζ.
  var dampingRatio: Float { get }
  /// The parameters the code writes, in its order: each one's name and the property holding it.
  static var writtenParameters: [(name: String, value: KeyPath<Self, Float>)] { get }
}

extension FloatSpringModel {
  /// The note every such platform carries: its parameters are exact to Float precision.
  static var floatPrecisionNote: String { "Float parameters: exact to Float precision." }

  /// ``writtenParameters`` with this spring's values, as the code writes them.
  public var parameters: [ExportParameter] {
    Self.writtenParameters.map { ExportParameter($0.name, float: self[keyPath: $0.value]) }
  }

  /// The spring the platform runs: ω₀ = √k from the Float stiffness, ζ widened from Float.
  public var spring: Spring {
    .running(stiffness: stiffness, dampingRatio: dampingRatio)
  }

  /// The stiffness k/m and damping ratio ζ of `spring`, rounded to `Float`: the parameters
  /// closest to it.
  ///
  /// - Parameter spring: The spring to express.
  /// - Returns: k/m and ζ as `Float`.
  public static func floatParameters(closestTo spring: Spring) -> (stiffness: Float, dampingRatio: Float) {
    (Float(spring.stiffness / spring.mass), Float(spring.dampingRatio))
  }
}
