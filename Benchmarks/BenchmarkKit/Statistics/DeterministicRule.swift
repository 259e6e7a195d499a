/// How a deterministic metric (an error, a count of steps or instructions) is judged:
/// the same code on the same input gives the same value, so a small tolerance suffices.
///
/// Smaller is better. The head regresses when `head > base·(1 + tolerance)` and
/// `head − base > floor`, and improves when `head < base·(1 − tolerance)` and
/// `base − head > floor`; so anything above a base of zero by more than the floor is a
/// regression. A NaN or infinite head regresses from a finite base and improves to a
/// finite value from a NaN or infinite base.
package struct DeterministicRule: Sendable, Equatable {
  /// The relative change tolerated, e.g. 0.01 for 1 %.
  package let tolerance: Double
  /// The absolute change below which nothing counts (e.g. 1e-15 for errors near rounding).
  package let floor: Double

  /// Creates a rule.
  ///
  /// - Parameters:
  ///   - tolerance: The relative change tolerated (finite, ≥ 0).
  ///   - floor: The absolute change below which nothing counts (finite, ≥ 0).
  package init(tolerance: Double, floor: Double) {
    self.tolerance = tolerance
    self.floor = floor
  }

  /// Judges a head value against a base value.
  ///
  /// - Parameters:
  ///   - base: The earlier value.
  ///   - head: The new value.
  /// - Returns: The verdict as the type's discussion defines it.
  package func verdict(base: Double, head: Double) -> Verdict {
    switch (base.isFinite, head.isFinite) {
    case (true, false): return .regression
    case (false, true): return .improvement
    case (false, false): return .unchanged
    case (true, true): break
    }
    if head > base * (1 + tolerance) && head - base > floor { return .regression }
    if head < base * (1 - tolerance) && base - head > floor { return .improvement }
    return .unchanged
  }
}
