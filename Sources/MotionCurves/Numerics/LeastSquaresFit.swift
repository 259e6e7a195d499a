/// The result of a nonlinear least-squares fit: ``LeastSquares`` here, or GSL's in MotionODE.
public struct LeastSquaresFit: Equatable, Sendable {
  /// Why the iteration stopped.
  public enum Stop: Equatable, Sendable {
    /// The step fell below the step tolerance (converged).
    case smallStep
    /// The gradient fell below the gradient tolerance (converged).
    case smallGradient
    /// No step reduced the cost any more: typically at a minimum already met to rounding, or at
    /// a kink of the cost.
    case noProgress
    /// The iteration budget ran out.
    case iterationLimit
  }

  /// The parameters at the end.
  public let parameters: [Double]
  /// The residuals there.
  public let residuals: [Double]
  /// `(JᵀJ)⁻¹` there, p × p.
  public let covariance: [[Double]]
  /// Iterations taken.
  public let iterations: Int
  /// Why the iteration stopped.
  public let stop: Stop

  /// A fit as a solver ends it.
  ///
  /// - Parameters:
  ///   - parameters: The parameters at the end.
  ///   - residuals: The residuals there.
  ///   - covariance: `(JᵀJ)⁻¹` there, p × p.
  ///   - iterations: Iterations taken.
  ///   - stop: Why the iteration stopped.
  public init(parameters: [Double], residuals: [Double], covariance: [[Double]], iterations: Int, stop: Stop) {
    self.parameters = parameters
    self.residuals = residuals
    self.covariance = covariance
    self.iterations = iterations
    self.stop = stop
  }

  /// `Σ rᵢ²`.
  public var sumOfSquares: Double { residuals.reduce(0) { $0 + $1 * $1 } }

  /// `√(Σ rᵢ²/n)`.
  public var rootMeanSquare: Double { (sumOfSquares / Double(residuals.count)).squareRoot() }

  /// The standard errors `√(Cᵢᵢ · Σr²/(n − p))` of the parameters, for residuals that are
  /// independent errors of equal, unknown size; empty when n = p (no degrees of freedom).
  public var standardErrors: [Double] {
    let freedom = residuals.count - parameters.count
    guard freedom > 0 else { return [] }
    let variance = sumOfSquares / Double(freedom)
    return covariance.indices.map { (covariance[$0][$0] * variance).squareRoot() }
  }
}
