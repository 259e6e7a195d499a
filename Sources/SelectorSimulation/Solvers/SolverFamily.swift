/// Solvers named by a prefix and a parameter, such as `gsl:STEPPER`: one descriptor per value
/// of the parameter, listed once under the family's synopsis.
public struct SolverFamily: Sendable, Equatable {
  /// What a name starts with, `gsl:`.
  public let prefix: String
  /// The parameter as help shows it, `STEPPER`.
  public let placeholder: String
  /// The parameter in words for messages, `GSL stepper`.
  public let parameterTitle: String
  /// The parameter's values, in help order.
  public let parameters: [String]

  /// The family's spelling in help, `gsl:STEPPER`.
  public var synopsis: String { prefix + placeholder }
}
