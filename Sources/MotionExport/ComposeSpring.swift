import MotionCurves

/// Jetpack Compose's `spring(dampingRatio, stiffness, visibilityThreshold)`.
///
/// Mapping: mass 1, so `stiffness` = k/m and `dampingRatio` = ζ; both are `Float`, so the spring
/// is exact to Float precision (about 6e-8 relative). Evaluation (`SpringSimulation.updateValues`):
/// the closed form from the start, at the frame's play time in whole milliseconds, the value
/// rounded to Float. Ending (`FloatSpringSpec.getDurationNanos`): a duration estimated once, at
/// the start, by `estimateAnimationDurationMillis` — the time after which the displacement stays
/// within `visibilityThreshold` (default 0.01 for a Float) — after which the value is the target.
public struct ComposeSpring: FloatSpringModel {
  public static let platform = ExportPlatform.compose

  /// `Spring.DefaultDisplacementThreshold`, the visibility threshold of a `Float` spring: 0.01.
  public static let defaultVisibilityThreshold: Float = 0.01
  /// `spring()`'s default damping ratio, `Spring.DampingRatioNoBouncy`: 1.
  public static let defaultDampingRatio: Float = 1
  /// `spring()`'s default stiffness, `Spring.StiffnessMedium`: 1500.
  public static let defaultStiffness: Float = 1500
  /// Compose's named constants (`Spring.StiffnessLow`, …).
  public static let constants: [String: Double] = [
    "StiffnessHigh": 10_000, "StiffnessMedium": 1500, "StiffnessMediumLow": 400, "StiffnessLow": 200,
    "StiffnessVeryLow": 50, "DampingRatioHighBouncy": 0.2, "DampingRatioMediumBouncy": 0.5,
    "DampingRatioLowBouncy": 0.75, "DampingRatioNoBouncy": 1, "DefaultDisplacementThreshold": 0.01,
  ]

  /// ζ.
  public let dampingRatio: Float
  /// k/m.
  public let stiffness: Float
  /// The distance from the target below which the animation may end.
  public let visibilityThreshold: Float

  /// Creates the spring from its parameters.
  public init(dampingRatio: Float, stiffness: Float, visibilityThreshold: Float = defaultVisibilityThreshold) {
    self.dampingRatio = dampingRatio
    self.stiffness = stiffness
    self.visibilityThreshold = visibilityThreshold
  }

  public init(closestTo move: ExportMove) {
    let closest = Self.floatParameters(closestTo: move.spring)
    self.init(dampingRatio: closest.dampingRatio, stiffness: closest.stiffness)
  }

  public var code: String {
    let threshold =
      visibilityThreshold == Self.defaultVisibilityThreshold
      ? "" : ", visibilityThreshold = \(ExportNumber.float(visibilityThreshold))"
    return
      "spring(dampingRatio = \(ExportNumber.float(dampingRatio)), stiffness = \(ExportNumber.float(stiffness))\(threshold))"
  }

  /// `spring`'s arguments in their positional order, which ``read(_:)`` reads too.
  public static var writtenParameters: [(name: String, value: KeyPath<Self, Float>)] {
    [("dampingRatio", \.dampingRatio), ("stiffness", \.stiffness), ("visibilityThreshold", \.visibilityThreshold)]
  }

  public var notes: [String] {
    [
      Self.floatPrecisionNote + " Pass the start velocity as animateTo(…, initialVelocity = V).",
      "Ends when the estimated duration has passed (visibilityThreshold \(ExportNumber.float(visibilityThreshold)); "
        + "0.1 for Dp, 0.5 for Offset in px, 1 for Int).",
    ]
  }

  /// The estimated duration for a move, in whole milliseconds, as `getDurationNanos` computes it.
  public func durationMillis(_ move: ExportMove) -> Int64 {
    let threshold = visibilityThreshold
    let displacement = (Float(move.from) - Float(move.to)) / threshold
    let velocity = Float(move.velocity) / threshold
    guard dampingRatio != 0 else { return Self.maximumMillis }
    return Self.estimatedDurationMillis(
      stiffness: Double(stiffness), dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity),
      initialDisplacement: Double(displacement), delta: 1)
  }

  public func render(_ move: ExportMove) -> PlatformRendering {
    let duration = durationMillis(move)
    let response = SpringResponse<Double>(spring)
    return .following(move) { i in .init(shown(atFrame: i, of: move, durationMillis: duration, response: response)) }
  }

  /// Under interruption: ``durationMillis(_:)`` of the launched move, estimated at its start.
  public func end(of move: ExportMove) -> Double { Double(durationMillis(move)) / 1000 }

  /// Under interruption: ``shown(atFrame:of:durationMillis:response:)`` since the launch, with the
  /// duration estimated at it.
  public func shown(_ animation: PlatformAnimation, atFrame frame: Int, response: SpringResponse<Double>)
    -> PlatformAnimation.Shown
  {
    shown(
      atFrame: frame - animation.startFrame, of: animation.move,
      durationMillis: Int64((animation.end * 1000).rounded()), response: response)
  }

  /// What Compose shows at frame i of a move: the closed form at the play time in whole
  /// milliseconds, value and velocity rounded to Float; the target once `durationMillis` has passed.
  ///
  /// - Parameters:
  ///   - i: Frames since the move's start.
  ///   - move: The move.
  ///   - durationMillis: Its estimated duration (``durationMillis(_:)``).
  ///   - response: This spring's response.
  func shown(atFrame i: Int, of move: ExportMove, durationMillis: Int64, response: SpringResponse<Double>)
    -> PlatformAnimation.Shown
  {
    let playMillis = Int64((move.time(i) * 1e9).rounded()) / 1_000_000
    if playMillis >= durationMillis { return .init(value: move.to, velocity: 0, ended: true) }
    let x0 = Double(Float(move.from) - Float(move.to))
    let s = response.state(at: Double(playMillis) / 1000, displacement: x0, velocity: Double(Float(move.velocity)))
    return .init(value: Double(Float(s.x + Double(Float(move.to)))), velocity: Double(Float(s.v)), ended: false)
  }

  /// Reads `spring(dampingRatio = …, stiffness = …, visibilityThreshold = …)`, labelled or
  /// positional, with Compose's named constants; missing parameters take `spring()`'s defaults.
  public static func read(_ code: String) throws(SpringCodeError) -> Spring {
    let parsed = try SpringCode(parsing: code, platform: "compose")
    guard let call = parsed.calls.first(where: { SpringCode.lastComponent($0.name) == "spring" }) else {
      throw .missingSpring(platform: "compose", expected: "spring(dampingRatio = 0.5f, stiffness = 400f)")
    }
    let names = writtenParameters.map(\.name)
    let found = try SpringCode.numbers(
      call.arguments, names: names, positional: names, constants: constants, platform: "compose")
    let zeta = found["dampingRatio"] ?? Double(defaultDampingRatio)
    let k = found["stiffness"] ?? Double(defaultStiffness)
    guard zeta >= 0 else {
      throw .badValue(platform: "compose", parameter: "dampingRatio", text: "\(zeta)", allowed: "a number ≥ 0")
    }
    guard k > 0 else {
      throw .badValue(platform: "compose", parameter: "stiffness", text: "\(k)", allowed: "a number > 0")
    }
    return try .read(stiffness: k, dampingRatio: zeta, platform: platform)
  }
}
