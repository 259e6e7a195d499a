import MotionCurves
import SelectorSimulation
import SpringTuning

/// `tune --scene`: the `.spring(duration:bounce:)` of the tuned channels that meets every
/// ``SceneBounds`` across the crowd, with `tune --on device`'s objective
/// (``SpringTuner/objective``): the longest duration, or with the duration held the highest
/// bounce.
///
/// Feasibility is measured, not modelled: every candidate is one run of the crowd
/// (``SceneMetricsSetup/measure(_:)``) on the tuned channels only. For one bounce the longest
/// duration is bracketed by halving and doubling, then bisected to ``precision``; a spring
/// ``step`` further along the objective is then measured, and where it meets the bounds again
/// (the metrics are step functions of the spring) the search goes on from there, so the answer
/// always has a broken bound one step further. Bounces are scanned over ``bounceScan`` and the
/// best zoomed in on.
struct SceneTuner {
  var setup: SceneMetricsSetup
  /// The tuned (and measured) channels.
  let channels: [Component: [Int]]
  let bounds: SceneBounds
  let held: HeldParameter?
  /// The shown unit of the overshoot bound (`pt`, or `levels`).
  let unit: String

  /// The objective's step that must break a bound: 3 % further.
  static let step = 1.03
  /// Bisection stops when the bracket's ends are this close (a share).
  static let precision = 2e-3
  /// Bounces scanned, then two rounds of zooming in on the best, each over its neighbours.
  static let bounceScan = (lower: -0.4, upper: 0.8, samples: 12)
  static let zoomRounds = 2
  /// Durations searched, in seconds.
  static let durations = (lower: 0.02, start: 0.4, upper: 5.0)

  /// An answer: the spring, its figures, and the spring one step further with what it breaks.
  struct Answer {
    var spring: Spring
    var figures: SceneBounds.Figures
    var beyond: Spring
    var beyondFigures: SceneBounds.Figures
    var evaluations: Int
  }

  /// What a spring does across the crowd.
  func figures(_ spring: Spring) throws -> SceneBounds.Figures {
    let measurement = setup.measurement(channels: channels, tuned: (channels, spring))
    return SceneBounds.Figures(try setup.measure(measurement), hz: setup.scene.hz)
  }

  /// The search's state: measurements made, and the one nearest to meeting the bounds.
  private struct Search {
    var evaluations = 0
    var nearest: (spring: Spring, figures: SceneBounds.Figures, excess: Double)?
  }

  /// Solves.
  ///
  /// - Returns: The answer.
  /// - Throws: ``DataError`` when no spring meets every bound (naming what the nearest breaks
  ///   and by how much), ``UsageError`` when nothing limits the objective, or a solver's error.
  func solve() throws -> Answer {
    var search = Search()
    func meets(_ duration: Double, _ bounce: Double) throws -> (Bool, Spring, SceneBounds.Figures)? {
      guard let spring = try? Spring(duration: duration, bounce: bounce) else { return nil }
      let f = try figures(spring)
      search.evaluations += 1
      let excess = bounds.excess(f)
      if search.nearest.map({ excess < $0.excess }) ?? true { search.nearest = (spring, f, excess) }
      return (excess <= 0, spring, f)
    }
    var best: (duration: Double, bounce: Double)?
    switch held {
    case .duration(let d):
      // The highest bounce: scanned upward, then bisected.
      best = try highestBounce(duration: d, meets: meets).map { (d, $0) }
    case .bounce(let b):
      best = try longestDuration(bounce: b, meets: meets).map { ($0, b) }
    case nil:
      var bounces = (0...Self.bounceScan.samples).map {
        Self.printed(
          Self.bounceScan.lower + (Self.bounceScan.upper - Self.bounceScan.lower) * Double($0)
            / Double(Self.bounceScan.samples))
      }
      var width = (Self.bounceScan.upper - Self.bounceScan.lower) / Double(Self.bounceScan.samples)
      for round in 0...Self.zoomRounds {
        for b in bounces {
          guard let d = try longestDuration(bounce: b, meets: meets) else { continue }
          if best.map({ d > $0.duration }) ?? true { best = (d, b) }
        }
        guard round < Self.zoomRounds, let centre = best?.bounce else { break }
        width /= 4
        bounces = [-3, -2, -1, 1, 2, 3].map { Self.printed(centre + Double($0) * width) }.filter { $0 > -1 && $0 < 1 }
      }
    }
    guard let best else {
      let nearest = search.nearest
      let what = nearest.map { bounds.broken($0.figures, unit: unit).joined(separator: " and ") } ?? "nothing measured"
      let spring = nearest.map { SceneMetricsSetup.expression($0.spring) } ?? "-"
      throw DataError(
        "no spring meets every bound across the crowd; the nearest, \(spring), breaks \(what)")
    }
    let spring = try Spring(duration: best.duration, bounce: best.bounce)
    let beyond =
      held.map { if case .duration = $0 { true } else { false } } ?? false
      ? try Spring(duration: best.duration, bounce: min(1, best.bounce + (1 - best.bounce) * (Self.step - 1)))
      : try Spring(duration: best.duration * Self.step, bounce: best.bounce)
    return Answer(
      spring: spring, figures: try figures(spring), beyond: beyond, beyondFigures: try figures(beyond),
      evaluations: search.evaluations)
  }
}
