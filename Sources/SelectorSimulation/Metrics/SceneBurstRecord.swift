/// One burst of one channel of one selector: moves each retargeted before it settled, then
/// one that settled (or the scene ended first).
public struct SceneBurstRecord: Hashable, Sendable {
  /// The selector's kind and global index.
  public var kind: Component
  public var selector: Int
  /// The channel's index in its kind's ``Component/channels``.
  public var channel: Int
  /// The frame of the burst's first action.
  public var first: Int
  /// The frame of its last action.
  public var last: Int
  /// The first frame from which every frame stays within the band, or nil when the scene
  /// ended first.
  public var settled: Int?

  public init(kind: Component, selector: Int, channel: Int, first: Int, last: Int, settled: Int?) {
    self.kind = kind
    self.selector = selector
    self.channel = channel
    self.first = first
    self.last = last
    self.settled = settled
  }

  /// ``SceneMetric/settle`` in seconds (infinite when it never settled).
  public func settle(hz: Double) -> Double { settled.map { Double($0 - first) / hz } ?? .infinity }
  /// ``SceneMetric/settleAfterLast`` in seconds (infinite when it never settled).
  public func settleAfterLast(hz: Double) -> Double { settled.map { Double($0 - last) / hz } ?? .infinity }
}
