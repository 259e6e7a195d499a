import MotionCurves

/// Finds the spring that does what a designer asks: overshoot, peak, rise and settling times,
/// oscillations, optionally with the duration or the bounce held.
///
/// Targets are measured on a unit change released from rest (``SpringMetrics``). Since every
/// time is `τ(bounce)·duration/2π` and overshoot and oscillations depend on the bounce alone:
///
/// - **Two equations** (two targets, or one and a held parameter) are solved exactly: the bounce
///   in closed form (overshoot `b = 1 + ln o/√(π² + ln² o)`; a held duration and a peak time
///   `ζ = √(1 − (π/ω₀T)²)`) or as every zero of a one-dimensional equation (a held duration and
///   a time `τ(b) = ω₀T`; two times `τ₁(b)/τ₂(b) = T₁/T₂`), then the duration from a time. Several
///   bounces can meet two times (the exact settling time jumps each time a turn rises above ε,
///   and ratios of times are not monotone); all are returned, the calmest (lowest bounce) first.
/// - **More equations** are met in a weighted least-squares sense: residuals `ln(T/T*)/1 %` for
///   times, `(o − o*)/1 %` (percentage points) for the overshoot and the distance in excursions
///   to the band of the asked count for oscillations, each times its weight; a scan over the
///   bounce (with the best duration in closed form) seeds a Levenberg–Marquardt polish (``LeastSquares``).
/// - Targets that cannot hold together are a ``TuningError/conflict(_:)`` naming them and why.
///
/// Choices where the targets allow a band of bounces: an overshoot of 0 holds for every bounce
/// ≤ 0 and gives bounce 0 (the quickest spring that does not overshoot); N oscillations hold for
/// a band of bounces and give its middle (continuous count N + ½, see ``SpringMetrics``).
///
/// A ``TuningMetric/stop`` target is the time SwiftUI's runtime stops the animation on
/// ``device``; see ``solveBySwiftUIEnd(_:)``. Bounds (``TuningBound``), or settle and overshoot
/// targets measured on the device (``TuningRendering/device``), are met with an objective; see
/// ``solveWithBounds()``.
public struct SpringTuner: Sendable {
  /// The targets, at most one per metric.
  public let targets: [TuningTarget]
  /// The parameter kept, if any.
  public let held: HeldParameter?
  /// The settling band ε as a fraction of the change (settle time and oscillations).
  public let epsilon: Double
  /// The limits the motion must keep, at most one per metric.
  public let bounds: [TuningBound]
  /// What the settle and overshoot targets and bounds are measured on.
  public let rendering: TuningRendering
  /// The move (change in points) and frame rate of the device: for the device rendering, a stop
  /// target or bound, and the device figures of the result.
  public let device: SwiftUIEndMeasure
  /// Significant digits a bounded answer is rounded to, on the side that meets every bound, so
  /// that its expression printed with them meets the bounds too; nil keeps the edge unrounded.
  public let significantDigits: Int?

  /// The device of a tuning problem that names none: a 100 pt move at 120 Hz.
  public static let defaultDevice = try! SwiftUIEndMeasure(change: 100, hz: 120)

