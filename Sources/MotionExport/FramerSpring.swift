import MotionCurves

/// Framer Motion's spring transition (`motion-dom`'s spring generator).
///
/// Mapping: `stiffness`/`damping`/`mass` are the physics as they are (exact). The time-defined
/// form `visualDuration`/`bounce` maps by Framer's own rule, k = (2π / (1.2·visualDuration))²,
/// ζ = clamp(0.05, 1, 1 − bounce), mass 1, and ignores the start velocity; it expresses a spring
/// only for 0.05 ≤ ζ ≤ 1, and Framer reads it only when `duration` or `bounce` is given too
/// (`visualDuration` alone leaves the default physics 100/10/1). Evaluation: the closed form at the frame's time. Ending: |target −
/// value| ≤ restDelta and |v| ≤ restSpeed, with v estimated over the last 5 ms when ζ < 1 (and
/// taken as 0 after t = 0 otherwise); defaults restDelta 0.5 and restSpeed 2 per second, or 0.005
/// and 0.01 for a move under 5 units ("granular"). The value is then the target.
public struct FramerSpring: PhysicalSpringModel {
  public static let platform = ExportPlatform.framer

  /// Framer's defaults: restSpeed 2, restDelta 0.5; for a move under 5 units 0.01 and 0.005.
  public static let restSpeed = (default: 2.0, granular: 0.01)
  /// The rest distance defaults.
  public static let restDelta = (default: 0.5, granular: 0.005)
  /// A move shorter than this (5 units) uses the granular thresholds.
  public static let granularScale = 5.0
  /// The span of the backward difference that estimates the velocity: 5 ms.
  public static let velocitySampleMillis = 5.0
  /// `springDefaults`: stiffness 100, damping 10, mass 1, bounce 0.3.
  public static let defaults = (stiffness: 100.0, damping: 10.0, mass: 1.0, bounce: 0.3)
  /// The damping ratios the time-defined form can give: 0.05 to 1.
  public static let dampingRatios = 0.05...1.0

  /// The spring of the transition, which Framer runs as it is.
  public let spring: Spring
  /// The start velocity the code passes, in units per second.
  public let velocity: Double

  /// Creates the transition of a spring.
  ///
  /// - Parameters:
  ///   - spring: The spring, whose k, c and m the code writes as they are (for given physics,
  ///     `try Spring(mass: m, stiffness: k, damping: c, allowOverDamping: true)`).
  ///   - velocity: The start velocity the code passes, per second.
  public init(spring: Spring, velocity: Double = 0) {
    self.spring = spring
    self.velocity = velocity
  }

  public init(closestTo move: ExportMove) {
    self.init(spring: move.spring, velocity: move.velocity)
  }

  /// Framer's time-defined mapping: (stiffness, damping) for mass 1.
  public static func visualDurationSpring(visualDuration: Double, bounce: Double) -> (
    stiffness: Double, damping: Double
  ) {
    let root = 2 * Double.pi / (visualDuration * 1.2)
    let stiffness = root * root
    let zeta = min(max(1 - bounce, dampingRatios.lowerBound), dampingRatios.upperBound)
    return (stiffness, 2 * zeta * stiffness.squareRoot())
  }

  public var code: String {
    "{ type: \"spring\", \(javaScriptOptions(velocity: velocity)) }"
  }

  /// The time-defined form of this spring, when it has one (mass-free, 0.05 ≤ ζ ≤ 1).
  public var visualForm: (visualDuration: Double, bounce: Double)? {
    let s = spring
    guard Self.dampingRatios.contains(s.dampingRatio) else { return nil }
    // 1 − ζ is SwiftUI's bounce: printed as the shortest decimal that gives this spring.
    return (s.duration / 1.2, s.shortestParameters.bounce)
  }

  public var parameters: [ExportParameter] {
    var list = javaScriptParameters
    if let form = visualForm {
      list += [ExportParameter("visualDuration", form.visualDuration), ExportParameter("bounce", form.bounce)]
    }
    return list
  }

  public var notes: [String] {
    let s = spring
    guard let form = visualForm else {
      return [
        "No visualDuration/bounce form: Framer clamps that form's damping ratio to 0.05…1 and this spring's is "
          + "\(ExportNumber.double(s.dampingRatio)); the physics form above is exact."
      ]
    }
    return [
      "Also: { type: \"spring\", visualDuration: \(ExportNumber.double(form.visualDuration)), bounce: "
        + "\(ExportNumber.double(form.bounce)) } (the same spring, but Framer ignores the start velocity in that form)."
    ]
  }

  public func render(_ move: ExportMove) -> PlatformRendering {
    let response = SpringResponse<Double>(spring)
    return .following(move) { i in .init(shown(atFrame: i, of: move, response: response)) }
  }

  /// The physics form and the time-defined form (`visualDuration`, `bounce`).
  public static var forms: [ExportPlatform.Form] { [.standard, .duration] }

