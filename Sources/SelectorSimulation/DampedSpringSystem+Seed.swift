import MotionODE

extension DampedSpringSystem {
  /// The spring channels' system for a selector kind (``SeedAnimations/spring(for:)``).
  init(seedSpringOf kind: SelectorKind) {
    let spring = SeedAnimations.spring(for: kind)
    self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
  }
}
