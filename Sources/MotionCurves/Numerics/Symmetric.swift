/// Small symmetric positive (semi)definite systems by Cholesky factorization, row-major p × p.
enum Symmetric {
  /// The lower Cholesky factor of `matrix` and the columns left out of it.
  ///
  /// - Parameters:
  ///   - matrix: The matrix.
  ///   - p: Its order.
  ///   - threshold: nil to refuse a pivot that is not positive; else a column whose pivot is not
  ///     above `threshold` times its diagonal (a parameter the others determine) is left out, its
  ///     entries 0.
  /// - Returns: The factor and the columns left out, or nil when a pivot is refused.
  static func factor(_ matrix: [Double], _ p: Int, droppingBelow threshold: Double? = nil) -> (
    l: [Double], dropped: Set<Int>
  )? {
    var l = [Double](repeating: 0, count: p * p)
    var dropped = Set<Int>()
    for j in 0..<p {
      var pivot = matrix[j * p + j]
      for k in 0..<j { pivot -= l[j * p + k] * l[j * p + k] }
      if let threshold, !(pivot > Swift.max(threshold * matrix[j * p + j], 0)) {
        dropped.insert(j)
        continue
      }
      guard pivot > 0 else { return nil }
      let root = pivot.squareRoot()
      l[j * p + j] = root
      for i in (j + 1)..<p {
        var sum = matrix[i * p + j]
        for k in 0..<j { sum -= l[i * p + k] * l[j * p + k] }
        l[i * p + j] = sum / root
      }
    }
    return (l, dropped)
  }

  /// x with `matrix · x = b`, or nil when the matrix is not positive definite.
  static func solve(_ matrix: [Double], _ p: Int, _ b: [Double]) -> [Double]? {
    factor(matrix, p).map { substitute($0.l, p, b, dropping: []) }
  }

  /// The inverse of `matrix`; a column whose pivot is not above 1e-14 of its diagonal (a
  /// parameter the others determine) is left out, its row and column 0.
  static func inverse(_ matrix: [Double], _ p: Int) -> [Double] {
    var inverse = [Double](repeating: 0, count: p * p)
    // With a threshold no pivot is refused: a pivot is positive or its column is left out.
    guard let (l, dropped) = factor(matrix, p, droppingBelow: 1e-14) else { return inverse }
    for column in 0..<p where !dropped.contains(column) {
      var unit = [Double](repeating: 0, count: p)
      unit[column] = 1
      let x = substitute(l, p, unit, dropping: dropped)
      for row in 0..<p { inverse[row * p + column] = x[row] }
    }
    return inverse
  }

  /// Solves `L Lᵀ x = b` by forward and back substitution, the `dropped` entries of x 0.
  private static func substitute(_ l: [Double], _ p: Int, _ b: [Double], dropping dropped: Set<Int>) -> [Double] {
    var y = b
    for i in 0..<p {
      if dropped.contains(i) {
        y[i] = 0
        continue
      }
      for k in 0..<i { y[i] -= l[i * p + k] * y[k] }
      y[i] /= l[i * p + i]
    }
    for i in stride(from: p - 1, through: 0, by: -1) where !dropped.contains(i) {
      for k in (i + 1)..<p { y[i] -= l[k * p + i] * y[k] }
      y[i] /= l[i * p + i]
    }
    return y
  }
}