  /// Creates a tuning problem.
  ///
  /// - Parameters:
  ///   - targets: At most one target per metric.
  ///   - held: A duration (> 0) or bounce (in (−1, 1]) to keep.
  ///   - epsilon: The settling band, in (0, 1).
  ///   - bounds: At most one bound per metric.
  ///   - rendering: What settle and overshoot are measured on.
  ///   - device: The move and frame rate of the device.
  ///   - significantDigits: Digits of a bounded answer, from 1 to 17, or nil.
  /// - Throws: ``TuningError/invalidValue(name:value:allowed:)`` for a repeated metric or bound,
  ///   a bad held value or epsilon.
  public init(
    targets: [TuningTarget], held: HeldParameter? = nil, epsilon: Double = 0.001, bounds: [TuningBound] = [],
    on rendering: TuningRendering = .closedForm, device: SwiftUIEndMeasure = defaultDevice,
    significantDigits: Int? = 6
  ) throws(TuningError) {
    if let digits = significantDigits, !(1...17).contains(digits) {
      throw .invalidValue(name: "significant digits", value: Double(digits), allowed: "from 1 to 17")
    }
    guard epsilon > 0, epsilon < 1 else { throw .invalidValue(name: "epsilon", value: epsilon, allowed: "in (0, 1)") }
    for (i, target) in targets.enumerated() where targets[..<i].contains(where: { $0.metric == target.metric }) {
      throw .invalidValue(name: target.metric.label, value: target.value, allowed: "given once")
    }
    for (i, bound) in bounds.enumerated() where bounds[..<i].contains(where: { $0.metric == bound.metric }) {
      throw .invalidValue(name: "max \(bound.metric.label)", value: bound.value, allowed: "given once")
    }
    switch held {
    case .duration(let d) where !(d.isFinite && d > 0):
      throw .invalidValue(name: "duration", value: d, allowed: "a positive finite number of seconds")
    case .bounce(let b) where !(b > -1 && b <= 1):
      throw .invalidValue(name: "bounce", value: b, allowed: "in (-1, 1]")
    default: break
    }
    self.targets = targets
    self.held = held
    self.epsilon = epsilon
    self.bounds = bounds
    self.rendering = rendering
    self.device = device
    self.significantDigits = significantDigits
  }

  /// Solves for the spring.
  ///
  /// - Returns: The spring (mass 1), exact or a least-squares compromise.
  /// - Throws: ``TuningError/conflict(_:)`` when no spring meets the targets (naming them and
  ///   why), ``TuningError/underdetermined(_:)`` when they leave a parameter free,
  ///   ``TuningError/solverFailed(_:)`` if a root search or a spring's metrics fail.
  public func solve() throws(TuningError) -> TuningResult {
    try checkConflicts()
    guard !targets.isEmpty || !bounds.isEmpty else {
      throw .underdetermined(
        "no targets: give at least one of overshoot, peak time, rise time, settle time, oscillations, a stop time "
          + "or a bound")
    }
    if target(.stop) != nil {
      guard bounds.isEmpty, rendering == .closedForm else {
        throw .conflict(
          "a SwiftUI stop target takes one other closed-form target or a held parameter; with bounds or on the "
            + "device, bound the stop instead (max stop)")
      }
      return try solveBySwiftUIEnd(device)
    }
    if !bounds.isEmpty || rendering == .device { return try solveWithBounds() }
    let equations = targets.count + (held == nil ? 0 : 1)
    guard equations >= 2 else {
      throw .underdetermined(
        "\(givens) alone fixes only one of duration and bounce; add a second target or hold the duration or the bounce")
    }
    if equations == 2 { return try withJumps(try solveExactly()) }
    try requireTimeScale()
    return try solveLeastSquares()
  }

  /// The result for a bounce and duration.
  func result(
    bounce: Double, duration: Double, method: TuningResult.Method, notes: [String], alternatives: [Spring] = [],
    jumps: [TuningResult.Jump] = []
  )
    throws(TuningError) -> TuningResult
  {
    let spring: Spring
    do { spring = try Spring(duration: duration, bounce: bounce) } catch {
      throw .conflict(
        "\(givens) call for duration \(duration) s and bounce \(bounce), outside the springs MotionBench models: \(error)"
      )
    }
    do {
      return TuningResult(
        spring: spring, method: method, alternatives: alternatives, notes: notes, targets: targets, bounds: bounds,
        rendering: rendering, metrics: try SpringMetrics(spring, epsilon: epsilon),
        deviceMetrics: DeviceMetrics.measure(spring, device: device, epsilon: epsilon), jumps: jumps)
    } catch {
      throw .solverFailed("the metrics of duration \(duration) s, bounce \(bounce) failed: \(error)")
    }
  }

