import BenchmarkKit

extension ValueParser where Value == SolverChoice {
  /// A scene solver's name, as ``SolverChoice/init(parsingScene:option:)`` reads it: an item of
  /// `run --solvers`.
  static var sceneSolver: ValueParser<SolverChoice> {
    ValueParser { text, name throws(ValidationError) in
      do { return try SolverChoice(parsingScene: text, option: name) } catch {
        throw .invalidValue(
          name: name, expected: "one of \(SolverChoice.sceneSynopsis), gsl:STEPPER or gsl-scene:STEPPER", got: text)
      }
    }
  }
}
