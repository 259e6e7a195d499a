import MotionCurves
import SpringTuning

/// Why ``SceneTuner`` has no answer.
public enum SceneTuningError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No spring searched meets every bound: the nearest one measured (nil when none was) and
  /// what it breaks (``SceneBounds/broken(_:unit:)``).
  case noSpringMeetsBounds(nearest: Spring?, broken: [String])
  /// Nothing limits the duration at `bounce`: even `longest` seconds meets every bound.
  case unlimitedDuration(bounce: Double, longest: Double)
  /// The tuner has no channel to tune.
  case noChannels

  public var description: String {
    switch self {
    case .noSpringMeetsBounds(let nearest, let broken):
      let spring = nearest.map { SpringExpression.expressions(for: $0, significantDigits: 6)[0] } ?? "-"
      let what = nearest == nil ? "nothing measured" : broken.joined(separator: " and ")
      return "no spring meets every bound across the crowd; the nearest, \(spring), breaks \(what)"
    case .unlimitedDuration(let bounce, let longest):
      return "nothing limits the duration at bounce \(MotionLimits.format(bounce)): even "
        + "\(MotionLimits.format(longest)) s meets every bound; bound the settle time too"
    case .noChannels:
      return "no channel to tune: give the tuner at least one spring channel of a component of the crowd"
    }
  }
}
