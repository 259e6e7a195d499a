/// The scene metrics' records of some selectors: every move and burst of the measured
/// channels. Records of disjoint selectors merge by concatenation (``merging(_:)``), and every
/// distribution is computed from them exactly.
public struct SceneBlockMetrics: Hashable, Sendable {
  /// Moves, in (selector, channel, frame) order.
  public var moves: [SceneMoveRecord] = []
  /// Bursts, in (selector, channel, first frame) order.
  public var bursts: [SceneBurstRecord] = []
  /// Channel-samples simulated for them: measured channels × selectors × frames.
  public var channelSamples = 0

  public init(moves: [SceneMoveRecord] = [], bursts: [SceneBurstRecord] = [], channelSamples: Int = 0) {
    self.moves = moves
    self.bursts = bursts
    self.channelSamples = channelSamples
  }

  /// These records and `other`'s, of selectors after these, together.
  public func merging(_ other: SceneBlockMetrics) -> SceneBlockMetrics {
    SceneBlockMetrics(
      moves: moves + other.moves, bursts: bursts + other.bursts, channelSamples: channelSamples + other.channelSamples)
  }
}
