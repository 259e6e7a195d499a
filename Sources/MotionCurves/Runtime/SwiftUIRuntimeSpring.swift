/// A fluid spring as SwiftUI's runtime steps it: a fixed-step integrator, a frame clock, a
/// stop rule, a stall rule and response blending.
///
/// This is a model of what the device shows, after the reconstruction of SwiftUICore 6.5.4's
/// `FluidSpringAnimation` by the OpenSwiftUI project (not Apple's code). With mass 1,
///
///     k = min((2π/r)², 45000),    c = 2√k·ζ
///
/// for the response r and damping fraction ζ. The state is the displacement x from the target,
/// the velocity v and the force F, released as (x₀, v₀, 0). A step of h (1/300 s) is
///
///     v½ = v + F·h/2,   x ← x + v½·h,   F ← −k·x − c·v½,   v ← v½ + F·h/2
///
/// (``step(displacement:velocity:force:_:)``). Steps lie on a grid `origin + j·h` counted from
/// the release or retarget; a frame at time T shows the state at the first grid point at or
/// after T (within ``reachTolerance``), without interpolation
/// (``advance(displacement:velocity:force:origin:steps:to:_:)``). The animation ends at the
/// first frame where the ``hasStopped(displacement:velocity:force:change:)`` rule holds; from
/// then on the value is the target and the velocity 0.
///
/// The scheme is first order: against the closed form it lags by about half a step, because the
/// force starts at 0 and the damping acts on the half-step velocity. With no damping and a
/// consistent initial force it is velocity Verlet, of order 2.
///
/// Everything a frame needs is an `@inlinable` function of plain scalars, so that a bank of
/// springs can keep x, v, F, the grid origin and the step count in separate arrays; ``State``
/// bundles them for one spring.
@frozen
public struct SwiftUIRuntimeSpring: Hashable, Sendable {
  /// The step rate of the runtime: 300 steps per second.
  public static let defaultStepsPerSecond = 300.0
  /// The stiffness cap, 45000 (responses below 2π/√45000 ≈ 0.0296 s are capped).
  public static let maximumStiffness = 45_000.0
  /// The bound on the squared velocity and squared force of the stop rule, 0.0036 (0.06²).
  public static let restThreshold = 0.0036
  /// The stop rule's distance band as a fraction of the change, 0.01.
  public static let settledFraction = 0.01
  /// A frame more than this many seconds after the last step (1 s) restarts the clock.
  public static let stallGap = 1.0
  /// Where a stalled clock restarts: this many seconds (1/60 s) before the frame.
  public static let stallRestart = 1.0 / 60
  /// A grid point within this many seconds (1e-9) before a frame counts as reaching it.
  public static let reachTolerance = 1e-9

  /// The spring's response, damping fraction and blend duration.
  public let fluid: FluidSpring
  /// Steps per second, 1/h (300 on a device).
  public let stepsPerSecond: Double
  /// The step h = 1/stepsPerSecond, in seconds.
  public let step: Double
  /// The number of equally moving components of the animated value (1 for an offset or an
  /// opacity, 2 for `scaleEffect`): the stop rule's squared magnitudes count each once.
  public let components: Int
  /// ``components`` as a `Double`, the stop rule's weight of v² and F².
  public let componentWeight: Double
  /// Stiffness and damping at the spring's own response (no blend).
  public let coefficients: Coefficients

  /// Stiffness and damping of one frame's steps.
  @frozen
  public struct Coefficients: Hashable, Sendable {
    /// k = min((2π/r)², 45000).
    public let stiffness: Double
    /// c = 2√k·ζ.
    public let damping: Double

    /// The coefficients for a response and a damping fraction.
    ///
    /// - Parameters:
    ///   - response: The response r in seconds (> 0).
    ///   - dampingFraction: ζ (≥ 0).
    @inlinable
    public init(response: Double, dampingFraction: Double) {
      let omega = 2 * Double.pi / response
      stiffness = Swift.min(omega * omega, SwiftUIRuntimeSpring.maximumStiffness)
      damping = 2 * stiffness.squareRoot() * dampingFraction
    }
  }

  /// Creates the runtime model of a fluid spring.
  ///
  /// - Parameters:
  ///   - fluid: The spring.
  ///   - stepsPerSecond: 1/h (> 0, finite; at most 1e9); 300 on a device. Tests raise it to
  ///     take h → 0.
  ///   - components: Equally moving components of the value, from 1 to 64.
  /// - Throws: ``CurveError`` naming a step rate or component count out of range.
  public init(_ fluid: FluidSpring, stepsPerSecond: Double = defaultStepsPerSecond, components: Int = 1)
    throws(CurveError)
  {
    try Self.validate(stepsPerSecond: stepsPerSecond, components: components)
    self.init(uncheckedFluid: fluid, stepsPerSecond: stepsPerSecond, components: components)
  }

  /// Checks a step rate (finite, in (0, 1e9]) and a component count (1 to 64).
  /// - Throws: ``CurveError`` naming the value out of range.
  public static func validate(stepsPerSecond: Double, components: Int) throws(CurveError) {
    try CurveError.requirePositive(stepsPerSecond, "stepsPerSecond")
    guard stepsPerSecond <= 1e9 else {
      throw .invalidParameter(name: "stepsPerSecond", value: stepsPerSecond, allowed: "at most 1e9")
    }
    guard (1...64).contains(components) else {
      throw .invalidParameter(name: "components", value: Double(components), allowed: "a whole number from 1 to 64")
    }
  }

  @usableFromInline
  init(uncheckedFluid fluid: FluidSpring, stepsPerSecond: Double, components: Int) {
    self.fluid = fluid
    self.stepsPerSecond = stepsPerSecond
    step = 1 / stepsPerSecond
    self.components = components
    componentWeight = Double(components)
    coefficients = Coefficients(response: fluid.response, dampingFraction: fluid.dampingFraction)
  }

  /// Whether the step is stable for the given coefficients: the scheme's amplification
  /// matrix, in (x, v½), has determinant 1 − c·h and trace 2 − c·h − k·h², so its
  /// eigenvalues lie inside the unit circle iff c·h < 2 − k·h²/2. Strongly overdamped stiff
  /// springs (ζ above about 1.24 at the stiffness cap) fail it and the runtime diverges.
  public func isStable(_ c: Coefficients) -> Bool {
    c.damping * step < 2 - c.stiffness * step * step / 2
  }
}
