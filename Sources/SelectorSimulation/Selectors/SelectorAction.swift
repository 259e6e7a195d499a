/// What a user (or the demo's auto-play) does to a selector.
public enum SelectorAction: Hashable, Sendable {
  /// Selects option/mode i (a whole tap, without the press feedback).
  case tap(Int)
  /// Touch down on option/mode i.
  case press(Int)
  /// Touch up on option/mode i: the button fires, selecting i (as SwiftUI's `Button` does).
  case release(Int)
  /// The radio demo's auto-play advances the selection.
  case autoplay
}
