extension ChangePointDetector {
  /// The split of a segment that maximises E-Divisive's energy statistic (α = 1),
  /// `Q(τ) = m·n/(m + n) · (2/(m·n)·Σ|xᵢ − yⱼ| − Σ|xᵢ − xₖ|/C(m, 2) − Σ|yⱼ − yₖ|/C(n, 2))` for
  /// the `m` values `x` before `τ` and the `n` values `y` from it, both sides at least
  /// `minimumSegment` long.
  ///
  /// The sums move one value from the right to the left side per `τ`, each update `O(length)`,
  /// so a segment costs `O(length²)` and allocates nothing.
  ///
  /// - Parameters:
  ///   - logs: The series.
  ///   - segment: The part of it to split.
  ///   - minimumSegment: The fewest values a side (≥ 2).
  /// - Returns: The index of the first value after the best split, or `nil` when the segment
  ///   is too short or flat.
  static func bestSplit(_ logs: [Double], _ segment: Range<Int>, minimumSegment: Int) -> Int? {
    let side = max(2, minimumSegment)
    guard segment.count >= 2 * side else { return nil }
    var within = (left: 0.0, right: 0.0)
    var cross = 0.0
    let first = segment.lowerBound
    for j in segment {
      for k in (j + 1)..<segment.upperBound { within.right += abs(logs[j] - logs[k]) }
    }
    var best: (index: Int, energy: Double)?
    for tau in (first + 1)..<(segment.upperBound - 1) {
      let moved = logs[tau - 1]  // from the right side to the left
      var left = 0.0
      var right = 0.0
      for i in first..<(tau - 1) { left += abs(moved - logs[i]) }
      for j in tau..<segment.upperBound { right += abs(moved - logs[j]) }
      within.left += left
      within.right -= right
      cross += right - left
      let m = Double(tau - first)
      let n = Double(segment.upperBound - tau)
      guard tau - first >= side, segment.upperBound - tau >= side else { continue }
      let energy =
        m * n / (m + n)
        * (2 * cross / (m * n) - within.left / (m * (m - 1) / 2) - within.right / (n * (n - 1) / 2))
      if energy > (best?.energy ?? 0) { best = (tau, energy) }
    }
    return best?.index
  }
}
