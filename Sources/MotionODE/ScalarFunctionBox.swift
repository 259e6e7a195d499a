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
}
