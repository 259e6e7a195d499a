import MotionCurves

/// React Native Reanimated's `withSpring(toValue, { stiffness, damping, mass })` (version 4).
///
/// Mapping: the physics as they are, but only ζ ≤ 1 is expressible: for ζ ≥ 1 Reanimated uses
/// the critically damped formula at ω₀ = √(k/m) whatever the damping, so an overdamped spring is
/// shown critically damped. Its closest spring is the critically damped one whose ω minimises the
/// largest deviation from the closed form over the move. Evaluation: stepping — each frame
/// advances the last value and velocity by the closed form over the time since the previous
/// frame (at most 64 ms). Ending: the energy ½k·x² + ½m·v² falls to `energyThreshold` (6e-9) of
/// the initial energy; the value is then the target.
public struct ReanimatedSpring: PhysicalSpringModel {
  public static let platform = ExportPlatform.reanimated

  /// `energyThreshold`'s default: 6e-9.
  public static let energyThreshold = 6e-9
  /// The longest step a frame takes, 64 ms.
  public static let maximumStepMillis = 64.0
  /// The default configuration (`GentleSpringConfig`): stiffness 900, damping 120, mass 4.
  public static let defaults = (stiffness: 900.0, damping: 120.0, mass: 4.0)

  /// The spring of the configuration: its k, c and m as the code writes them (Reanimated runs
  /// one with ζ ≥ 1 critically damped).
  public let spring: Spring
  /// The target and start velocity the code passes.
  public let to: Double, velocity: Double
  /// The damping ratio asked for, when this spring replaces an overdamped one.
  public let replacedDampingRatio: Double?
  /// The duration form a scene's channel runs in (``ExportPlatform/Form/duration``), which solves
  /// its stiffness again at every start; nil for the physics form, which ``code`` writes.
  public private(set) var durationForm: DurationForm? = nil

  /// Creates the `withSpring` call of a spring.
  ///
  /// - Parameters:
  ///   - spring: The spring, whose k, c and m the code writes as they are (for given physics,
  ///     `try Spring(mass: m, stiffness: k, damping: c, allowOverDamping: true)`).
  ///   - to: The target the code passes.
  ///   - velocity: The start velocity the code passes, per second.
  ///   - replacedDampingRatio: The overdamped ζ this spring stands in for, if any.
  public init(spring: Spring, to: Double = 100, velocity: Double = 0, replacedDampingRatio: Double? = nil) {
    self.spring = spring
    self.to = to
    self.velocity = velocity
    self.replacedDampingRatio = replacedDampingRatio
  }

  public init(closestTo move: ExportMove) {
    let s = move.spring
    guard s.dampingRatio > 1 else {
      self.init(spring: s, to: move.to, velocity: move.velocity)
      return
    }
    let omega = Self.closestCriticalFrequency(move)
    let critical = Spring.running(mass: s.mass, stiffness: omega * omega * s.mass, damping: 2 * omega * s.mass)
    self.init(spring: critical, to: move.to, velocity: move.velocity, replacedDampingRatio: s.dampingRatio)
  }

