import MotionCurves

/// A platform's spring animations of one channel under interruption: each retarget launches a new
/// animation by the variant's retarget rule (``ExportPlatform/Variant/retargetRule``), and each
/// frame shows what the platform evaluates, with the mapping, evaluation and ending of that
/// platform's ``PlatformSpringModel`` (or, for CSS, the fitted ``CSSLinearEasing``). The model is
/// resolved once, at set-up, into code specialized for its type, so that a frame of a channel's
/// animations (``advance(_:to:values:)``) makes one indirect call and none per animation.
public final class PlatformAnimator: Sendable {
  /// The platform, its form and its retarget rule.
  public let variant: ExportPlatform.Variant
  /// The spring the platform runs (Compose's Float parameters; Framer's time-defined mapping).
  public let spring: Spring
  /// The channel's full move from rest: CSS's easing is fitted to it; its frame rate is the scene's.
  public let fitted: ExportMove
  /// CSS's easing, fitted to ``fitted``.
  public let easing: CSSLinearEasing?
  /// The channel's model in the variant's form (nil for CSS, whose transition runs ``easing``).
  let model: Model?

  /// The animator of a SwiftUI spring on `platform`.
  ///
  /// - Parameters:
  ///   - platform: The platform (not the device, whose runtime is the scene's `swiftui` solver).
  ///   - form: The form of the platform's spring, one of its variants' (``ExportPlatform/variants``).
  ///   - spring: The SwiftUI spring.
  ///   - change: The channel's full move from rest (CSS's easing is fitted to it), in its units.
  ///   - visibleThreshold: The band in the channel's units, which CSS's easing stays within.
  ///   - hz: Frames per second.
  ///   - minimumVisibleChange: The minimum visible change of the animated property as the
  ///     platform's view property has it (Android's end thresholds scale with it), in the
  ///     channel's units; nil for the platform's default.
  /// - Throws: ``PlatformAnimatorError`` for the device, a platform not run under interruption
  ///   in that form, a move out of range, or when CSS cannot express the spring.
  public init(
    _ platform: ExportPlatform, form: ExportPlatform.Form = .standard, spring: Spring, change: Double,
    visibleThreshold: Double, hz: Double, minimumVisibleChange: Double? = nil
  ) throws(PlatformAnimatorError) {
    guard platform != .swiftui else { throw .device }
    variant = try platform.variant(form)
    do {
      fitted = try ExportMove(spring: spring, from: 0, to: change, hz: hz, visibleThreshold: visibleThreshold)
    } catch { throw .invalidMove(error.description) }
    let maker = ModelMaker(move: fitted, form: form, minimumVisibleChange: minimumVisibleChange)
    if let model = platform.withModel(maker) {
      self.model = model
      self.spring = model.spring
      easing = nil
    } else {
      // CSS, the one platform without a spring model that runs under interruption: a transition
      // with the easing fitted to the channel's move.
      guard let easing = CSSLinearEasing.fit(fitted) else { throw .noEasing(spring.duration, spring.bounce) }
      model = nil
      self.spring = spring
      self.easing = easing
    }
  }

  /// An animation at rest at `value` from `frame`: ended, velocity 0.
  public func resting(at value: Double, frame: Int = 0) -> PlatformAnimation {
    let shown = PlatformAnimation.Shown(value: value, velocity: 0, ended: true)
    return PlatformAnimation(
      startFrame: frame, move: fitted.launched(spring: spring, from: value, to: value, velocity: 0), end: 0,
      reversingStart: value, shortening: 1, shown: shown, previousValue: value, steppedFrame: frame)
  }

  /// Advances `animation` to `frame` (frames in increasing order) and returns the value shown.
  public func advance(_ animation: inout PlatformAnimation, to frame: Int) -> Double {
    var value = 0.0
    withUnsafeMutablePointer(to: &animation) { advance(.init(start: $0, count: 1), to: frame, values: &value) }
    return value
  }

  /// Advances each of `animations` to `frame` (frames in increasing order) and stores the value
  /// it shows in `values` at its index.
  ///
  /// - Parameters:
  ///   - animations: The animations of this animator's channel.
  ///   - frame: The scene's frame.
  ///   - values: Room for one value per animation.
  public func advance(
    _ animations: UnsafeMutableBufferPointer<PlatformAnimation>, to frame: Int, values: UnsafeMutablePointer<Double>
  ) {
    if let model { return model.advance(animations, frame, values) }
    for s in animations.indices {
      values[s] = Self.advance(&animations[s], to: frame) { transitionShown($0, atFrame: frame) }
    }
  }

  /// Advances `animation` to `frame` with what `shown` says it shows there.
  ///
  /// - Parameters:
  ///   - animation: The animation.
  ///   - frame: The scene's frame.
  ///   - shown: What the platform shows at `frame` of an animation not yet ended.
  /// - Returns: The value shown.
  @inline(__always)
  static func advance(
    _ animation: inout PlatformAnimation, to frame: Int, shown: (PlatformAnimation) -> PlatformAnimation.Shown
  ) -> Double {
    animation.previousValue = animation.shown.value
    guard !animation.shown.ended else { return animation.shown.value }
    animation.shown = shown(animation)
    animation.steppedFrame = frame
    animation.previousTarget = nil
    return animation.shown.value
  }

  /// What CSS's transition shows at `frame` of an animation: its easing over the transition's
  /// duration.
  func transitionShown(_ animation: PlatformAnimation, atFrame frame: Int) -> PlatformAnimation.Shown {
    let move = animation.move
    let t = move.time(frame - animation.startFrame)
    guard t < animation.end, let easing else { return .init(value: move.to, velocity: 0, ended: true) }
    return .init(
      value: easing.value(at: t, from: move.from, to: move.to, duration: animation.end), velocity: 0, ended: false)
  }

  /// A spring animation launched at `frame`, with the spring its model runs from this start
  /// (Reanimated's duration form solves its stiffness for it) and the end its model computes at
  /// launch (Compose's estimated duration, UIKit's settling duration; infinity otherwise).
  func launch(from: Double, to: Double, velocity: Double, at frame: Int) -> PlatformAnimation {
    let spring = model?.launchSpring(from - to, velocity) ?? self.spring
    let move = fitted.launched(spring: spring, from: from, to: to, velocity: velocity)
    let end = model?.end(move) ?? .infinity
    let shown = PlatformAnimation.Shown(value: from, velocity: velocity, ended: from == to && velocity == 0)
    return PlatformAnimation(
      startFrame: frame, move: move, end: end, reversingStart: from, shortening: 1, shown: shown, previousValue: from,
      steppedFrame: frame)
  }
}
