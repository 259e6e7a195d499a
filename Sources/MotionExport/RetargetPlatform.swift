/// A platform whose spring animations a scene's taps interrupt, each with its retarget rule: what
/// the new animation starts from when a new target arrives mid-move.
public enum RetargetPlatform: String, CaseIterable, Sendable {
  /// SwiftUI, the device: keeps the value and the velocity (the scene's own `swiftui` solver).
  case swiftui
  /// A CSS transition with the spring's `linear()` easing: restarts at rest from the value shown,
  /// a reversed transition shortened by CSS Transitions' reversing shortening factor.
  case css
  /// Compose's `Animatable.animateTo`: from the value shown with the current velocity.
  case compose
  /// Android's `SpringAnimation.animateToFinalPosition`: the running spring keeps its value and
  /// velocity, and the next frame steps half its time toward the old target, half toward the new.
  case android
  /// Flutter's `SpringSimulation` from the controller's value and velocity.
  case flutter
  /// UIKit's `UISpringTimingParameters` with the current velocity as its initial velocity.
  case uikit
  /// Framer Motion's physics spring (stiffness, damping, mass): the motion value's velocity.
  case framer
  /// Framer Motion's time-defined spring (visualDuration, bounce): ignores the inherited velocity.
  case framerDuration = "framer-duration"
  /// Reanimated's `withSpring` with stiffness, damping and mass: the previous animation's velocity.
  case reanimated
  /// Reanimated's `withSpring` with duration and dampingRatio: the previous animation's velocity,
  /// the stiffness solved again for each start.
  case reanimatedDuration = "reanimated-duration"

  /// The platforms other than the device, in declaration order.
  public static let others = allCases.filter { $0 != .swiftui }

  /// The retarget rule in a few words, for reports.
  public var rule: String {
    switch self {
    case .swiftui: "keeps value and velocity"
    case .css: "restarts at rest; a reversal shortened"
    case .compose, .flutter: "keeps value and velocity"
    case .uikit: "keeps value; velocity as initialVelocity"
    case .framer: "keeps value; velocity from the last frame"
    case .framerDuration: "keeps value; ignores velocity"
    case .android: "keeps value and velocity; the next frame half toward the old target"
    case .reanimated: "keeps value and velocity"
    case .reanimatedDuration: "keeps value and velocity; stiffness solved per start"
    }
  }
}
