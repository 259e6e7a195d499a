/// What a channel family repeats over within its selector.
public enum ChannelElement: String, Sendable, Hashable {
  /// Once per radio option: `option0`, `option1`, `option2`.
  case option
  /// Once per segmented mode: `mode0` … `mode3`.
  case mode
  /// Once per divider between two neighbouring modes: `divider0` … `divider2`.
  case divider
  /// Once per selector; the channel's name is its family's.
  case selector

  /// How many of the element a selector has.
  public var count: Int {
    switch self {
    case .option: SelectorKind.radio.optionCount
    case .mode: SelectorKind.segmented.optionCount
    case .divider: SelectorKind.segmented.optionCount - 1
    case .selector: 1
    }
  }
}