  /// The physics form takes the motion value's velocity (``RetargetRule/lastFrameVelocity``); the
  /// time-defined form ignores it (``RetargetRule/ignoresVelocity``, Framer's pull request 3564).
  public static func retargetRule(_ form: ExportPlatform.Form) -> RetargetRule {
    switch form {
    case .standard: .lastFrameVelocity
    case .duration: .ignoresVelocity
    }
  }

  /// The physics form runs the move's spring; the time-defined form Framer's mapping of its
  /// duration / 1.2 and bounce (``visualDurationSpring(visualDuration:bounce:)``).
  public init(animating move: ExportMove, form: ExportPlatform.Form, minimumVisibleChange: Double?) {
    switch form {
    case .standard: self.init(closestTo: move)
    case .duration:
      let p = Self.visualDurationSpring(
        visualDuration: move.spring.duration / 1.2, bounce: move.spring.shortestParameters.bounce)
      self.init(spring: .running(mass: 1, stiffness: p.stiffness, damping: p.damping))
    }
  }

  /// Under interruption: ``shown(atFrame:of:response:)`` since the launch, from the launch's velocity.
  public func shown(_ animation: PlatformAnimation, atFrame frame: Int, response: SpringResponse<Double>)
    -> PlatformAnimation.Shown
  {
    let move = animation.move
    return FramerSpring(spring: spring, velocity: move.velocity).shown(
      atFrame: frame - animation.startFrame, of: move, response: response)
  }

  /// What Framer shows at frame i of a move started at ``velocity``: the closed form, done (and
  /// at the target) once within restDelta and below restSpeed, the speed a backward difference
  /// over 5 ms when underdamped.
  func shown(atFrame i: Int, of move: ExportMove, response: SpringResponse<Double>) -> PlatformAnimation.Shown {
    let granular = abs(move.change) < Self.granularScale
    let restSpeed = granular ? Self.restSpeed.granular : Self.restSpeed.default
    let restDelta = granular ? Self.restDelta.granular : Self.restDelta.default
    let underdamped = spring.dampingRatio < 1
    func value(_ milliseconds: Double) -> Double {
      move.to + response.state(at: milliseconds / 1000, displacement: move.displacement, velocity: velocity).x
    }
    let t = move.time(i) * 1000
    let current = value(t)
    let speed: Double
    if t == 0 {
      speed = underdamped ? velocity : velocity / 1000
    } else if underdamped {
      let previous = max(t - Self.velocitySampleMillis, 0)
      speed = (current - value(previous)) * 1000 / (t - previous)
    } else {
      speed = 0
    }
    let ended = abs(speed) <= restSpeed && abs(move.to - current) <= restDelta
    return .init(value: ended ? move.to : current, velocity: ended ? 0 : speed, ended: ended)
  }

  /// Framer's `calcGeneratorDuration`: the generator stepped by 50 ms until done, in ms.
  ///
  /// - Parameters:
  ///   - move: The move, whose frames are replaced by 20 per second.
  /// - Returns: The first multiple of 50 ms at which the spring is done; nil past 20 s.
  public func generatorDuration(_ move: ExportMove) -> Double? {
    // Force-try is safe: 20 frames per second lies in ExportMove.frameRates.
    let sampled = try! ExportMove(spring: spring, from: move.from, to: move.to, velocity: velocity, hz: 20)
    let end = render(sampled).endTime
    return end.flatMap { $0 * 1000 < 20_000 ? ($0 * 1000).rounded() : nil }
  }

  /// Reads `{ type: "spring", stiffness, damping, mass }` (Framer's defaults for missing ones) or
  /// `{ visualDuration, bounce }`.
  public static func read(_ code: String) throws(SpringCodeError) -> Spring {
    let parsed = try SpringCode(parsing: code, platform: "framer")
    let keys = ["stiffness", "damping", "mass", "visualDuration", "bounce", "duration"]
    guard let object = parsed.objects.first(where: { $0.contains { keys.contains($0.label ?? "") } }) else {
      throw .missingSpring(platform: "framer", expected: "{ type: \"spring\", stiffness: 100, damping: 10, mass: 1 }")
    }
    let ignored: Set<String> = ["type", "velocity", "restDelta", "restSpeed", "delay"]
    let found = try SpringCode.numbers(object, names: keys, ignored: ignored, platform: "framer")
    var (k, c, m) = (found["stiffness"], found["damping"], found["mass"])
    // As getSpringOptions: the time-defined form applies only when duration or bounce is given;
    // a visualDuration alone leaves the default physics.
    if k == nil, c == nil, m == nil, found["duration"] != nil || found["bounce"] != nil {
      guard let visual = found["visualDuration"], visual > 0 else {
        throw .unsupported(
          platform: "framer",
          reason: "could not read a spring from duration/bounce alone (Framer solves those numerically); give "
            + "stiffness/damping/mass or visualDuration/bounce")
      }
      let p = visualDurationSpring(visualDuration: visual, bounce: found["bounce"] ?? defaults.bounce)
      (k, c, m) = (p.stiffness, p.damping, 1)
    }
    return try .read(
      mass: m ?? defaults.mass, stiffness: k ?? defaults.stiffness, damping: c ?? defaults.damping, platform: platform)
  }
}
