import MotionODE
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("GSL root finding, minimization and least squares", .tags(.unit))
struct GSLSolveTests {
  @Test("Brent finds π/2 as the zero of cos, and a cube root")
  func brentRoots() throws {
    #expect(abs(try GSLRootFinder.brent(in: 0, 2, relativeTolerance: 1e-15, cos) - .pi / 2) <= 4e-16)
    let root = try GSLRootFinder.brent(in: 0, 3, absoluteTolerance: 1e-14) { $0 * $0 * $0 - 2 }
    #expect(abs(root - cbrt(2)) <= 1e-14)
  }

  @Test("Brent's errors name their cause")
  func brentErrors() {
    #expect(throws: GSLSolveError.solve(.noSignChange(lower: 0, upper: 1))) {
      try GSLRootFinder.brent(in: 0, 1) { $0 + 1 }
    }
    #expect(throws: GSLSolveError.solve(.nonFiniteValue(operation: "gsl_root_fsolver_brent", at: [1]))) {
      try GSLRootFinder.brent(in: -1, 1) { $0 == 1 ? .nan : $0 }
    }
    #expect(throws: GSLSolveError.self) { try GSLRootFinder.brent(in: 1, 0) { $0 } }
    #expect(throws: GSLSolveError.self) { try GSLRootFinder.brent(in: 0, .nan) { $0 } }
    #expect(throws: GSLSolveError.self) {
      try GSLRootFinder.brent(in: -1, 1, absoluteTolerance: 0, relativeTolerance: 0) { $0 }
    }
    #expect(throws: GSLSolveError.solve(.iterationLimit(operation: "gsl_root_fsolver_brent", iterations: 1))) {
      try GSLRootFinder.brent(in: -1, 2, maxIterations: 1) { $0 * $0 * $0 - 0.3 }
    }
  }

  @Test("Brent's minimizer finds the bottom of a parabola and of cos")
  func minimize() throws {
    let parabola = try GSLMinimizer.brent(in: 0, 1, guess: 0.5, absoluteTolerance: 1e-10) {
      ($0 - 0.3) * ($0 - 0.3) + 1
    }
    #expect(abs(parabola.x - 0.3) <= 1e-7 && parabola.value == 1)
    let trough = try GSLMinimizer.brent(in: 2, 4, guess: 3) { cos($0) }
    #expect(abs(trough.x - .pi) <= 1e-6 && abs(trough.value + 1) <= 1e-12)
    #expect(throws: GSLSolveError.solve(.noMinimumInBracket(lower: 0, guess: 0.5, upper: 1))) {
      try GSLMinimizer.brent(in: 0, 1, guess: 0.5) { $0 }
    }
    #expect(throws: GSLSolveError.self) { try GSLMinimizer.brent(in: 0, 1, guess: 1) { $0 } }
  }

  /// A straight line y = a + b x: the fit and its covariance (XᵀX)⁻¹ are known in closed form.
  @Test("Least squares: a line, its covariance and standard errors")
  func line() throws {
    let xs = (0..<10).map(Double.init)
    let noise = [0.3, -0.2, 0.1, 0.05, -0.4, 0.25, -0.1, 0.2, -0.15, 0.05]
    let ys = zip(xs, noise).map { 2 + 0.5 * $0 + $1 }
    let fit = try GSLLeastSquares.fit(initial: [0, 0], residualCount: 10) { p in
      zip(xs, ys).map { p[0] + p[1] * $0 - $1 }
    }
    let n = 10.0
    let sx = xs.reduce(0, +)
    let sxx = xs.reduce(0) { $0 + $1 * $1 }
    let sy = ys.reduce(0, +)
    let sxy = zip(xs, ys).reduce(0) { $0 + $1.0 * $1.1 }
    let det = n * sxx - sx * sx
    let b = (n * sxy - sx * sy) / det
    let a = (sy - b * sx) / n
    // The central-difference Jacobian places a nonzero-residual minimum to about 1e-8.
    #expect(abs(fit.parameters[0] - a) <= 1e-7 * a && abs(fit.parameters[1] - b) <= 1e-7 * b)
    let covariance = [[sxx / det, -sx / det], [-sx / det, n / det]]
    for i in 0..<2 {
      for j in 0..<2 { #expect(abs(fit.covariance[i][j] - covariance[i][j]) <= 1e-6 * abs(covariance[i][j])) }
    }
    let variance = fit.sumOfSquares / 8
    #expect(abs(fit.standardErrors[1] - (covariance[1][1] * variance).squareRoot()) <= 1e-7)
    #expect(fit.stop == .smallStep || fit.stop == .smallGradient)
  }

  @Test("Least squares: an exponential decay, and bad residual functions")
  func decay() throws {
    let ts = (0..<40).map { Double($0) * 0.1 }
    let fit = try GSLLeastSquares.fit(initial: [1, 1], residualCount: ts.count) { p in
      ts.map { p[0] * exp(-p[1] * $0) - 3 * exp(-0.7 * $0) }
    }
    #expect(abs(fit.parameters[0] - 3) <= 1e-9 && abs(fit.parameters[1] - 0.7) <= 1e-9 && fit.rootMeanSquare <= 1e-9)
    #expect(throws: GSLSolveError.solve(.residualCountMismatch(expected: 3, actual: 2))) {
      try GSLLeastSquares.fit(initial: [1], residualCount: 3) { _ in [1, 2] }
    }
    #expect(throws: GSLSolveError.solve(.nonFiniteValue(operation: "gsl_multifit_nlinear_driver", at: [1]))) {
      try GSLLeastSquares.fit(initial: [1], residualCount: 2) { _ in [.nan, 1] }
    }
    #expect(throws: GSLSolveError.self) { try GSLLeastSquares.fit(initial: [1, 2], residualCount: 1) { _ in [0] } }
    #expect(throws: GSLSolveError.self) { try GSLLeastSquares.fit(initial: [.infinity], residualCount: 1) { _ in [0] } }
  }
}
