/// One named parameter of a platform's spring, as the platform spells it.
public struct ExportParameter: Hashable, Sendable {
  /// A parameter's value.
  public enum Value: Hashable, Sendable {
    /// A number (possibly non-finite for "never").
    case number(Double)
    /// A word or a piece of code.
    case text(String)
  }

  /// The platform's name for it (`stiffness`, `dampingRatio`, `visibilityThreshold`).
  public let name: String
  /// Its value.
  public let value: Value

  /// A numeric parameter.
  public init(_ name: String, _ number: Double) {
    self.name = name
    value = .number(number)
  }

  /// A `Float` parameter, as the decimal its code writes (``ExportNumber/written(_:)``).
  public init(_ name: String, float: Float) {
    self.init(name, ExportNumber.written(float))
  }

  /// A textual parameter.
  public init(_ name: String, text: String) {
    self.name = name
    value = .text(text)
  }
}
