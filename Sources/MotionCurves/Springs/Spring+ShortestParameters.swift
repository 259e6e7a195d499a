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
    // The duration and bounce are sought together: a computed bounce (1 − ζ) may be a hair off the
    // typed one, so that no short duration rebuilds the spring with it, nor a short bounce with
    // the computed duration.
    let durations = Self.roundings(duration)
    let bounces = Self.roundings(bounce)
    var pair = (duration: duration, bounce: bounce)
    var shortest = Int.max
    for d in durations {
      for b in bounces where "\(d)".count + "\(b)".count < shortest && same(try? Spring(duration: d, bounce: b)) {
        (pair, shortest) = ((d, b), "\(d)".count + "\(b)".count)
      }
    }
    let fraction =
      Self.roundings(dampingRatio).first { same(try? Spring(response: pair.duration, dampingRatio: $0)) }
      ?? dampingRatio
    return (pair.duration, pair.bounce, fraction)
  }

  /// This spring, or, when no decimals of `.spring(duration:bounce:)` build it bit for bit (a
  /// spring found by its stiffness and damping), the spring that its printed duration and bounce
  /// build: the one that every printed form of it (``shortestParameters`` and the stiffness and
  /// damping) then describes. The two differ in the last bits of the stiffness and damping.
  public var typedSpring: Spring {
    var spring = self
    // The printed decimals of a rebuilt spring rebuild it at once, or after one more round.
    for _ in 0..<4 {
      let typed = spring.shortestParameters
      guard let rebuilt = try? Spring(duration: typed.duration, bounce: typed.bounce),
        rebuilt.mass != spring.mass || rebuilt.stiffness != spring.stiffness || rebuilt.damping != spring.damping
      else { return spring }
      spring = rebuilt
    }
    return spring
  }

  /// `x` rounded to 0, 1, … 17 decimal places, shortest first (repeats left out), and `x` itself.
  private static func roundings(_ x: Double) -> [Double] {
    guard x.isFinite else { return [x] }
    var result: [Double] = []
    var scale = 1.0
    for _ in 0...17 {
      let candidate = (x * scale).rounded() / scale
      if candidate.isFinite, !result.contains(candidate) { result.append(candidate) }
      scale *= 10
    }
    return result.contains(x) ? result : result + [x]
  }
}
