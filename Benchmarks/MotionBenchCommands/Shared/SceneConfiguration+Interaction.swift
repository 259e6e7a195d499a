import MotionCurves
import SelectorSimulation

extension SceneConfiguration {
  /// The interaction model in words, printed with every scene result.
  var interactionDescription: String {
    "gaps between a user's actions exponential, mean \(MotionLimits.format(meanTapInterval)) s, plus "
      + "\(MotionLimits.format(minimumEventSpacing)) s; presses held \(MotionLimits.format(holdDuration.lowerBound))–"
      + "\(MotionLimits.format(holdDuration.upperBound)) s; \(MotionLimits.format(100 * reduceMotionShare)) % with "
      + "Reduce Motion (no animation); radio auto-play every 1.1 s until the first tap"
  }
}
