import MotionCurves

/// A platform's spring animations of one channel under interruption: each retarget launches a new
/// animation by the platform's rule (``RetargetPlatform``), and each frame shows what the platform
/// evaluates, with the mapping and evaluation of that platform's ``PlatformSpringModel`` (or, for
/// CSS, the fitted ``CSSLinearEasing``). A class, so that a scene's per-frame call passes a reference
/// rather than copying the models.
public final class PlatformAnimator: Sendable {
  /// The platform.
  public let platform: RetargetPlatform
  /// The spring the platform runs (Compose's Float parameters; Framer's time-defined mapping).
  public let spring: Spring
  /// The channel's full move from rest: CSS's easing is fitted to it; its frame rate is the scene's.
  public let fitted: ExportMove
  /// CSS's easing, fitted to ``fitted``.
  public let easing: CSSLinearEasing?
  let response: SpringResponse<Double>
  let compose: ComposeSpring?
  /// Android's spring, with the property's minimum visible change.
  let android: AndroidSpring?
  /// Reanimated's duration form, which solves its stiffness again at every start.
  let reanimatedDuration: ReanimatedSpring.DurationForm?

  /// The animator of a SwiftUI spring on `platform`.
  ///
  /// - Parameters:
  ///   - platform: The platform (not the device, whose runtime is the scene's `swiftui` solver).
  ///   - spring: The SwiftUI spring.
  ///   - change: The channel's full move from rest (CSS's easing is fitted to it), in its units.
  ///   - visibleThreshold: The band in the channel's units, which CSS's easing stays within.
  ///   - hz: Frames per second.
  ///   - minimumVisibleChange: Android's minimum visible change of the animated property, in the
  ///     channel's units (its end thresholds scale with it); nil for `SpringAnimation`'s default, 1.
  /// - Throws: ``RetargetPlatformError`` for the device, for a move out of range, or when CSS
  ///   cannot express the spring.
  public init(
    _ platform: RetargetPlatform, spring: Spring, change: Double, visibleThreshold: Double, hz: Double,
    minimumVisibleChange: Double? = nil
  ) throws(RetargetPlatformError) {
    guard platform != .swiftui else { throw .device }
    do {
      fitted = try ExportMove(spring: spring, from: 0, to: change, hz: hz, visibleThreshold: visibleThreshold)
    } catch { throw .invalidMove(error.description) }
    self.platform = platform
    var (compose, android): (ComposeSpring?, AndroidSpring?) = (nil, nil)
    var reanimatedDuration: ReanimatedSpring.DurationForm?
    switch platform {
    case .compose:
      let model = ComposeSpring(closestTo: fitted)
      compose = model
      self.spring = model.spring
    case .android:
      let closest = AndroidSpring.floatParameters(closestTo: spring)
      let model = AndroidSpring(
        stiffness: closest.stiffness, dampingRatio: closest.dampingRatio,
        minimumVisibleChange: minimumVisibleChange.map(Float.init) ?? AndroidSpring.defaultMinimumVisibleChange)
      android = model
      self.spring = model.spring
    case .reanimated, .reanimatedDuration:
      self.spring = ReanimatedSpring(closestTo: fitted).spring
      if platform == .reanimatedDuration, self.spring.damping > 0 {
        reanimatedDuration = ReanimatedSpring.DurationForm(matching: self.spring)
      }
    case .framerDuration:
      let p = FramerSpring.visualDurationSpring(
        visualDuration: spring.duration / 1.2, bounce: spring.shortestParameters.bounce)
      self.spring = .running(mass: 1, stiffness: p.stiffness, damping: p.damping)
    default:
      self.spring = spring
    }
    (self.compose, self.android, self.reanimatedDuration) = (compose, android, reanimatedDuration)
    response = SpringResponse<Double>(self.spring)
    if platform == .css {
      guard let easing = CSSLinearEasing.fit(fitted) else {
        throw .noEasing(spring.duration, spring.bounce)
      }
      self.easing = easing
    } else {
      easing = nil
    }
  }