  /// The ω of the critically damped spring closest to an overdamped move: a golden-section search
  /// between the slow root ω₀(ζ − √(ζ² − 1)) and ω₀ on the largest deviation over the frames,
  /// within the frequencies of the periods ``MotionLimits/duration`` allows.
  static func closestCriticalFrequency(_ move: ExportMove) -> Double {
    let s = move.spring
    let omega0 = s.naturalFrequency
    let zeta = s.dampingRatio
    let end = min(ExportMove.followLimit, max(move.settleTime, 1 / move.hz) * 2)
    let frames = max(2, min(move.frameLimit, Int(end * move.hz) + 1))
    let reference = (0...frames).map { move.closedForm(at: move.time($0)) }
    func deviation(_ omega: Double) -> Double {
      // Force-try is safe: a critically damped spring with ω from `slowest` to `fastest` is valid.
      let critical = try! Spring(mass: 1, stiffness: omega * omega, damping: 2 * omega)
      let r = SpringResponse<Double>(critical)
      var worst = 0.0
      for i in 0...frames {
        let x = r.state(at: move.time(i), displacement: move.displacement, velocity: move.velocity).x
        worst = max(worst, abs(move.to + x - reference[i]))
      }
      return worst
    }
    // The slow root of a strongly overdamped spring can lie below the slowest valid ω: held there.
    let periods = MotionLimits.duration
    let slowest = 2 * Double.pi / periods.upperBound * (1 + 1e-9)
    let fastest = 2 * Double.pi / periods.lowerBound * (1 - 1e-9)
    let slowRoot = omega0 / (zeta + (zeta * zeta - 1).squareRoot())
    var low = Double.log(min(max(slowRoot, slowest), fastest))
    var high = Double.log(min(max(omega0, slowest), fastest))
    let ratio = (5.0.squareRoot() - 1) / 2
    for _ in 0..<60 {
      let a = high - ratio * (high - low)
      let b = low + ratio * (high - low)
      if deviation(Double.exp(a)) < deviation(Double.exp(b)) { high = b } else { low = a }
    }
    return Double.exp((low + high) / 2)
  }

  public var code: String {
    "withSpring(\(ExportNumber.double(to)), { \(javaScriptOptions(velocity: velocity)) })"
  }

  public var parameters: [ExportParameter] {
    javaScriptParameters + [ExportParameter("energyThreshold", Self.energyThreshold)]
  }

  public var notes: [String] {
    guard let zeta = replacedDampingRatio else { return [] }
    return [
      "Not exact: Reanimated shows every spring with ζ ≥ 1 critically damped at ω₀ = √(k/m), so the overdamped "
        + "ζ = \(ExportNumber.double(zeta)) is replaced by the closest critically damped spring."
    ]
  }

  public func render(_ move: ExportMove) -> PlatformRendering {
    var state = (x: move.displacement, v: velocity)
    let initialEnergy = energy(state)
    return .following(move, shown: [move.from], from: 1) { i in
      let t = min((move.time(i) - move.time(i - 1)) * 1000, Self.maximumStepMillis) / 1000
      state = Self.step(state, over: t, spring: spring)
      let ended = initialEnergy == 0 || energy(state) / initialEnergy <= Self.energyThreshold
      return ended ? .ends(showing: move.to) : .shows(move.to + state.x)
    }
  }

  /// The physics form and the duration form (`duration`, `dampingRatio`).
  public static var forms: [ExportPlatform.Form] { [.standard, .duration] }

  /// `withSpring`'s `onStart` (``RetargetRule/continuesToSameTarget``); the duration form solves
  /// its stiffness again for every start (``RetargetRule/solvesStiffnessPerStart``).
  public static func retargetRule(_ form: ExportPlatform.Form) -> RetargetRule {
    switch form {
    case .standard: .continuesToSameTarget
    case .duration: .solvesStiffnessPerStart
    }
  }

  /// ``init(closestTo:)``; the duration form also with the ``DurationForm`` that starts from rest
  /// with that spring's ω₀ and ζ (none for an undamped spring).
  public init(animating move: ExportMove, form: ExportPlatform.Form, minimumVisibleChange: Double?) {
    self.init(closestTo: move)
    if form == .duration, spring.damping > 0 { durationForm = DurationForm(matching: spring) }
  }

  /// The duration form's spring for this start (``DurationForm/spring(displacement:velocity:)``),
  /// or ``spring``.
  public func spring(launchingFrom displacement: Double, velocity: Double) -> Spring {
    durationForm?.spring(displacement: displacement, velocity: velocity) ?? spring
  }

