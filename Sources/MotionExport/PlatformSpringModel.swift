import MotionCurves

/// A platform's spring: the parameters closest to a SwiftUI spring, the code to paste, how the
/// platform evaluates and ends it, how to read its code back, and what the platform does when a
/// new target interrupts it (``retargetRule(_:)``, which a scene's ``PlatformAnimator`` follows).
public protocol PlatformSpringModel: Sendable {
  /// The platform.
  static var platform: ExportPlatform { get }

  /// The platform's spring closest to the move's spring (exact where the platform can express it).
  init(closestTo move: ExportMove)

  /// The spring the platform runs: its parameters as the platform evaluates them.
  var spring: Spring { get }
  /// The code to paste.
  var code: String { get }
  /// The parameters as the platform names them, defaults included.
  var parameters: [ExportParameter] { get }
  /// What the reader must know: losses, defaults that matter, units.
  var notes: [String] { get }

  /// What the platform shows of the move, frame by frame, until it ends.
  func render(_ move: ExportMove) -> PlatformRendering

  /// Reads the platform's spring from its code.
  ///
  /// - Parameter code: The code, e.g. `spring(dampingRatio = 0.5f, stiffness = 400f)`.
  /// - Returns: The spring with the same motion.
  /// - Throws: ``SpringCodeError`` naming what could not be read.
  static func read(_ code: String) throws(SpringCodeError) -> Spring

  // MARK: Under interruption (`scene --platform`, ``PlatformAnimator``)

  /// The forms of the platform's spring that run differently under interruption, each a variant
  /// a scene runs (``ExportPlatform/variants``), the form ``code`` writes first.
  ///
  /// Default: `[.standard]`.
  static var forms: [ExportPlatform.Form] { get }

  /// What the platform does to a running animation of `form` when its target changes.
  ///
  /// Default: ``RetargetRule/keepsValueAndVelocity``, for every form.
  ///
  /// - Parameter form: One of ``forms``.
  /// - Returns: The rule.
  static func retargetRule(_ form: ExportPlatform.Form) -> RetargetRule

  /// The spring a scene's channel runs in `form`, whose full move from rest is `move`.
  ///
  /// Default: ``init(closestTo:)`` of the move, for every form.
  ///
  /// - Parameters:
  ///   - move: The channel's full move from rest, at the scene's frame rate and band.
  ///   - form: One of ``forms``.
  ///   - minimumVisibleChange: The channel's minimum visible change as the platform's view
  ///     property would have it, in the channel's units; nil for the platform's default.
  init(animating move: ExportMove, form: ExportPlatform.Form, minimumVisibleChange: Double?)

  /// The spring of an animation launched `displacement` from its target with `velocity`.
  ///
  /// Default: ``spring``. Reanimated's duration form solves its stiffness again for every start.
  ///
  /// - Parameters:
  ///   - displacement: The start's displacement from the target.
  ///   - velocity: The start's velocity, per second.
  /// - Returns: The spring.
  func spring(launchingFrom displacement: Double, velocity: Double) -> Spring

  /// When the platform ends an animation of `move`, computed at its launch, in seconds after it.
  ///
  /// Default: infinity, for a platform that tests every frame for its end (in
  /// ``shown(_:atFrame:response:)``).
  ///
  /// - Parameter move: The launched animation's move.
  /// - Returns: The end.
  func end(of move: ExportMove) -> Double

  /// What the platform shows at `frame` of `animation` (frames in increasing order; a platform
  /// that steps from the last frame's state starts from `animation.shown` at
  /// `animation.steppedFrame`).
  ///
  /// Default: the closed form of the animation's move at the time since its launch, ended on
  /// the target once ``PlatformAnimation/end`` has passed.
  ///
  /// - Parameters:
  ///   - animation: The animation, launched at `animation.startFrame`.
  ///   - frame: The scene's frame.
  ///   - response: The response of ``spring``.
  /// - Returns: The value shown, the platform's velocity and whether the animation has ended.
  func shown(_ animation: PlatformAnimation, atFrame frame: Int, response: SpringResponse<Double>)
    -> PlatformAnimation.Shown
}
