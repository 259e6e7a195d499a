import MotionCurves

extension ReanimatedSpring {
  /// `withSpring(to, { duration, dampingRatio })`: Reanimated's duration-based configuration,
  /// whose stiffness it solves again at every start (`calculateNewStiffnessToMatchDuration`) from
  /// that start's displacement and velocity, with the default mass 4.
  public struct DurationForm: Hashable, Sendable {
    /// The mass the form runs with when none is given (`GentleSpringConfig`'s): 4.
    public static let defaultMass = 4.0
    /// The stiffness search's upper end in `calculateNewStiffnessToMatchDuration`: 8000.
    public static let largestStiffness = 8e3
    /// The energy must reach its threshold at this multiple of the duration
    /// (`perceptualCoefficient`): 1.5.
    public static let perceptualCoefficient = 1.5

    /// The duration, in milliseconds.
    public let duration: Double
    /// ζ, which the form keeps whatever the stiffness.
    public let dampingRatio: Double
    /// m.
    public let mass: Double

    /// The duration form that starts from rest with the spring's ω₀ and ζ: the duration after
    /// which the energy estimate that Reanimated's stiffness search uses falls to
    /// ``ReanimatedSpring/energyThreshold`` for a move from rest.
    ///
    /// From rest, with u = ζ·ω₀·1.5·duration, the search's energy fraction is
    /// e^(−2u)·((1 + u)² + ζ²u²), independent of the move; the duration solves it for the
    /// threshold (bisection on u).
    ///
    /// - Parameter spring: A damped spring with ζ ≤ 1 (Reanimated's physics form of it).
    public init(matching spring: Spring) {
      let zeta = spring.dampingRatio
      func fraction(_ u: Double) -> Double {
        Double.exp(-2 * u) * ((1 + u) * (1 + u) + zeta * zeta * u * u)
      }
      var low = 0.0
      var high = 1.0
      while fraction(high) > ReanimatedSpring.energyThreshold { high *= 2 }
      for _ in 0..<200 where high - low > 1e-15 * high {
        let middle = (low + high) / 2
        if fraction(middle) > ReanimatedSpring.energyThreshold { low = middle } else { high = middle }
      }
      let seconds = (low + high) / 2 / (zeta * spring.naturalFrequency) / Self.perceptualCoefficient
      self.init(duration: seconds * 1000, dampingRatio: zeta)
    }

    /// Creates the form from its parameters.
    ///
    /// - Parameters:
    ///   - duration: The duration, in milliseconds.
    ///   - dampingRatio: ζ.
    ///   - mass: m.
    public init(duration: Double, dampingRatio: Double, mass: Double = defaultMass) {
      self.duration = duration
      self.dampingRatio = dampingRatio
      self.mass = mass
    }

    /// `calculateNewStiffnessToMatchDuration`: the stiffness whose energy, estimated with the
    /// decay rate ζ·√(k/m), falls to the threshold at 1.5 × the duration, found by Reanimated's
    /// `bisectRoot` (100 halvings at most, until within 1e-3 of the threshold) over (ε, 8000].
    ///
    /// - Parameters:
    ///   - displacement: x₀, the start's displacement from the target.
    ///   - velocity: v₀, the start's velocity (the one carried from a running animation).
    /// - Returns: The stiffness.
    public func stiffness(displacement x0: Double, velocity v0: Double) -> Double {
      let threshold = ReanimatedSpring.energyThreshold
      let settling = duration * Self.perceptualCoefficient / 1000
      let (zeta, m) = (dampingRatio, mass)
      func difference(_ k: Double) -> Double {
        let rate = (k / m).squareRoot() * zeta
        let envelope = Double.exp(-rate * settling)
        let b = v0 + x0 * rate
        let x = (x0 + b * settling) * envelope
        let v = (x0 + b * settling) * envelope * -rate + b * envelope
        let start = 0.5 * k * x0 * x0 + 0.5 * m * v0 * v0
        return (0.5 * k * x * x + 0.5 * m * v * v) / start - threshold
      }
      var (low, high) = (Double.ulpOfOne, Self.largestStiffness)
      let direction: Double = difference(high) >= difference(low) ? 1 : -1
      var current = (low + high) / 2
      var left = 100
      // As bisectRoot: a NaN difference (no energy at all) ends the search at the midpoint.
      while abs(difference(current)) > threshold * 1e-3, left > 0 {
        left -= 1
        if difference(current) * direction < 0 { low = current } else { high = current }
        current = (low + high) / 2
      }
      return current
    }

    /// The spring a start with this displacement and velocity runs: the solved stiffness, this
    /// form's ζ and mass (the stiffness held within ``MotionLimits``' periods).
    func spring(displacement: Double, velocity: Double) -> Spring {
      let margin = 1e-9
      let omega = (stiffness(displacement: displacement, velocity: velocity) / mass).squareRoot()
      let slowest = 2 * Double.pi / MotionLimits.duration.upperBound * (1 + margin)
      let fastest = 2 * Double.pi / MotionLimits.duration.lowerBound * (1 - margin)
      let held = min(max(omega, slowest), fastest)
      return .running(mass: mass, stiffness: held * held * mass, damping: 2 * dampingRatio * held * mass)
    }
  }
}
