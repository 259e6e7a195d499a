extension SceneConfiguration {
  /// Selector `index`'s script in full, with the times its events were drawn or recorded at:
  /// what a replay needs (``SelectorEvent/scriptText(_:)`` writes it for `trace --events`).
  ///
  /// - Parameter index: The selector, in 0..<``selectors``.
  /// - Returns: Its kind, Reduce Motion setting, and events in time order, auto-play ticks
  ///   included, up to the scene's last frame.
  public func timedScript(ofSelector index: Int) -> (
    kind: Component, reduceMotion: Bool, events: [(time: Double, action: SelectorAction)]
  ) {
    var (kind, reduceMotion, script) = setup(ofSelector: index)
    var events: [(time: Double, action: SelectorAction)] = []
    while let (time, event) = script.nextTimed() { events.append((time, event.action)) }
    return (kind, reduceMotion, events)
  }
}

extension SelectorEvent {
  /// A script as `trace --events` and `preview --events` take it (`0.93:tap 1; 1.2:press 2`),
  /// auto-play ticks left out (`--autoplay` adds them); times are written exactly, so a replay
  /// at the same frame rate puts every event on the same frame.
  ///
  /// - Parameter events: Times and actions, in time order.
  /// - Returns: The script text; empty for no user actions.
  public static func scriptText(_ events: [(time: Double, action: SelectorAction)]) -> String {
    events.compactMap { event -> String? in
      switch event.action {
      case .tap(let index): "\(event.time):tap \(index)"
      case .press(let index): "\(event.time):press \(index)"
      case .release(let index): "\(event.time):release \(index)"
      case .autoplay: nil
      }
    }.joined(separator: "; ")
  }
}