  /// An animation at rest at `value` from `frame`: ended, velocity 0.
  public func resting(at value: Double, frame: Int = 0) -> PlatformAnimation {
    let shown = PlatformAnimation.Shown(value: value, velocity: 0, ended: true)
    return PlatformAnimation(
      startFrame: frame, move: fitted.launched(spring: spring, from: value, to: value, velocity: 0), end: 0,
      reversingStart: value, shortening: 1, shown: shown, previousValue: value, steppedFrame: frame)
  }

  /// The animation toward `target` that interrupts `running` at `frame` (advanced to it), by the
  /// platform's retarget rule.
  public func retarget(_ running: PlatformAnimation, to target: Double, at frame: Int) -> PlatformAnimation {
    let now = running.shown
    switch platform {
    case .css: return cssRetarget(running, to: target, at: frame)
    case .android: return androidRetarget(running, to: target, at: frame)
    case .reanimated, .reanimatedDuration: return reanimatedRetarget(running, to: target, at: frame)
    case .framer:
      // The motion value's velocity: the change over the last frame (0 once the animation ended).
      let velocity = now.ended ? 0 : (now.value - running.previousValue) * fitted.hz
      return launch(from: now.value, to: target, velocity: velocity, at: frame)
    case .framerDuration: return launch(from: now.value, to: target, velocity: 0, at: frame)
    default: return launch(from: now.value, to: target, velocity: now.velocity, at: frame)
    }
  }

  /// Advances `animation` to `frame` (frames in increasing order) and returns the value shown.
  public func advance(_ animation: inout PlatformAnimation, to frame: Int) -> Double {
    animation.previousValue = animation.shown.value
    guard !animation.shown.ended else { return animation.shown.value }
    animation.shown = shown(animation, atFrame: frame - animation.startFrame)
    animation.steppedFrame = frame
    animation.previousTarget = nil
    return animation.shown.value
  }

  /// What the platform shows at frame i of an animation.
  func shown(_ animation: PlatformAnimation, atFrame i: Int) -> PlatformAnimation.Shown {
    let move = animation.move
    switch platform {
    case .compose:
      return compose!.shown(
        atFrame: i, of: move, durationMillis: Int64((animation.end * 1000).rounded()), response: response)
    case .flutter: return FlutterSpring.shown(atFrame: i, of: move, response: response)
    case .uikit:
      return UIKitSpring(closestTo: move).shown(atFrame: i, of: move, end: animation.end, response: response)
    case .framer, .framerDuration:
      return FramerSpring(spring: spring, velocity: move.velocity).shown(atFrame: i, of: move, response: response)
    case .android: return androidStep(animation, to: animation.startFrame + i)
    case .reanimated, .reanimatedDuration: return reanimatedStep(animation, to: animation.startFrame + i)
    case .css, .swiftui:
      let t = move.time(i)
      guard t < animation.end, let easing else { return .init(value: move.to, velocity: 0, ended: true) }
      return .init(
        value: easing.value(at: t, from: move.from, to: move.to, duration: animation.end), velocity: 0, ended: false)
    }
  }

  /// A spring animation launched at `frame`, with the end its platform computes at launch (and,
  /// for Reanimated's duration form, the stiffness it solves for this start).
  func launch(from: Double, to: Double, velocity: Double, at frame: Int) -> PlatformAnimation {
    let spring = reanimatedDuration?.spring(displacement: from - to, velocity: velocity) ?? self.spring
    let move = fitted.launched(spring: spring, from: from, to: to, velocity: velocity)
    let end: Double =
      switch platform {
      case .compose: Double(compose!.durationMillis(move)) / 1000
      case .uikit: UIKitSpring(closestTo: move).settlingDuration
      default: .infinity
      }
    let shown = PlatformAnimation.Shown(value: from, velocity: velocity, ended: from == to && velocity == 0)
    return PlatformAnimation(
      startFrame: frame, move: move, end: end, reversingStart: from, shortening: 1, shown: shown, previousValue: from,
      steppedFrame: frame)
  }
}
