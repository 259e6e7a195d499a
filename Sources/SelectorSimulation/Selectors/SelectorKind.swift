/// The two selectors of the seeds.
public enum SelectorKind: String, CaseIterable, Sendable {
  /// The animated radio-button group: 3 options.
  case radio
  /// The segmented selector: 4 modes.
  case segmented

  /// Options (radio) or modes (segmented).
  public var optionCount: Int { self == .radio ? 3 : 4 }

  /// Every channel of one selector, in output order (derived from ``ChannelFamily/table``).
  public var channels: [ChannelInfo] { self == .radio ? ChannelInfo.radio : ChannelInfo.segmented }

  /// The channel count of one selector.
  public var channelCount: Int { channels.count }

  /// Whether the demo's auto-play runs (until the first user action): in the radio group, and
  /// not under Reduce Motion, where its task returns at once.
  public func autoPlays(reduceMotion: Bool) -> Bool { self == .radio && !reduceMotion }
}
