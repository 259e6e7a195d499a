import MotionCurves
import MotionODE
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// MotionCurves' own Brent root finder and minimizer and Levenberg–Marquardt, against the known
/// answers and against GSL's solvers on the same problems.
@Suite("Swift root finding, minimization and least squares, against GSL", .tags(.unit))
struct SwiftSolveTests {
  /// Functions with a known zero in a bracket: smooth, steep, flat (a triple root), a zero at an
  /// end, a zero at 0.
  static let roots: [(name: String, lower: Double, upper: Double, root: Double, f: @Sendable (Double) -> Double)] = [
    ("cos", 0, 2, .pi / 2, { cos($0) }),
    ("x³ − 2", 0, 3, cbrt(2), { $0 * $0 * $0 - 2 }),
    ("eˣ − 2", -1, 3, log(2), { exp($0) - 2 }),
    ("tanh 50(x − 0.3)", 0, 1, 0.3, { tanh(50 * ($0 - 0.3)) }),
    ("(x − 0.7)³", 0, 1, 0.7, { ($0 - 0.7) * ($0 - 0.7) * ($0 - 0.7) }),
    ("x eˣ", -1, 2, 0, { $0 * exp($0) }),
    ("x − 1 at the upper end", 0, 1, 1, { $0 - 1 }),
  ]

  @Test("Brent's root finder: the known zero, and GSL's to the tolerance", arguments: roots.indices)
  func root(_ index: Int) throws {
    let (name, lower, upper, root, f) = Self.roots[index]
    for (absolute, relative) in [(1e-15, 1e-14), (0.0, 1e-15), (1e-6, 0.0)] {
      let swift = try RootFinder.brent(in: lower, upper, absoluteTolerance: absolute, relativeTolerance: relative, f)
      let gsl = try GSLRootFinder.brent(in: lower, upper, absoluteTolerance: absolute, relativeTolerance: relative, f)
      // Both stop on a bracket narrower than the tolerance; the triple root is flat, so f vanishes
      // in rounding over a band of about ε^⅓ around it.
      let width = absolute + relative * abs(root) + (name.hasPrefix("(x") ? 1e-5 : 4 * root.ulp + 1e-300)
      #expect(abs(swift - root) <= width, "\(name): \(swift)")
      #expect(abs(swift - gsl) <= width, "\(name): Swift \(swift), GSL \(gsl)")
    }
  }

