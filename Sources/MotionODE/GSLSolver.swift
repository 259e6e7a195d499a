import MotionCurves

/// Solves motions with a GSL stepper, as a ``MotionSolver``.
///
/// A spring is integrated as the 2-D system (x, v) from its release; a prescribed curve
/// (keyframe track, timing-curve progress) as y' = g(t) from its start, stopping at every
/// knot and adding every jump. The integrators are allocated once per kind of system and
/// reset between runs; ``counters`` accumulates steps and evaluations over all runs.
public final class GSLSolver: MotionSolver {
  /// The GSL stepping method.
  public let stepper: GSLStepper
  /// How the step size is chosen: fixed or adaptive with tolerances.
  public let control: ODEStepControl
  /// The most steps one call may take before it fails.
  public let maxSteps: Int
  /// Steps, rejected steps and evaluations since creation (or ``resetCounters()``).
  public private(set) var counters = ODECounters()

  private var springIntegrator: ODEIntegrator<DampedSpringSystem>?
  private var rateIntegrator: ODEIntegrator<PrescribedRateSystem>?

  /// Creates a solver with adaptive steps under error control.
  ///
  /// - Parameters:
  ///   - stepper: The GSL stepper.
  ///   - relativeTolerance: GSL's `eps_rel` (> 0).
  ///   - absoluteTolerance: GSL's `eps_abs` (> 0).
  ///   - maxSteps: The step budget of each integration leg.
  /// - Throws: ``ODEError`` for a non-positive or non-finite tolerance or budget.
  public convenience init(
    stepper: GSLStepper, relativeTolerance: Double, absoluteTolerance: Double, maxSteps: Int = 1_000_000
  ) throws(ODEError) {
    try self.init(
      stepper: stepper, control: .adaptive(relative: relativeTolerance, absolute: absoluteTolerance),
      maxSteps: maxSteps)
  }

  /// Creates a solver with the given step control (adaptive, or a true fixed step).
  ///
  /// - Throws: ``ODEError`` for invalid control parameters or budget.
  public init(stepper: GSLStepper, control: ODEStepControl, maxSteps: Int = 1_000_000) throws(ODEError) {
    // Validate now, so a bad tolerance fails before any motion is sampled.
    _ = try ODEIntegrator(
      system: DampedSpringSystem(stiffness: 1, damping: 1), stepper: stepper, control: control, maxSteps: maxSteps)
    self.stepper = stepper
    self.control = control
    self.maxSteps = maxSteps
  }

  /// `gsl:` and the stepper, e.g. `gsl:rk8pd`.
  public var name: String { "gsl:\(stepper.rawValue)" }

  /// Zeroes ``counters``.
  public func resetCounters() { counters = ODECounters() }

  /// The spring integrated by GSL from its release to each frame.
  public func sampleSpring(_ motion: SpringMotion, frames: Frames) throws -> Samples {
    let spring = motion.spring
    let system = DampedSpringSystem(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    let integrator = try reuse(&springIntegrator, system)
    var samples = Samples(count: frames.range.count)
    var y = [motion.displacement, motion.velocity]
    var t = motion.start
    defer { counters.add(integrator.counters) }
    for (k, i) in frames.range.enumerated() {
      try integrator.advance(&y, from: &t, to: Swift.max(t, frames.time(i)))
      samples.values[k] = motion.target + y[0]
      samples.velocities[k] = y[1]
    }
    return samples
  }

  /// The curve's velocity integrated by GSL from its start, stopping at its knots and applying its jumps.
  public func samplePrescribed<C: PrescribedCurve>(_ curve: C, frames: Frames) throws -> Samples {
    let integrator = try reuse(&rateIntegrator, PrescribedRateSystem { curve.state(at: $0).velocity })
    // Stops: knots (size 0) and jumps, in time order, from the curve's start on.
    let stops = (curve.knots.map { (time: $0, size: 0.0) } + curve.jumps)
      .filter { $0.time >= curve.start }
      .sorted { $0.time < $1.time }
    var samples = Samples(count: frames.range.count)
    var y = [curve.initialValue]
    var t = curve.start
    var next = stops.startIndex
    defer { counters.add(integrator.counters) }
    for (k, i) in frames.range.enumerated() {
      let time = frames.time(i)
      guard time >= curve.start else {
        samples.values[k] = curve.initialValue
        continue
      }
      while next < stops.endIndex, stops[next].time <= time {
        try integrator.advance(&y, from: &t, to: stops[next].time)
        y[0] += stops[next].size
        next += 1
        // The rate is not smooth across a knot: restart, so no step or multistep history
        // reaches over it.
        counters.add(integrator.counters)
        integrator.reset()
      }
      try integrator.advance(&y, from: &t, to: time)
      samples.values[k] = y[0]
      samples.velocities[k] = curve.state(at: time).velocity
    }
    return samples
  }

  /// The integrator for a system kind, created on first use and reset afterwards.
  private func reuse<S: ODESystem>(_ slot: inout ODEIntegrator<S>?, _ system: S) throws(ODEError) -> ODEIntegrator<S> {
    if let integrator = slot {
      try integrator.reset(system: system)
      return integrator
    }
    let integrator = try ODEIntegrator(system: system, stepper: stepper, control: control, maxSteps: maxSteps)
    slot = integrator
    return integrator
  }
}

extension ODECounters {
  /// Adds another run's counts.
  mutating func add(_ other: ODECounters) {
    steps += other.steps
    failedSteps += other.failedSteps
    functionEvaluations += other.functionEvaluations
    jacobianEvaluations += other.jacobianEvaluations
  }
}
