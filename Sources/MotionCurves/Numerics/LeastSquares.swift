/// Nonlinear least squares in Swift alone.
public enum LeastSquares {
  /// Minimizes `½ Σ rᵢ(p)²` over the parameters p, starting from `initial`, with the
  /// Levenberg–Marquardt method.
  ///
  /// Each iteration solves `(JᵀJ + μD²) δ = −Jᵀr` for a step δ, with J the Jacobian by central
  /// differences (steps of √ε·|pⱼ|, or √ε at 0: local enough not to straddle the jumps of a
  /// settling time; J is good to about 1e-8 relative, which places a minimum with nonzero
  /// residuals to about as much) and D²
  /// the largest diagonal of JᵀJ met so far (Moré's scaling: the steps do not depend on the
  /// parameters' units). A step that lowers the cost is taken, and μ shrinks by Nielsen's factor
  /// `max(⅓, 1 − (2ρ − 1)³)`, ρ being the actual over the predicted reduction; a step that does not
  /// is refused, and μ grows by a factor that doubles at each refusal in a row (H. B. Nielsen,
  /// *Damping parameter in Marquardt's method*, IMM-REP-1999-05). At the end it returns the
  /// covariance `C = (JᵀJ)⁻¹`, with the rows and columns of parameters that J cannot tell apart
  /// from the others set to 0; when the residuals are measurement errors of unknown, equal size, the
  /// standard error of pᵢ is `√(Cᵢᵢ · Σr²/(n − p))` (``LeastSquaresFit/standardErrors``).
  ///
  /// - Parameters:
  ///   - initial: The starting parameters (finite, at least one).
  ///   - residualCount: n, the number of residuals (≥ the number of parameters).
  ///   - maxIterations: The iteration budget (≥ 1).
  ///   - stepTolerance: Stop when a step has every `|δᵢ| ≤ tol·(|pᵢ| + tol)` (> 0).
  ///   - gradientTolerance: Stop when `maxᵢ |(Jᵀr)ᵢ| · max(|pᵢ|, 1) ≤ tol · max(½Σr², 1)` (> 0).
  ///   - residuals: The residuals at given parameters; n finite values.
  /// - Returns: The fit. Running out of iterations, or 15 refused steps in a row, is not an error:
  ///   it is reported in ``LeastSquaresFit/stop`` with the best point found.
  /// - Throws: ``SolveError/invalidArgument(name:value:allowed:)`` for bad sizes or tolerances,
  ///   ``SolveError/nonFiniteValue(operation:at:)`` or
  ///   ``SolveError/residualCountMismatch(expected:actual:)`` for a bad residual function.
  public static func fit(
    initial: [Double], residualCount: Int, maxIterations: Int = 200, stepTolerance: Double = 1e-12,
    gradientTolerance: Double = 1e-12, _ residuals: ([Double]) -> [Double]
  ) throws(SolveError) -> LeastSquaresFit {
    try SolveError.checkFit(
      initial: initial, residualCount: residualCount, maxIterations: maxIterations, stepTolerance: stepTolerance,
      gradientTolerance: gradientTolerance)
    let n = residualCount
    return try withoutActuallyEscaping(residuals) { (residuals) throws(SolveError) -> LeastSquaresFit in
      try levenbergMarquardt(
        Problem(count: n, residuals), from: initial, maxIterations: maxIterations, stepTolerance: stepTolerance,
        gradientTolerance: gradientTolerance)
    }
  }

