import CGSL
import MotionCurves

/// Nonlinear least squares with GSL's trust-region solver (`gsl_multifit_nlinear`).
public enum GSLLeastSquares {
  /// Minimizes `½ Σ rᵢ(p)²` over the parameters p, starting from `initial`.
  ///
  /// Uses `gsl_multifit_nlinear_trust` with Levenberg–Marquardt steps, Moré scaling, a QR
  /// linear solver and a central-difference Jacobian J. At the solution it returns the
  /// covariance `C = (JᵀJ)⁻¹` (`gsl_multifit_nlinear_covar`); when the residuals are
  /// measurement errors of unknown, equal size, the standard error of pᵢ is
  /// `√(Cᵢᵢ · Σr²/(n − p))` (``LeastSquaresFit/standardErrors``). Where the residuals do not vanish,
  /// the finite-difference Jacobian (steps of √ε) places the minimum to about 1e-8 relative, far
  /// inside any statistical uncertainty; zero-residual fits converge to rounding.
  ///
  /// - Parameters:
  ///   - initial: The starting parameters (finite, at least one).
  ///   - residualCount: n, the number of residuals (≥ the number of parameters).
  ///   - maxIterations: The iteration budget (≥ 1).
  ///   - stepTolerance: Stop when every step `|δᵢ| ≤ tol·(|pᵢ| + tol)` (GSL's xtol, > 0).
  ///   - gradientTolerance: Stop when the scaled gradient falls below it (GSL's gtol, > 0).
  ///   - residuals: The residuals at given parameters; n finite values.
  /// - Returns: The fit. Running out of iterations, or steps that no longer reduce the cost,
  ///   is not an error: it is reported in ``LeastSquaresFit/stop`` with the best point found.
  /// - Throws: ``GSLSolveError/solve(_:)`` with ``SolveError/invalidArgument(name:value:allowed:)``
  ///   for bad sizes or tolerances,
  ///   ``SolveError/nonFiniteValue(operation:at:)`` or
  ///   ``SolveError/residualCountMismatch(expected:actual:)`` for a bad residual function,
  ///   ``GSLSolveError/outOfMemory(operation:)``.
  public static func fit(
    initial: [Double], residualCount: Int, maxIterations: Int = 200, stepTolerance: Double = 1e-12,
    gradientTolerance: Double = 1e-12, _ residuals: ([Double]) -> [Double]
  ) throws(GSLSolveError) -> LeastSquaresFit {
    GSL.initialize()
    let p = initial.count
    let n = residualCount
    try GSLSolveError.checking { () throws(SolveError) in
      try SolveError.checkFit(
        initial: initial, residualCount: n, maxIterations: maxIterations, stepTolerance: stepTolerance,
        gradientTolerance: gradientTolerance)
    }

    let operation = "gsl_multifit_nlinear_driver"
    var parameters = gsl_multifit_nlinear_default_parameters()
    parameters.fdtype = GSL_MULTIFIT_NLINEAR_CTRDIFF
    guard let workspace = gsl_multifit_nlinear_alloc(cgsl_multifit_nlinear_trust(), &parameters, n, p),
      let x = gsl_vector_alloc(p), let covariance = gsl_matrix_alloc(p, p)
    else { throw .outOfMemory(operation: "gsl_multifit_nlinear_alloc") }
    defer {
      gsl_multifit_nlinear_free(workspace)
      gsl_vector_free(x)
      gsl_matrix_free(covariance)
    }
    for (i, value) in initial.enumerated() { x.pointee.data[i * x.pointee.stride] = value }

    return try withoutActuallyEscaping(residuals) { (residuals) throws(GSLSolveError) -> LeastSquaresFit in
      let box = ResidualBox(residuals, count: n)
      var fdf = gsl_multifit_nlinear_fdf()
      fdf.f = { x, params, f in
        Unmanaged<ResidualBox>.fromOpaque(params!).takeUnretainedValue().evaluate(x!, into: f!)
      }
      fdf.n = n
      fdf.p = p
      fdf.params = Unmanaged.passUnretained(box).toOpaque()
      return try withExtendedLifetime(box) { () throws(GSLSolveError) -> LeastSquaresFit in
        func failure(_ status: Int32) -> GSLSolveError {
          if let mismatch = box.countMismatch { return .solve(.residualCountMismatch(expected: n, actual: mismatch)) }
          return GSLSolveError(status: status, operation: operation, failure: box.failure)
        }
        func check(_ status: Int32) throws(GSLSolveError) {
          if Int(status) != GSL_SUCCESS { throw failure(status) }
        }
        try check(gsl_multifit_nlinear_init(x, &fdf, workspace))
        var info: Int32 = 0
        let status = gsl_multifit_nlinear_driver(
          maxIterations, stepTolerance, gradientTolerance, 0, nil, nil, &info, workspace)
        let stop: LeastSquaresFit.Stop
        switch Int(status) {
        case GSL_SUCCESS: stop = info == 2 ? .smallGradient : .smallStep
        case GSL_ENOPROG: stop = .noProgress
        case GSL_EMAXITER: stop = .iterationLimit
        default: throw failure(status)
        }
        try check(gsl_multifit_nlinear_covar(gsl_multifit_nlinear_jac(workspace), 0, covariance))
        let position = gsl_multifit_nlinear_position(workspace)!.pointee
        let residual = gsl_multifit_nlinear_residual(workspace)!.pointee
        let c = covariance.pointee
        return LeastSquaresFit(
          parameters: (0..<p).map { position.data[$0 * position.stride] },
          residuals: (0..<n).map { residual.data[$0 * residual.stride] },
          covariance: (0..<p).map { i in (0..<p).map { j in c.data[i * c.tda + j] } },
          iterations: gsl_multifit_nlinear_niter(workspace), stop: stop)
      }
    }
  }
}

/// The `params` of a `gsl_multifit_nlinear_fdf`: the Swift residual function and its failures.
private final class ResidualBox {
  let function: ([Double]) -> [Double]
  let count: Int
  var failure: [Double]?
  var countMismatch: Int?

  init(_ function: @escaping ([Double]) -> [Double], count: Int) {
    self.function = function
    self.count = count
  }

  /// Evaluates the residuals into `f`; GSL_EBADFUNC when they are not finite or miscounted.
  func evaluate(_ x: UnsafePointer<gsl_vector>, into f: UnsafeMutablePointer<gsl_vector>) -> Int32 {
    let xv = x.pointee
    let fv = f.pointee
    let parameters = (0..<xv.size).map { xv.data[$0 * xv.stride] }
    let r = function(parameters)
    guard r.count == count else {
      countMismatch = r.count
      return Int32(GSL_EBADFUNC)
    }
    guard r.allSatisfy(\.isFinite) else {
      if failure == nil { failure = parameters }
      return Int32(GSL_EBADFUNC)
    }
    for (i, value) in r.enumerated() { fv.data[i * fv.stride] = value }
    return Int32(GSL_SUCCESS)
  }
}
