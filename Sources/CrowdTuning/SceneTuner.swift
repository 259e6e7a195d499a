import MotionCurves
import MotionExport
import SelectorSimulation
import SpringTuning

/// The `.spring(duration:bounce:)` of some channels that meets every ``SceneBounds`` across a
/// crowd, with the device tuner's objective (``SpringTuner/objective``): the longest duration,
/// or with the duration held the highest bounce (`motion-bench tune --scene`).
///
/// Feasibility is measured, not modelled: every candidate is one run of the crowd
/// (``SceneCrowd/measure(_:)``) on the tuned channels only. For one bounce the longest
/// duration is bracketed by halving and doubling, then bisected to ``precision``; a spring
/// ``step`` further along the objective is then measured, and where it meets the bounds again
/// (the metrics are step functions of the spring) the search goes on from there, so the answer
/// always has a broken bound one step further. Bounces are scanned over ``bounceScan`` and the
/// best zoomed in on. Every spring measured has 6 significant digits, so the answer printed
/// with 6 digits is the spring measured.
public struct SceneTuner: Sendable {
  /// The crowd (call ``SceneCrowd/keepBlocks()`` first, so that each trial only simulates).
  public var crowd: SceneCrowd
  /// The tuned (and measured) channels of each component.
  public let channels: [Component: [Int]]
  public let bounds: SceneBounds
  /// The duration or bounce held, or nil to tune both.
  public let held: HeldParameter?
  /// The shown unit of the overshoot bound: that of the first tuned channel (`pt`, or `levels`).
  public let unit: String
  /// The platform whose mapping of each candidate is measured (``SceneCrowd/platformSolver(_:form:measurement:)``),
  /// or nil for the crowd's own ``SceneCrowd/solver`` (the device). With a platform the answer is
  /// the SwiftUI spring whose mapping to that platform meets the bounds (`tune --scene --platform`).
  public var platform: ExportPlatform.Variant?

  /// A tuner.
  ///
  /// - Parameters:
  ///   - crowd: The crowd.
  ///   - channels: The tuned channels of each component: they all run the spring tried.
  ///   - bounds: The bounds.
  ///   - held: The duration or bounce held, or nil to tune both.
  ///   - platform: The platform whose mapping of each spring is measured, or nil for the device.
  /// - Throws: ``SceneTuningError/noChannels`` when `channels` names none of the crowd's.
  public init(
    crowd: SceneCrowd, channels: [Component: [Int]], bounds: SceneBounds, held: HeldParameter? = nil,
    platform: ExportPlatform.Variant?
  ) throws(SceneTuningError) {
    guard let kind = crowd.kinds.first(where: { !(channels[$0] ?? []).isEmpty }), let first = channels[kind]?.first
    else { throw .noChannels }
    self.crowd = crowd
    self.channels = channels
    self.bounds = bounds
    self.held = held
    self.platform = platform
    unit = kind.channels[first].shownUnit
  }

  /// A tuner on the device (no ``platform``), as before platforms were added.
  ///
  /// - Parameters:
  ///   - crowd: The crowd.
  ///   - channels: The tuned channels of each component: they all run the spring tried.
  ///   - bounds: The bounds.
  ///   - held: The duration or bounce held, or nil to tune both.
  /// - Throws: ``SceneTuningError/noChannels`` when `channels` names none of the crowd's.
  public init(crowd: SceneCrowd, channels: [Component: [Int]], bounds: SceneBounds, held: HeldParameter? = nil)
    throws(SceneTuningError)
  {
    try self.init(crowd: crowd, channels: channels, bounds: bounds, held: held, platform: nil)
  }

  /// The objective's step that must break a bound: 3 % further.
  public static let step = 1.03
  /// Bisection stops when the bracket's ends are this close (a share).
  public static let precision = 2e-3
  /// Bounces scanned, then two rounds of zooming in on the best, each over its neighbours.
  public static let bounceScan = (lower: -0.4, upper: 0.8, samples: 12)
  public static let zoomRounds = 2
  /// Durations searched, in seconds.
  public static let durations = (lower: 0.02, start: 0.4, upper: 5.0)

