import MotionCurves

/// Android's `SpringAnimation` driven by a `SpringForce` (androidx.dynamicanimation).
///
/// Mapping: mass 1, `setStiffness(k/m)`, `setDampingRatio(ζ)`, both `Float` (exact to Float
/// precision). Evaluation (`SpringForce.updateValues`): stepping — each frame advances the last
/// value and velocity (kept as Float) by the closed form over the whole milliseconds since the
/// previous frame; the first frame only records its time (`DynamicAnimation.doAnimationFrame`).
/// Ending (`isAtEquilibrium`): |v| < 62.5·T and |x| < T with T = 0.75 × the minimum visible change
/// (default 1, `MIN_VISIBLE_CHANGE_PIXELS`); the value is then set to the final position.
public struct AndroidSpring: FloatSpringModel {
  public static let platform = ExportPlatform.android

  /// `MIN_VISIBLE_CHANGE_PIXELS`, the default minimum visible change of view properties: 1.
  public static let defaultMinimumVisibleChange: Float = 1
  /// `MIN_VISIBLE_CHANGE_SCALE`, the default of the scale properties: 1/500.
  public static let minimumVisibleChangeScale: Float = 1.0 / 500
  /// `MIN_VISIBLE_CHANGE_ALPHA`, the default of the alpha property: 1/256.
  public static let minimumVisibleChangeAlpha: Float = 1.0 / 256
  /// `THRESHOLD_MULTIPLIER`: the value threshold is 0.75 × the minimum visible change.
  public static let thresholdMultiplier = 0.75
  /// `VELOCITY_THRESHOLD_MULTIPLIER`, 1000/16: the velocity threshold per value threshold.
  public static let velocityThresholdMultiplier = 1000.0 / 16
  /// `SpringForce`'s defaults: `STIFFNESS_MEDIUM` 1500 and `DAMPING_RATIO_MEDIUM_BOUNCY` 0.5.
  public static let defaultStiffness: Float = 1500
  /// `SpringForce`'s default damping ratio, 0.5.
  public static let defaultDampingRatio: Float = 0.5
  /// `SpringForce`'s named constants.
  public static let constants: [String: Double] = [
    "STIFFNESS_HIGH": 10_000, "STIFFNESS_MEDIUM": 1500, "STIFFNESS_LOW": 200, "STIFFNESS_VERY_LOW": 50,
    "DAMPING_RATIO_HIGH_BOUNCY": 0.2, "DAMPING_RATIO_MEDIUM_BOUNCY": 0.5, "DAMPING_RATIO_LOW_BOUNCY": 0.75,
    "DAMPING_RATIO_NO_BOUNCY": 1,
  ]

  /// k/m.
  public let stiffness: Float
  /// ζ.
  public let dampingRatio: Float
  /// The minimum visible change of the animated property, in its units.
  public let minimumVisibleChange: Float
  /// The start value, final position and start velocity the code sets.
  public let launch: SpringLaunch<Float>
  /// The view property animated (``ExportProperty/androidProperty``): a translation unless set.
  public var property = ExportProperty.position

  /// Creates the animation from its parameters.
  ///
  /// - Parameters:
  ///   - stiffness: k/m.
  ///   - dampingRatio: ζ.
  ///   - minimumVisibleChange: The minimum visible change of the animated property.
  ///   - launch: The start value, final position and start velocity the code sets.
  public init(
    stiffness: Float, dampingRatio: Float, minimumVisibleChange: Float = defaultMinimumVisibleChange,
    launch: SpringLaunch<Float> = SpringLaunch()
  ) {
    self.stiffness = stiffness
    self.dampingRatio = dampingRatio
    self.minimumVisibleChange = minimumVisibleChange
    self.launch = launch
  }

