import MotionCurves

/// Flutter's `SpringSimulation` with a `SpringDescription(mass, stiffness, damping)`.
///
/// Mapping: the physical parameters as they are (`double`, exact); `withDurationAndBounce`
/// follows SwiftUI's mapping with the duration in whole milliseconds. Evaluation: the closed form
/// at the frame's elapsed time. Ending (`SpringSimulation.isDone`): |x| < 1e-3 and |v| < 1e-3
/// (`Tolerance.defaultTolerance`, in the simulation's units); the controller stops there and the
/// value stays x(t) at that frame (no snap unless `snapToEnd: true`).
public struct FlutterSpring: PhysicalSpringModel {
  public static let platform = ExportPlatform.flutter

  /// `Tolerance.defaultTolerance`'s distance and velocity: 1e-3.
  public static let defaultTolerance = 1e-3

  /// The spring of the `SpringDescription`, which Flutter runs as it is.
  public let spring: Spring
  /// The start, end and velocity the code passes to the simulation.
  public let launch: SpringLaunch<Double>

  /// Creates the simulation of a spring.
  ///
  /// - Parameters:
  ///   - spring: The spring, whose m, k and c the code writes as they are (for given physics,
  ///     `try Spring(mass: m, stiffness: k, damping: c, allowOverDamping: true)`).
  ///   - launch: The start, end and velocity the code passes.
  public init(spring: Spring, launch: SpringLaunch<Double> = SpringLaunch()) {
    self.spring = spring
    self.launch = launch
  }

  public init(closestTo move: ExportMove) {
    self.init(spring: move.spring, launch: SpringLaunch(move))
  }

  /// `SpringDescription.withDurationAndBounce`: duration in whole milliseconds, mass 1,
  /// k = 4π²m/d², ζ = 1 − b for b > 0 and 1/(b + 1) otherwise, c = 2ζ√(mk).
  ///
  /// - Parameters:
  ///   - milliseconds: The duration (`Duration.inMilliseconds`, > 0).
  ///   - bounce: The bounce, in (−1, 1].
  /// - Returns: (mass, stiffness, damping).
  public static func withDurationAndBounce(milliseconds: Int, bounce: Double) -> (
    mass: Double, stiffness: Double, damping: Double
  ) {
    let seconds = Double(milliseconds) / 1000
    let mass = 1.0
    let stiffness = (4 * Double.pi * Double.pi * mass) / (seconds * seconds)
    let ratio = bounce > 0 ? 1 - bounce : 1 / (bounce + 1)
    return (mass, stiffness, ratio * 2 * (mass * stiffness).squareRoot())
  }

  public var code: String {
    let d = ExportNumber.double
    return "controller.animateWith(SpringSimulation(SpringDescription(\(labelledArguments)), \(d(launch.from)), "
      + "\(d(launch.to)), \(d(launch.velocity))))"
  }

  public var parameters: [ExportParameter] {
    physicalParameters + [
      ExportParameter("tolerance.distance", Self.defaultTolerance),
      ExportParameter("tolerance.velocity", Self.defaultTolerance),
    ]
  }

  public var notes: [String] {
    var notes = [
      "controller = AnimationController.unbounded(vsync: this): a default controller clamps its value to 0…1."
    ]
    let milliseconds = (spring.duration * 1000).rounded()
    if mass == 1, abs(spring.duration * 1000 - milliseconds) < 1e-9, milliseconds >= 1 {
      notes.append(
        "Also: SpringDescription.withDurationAndBounce(duration: Duration(milliseconds: \(Int(milliseconds))), "
          + "bounce: \(ExportNumber.double(spring.shortestParameters.bounce))), the same spring.")
    }
    return notes
  }

  public func render(_ move: ExportMove) -> PlatformRendering {
    let response = SpringResponse<Double>(spring)
    return .following(move) { i in .init(Self.shown(atFrame: i, of: move, response: response)) }
  }

  /// Under interruption: ``shown(atFrame:of:response:)`` since the launch.
  public func shown(_ animation: PlatformAnimation, atFrame frame: Int, response: SpringResponse<Double>)
    -> PlatformAnimation.Shown
  {
    Self.shown(atFrame: frame - animation.startFrame, of: animation.move, response: response)
  }

