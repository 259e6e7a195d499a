import MotionCurves
import MotionODE

extension DampedSpringSystem {
  /// The spring channels' system for a spring (a block's ``SelectorBlock/spring``).
  init(spring: Spring) {
    self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
  }
}