  public init(closestTo move: ExportMove) {
    let closest = Self.floatParameters(closestTo: move.spring)
    self.init(
      stiffness: closest.stiffness, dampingRatio: closest.dampingRatio,
      minimumVisibleChange: move.property.androidMinimumVisibleChange?.value ?? Self.defaultMinimumVisibleChange,
      launch: SpringLaunch(move))
    property = move.property
  }

  public var code: String {
    let f = ExportNumber.float
    return "SpringAnimation(view, DynamicAnimation.\(property.androidProperty)).setSpring(SpringForce(\(f(launch.to)))"
      + ".setStiffness(\(f(stiffness))).setDampingRatio(\(f(dampingRatio))))"
      + (property.androidMinimumVisibleChange.map { ".setMinimumVisibleChange(DynamicAnimation.\($0.name))" } ?? "")
      + ".setStartValue(\(f(launch.from)))"
      + (launch.velocity == 0 ? "" : ".setStartVelocity(\(f(launch.velocity)))")
  }

  public static var writtenParameters: [(name: String, value: KeyPath<Self, Float>)] {
    [("stiffness", \.stiffness), ("dampingRatio", \.dampingRatio), ("minimumVisibleChange", \.minimumVisibleChange)]
  }

  public var notes: [String] {
    [
      Self.floatPrecisionNote + " " + property.valuesNote,
      "Ends at |v| < \(ExportNumber.double(velocityThreshold)) and |x| < \(ExportNumber.double(valueThreshold)) "
        + "(minimum visible change \(ExportNumber.double(Double(minimumVisibleChange))): 1 px for translation, 1/256 for "
        + "alpha, 1/500 for scale, 0.1° for rotation).",
    ]
  }

  /// 0.75 × the minimum visible change.
  public var valueThreshold: Double { Double(minimumVisibleChange) * Self.thresholdMultiplier }
  /// 62.5 × the value threshold.
  public var velocityThreshold: Double { valueThreshold * Self.velocityThresholdMultiplier }

  public func render(_ move: ExportMove) -> PlatformRendering {
    let response = SpringResponse<Double>(spring)
    let target = Double(Float(move.to))
    var state = (value: Float(move.from), velocity: Float(move.velocity))
    var lastMillis = Self.frameMillis(0, hz: move.hz)
    return .following(move, shown: [Double(state.value)], from: 1) { i in
      let millis = Self.frameMillis(i, hz: move.hz)
      state = Self.step(state, toward: target, millis: millis - lastMillis, response: response)
      lastMillis = millis
      return isAtEquilibrium(state, target: target) ? .ends(showing: target) : .shows(Double(state.value))
    }
  }

  /// `animateToFinalPosition`'s pending final position: ``RetargetRule/pendingTarget``.
  public static func retargetRule(_ form: ExportPlatform.Form) -> RetargetRule { .pendingTarget }

  /// The move's Float stiffness and damping ratio, with the channel's minimum visible change
  /// (`SpringAnimation`'s default, 1, when nil).
  public init(animating move: ExportMove, form: ExportPlatform.Form, minimumVisibleChange: Double?) {
    let closest = Self.floatParameters(closestTo: move.spring)
    self.init(
      stiffness: closest.stiffness, dampingRatio: closest.dampingRatio,
      minimumVisibleChange: minimumVisibleChange.map(Float.init) ?? Self.defaultMinimumVisibleChange)
  }

  /// Under interruption: `SpringForce.updateValues` from the last frame's Float state over the
  /// whole milliseconds between the two frames (`AnimationHandler`'s clock), then
  /// `isAtEquilibrium`, which puts the value on the target. The first frame after a retarget
  /// steps half its milliseconds toward the pending position's predecessor
  /// (``PlatformAnimation/previousTarget``), then half toward the new target.
  public func shown(_ animation: PlatformAnimation, atFrame frame: Int, response: SpringResponse<Double>)
    -> PlatformAnimation.Shown
  {
    let target = animation.move.to
    let hz = animation.move.hz
    let millis = Self.frameMillis(frame, hz: hz) - Self.frameMillis(animation.steppedFrame, hz: hz)
    var state = (value: Float(animation.shown.value), velocity: Float(animation.shown.velocity))
    if let old = animation.previousTarget {
      state = Self.step(state, toward: old, millis: millis / 2, response: response)
      state = Self.step(state, toward: target, millis: millis / 2, response: response)
    } else {
      state = Self.step(state, toward: target, millis: millis, response: response)
    }
    guard !isAtEquilibrium(state, target: target) else { return .init(value: target, velocity: 0, ended: true) }
    return .init(value: Double(state.value), velocity: Double(state.velocity), ended: false)
  }

