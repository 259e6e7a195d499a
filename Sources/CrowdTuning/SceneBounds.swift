import MotionCurves
import SelectorSimulation
import SpringTuning

/// Bounds over a crowd's moves of some channels (``SceneTuner``): the largest overshoot, the
/// 95th percentile of the settle time after a burst's last action, and the most visible
/// reversals in a move. A bound that is nil is not bounded.
public struct SceneBounds: Sendable, Equatable {
  /// The largest overshoot of any move, in the channels' shown units (points, or levels of
  /// 1/255 for opacities and tints).
  public var overshoot: Double?
  /// The 95th percentile of the settle time after a burst's last action, in seconds.
  public var settleP95: Double?
  /// The most visible reversals in any move.
  public var reversals: Int?

  /// Bounds.
  ///
  /// - Parameters:
  ///   - overshoot: The largest overshoot, in shown units.
  ///   - settleP95: The 95th percentile of the settle time after a burst's last action, in seconds.
  ///   - reversals: The most visible reversals in a move.
  public init(overshoot: Double? = nil, settleP95: Double? = nil, reversals: Int? = nil) {
    self.overshoot = overshoot
    self.settleP95 = settleP95
    self.reversals = reversals
  }

  /// Whether nothing is bounded.
  public var isEmpty: Bool { overshoot == nil && settleP95 == nil && reversals == nil }

  /// What a spring does across the crowd, in the bounds' terms.
  public struct Figures: Sendable, Equatable {
    /// The largest overshoot of any move, in shown units.
    public var overshoot: Double
    /// The 95th percentile of the settle time after a burst's last action (0 without bursts).
    public var settleP95: Double
    /// The most visible reversals in any move.
    public var reversals: Int

    /// The figures of some records.
    ///
    /// - Parameters:
    ///   - metrics: A crowd's moves and bursts.
    ///   - hz: The scene's frame rate.
    public init(_ metrics: SceneBlockMetrics, hz: Double) {
      overshoot = metrics.moves.map(\.overshoot).max() ?? 0
      settleP95 = MetricDistribution(metrics.bursts.map { $0.settleAfterLast(hz: hz) }).p95
      reversals = metrics.moves.map(\.reversals).max() ?? 0
      if settleP95.isNaN { settleP95 = 0 }
    }
  }

  /// Each bound the figures break, with its excess: `overshoot max 1.3 pt > 1 pt (by 0.3 pt)`.
  ///
  /// - Parameters:
  ///   - figures: What a spring does.
  ///   - unit: The overshoot's shown unit (`pt`, or `levels`).
  /// - Returns: One text per broken bound; none when the figures meet every bound.
  public func broken(_ figures: Figures, unit: String) -> [String] {
    var broken: [String] = []
    if let overshoot, figures.overshoot > overshoot {
      broken.append(
        "overshoot max \(Self.format(figures.overshoot)) \(unit) > \(Self.format(overshoot)) \(unit) (by "
          + "\(Self.format(figures.overshoot - overshoot)) \(unit))")
    }
    if let settleP95, figures.settleP95 > settleP95 {
      broken.append(
        "settle after the last action p95 \(Self.format(figures.settleP95)) s > \(Self.format(settleP95)) s"
          + (figures.settleP95.isFinite ? " (by \(Self.format(figures.settleP95 - settleP95)) s)" : ""))
    }
    if let reversals, figures.reversals > reversals {
      broken.append(
        "visible reversals max \(figures.reversals) > \(reversals) (by \(figures.reversals - reversals))")
    }
    return broken
  }

  /// How far the figures are past the bounds, the largest share over the bounds (0 when met):
  /// what the search keeps smallest when nothing meets them.
  public func excess(_ figures: Figures) -> Double {
    var excess = 0.0
    if let overshoot { excess = max(excess, (figures.overshoot - overshoot) / max(overshoot, 1e-3)) }
    if let settleP95 { excess = max(excess, (figures.settleP95 - settleP95) / settleP95) }
    if let reversals { excess = max(excess, Double(figures.reversals - reversals) / Double(max(reversals, 1))) }
    return excess
  }

  /// A figure with 4 significant digits, or `never` for infinity.
  public static func format(_ value: Double) -> String {
    value.isFinite ? SpringExpression.format(value, significantDigits: 4) : "never"
  }
}