  /// The iteration of ``fit(initial:residualCount:maxIterations:stepTolerance:gradientTolerance:_:)``,
  /// its arguments checked.
  private static func levenbergMarquardt(
    _ problem: Problem, from initial: [Double], maxIterations: Int, stepTolerance: Double, gradientTolerance: Double
  ) throws(SolveError) -> LeastSquaresFit {
    let p = initial.count
    var x = initial
    var r = try problem.residuals(at: x)
    var cost = halfSumOfSquares(r)
    var normal = try problem.normalEquations(at: x, residuals: r)
    var scale = [Double](repeating: 1, count: p)
    for j in 0..<p where normal.matrix[j * p + j] > 0 { scale[j] = normal.matrix[j * p + j] }
    var mu = 1e-3
    var growth = 2.0
    var refusals = 0
    var iterations = 0
    var stop = LeastSquaresFit.Stop.iterationLimit
    while iterations < maxIterations {
      var gradient = 0.0
      for j in 0..<p { gradient = Swift.max(gradient, abs(normal.gradient[j]) * Swift.max(abs(x[j]), 1)) }
      if gradient <= gradientTolerance * Swift.max(cost, 1) {
        stop = .smallGradient
        break
      }
      iterations += 1
      var damped = normal.matrix
      for j in 0..<p { damped[j * p + j] += mu * scale[j] }
      let step = Symmetric.solve(damped, p, normal.gradient.map { -$0 })
      let small = step.map { step in
        (0..<p).allSatisfy { abs(step[$0]) <= stepTolerance * (abs(x[$0]) + stepTolerance) }
      }
      var accepted = false
      if let step {
        var trial = x
        for j in 0..<p { trial[j] += step[j] }
        let trialResiduals = try problem.residuals(at: trial)
        let trialCost = halfSumOfSquares(trialResiduals)
        // The reduction the linear model predicts: ½ δᵀ(μD²δ − Jᵀr) > 0.
        var predicted = 0.0
        for j in 0..<p { predicted += 0.5 * step[j] * (mu * scale[j] * step[j] - normal.gradient[j]) }
        if trialCost < cost, predicted > 0 {
          let rho = (cost - trialCost) / predicted
          (x, r, cost) = (trial, trialResiduals, trialCost)
          normal = try problem.normalEquations(at: x, residuals: r)
          for j in 0..<p { scale[j] = Swift.max(scale[j], normal.matrix[j * p + j]) }
          let shrink: Double = 2 * rho - 1
          mu *= Swift.max(1.0 / 3, 1 - shrink * shrink * shrink)
          (growth, refusals, accepted) = (2, 0, true)
        }
      }
      if small == true {
        stop = .smallStep
        break
      }
      if !accepted {
        mu *= growth
        growth *= 2
        refusals += 1
        if refusals >= 15 {
          stop = .noProgress
          break
        }
      }
    }
    let covariance = Symmetric.inverse(normal.matrix, p)
    return LeastSquaresFit(
      parameters: x, residuals: r, covariance: (0..<p).map { Array(covariance[$0 * p..<($0 + 1) * p]) },
      iterations: iterations, stop: stop)
  }
}

/// `½ Σ rᵢ²`.
private func halfSumOfSquares(_ r: [Double]) -> Double {
  var sum = 0.0
  for value in r { sum += value * value }
  return 0.5 * sum
}

/// The residual function of a fit, checked at every evaluation, and its Jacobian.
private struct Problem {
  let count: Int
  let function: ([Double]) -> [Double]

  init(count: Int, _ function: @escaping ([Double]) -> [Double]) {
    self.count = count
    self.function = function
  }

  /// The residuals at `x`; throws if they are miscounted or not finite.
  func residuals(at x: [Double]) throws(SolveError) -> [Double] {
    let r = function(x)
    guard r.count == count else { throw .residualCountMismatch(expected: count, actual: r.count) }
    guard r.allSatisfy(\.isFinite) else { throw .nonFiniteValue(operation: "Levenberg–Marquardt", at: x) }
    return r
  }

  /// `JᵀJ` (p × p, row-major) and `Jᵀr` at `x`, J by central differences.
  func normalEquations(at x: [Double], residuals r: [Double]) throws(SolveError) -> (
    matrix: [Double], gradient: [Double]
  ) {
    let p = x.count
    let step = Double.ulpOfOne.squareRoot()
    var jacobian = [Double](repeating: 0, count: p * count)  // column j at j·n
    var probe = x
    for j in 0..<p {
      let h = x[j] == 0 ? step : step * abs(x[j])
      probe[j] = x[j] + h
      let plus = try residuals(at: probe)
      probe[j] = x[j] - h
      let minus = try residuals(at: probe)
      let width = (x[j] + h) - (x[j] - h)
      probe[j] = x[j]
      for i in 0..<count { jacobian[j * count + i] = (plus[i] - minus[i]) / width }
    }
    var matrix = [Double](repeating: 0, count: p * p)
    var gradient = [Double](repeating: 0, count: p)
    for j in 0..<p {
      for i in 0..<count { gradient[j] += jacobian[j * count + i] * r[i] }
      for k in 0...j {
        var sum = 0.0
        for i in 0..<count { sum += jacobian[j * count + i] * jacobian[k * count + i] }
        (matrix[j * p + k], matrix[k * p + j]) = (sum, sum)
      }
    }
    return (matrix, gradient)
  }
}