  /// `SpringForce.updateValues`: the closed form over `millis` from the last value and velocity
  /// toward `target`, both results rounded to Float.
  ///
  /// - Parameters:
  ///   - state: The last value and velocity.
  ///   - target: The final position (a Float widened).
  ///   - millis: The time elapsed, in whole milliseconds.
  ///   - response: The spring's response.
  /// - Returns: The new value and velocity.
  static func step(
    _ state: (value: Float, velocity: Float), toward target: Double, millis: Int64, response: SpringResponse<Double>
  ) -> (value: Float, velocity: Float) {
    let s = response.state(
      at: Double(millis) / 1000, displacement: Double(state.value) - target, velocity: Double(state.velocity))
    return (Float(s.x + target), Float(s.v))
  }

  /// `SpringForce.isAtEquilibrium`: |v| below the velocity threshold and |x| below the value
  /// threshold.
  func isAtEquilibrium(_ state: (value: Float, velocity: Float), target: Double) -> Bool {
    abs(Double(state.velocity)) < velocityThreshold && abs(Double(state.value) - target) < valueThreshold
  }

  /// The frame time in whole milliseconds, as `AnimationHandler` passes it.
  static func frameMillis(_ i: Int, hz: Double) -> Int64 { Int64((Double(i) * 1e9 / hz).rounded()) / 1_000_000 }

  /// Reads `setStiffness(…)` and `setDampingRatio(…)` (or Kotlin's `stiffness = …`,
  /// `dampingRatio = …`), with `SpringForce`'s constants; missing ones take its defaults.
  public static func read(_ code: String) throws(SpringCodeError) -> Spring {
    let parsed = try SpringCode(parsing: code, platform: "android")
    var found: [String: Double] = [:]
    for call in parsed.calls {
      let name = SpringCode.lastComponent(call.name)
      guard name == "setStiffness" || name == "setDampingRatio" else { continue }
      guard let argument = call.arguments.last, call.arguments.count <= 2 else {
        throw .badValue(platform: "android", parameter: name, text: "()", allowed: "one number")
      }
      let key = name == "setStiffness" ? "stiffness" : "dampingRatio"
      found[key] = try SpringCode.number(argument.value, parameter: key, constants: constants, platform: "android")
    }
    for item in parsed.items + parsed.objects.joined() {
      guard let label = item.label, label == "stiffness" || label == "dampingRatio" else { continue }
      found[label] = try SpringCode.number(item.value, parameter: label, constants: constants, platform: "android")
    }
    let mentionsForce = parsed.calls.contains { SpringCode.lastComponent($0.name) == "SpringForce" }
    guard !found.isEmpty || mentionsForce else {
      throw .missingSpring(platform: "android", expected: "SpringForce().setStiffness(400f).setDampingRatio(0.5f)")
    }
    let k = found["stiffness"] ?? Double(defaultStiffness)
    let zeta = found["dampingRatio"] ?? Double(defaultDampingRatio)
    guard k > 0 else {
      throw .badValue(platform: "android", parameter: "stiffness", text: "\(k)", allowed: "a number > 0")
    }
    guard zeta >= 0 else {
      throw .badValue(platform: "android", parameter: "dampingRatio", text: "\(zeta)", allowed: "a number ≥ 0")
    }
    return try .read(stiffness: k, dampingRatio: zeta, platform: platform)
  }
}