  /// Under interruption (`springOnFrame`): the closed form over the time since the last frame (at
  /// most 64 ms) from the last state; done once the energy is at most `energyThreshold` of the
  /// start's, whose kinetic part is the configured velocity's (0), not the carried one; the value
  /// is then the target. An undamped spring is an invalid configuration, which Reanimated skips
  /// to the target.
  public func shown(_ animation: PlatformAnimation, atFrame frame: Int, response: SpringResponse<Double>)
    -> PlatformAnimation.Shown
  {
    let move = animation.move
    let model = ReanimatedSpring(spring: move.spring)
    let elapsed = (move.time(frame) - move.time(animation.steppedFrame)) * 1000
    let t = min(elapsed, Self.maximumStepMillis) / 1000
    let state = Self.step(
      (x: animation.shown.value - move.to, v: animation.shown.velocity), over: t, spring: move.spring)
    let initialEnergy = model.energy((x: move.displacement, v: 0))
    let ended =
      move.spring.damping <= 0 || initialEnergy == 0
      || model.energy(state) / initialEnergy <= Self.energyThreshold
    guard !ended else { return .init(value: move.to, velocity: 0, ended: true) }
    return .init(value: move.to + state.x, velocity: state.v, ended: false)
  }

  /// `getEnergy`: ½k·x² + ½m·v² of this spring's k and m.
  func energy(_ state: (x: Double, v: Double)) -> Double {
    0.5 * stiffness * state.x * state.x + 0.5 * mass * state.v * state.v
  }

  /// One frame of `springOnFrame`: the displacement and velocity after `t` seconds, by
  /// `underDampedSpringCalculations` for ζ < 1 and `criticallyDampedSpringCalculations` (at
  /// ω₀ = √(k/m), whatever the damping) otherwise.
  ///
  /// - Parameters:
  ///   - state: The displacement from the target and the velocity.
  ///   - t: The step, in seconds.
  ///   - spring: The spring, whose ζ and ω₀ Reanimated derives from its k, c and m.
  /// - Returns: The new displacement and velocity.
  static func step(_ state: (x: Double, v: Double), over t: Double, spring: Spring) -> (x: Double, v: Double) {
    let omega0 = (spring.stiffness / spring.mass).squareRoot()
    let zeta = spring.dampingRatio
    let (x, v) = state
    if zeta < 1 {
      let omega1 = omega0 * (1 - zeta * zeta).squareRoot()
      let envelope = Double.exp(-zeta * omega0 * t)
      let (s, c) = (Double.sin(omega1 * t), Double.cos(omega1 * t))
      let position = envelope * (s * ((v + zeta * omega0 * x) / omega1) + x * c)
      return (position, -zeta * omega0 * position + envelope * (c * (v + zeta * omega0 * x) - omega1 * x * s))
    }
    let envelope = Double.exp(-omega0 * t)
    let b = v + omega0 * x
    return (envelope * (x + b * t), envelope * -omega0 * (x + b * t) + envelope * b)
  }

  /// Reads `withSpring(to, { stiffness, damping, mass })` or the object alone; missing values
  /// take Reanimated's defaults (900, 120, 4).
  public static func read(_ code: String) throws(SpringCodeError) -> Spring {
    let parsed = try SpringCode(parsing: code, platform: "reanimated")
    let keys = ["stiffness", "damping", "mass", "duration", "dampingRatio"]
    let object =
      parsed.objects.first { $0.contains { keys.contains($0.label ?? "") } }
      ?? (parsed.calls.contains { SpringCode.lastComponent($0.name) == "withSpring" } ? [] : nil)
    guard let object else {
      throw .missingSpring(
        platform: "reanimated", expected: "withSpring(100, { stiffness: 100, damping: 10, mass: 1 })")
    }
    let ignored: Set<String> = ["velocity", "overshootClamping", "energyThreshold", "reduceMotion", "clamp"]
    let found = try SpringCode.numbers(object, names: keys, ignored: ignored, platform: "reanimated")
    if found["duration"] != nil || found["dampingRatio"] != nil {
      throw .unsupported(
        platform: "reanimated",
        reason: "could not read the duration/dampingRatio form: Reanimated fits its stiffness to each move; give "
          + "stiffness, damping and mass")
    }
    return try .read(
      mass: found["mass"] ?? defaults.mass, stiffness: found["stiffness"] ?? defaults.stiffness,
      damping: found["damping"] ?? defaults.damping, platform: platform)
  }
}
