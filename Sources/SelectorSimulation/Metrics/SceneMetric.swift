/// What the scene metrics measure of a channel's motion, per move (a move starts at every
/// animated retarget) or per burst (moves each retargeted before it settled, ending with one
/// that settles).
public enum SceneMetric: String, CaseIterable, Sendable {
  /// How far a move goes past its target, from the side the value approaches it (the value shown
  /// at the retarget; the target before, where that is the target): points, or levels
  /// of 1/255 for opacities and tints. Per move.
  case overshoot
  /// Seconds from a burst's first action until every frame stays within the band of its last
  /// target. Per burst (a move that settles before the next action is a burst of one).
  case settle
  /// Seconds from a burst's last action until every frame stays within the band. Per burst.
  case settleAfterLast = "settle_after_last"
  /// Visible reversals in a move: turns back by more than the band. Per move.
  case reversals
  /// The largest jump in a move: the shown value's step at its retarget (the value before the
  /// retarget against the value after it, for a spring) or the last step onto the target when the
  /// motion ends there exactly (SwiftUI's stop); points or levels. Per move.
  case jump

  /// Whether the metric is taken per burst (else per move).
  public var isPerBurst: Bool { self == .settle || self == .settleAfterLast }

  /// The unit of a channel's values of this metric: `s`, `count`, or the channel's shown unit.
  ///
  /// - Parameter channel: The channel.
  /// - Returns: The unit's name.
  public func unit(of channel: ChannelInfo) -> String {
    switch self {
    case .settle, .settleAfterLast: "s"
    case .reversals: "count"
    case .overshoot, .jump: channel.shownUnit
    }
  }
}
