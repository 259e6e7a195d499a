/// How a timing-curve animation combines with the motion it interrupts.
///
/// SwiftUI says timing curves combine additively but does not publish the formula, so both
/// readings are offered; `.blend` is the harness's interpretation and the default.
public enum TimingCombination: String, Hashable, Sendable, CaseIterable {
  /// `x(t) = x_prev(t) + f(t − t₀)·(T_new − x_prev(t))`: the new curve takes over the
  /// remaining change while the old motion keeps running underneath.
  case blend
  /// `x(t) = x_prev(t) + f(t − t₀)·(T_new − T_prev)`: each curve animates its own change of
  /// target and the effects add up.
  case additive

  /// Lays one timing curve over the motion below it: the one combination rule every solver uses.
  ///
  /// With the state below (x, x′) and the curve's progress (p, p′):
  /// - `.blend`: x + p (T − x), rate x′ (1 − p) + p′ (T − x);
  /// - `.additive`: x + p (T − P), rate x′ + p′ (T − P).
  ///
  /// - Parameters:
  ///   - base: The value and rate of the motion below.
  ///   - progress: The curve's progress p and its rate p′.
  ///   - target: T, the value the curve heads for.
  ///   - previousTarget: P, the target before this curve (read by `.additive` only).
  /// - Returns: The combined value and rate.
  @inlinable @inline(__always)
  public func fold<T: MotionReal>(
    _ base: (value: T, velocity: T), progress p: (value: T, velocity: T), target: T, previousTarget: T
  ) -> (value: T, velocity: T) {
    switch self {
    case .blend:
      let remaining = target - base.value
      return (base.value + p.value * remaining, base.velocity * (1 - p.value) + p.velocity * remaining)
    case .additive:
      let change = target - previousTarget
      return (base.value + p.value * change, base.velocity + p.velocity * change)
    }
  }
}
