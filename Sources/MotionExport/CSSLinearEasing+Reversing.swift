extension CSSLinearEasing {
  /// CSS Transitions Level 1's reversing shortening factor of a transition that reverses a
  /// running one: |output · previous + (1 − previous)| clamped to [0, 1].
  ///
  /// - Parameters:
  ///   - output: The running transition's easing output at the style change (its output progress).
  ///   - previous: The running transition's own reversing shortening factor (1 unless it reversed one).
  /// - Returns: The share of the duration the reversed transition takes.
  public static func reversingShorteningFactor(output: Double, previous: Double = 1) -> Double {
    min(1, max(0, abs(output * previous + (1 - previous))))
  }
}