  func target(_ metric: TuningMetric) -> TuningTarget? { targets.first { $0.metric == metric } }

  /// The targets and held parameter, as messages name them: `overshoot 5 % and held duration 0.5 s`.
  var givens: String {
    let items = targets.map(\.description) + bounds.map(\.description) + (held.map { [$0.description] } ?? [])
    return items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
  }

  /// Throws for combinations no spring released from rest can meet, whatever the other targets.
  private func checkConflicts() throws(TuningError) {
    let overshoot = target(.overshoot)
    let peak = target(.peakTime)
    let oscillations = target(.oscillations).flatMap { $0.value > 0 ? $0 : nil }
    if case .bounce(let b) = held {
      let bounce = HeldParameter.bounce(b)
      if b <= 0 {
        let why = "a spring with bounce ≤ 0 released from rest never passes its target"
        if let overshoot, overshoot.value > 0 {
          throw .conflict("\(overshoot) and \(bounce) conflict: \(why), so it does not overshoot")
        }
        if let peak { throw .conflict("\(peak) and \(bounce) conflict: \(why), so it has no peak") }
        if let oscillations {
          throw .conflict("\(oscillations) and \(bounce) conflict: \(why), so it does not oscillate")
        }
      }
      if b == 1, let settle = target(.settleTime) {
        throw .conflict("\(settle) and \(bounce) conflict: an undamped spring (bounce 1) never settles")
      }
    }
    if let overshoot, overshoot.value == 0 {
      let why = "a spring that does not overshoot (bounce ≤ 0) never passes its target"
      if let peak { throw .conflict("\(overshoot) and \(peak) conflict: \(why), so it has no peak time") }
      if let oscillations {
        throw .conflict("\(overshoot) and \(oscillations) conflict: \(why), so it does not oscillate")
      }
    }
  }

  /// Throws unless a time target or a held duration sets the time scale.
  func requireTimeScale() throws(TuningError) {
    if targets.contains(where: \.metric.isTime) { return }
    if case .duration = held { return }
    throw .underdetermined(
      "\(givens) fix only the bounce; add a time target (peak time, rise time or settle time) or hold the duration")
  }
}

/// A tuned spring and the proof that it does what was asked.
public struct TuningResult: Sendable {
  /// How the spring was found.
  public enum Method: Equatable, Sendable {
    /// Two equations in two unknowns, solved exactly.
    case exact
    /// More equations than unknowns: the weighted least-squares compromise.
    case leastSquares
    /// The stop target met by SwiftUI's stop time, a step function: the spring at the edge
    /// where the stop time passes the target, on the side that stops by it.
    case swiftUIEnd
    /// Bounds met with the objective (``SpringTuner/objective``): the spring at the edge the
    /// objective pushes it to.
    case bounded
  }

  /// The spring (mass 1).
  public let spring: Spring
  /// How it was found.
  public let method: Method
  /// Other springs that meet two targets exactly, calmest (lowest bounce) first.
  public let alternatives: [Spring]
  /// Choices the solver made where the targets allow a band of springs.
  public let notes: [String]
  /// The targets.
  public let targets: [TuningTarget]
  /// The bounds.
  public let bounds: [TuningBound]
  /// What settle and overshoot targets and bounds were measured on.
  public let rendering: TuningRendering
  /// The spring's metrics at the tuner's epsilon.
  public let metrics: SpringMetrics
  /// What the device shows of the spring (the tuner's device and epsilon), released from rest.
  public let deviceMetrics: DeviceMetrics
  /// Where the answer jumps near the targets: the springs on the other side.
  public let jumps: [Jump]

  /// Each target's residual, achieved minus asked, in the target's unit (fraction, s, count).
  public var residuals: [(target: TuningTarget, achieved: Double, residual: Double)] {
    targets.map { target in
      let achieved = target.metric.value(in: metrics)
      return (target, achieved, achieved - target.value)
    }
  }
}
