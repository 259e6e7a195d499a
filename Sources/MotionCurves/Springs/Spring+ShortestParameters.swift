extension Spring {
  /// The duration, bounce and damping fraction as the shortest decimals from which SwiftUI's
  /// initialisers build this very spring (the same mass, stiffness and damping, bit for bit):
  /// `.spring(duration: 0.5, bounce: 0.15)` reads back as 0.15, not the 0.15000000000000002
  /// that `1 − ζ` computes. Each falls back to the computed value when no shorter one does.
  /// The one rule for printed springs: `tune`'s expressions, `export` and design tokens.
  public var shortestParameters: (duration: Double, bounce: Double, dampingFraction: Double) {
    func same(_ other: Spring?) -> Bool {
      guard let other else { return false }
      return other.mass == mass && other.stiffness == stiffness && other.damping == damping
    }
    let computedBounce = bounce
    let shortDuration = Self.shortest(duration) { same(try? Spring(duration: $0, bounce: computedBounce)) }
    let shortBounce = Self.shortest(computedBounce) { same(try? Spring(duration: shortDuration, bounce: $0)) }
    let fraction = Self.shortest(dampingRatio) { same(try? Spring(response: shortDuration, dampingRatio: $0)) }
    return (shortDuration, shortBounce, fraction)
  }

  /// `x` rounded to the fewest decimal places for which `rebuilds` holds, else `x`.
  private static func shortest(_ x: Double, rebuilds: (Double) -> Bool) -> Double {
    guard x.isFinite, !rebuilds(x) || "\(x)".count > 8 else { return x }
    for decimals in 0...17 {
      var scale = 1.0
      for _ in 0..<decimals { scale *= 10 }
      let candidate = (x * scale).rounded() / scale
      if candidate.isFinite, rebuilds(candidate) { return candidate }
    }
    return x
  }
}
