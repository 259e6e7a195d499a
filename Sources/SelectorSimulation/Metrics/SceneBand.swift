/// The settling band of the scene metrics: how close to its target a channel must stay to be
/// settled, and how far it must turn back to count as a visible reversal.
public enum SceneBand: Hashable, Sendable {
  /// A share of each move's change (the distance between its target and the one before), such
  /// as 0.001.
  case share(Double)
  /// A distance in what the screen shows: points for sizes and offsets, levels of 1/255 for
  /// opacities and tints (``ChannelInfo/shownPerUnit``), such as 1/3.
  case shown(Double)

  /// The band's half-width in a channel's own units.
  ///
  /// - Parameters:
  ///   - change: The move's target minus the target before it, in the channel's units.
  ///   - shownPerUnit: The channel's points or levels per unit.
  /// - Returns: The distance.
  @inlinable
  public func distance(change: Double, shownPerUnit: Double) -> Double {
    switch self {
    case .share(let share): share * abs(change)
    case .shown(let amount): amount / shownPerUnit
    }
  }
}