  @Test("Brent's root finder names its errors")
  func rootErrors() {
    #expect(throws: SolveError.noSignChange(lower: 0, upper: 1)) { try RootFinder.brent(in: 0, 1) { $0 + 1 } }
    #expect(throws: SolveError.nonFiniteValue(operation: "Brent's root finder", at: [1])) {
      try RootFinder.brent(in: -1, 1) { $0 == 1 ? .nan : $0 }
    }
    #expect(throws: SolveError.invalidArgument(name: "upper", value: 0, allowed: "finite and above lower (1.0)")) {
      try RootFinder.brent(in: 1, 0) { $0 }
    }
    #expect(throws: SolveError.self) { try RootFinder.brent(in: 0, .nan) { $0 } }
    #expect(throws: SolveError.self) {
      try RootFinder.brent(in: -1, 1, absoluteTolerance: 0, relativeTolerance: 0) { $0 }
    }
    #expect(throws: SolveError.iterationLimit(operation: "Brent's root finder", iterations: 1)) {
      try RootFinder.brent(in: -1, 2, maxIterations: 1) { $0 * $0 * $0 - 0.3 }
    }
  }

  /// Functions with a known minimum inside a bracket around a guess.
  static let minima:
    [(name: String, lower: Double, guess: Double, upper: Double, x: Double, f: @Sendable (Double) -> Double)] = [
      ("parabola", 0, 0.5, 1, 0.3, { ($0 - 0.3) * ($0 - 0.3) + 1 }),
      ("cos", 2, 3, 4, .pi, { cos($0) }),
      ("x⁴ − x", 0, 0.9, 1, cbrt(0.25), { $0 * $0 * $0 * $0 - $0 }),
      ("|x − 0.2| (a kink)", -1, 0.5, 1, 0.2, { abs($0 - 0.2) }),
      ("x² near 0", -1, 0.4, 2, 0, { $0 * $0 }),
    ]

  @Test("Brent's minimizer: the known minimum, and GSL's to the tolerance", arguments: minima.indices)
  func minimum(_ index: Int) throws {
    let (name, lower, guess, upper, x, f) = Self.minima[index]
    // Brackets both can reach: no narrower than √ε where the minimum is smooth.
    for (absolute, relative) in [(1e-10, 1e-6), (1e-6, 1e-6), (0.0, 1e-6)] where x != 0 || absolute > 0 {
      let swift = try Minimizer.brent(
        in: lower, upper, guess: guess, absoluteTolerance: absolute, relativeTolerance: relative, f)
      let gsl = try GSLMinimizer.brent(
        in: lower, upper, guess: guess, absoluteTolerance: absolute, relativeTolerance: relative, f)
      // The bracket is narrower than the tolerance; a smooth minimum is located to about √ε.
      let width = absolute + relative * abs(x) + 1e-8 * Swift.max(abs(x), 1)
      #expect(abs(swift.x - x) <= width && swift.value == f(swift.x), "\(name): \(swift)")
      // At a smooth minimum f is flat, so the values agree closely; at the kink f grows like |x − x*|.
      let valueWidth = 1e-12 + (name.contains("kink") ? 2 * width : 0)
      #expect(abs(swift.x - gsl.x) <= 2 * width && abs(swift.value - gsl.value) <= valueWidth, "\(name): GSL \(gsl)")
    }
    // A bracket narrower than √ε, which GSL's steps cannot reach: the steps shrink to it.
    let narrow = try Minimizer.brent(in: lower, upper, guess: guess, absoluteTolerance: 1e-12, relativeTolerance: 0, f)
    #expect(abs(narrow.x - x) <= 1e-7 * Swift.max(abs(x), 1), "\(name): \(narrow)")
  }

  @Test("Brent's minimizer names its errors")
  func minimumErrors() {
    #expect(throws: SolveError.noMinimumInBracket(lower: 0, guess: 0.5, upper: 1)) {
      try Minimizer.brent(in: 0, 1, guess: 0.5) { $0 }
    }
    #expect(throws: SolveError.self) { try Minimizer.brent(in: 0, 1, guess: 1) { $0 } }
    #expect(throws: SolveError.iterationLimit(operation: "Brent's minimizer", iterations: 2)) {
      try Minimizer.brent(in: 0, 1, guess: 0.5, relativeTolerance: 1e-9, maxIterations: 2) { ($0 - 0.3) * ($0 - 0.3) }
    }
  }

  /// Three fits: a line with noise (a nonzero-residual minimum), an exponential decay (zero
  /// residual) and a damped oscillation in four parameters.
  static let fits: [(name: String, initial: [Double], count: Int, residuals: @Sendable ([Double]) -> [Double])] = {
    let xs = (0..<10).map(Double.init)
    let noise = [0.3, -0.2, 0.1, 0.05, -0.4, 0.25, -0.1, 0.2, -0.15, 0.05]
    let ts = (0..<40).map { Double($0) * 0.1 }
    let wiggle = ts.map { 0.01 * sin(37 * $0) }
    return [
      ("line", [0, 0], 10, { p in zip(xs, noise).map { p[0] + p[1] * $0 - (2 + 0.5 * $0 + $1) } }),
      ("decay", [1, 1], 40, { p in ts.map { p[0] * exp(-p[1] * $0) - 3 * exp(-0.7 * $0) } }),
      (
        "oscillation", [1, 1, 5, 0], 40,
        { p in
          zip(ts, wiggle).map { t, w in
            p[0] * exp(-p[1] * t) * cos(p[2] * t + p[3]) - (2 * exp(-0.5 * t) * cos(6 * t) + w)
          }
        }
      ),
    ]
  }()

  @Test("Levenberg–Marquardt: GSL's minimum, covariance and standard errors", arguments: fits.indices)
  func leastSquares(_ index: Int) throws {
    let (name, initial, count, residuals) = Self.fits[index]
    let swift = try LeastSquares.fit(initial: initial, residualCount: count, residuals)
    let gsl = try GSLLeastSquares.fit(initial: initial, residualCount: count, residuals)
    #expect(swift.stop == .smallStep || swift.stop == .smallGradient, "\(name): \(swift.stop)")
    // GSL's √ε difference steps place a nonzero-residual minimum to about 1e-8 relative.
    for (s, g) in zip(swift.parameters, gsl.parameters) {
      #expect(abs(s - g) <= 1e-7 * Swift.max(abs(g), 1), "\(name): Swift \(swift.parameters), GSL \(gsl.parameters)")
    }
    #expect(swift.sumOfSquares <= gsl.sumOfSquares * (1 + 1e-9) + 1e-24, "\(name)")
    // Both covariances are (JᵀJ)⁻¹ of a difference Jacobian: on the oscillation within 1e-4 of the
    // largest entry from the exact one (below).
    let scale = gsl.covariance.joined().map(abs).max()!
    for (s, g) in zip(swift.covariance.joined(), gsl.covariance.joined()) {
      #expect(abs(s - g) <= 1e-3 * scale, "\(name): covariance \(s) vs \(g)")
    }
    if name == "line" {
      // The line's minimum in closed form: b = (nΣxy − ΣxΣy)/(nΣx² − (Σx)²), a = (Σy − bΣx)/n.
      let xs = (0..<10).map(Double.init)
      let ys = zip(xs, [0.3, -0.2, 0.1, 0.05, -0.4, 0.25, -0.1, 0.2, -0.15, 0.05]).map { 2 + 0.5 * $0 + $1 }
      let (sx, sy) = (xs.reduce(0, +), ys.reduce(0, +))
      let (sxx, sxy) = (xs.reduce(0) { $0 + $1 * $1 }, zip(xs, ys).reduce(0) { $0 + $1.0 * $1.1 })
      let b = (10 * sxy - sx * sy) / (10 * sxx - sx * sx)
      let a = (sy - b * sx) / 10
      // The difference Jacobian places a nonzero-residual minimum to about 1e-8.
      #expect(
        abs(swift.parameters[1] - b) <= 1e-8 * b && abs(swift.parameters[0] - a) <= 1e-8 * a, "\(swift.parameters)")
      #expect(abs(swift.covariance[1][1] - 10 / (10 * sxx - sx * sx)) <= 1e-6 * swift.covariance[1][1])
    }
    if name == "oscillation" {
      // (JᵀJ)⁻¹ with the exact Jacobian of p₀ e^(−p₁t) cos(p₂t + p₃) at the fitted parameters.
      let p = swift.parameters
      let ts = (0..<40).map { Double($0) * 0.1 }
      let jacobian = ts.map { t -> [Double] in
        let (e, c, s) = (exp(-p[1] * t), cos(p[2] * t + p[3]), sin(p[2] * t + p[3]))
        return [e * c, -t * p[0] * e * c, -t * p[0] * e * s, -p[0] * e * s]
      }
      let normal = (0..<4).map { i in (0..<4).map { j in jacobian.reduce(0) { $0 + $1[i] * $1[j] } } }
      let exact = Self.inverse(normal)
      for (s, e) in zip(swift.covariance.joined(), exact.joined()) {
        #expect(abs(s - e) <= 1e-4 * scale, "covariance \(s), exact \(e)")
      }
    }
  }

  /// The inverse of a small well-conditioned matrix by Gauss–Jordan elimination with partial pivoting.
  static func inverse(_ matrix: [[Double]]) -> [[Double]] {
    let n = matrix.count
    var rows = matrix.enumerated().map { i, row in row + (0..<n).map { $0 == i ? 1.0 : 0 } }
    for column in 0..<n {
      let pivot = (column..<n).max { abs(rows[$0][column]) < abs(rows[$1][column]) }!
      rows.swapAt(column, pivot)
      let divisor = rows[column][column]
      rows[column] = rows[column].map { $0 / divisor }
      for row in 0..<n where row != column {
        let factor = rows[row][column]
        rows[row] = zip(rows[row], rows[column]).map { $0 - factor * $1 }
      }
    }
    return rows.map { Array($0[n...]) }
  }

  @Test("Levenberg–Marquardt names a bad residual function and bad arguments")
  func leastSquaresErrors() {
    #expect(throws: SolveError.residualCountMismatch(expected: 3, actual: 2)) {
      try LeastSquares.fit(initial: [1], residualCount: 3) { _ in [1, 2] }
    }
    #expect(throws: SolveError.nonFiniteValue(operation: "Levenberg–Marquardt", at: [1])) {
      try LeastSquares.fit(initial: [1], residualCount: 2) { _ in [.nan, 1] }
    }
    #expect(throws: SolveError.self) { try LeastSquares.fit(initial: [1, 2], residualCount: 1) { _ in [0] } }
    #expect(throws: SolveError.self) { try LeastSquares.fit(initial: [.infinity], residualCount: 1) { _ in [0] } }
    #expect(throws: SolveError.self) { try LeastSquares.fit(initial: [], residualCount: 1) { _ in [0] } }
  }

  /// A parameter the residuals do not see: its covariance row and column are 0, as GSL's are.
  @Test("Levenberg–Marquardt leaves a parameter it cannot determine out of the covariance")
  func undetermined() throws {
    let fit = try LeastSquares.fit(initial: [0, 5], residualCount: 3) { p in [p[0] - 1, p[0] + 1, 2 * p[0]] }
    #expect(abs(fit.parameters[0]) <= 1e-12 && fit.parameters[1] == 5)
    #expect(abs(fit.covariance[0][0] - 1.0 / 6) <= 1e-9 && fit.covariance[1] == [0, 0] && fit.covariance[0][1] == 0)
  }
}
