import MotionCurves

/// One spring animation a platform runs toward a target: launched at a frame from the value shown
/// and the velocity its retarget rule keeps, evaluated and ended as the platform does
/// (``PlatformAnimator``).
public struct PlatformAnimation: Sendable {
  /// What an animation shows at a frame.
  public struct Shown: Hashable, Sendable {
    /// The value shown.
    public var value: Double
    /// The platform's velocity there, per second (0 once ended).
    public var velocity: Double
    /// Whether the animation has ended (it then keeps showing `value`).
    public var ended: Bool

    /// Creates what an animation shows at a frame.
    ///
    /// - Parameters:
    ///   - value: The value shown.
    ///   - velocity: The platform's velocity, per second (0 once ended).
    ///   - ended: Whether the animation has ended.
    public init(value: Double, velocity: Double, ended: Bool) {
      self.value = value
      self.velocity = velocity
      self.ended = ended
    }
  }

  /// The frame it was launched at.
  public let startFrame: Int
  /// Its move: from the value shown at launch to the target, with the start velocity.
  public let move: ExportMove
  /// When it ends, in seconds after its launch (Compose's estimated duration, UIKit's settling
  /// duration, CSS's shortened duration); infinity where the platform tests every frame.
  public let end: Double
  /// CSS: the reversing-adjusted start value, and the reversing shortening factor.
  public let reversingStart: Double
  public let shortening: Double
  /// The frame it was last advanced to, and the value shown at the frame before.
  public internal(set) var shown: Shown
  public internal(set) var previousValue: Double
  /// The frame ``shown`` belongs to: platforms that step from the last frame's state advance
  /// from there (Android, Reanimated).
  public internal(set) var steppedFrame = 0
  /// Under ``RetargetRule/pendingTarget``: the target that the first frame after a retarget pulls
  /// toward for the first half of its step (`SpringAnimation`'s pending position); nil otherwise.
  public internal(set) var previousTarget: Double? = nil
}

extension PlatformRendering.Frame {
  /// The frame of a rendering that shows `shown`.
  init(_ shown: PlatformAnimation.Shown) {
    self = shown.ended ? .ends(showing: shown.value) : .shows(shown.value)
  }
}

extension ExportMove {
  /// A move of an animation launched inside a scene, with this move's frame rate and threshold:
  /// the values come from a running simulation, not from the user.
  func launched(spring: Spring, from: Double, to: Double, velocity: Double) -> ExportMove {
    ExportMove(
      uncheckedSpring: spring, from: from, to: to, velocity: velocity, hz: hz, visibleThreshold: visibleThreshold)
  }

  /// A move whose arguments are known to be valid.
  init(
    uncheckedSpring spring: Spring, from: Double, to: Double, velocity: Double, hz: Double, visibleThreshold: Double
  ) {
    self.spring = spring
    fluid = nil
    self.from = from
    self.to = to
    self.velocity = velocity
    self.hz = hz
    self.visibleThreshold = visibleThreshold
  }
}
