/// What a user (or the demo's auto-play) does to a component: its description says what each
/// does to the state.
public enum SelectorAction: Hashable, Sendable {
  /// A whole tap on element i (without the press feedback).
  case tap(Int)
  /// Touch down on element i.
  case press(Int)
  /// Touch up on element i (a `Button` fires here).
  case release(Int)
  /// The demo's auto-play ticks.
  case autoplay

  /// A user's gesture, without its element.
  public enum Gesture: String, Sendable, Hashable, CaseIterable {
    case tap, press, release
  }

  /// The gesture and element of a user action; nil for auto-play.
  public var gesture: (gesture: Gesture, index: Int)? {
    switch self {
    case .tap(let i): (.tap, i)
    case .press(let i): (.press, i)
    case .release(let i): (.release, i)
    case .autoplay: nil
    }
  }

  /// The action of `gesture` on element `index`.
  public init(_ gesture: Gesture, _ index: Int) {
    switch gesture {
    case .tap: self = .tap(index)
    case .press: self = .press(index)
    case .release: self = .release(index)
    }
  }
}