  /// What Flutter shows at frame i of a move: the closed form at the elapsed time, done once both
  /// |x| and |v| are below the tolerance (the value then stays x(t)).
  static func shown(atFrame i: Int, of move: ExportMove, response: SpringResponse<Double>) -> PlatformAnimation.Shown {
    let s = response.state(at: move.time(i), displacement: move.displacement, velocity: move.velocity)
    let ended = abs(s.x) < defaultTolerance && abs(s.v) < defaultTolerance
    return .init(value: move.to + s.x, velocity: ended ? 0 : s.v, ended: ended)
  }

  /// Reads `SpringDescription(mass:stiffness:damping:)`, `SpringDescription.withDampingRatio(mass:stiffness:ratio:)`
  /// or `SpringDescription.withDurationAndBounce(duration: Duration(milliseconds: …), bounce: …)`.
  public static func read(_ code: String) throws(SpringCodeError) -> Spring {
    let parsed = try SpringCode(parsing: code, platform: "flutter")
    guard let call = parsed.calls.first(where: { $0.name.hasPrefix("SpringDescription") }) else {
      throw .missingSpring(platform: "flutter", expected: "SpringDescription(mass: 1, stiffness: 100, damping: 10)")
    }
    let mass: Double
    let stiffness: Double
    let damping: Double
    switch call.name {
    case "SpringDescription":
      let found = try SpringCode.numbers(call.arguments, names: ["mass", "stiffness", "damping"], platform: "flutter")
      guard let m = found["mass"], let k = found["stiffness"], let c = found["damping"] else {
        throw .missingSpring(platform: "flutter", expected: "all of mass:, stiffness: and damping:")
      }
      (mass, stiffness, damping) = (m, k, c)
    case "SpringDescription.withDampingRatio":
      let found = try SpringCode.numbers(call.arguments, names: ["mass", "stiffness", "ratio"], platform: "flutter")
      guard let m = found["mass"], let k = found["stiffness"] else {
        throw .missingSpring(platform: "flutter", expected: "mass: and stiffness:")
      }
      (mass, stiffness, damping) = (m, k, (found["ratio"] ?? 1) * 2 * (m * k).squareRoot())
    case "SpringDescription.withDurationAndBounce":
      (mass, stiffness, damping) = try readDurationAndBounce(call.arguments)
    default:
      throw .missingSpring(
        platform: "flutter",
        expected: "SpringDescription, .withDampingRatio or .withDurationAndBounce, not \(call.name)")
    }
    return try .read(mass: mass, stiffness: stiffness, damping: damping, platform: platform)
  }

  private static func readDurationAndBounce(_ arguments: [SpringCode.Argument]) throws(SpringCodeError) -> (
    Double, Double, Double
  ) {
    var milliseconds = 500
    var bounce = 0.0
    for argument in arguments {
      switch argument.label {
      case "bounce":
        bounce = try SpringCode.number(argument.value, parameter: "bounce", platform: "flutter")
      case "duration":
        guard case .call("Duration", let parts) = argument.value else {
          throw .badValue(
            platform: "flutter", parameter: "duration", text: "\(argument.value)",
            allowed: "Duration(milliseconds: …) or Duration(seconds: …)")
        }
        let found = try SpringCode.numbers(parts, names: ["seconds", "milliseconds"], platform: "flutter")
        let total = (found["seconds"] ?? 0) * 1000 + (found["milliseconds"] ?? 0)
        guard total >= 1, total <= 1e7, total == total.rounded() else {
          throw .badValue(
            platform: "flutter", parameter: "duration", text: ExportNumber.double(total) + " ms",
            allowed: "a whole number of milliseconds from 1 to 1e7")
        }
        milliseconds = Int(total)
      default:
        throw .unknownParameter(
          platform: "flutter", name: argument.label ?? "argument", expected: ["duration", "bounce"])
      }
    }
    guard bounce > -1, bounce <= 1 else {
      throw .badValue(platform: "flutter", parameter: "bounce", text: "\(bounce)", allowed: "a number in (-1, 1]")
    }
    let p = withDurationAndBounce(milliseconds: milliseconds, bounce: bounce)
    return (p.mass, p.stiffness, p.damping)
  }
}
