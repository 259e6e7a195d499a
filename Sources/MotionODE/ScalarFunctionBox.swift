import CGSL

/// The `params` of a `gsl_function`: a Swift closure and the first point where it was not finite.
final class ScalarFunctionBox {
  let function: (Double) -> Double
  var failure: Double?

  init(_ function: @escaping (Double) -> Double) {
    self.function = function
  }

  /// Calls `body` with a `gsl_function` that evaluates this box's closure; the pointer is valid
  /// only inside `body`.
  func withGSLFunction<R, E: Error>(_ body: (UnsafeMutablePointer<gsl_function>) throws(E) -> R) throws(E) -> R {
    var function = gsl_function(
      function: { x, params in
        let box = Unmanaged<ScalarFunctionBox>.fromOpaque(params!).takeUnretainedValue()
        let y = box.function(x)
        if !y.isFinite, box.failure == nil { box.failure = x }
        return y
      },
      params: Unmanaged.passUnretained(self).toOpaque())
    return try withExtendedLifetime(self) { () throws(E) -> R in try body(&function) }
  }

  /// Calls `body` with `f` as a `gsl_function` and a check of GSL's statuses; the pointer is
  /// valid only inside `body`.
  ///
  /// - Parameters:
  ///   - f: The function.
  ///   - operation: The GSL method, for errors.
  ///   - badStart: The error for `GSL_EINVAL` while `f` has been finite: the start GSL rejected.
  ///   - body: The solver's loop, given the function and the check to pass every status to.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the check throws `badStart`, or ``GSLSolveError`` mapped from
  ///   the status with the first point where `f` was not finite.
  static func solving<R>(
    _ f: (Double) -> Double, operation: String, badStart: GSLSolveError,
    _ body: (UnsafeMutablePointer<gsl_function>, (Int32) throws(GSLSolveError) -> Void) throws(GSLSolveError) -> R
  ) throws(GSLSolveError) -> R {
    try withoutActuallyEscaping(f) { (f) throws(GSLSolveError) -> R in
      let box = ScalarFunctionBox(f)
      return try box.withGSLFunction { (function) throws(GSLSolveError) -> R in
        func check(_ status: Int32) throws(GSLSolveError) {
          guard Int(status) != GSL_SUCCESS else { return }
          if Int(status) == GSL_EINVAL, box.failure == nil { throw badStart }
          throw GSLSolveError(status: status, operation: operation, failure: box.failure.map { [$0] })
        }
        return try body(function, check)
      }
    }
  }
}
