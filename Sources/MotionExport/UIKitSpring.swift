import MotionCurves

/// UIKit's `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)` in a
/// `UIViewPropertyAnimator`, and Core Animation's `CASpringAnimation` (same parameters).
///
/// Mapping: the physics as they are (`CGFloat`, exact); the initial velocity is relative, in
/// changes per second (v / Δ), so a move of Δ = 0 cannot carry one. Evaluation: the closed form at
/// the frame's time (Core Animation evaluates the spring on the render server). Ending: at the
/// spring's settling duration, after which the layer shows the model value; Apple does not publish
/// the band, and the harness takes SwiftUI's (0.001 of the change, exact last crossing). The
/// duration-based forms (`init(dampingRatio:initialVelocity:)` with an animator duration,
/// `UIView.animate(withDuration:usingSpringWithDamping:…)`) derive the stiffness from the duration
/// by an unpublished rule, so they are not modelled.
public struct UIKitSpring: PhysicalSpringModel {
  public static let platform = ExportPlatform.uikit

  /// The settling band the harness assumes for `settlingDuration`: 0.001 of the change.
  public static let settlingEpsilon = 1e-3
  /// `CASpringAnimation`'s defaults: mass 1, stiffness 100, damping 10.
  public static let defaults = (mass: 1.0, stiffness: 100.0, damping: 10.0)

  /// The spring of the timing parameters, which UIKit runs as it is.
  public let spring: Spring
  /// The initial velocity in changes per second.
  public let relativeVelocity: Double
  /// Whether a start velocity had to be dropped (a move of 0 with a velocity).
  public let dropsVelocity: Bool

  /// Creates the timing parameters of a spring.
  ///
  /// - Parameters:
  ///   - spring: The spring, whose m, k and c the code writes as they are (for given physics,
  ///     `try Spring(mass: m, stiffness: k, damping: c, allowOverDamping: true)`).
  ///   - relativeVelocity: The initial velocity, in changes per second.
  public init(spring: Spring, relativeVelocity: Double = 0) {
    self.spring = spring
    self.relativeVelocity = relativeVelocity
    dropsVelocity = false
  }

  public init(closestTo move: ExportMove) {
    spring = move.spring
    relativeVelocity = move.change == 0 ? 0 : move.velocity / move.change
    dropsVelocity = move.change == 0 && move.velocity != 0
  }

  public var code: String {
    "UISpringTimingParameters(\(labelledArguments), initialVelocity: "
      + "CGVector(dx: \(ExportNumber.double(relativeVelocity)), dy: 0))"
  }

  public var parameters: [ExportParameter] {
    physicalParameters + [
      ExportParameter("initialVelocity.dx", relativeVelocity),
      ExportParameter("settlingDuration", settlingDuration),
    ]
  }

  /// The settling duration the harness assumes: the last time the unit move is 0.001 away.
  public var settlingDuration: Double {
    spring.settlingTime(displacement: -1, velocity: relativeVelocity, threshold: Self.settlingEpsilon)
  }

  public var notes: [String] {
    let d = ExportNumber.double
    var notes = [
      "Also: CASpringAnimation with mass \(d(mass)), stiffness \(d(stiffness)), damping \(d(damping)), "
        + "initialVelocity \(d(relativeVelocity)) and duration = settlingDuration.",
      "Not modelled: the duration-based init(dampingRatio:initialVelocity:) and UIView.animate(withDuration:"
        + "usingSpringWithDamping:…) — UIKit does not publish how they derive the stiffness; the closest are "
        + "dampingRatio \(d(spring.dampingRatio)) with duration \(d(settlingDuration)) s.",
    ]
    if dropsVelocity { notes.append("Drops the start velocity: UIKit's is relative to the change, which is 0.") }
    return notes
  }

  public func render(_ move: ExportMove) -> PlatformRendering {
    let response = SpringResponse<Double>(spring)
    let end = settlingDuration
    return .following(move) { i in .init(shown(atFrame: i, of: move, end: end, response: response)) }
  }

  /// The start velocity passed as the relative `initialVelocity`: ``RetargetRule/initialVelocity``.
  public static func retargetRule(_ form: ExportPlatform.Form) -> RetargetRule { .initialVelocity }

  /// Under interruption: the settling duration of the launched move's timing parameters.
  public func end(of move: ExportMove) -> Double { UIKitSpring(closestTo: move).settlingDuration }

  /// Under interruption: the launched move's timing parameters, shown until the animation's end.
  public func shown(_ animation: PlatformAnimation, atFrame frame: Int, response: SpringResponse<Double>)
    -> PlatformAnimation.Shown
  {
    let move = animation.move
    return UIKitSpring(closestTo: move).shown(
      atFrame: frame - animation.startFrame, of: move, end: animation.end, response: response)
  }

  /// What UIKit shows at frame i of a move: ``shown(at:of:end:response:)`` at the frame's time.
  func shown(atFrame i: Int, of move: ExportMove, end: Double, response: SpringResponse<Double>)
    -> PlatformAnimation.Shown
  {
    shown(at: move.time(i), of: move, end: end, response: response)
  }

  /// What UIKit shows `t` seconds after a move's release, at any time (a display's own frames):
  /// the closed form with the relative initial velocity until the settling duration, then the
  /// model value.
  ///
  /// - Parameters:
  ///   - t: Seconds since the release (≥ 0).
  ///   - move: The move.
  /// - Returns: The value, its velocity and whether the animation has ended.
  public func shown(at t: Double, of move: ExportMove) -> PlatformAnimation.Shown {
    shown(at: t, of: move, end: settlingDuration, response: SpringResponse<Double>(spring))
  }

  func shown(at t: Double, of move: ExportMove, end: Double, response: SpringResponse<Double>)
    -> PlatformAnimation.Shown
  {
    if t >= end { return .init(value: move.to, velocity: 0, ended: true) }
    let s = response.state(at: t, displacement: move.displacement, velocity: relativeVelocity * move.change)
    return .init(value: move.to + s.x, velocity: s.v, ended: false)
  }

  /// Reads `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`,
  /// `UISpringTimingParameters(duration:bounce:)` (SwiftUI's mapping), `CASpringAnimation(perceptualDuration:bounce:)`
  /// or `CASpringAnimation` property assignments (`.mass = …`), with its defaults.
  public static func read(_ code: String) throws(SpringCodeError) -> Spring {
    let parsed = try SpringCode(parsing: code, platform: "uikit")
    let names = ["mass", "stiffness", "damping", "initialVelocity", "duration", "perceptualDuration", "bounce"]
    var found: [String: Double] = [:]
    if let call = parsed.calls.first(where: { ["UISpringTimingParameters", "CASpringAnimation"].contains($0.name) }) {
      found = try SpringCode.numbers(call.arguments, names: names, ignored: ["initialVelocity"], platform: "uikit")
    }
    for item in parsed.items {
      guard let label = item.label, ["mass", "stiffness", "damping"].contains(label) else { continue }
      found[label] = try SpringCode.number(item.value, parameter: label, platform: "uikit")
    }
    guard !found.isEmpty else {
      throw .missingSpring(
        platform: "uikit",
        expected: "UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: …)")
    }
    do {
      if let duration = found["duration"] ?? found["perceptualDuration"] {
        return try Spring(duration: duration, bounce: found["bounce"] ?? 0)
      }
    } catch {
      throw .invalidSpring(platform: "uikit", reason: error.description)
    }
    return try .read(
      mass: found["mass"] ?? defaults.mass, stiffness: found["stiffness"] ?? defaults.stiffness,
      damping: found["damping"] ?? defaults.damping, platform: platform)
  }
}