  /// An answer: the spring, its figures, and the spring one step further with what it breaks.
  public struct Answer: Sendable {
    public var spring: Spring
    public var figures: SceneBounds.Figures
    /// The spring ``step`` further along the objective (6 significant digits).
    public var beyond: Spring
    public var beyondFigures: SceneBounds.Figures
    /// Springs measured by the search, the answer's and the one beyond not counted.
    public var evaluations: Int
  }

  /// What a spring on the tuned channels does across the crowd.
  ///
  /// - Parameter spring: The spring.
  /// - Returns: Its figures.
  /// - Throws: ``SceneError`` for a script that overlaps too many animations; the solver's errors;
  ///   with a ``platform``, ``PlatformAnimatorError`` when it cannot run the spring.
  public func figures(_ spring: Spring) throws -> SceneBounds.Figures {
    let measurement = crowd.measurement(channels: channels, tuned: (channels, spring))
    guard let platform else { return SceneBounds.Figures(try crowd.measure(measurement), hz: crowd.scene.hz) }
    let solver = try crowd.platformSolver(platform.platform, form: platform.form, measurement: measurement)
    return SceneBounds.Figures(try crowd.measure(measurement, on: solver), hz: crowd.scene.hz)
  }

  /// The search's state: measurements made, and the one nearest to meeting the bounds.
  private struct Search {
    var evaluations = 0
    var nearest: (spring: Spring, figures: SceneBounds.Figures, excess: Double)?
  }

  /// How far a search has gone, after each bounce of the scan (tuning both parameters).
  public struct Progress: Sendable {
    /// The scan's round: 1, then each zooming in on the best so far (``zoomRounds`` of them).
    public var round: Int
    /// Bounces searched in this round, and how many the round has.
    public var bounces: (searched: Int, of: Int)
    /// Springs measured so far.
    public var measured: Int
    /// The best spring so far, or nil when none meets the bounds yet.
    public var best: Spring?
  }

  /// Searches.
  ///
  /// - Returns: The answer.
  /// - Throws: ``SceneTuningError`` when no spring meets every bound (naming what the nearest
  ///   breaks and by how much) or nothing limits the objective; ``SceneError`` or a solver's error.
  public func solve() throws -> Answer {
    try solve(reporting: { _ in })
  }

  /// Searches, reporting after each bounce of the scan.
  ///
  /// - Parameter report: Called with the search's progress (on the calling thread).
  /// - Returns: The answer.
  /// - Throws: As ``solve()``.
  public func solve(reporting report: (Progress) -> Void) throws -> Answer {
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
        for (index, b) in bounces.enumerated() {
          if let d = try longestDuration(bounce: b, meets: meets), best.map({ d > $0.duration }) ?? true {
            best = (d, b)
          }
          report(
            Progress(
              round: round + 1, bounces: (index + 1, bounces.count), measured: search.evaluations,
              best: best.flatMap { try? Spring(duration: $0.duration, bounce: $0.bounce) }))
        }
        guard round < Self.zoomRounds, let centre = best?.bounce else { break }
        width /= 4
        bounces = [-3, -2, -1, 1, 2, 3].map { Self.printed(centre + Double($0) * width) }.filter { $0 > -1 && $0 < 1 }
      }
    }
    guard let best else {
      let nearest = search.nearest
      throw SceneTuningError.noSpringMeetsBounds(
        nearest: nearest?.spring, broken: nearest.map { bounds.broken($0.figures, unit: unit) } ?? [])
    }
    let spring = try Spring(duration: best.duration, bounce: best.bounce)
    let beyond =
      held.map { if case .duration = $0 { true } else { false } } ?? false
      ? try Spring(
        duration: best.duration, bounce: min(1, Self.printed(best.bounce + (1 - best.bounce) * (Self.step - 1))))
      : try Spring(duration: Self.printed(best.duration * Self.step), bounce: best.bounce)
    return Answer(
      spring: spring, figures: try figures(spring), beyond: beyond, beyondFigures: try figures(beyond),
      evaluations: search.evaluations)
  }
}
