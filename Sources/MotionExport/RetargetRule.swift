/// What a platform does to a running animation when its target changes mid-move: where the new
/// animation starts from, and with what velocity (``PlatformAnimator/retarget(_:to:at:)``).
///
/// A platform's model states its rule (``PlatformSpringModel/retargetRule(_:)``, by default
/// ``keepsValueAndVelocity``); the harness launches every new animation at the frame of the tap
/// from the value shown there, so every rule keeps the value and they differ in the velocity, the
/// timing and the end.
public enum RetargetRule: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// A new animation from the value shown with the running one's velocity (SwiftUI, Compose's
  /// `Animatable.animateTo`, Flutter's `SpringSimulation` from the controller's value and velocity).
  case keepsValueAndVelocity
  /// As ``keepsValueAndVelocity``, the velocity passed relative to the new change (UIKit's
  /// `initialVelocity`): the same motion.
  case initialVelocity
  /// From the value shown, with the change over the last frame as the velocity, 0 once the
  /// running animation ended (Framer Motion's physics spring: its motion value's velocity).
  case lastFrameVelocity
  /// From the value shown, at rest: the inherited velocity is ignored (Framer Motion's
  /// time-defined spring).
  case ignoresVelocity
  /// CSS Transitions: a new transition starts at rest from the value shown (none when the new
  /// target is the value shown); one back to the running transition's start is shortened by the
  /// reversing shortening factor. A spring model with this rule restarts at rest, unshortened.
  case restartsAtRest
  /// Android's `SpringAnimation.animateToFinalPosition`: the running spring keeps its `Float` value
  /// and velocity, and the next frame steps half its time toward the old target, half toward the
  /// new; an ended animation starts again at rest.
  case pendingTarget
  /// Reanimated's `withSpring` `onStart`: from the value shown with the previous animation's
  /// velocity (0 once it ended); a new animation to the running one's own target continues it.
  case continuesToSameTarget
  /// As ``continuesToSameTarget``, with each start's spring solved again from its displacement and
  /// velocity (Reanimated's duration form, ``PlatformSpringModel/spring(launchingFrom:velocity:)``).
  case solvesStiffnessPerStart

  /// The rule in a few words, for reports.
  public var description: String {
    switch self {
    case .keepsValueAndVelocity, .continuesToSameTarget: "keeps value and velocity"
    case .initialVelocity: "keeps value; velocity as initialVelocity"
    case .lastFrameVelocity: "keeps value; velocity from the last frame"
    case .ignoresVelocity: "keeps value; ignores velocity"
    case .restartsAtRest: "restarts at rest; a reversal shortened"
    case .pendingTarget: "keeps value and velocity; the next frame half toward the old target"
    case .solvesStiffnessPerStart: "keeps value and velocity; stiffness solved per start"
    }
  }
}
