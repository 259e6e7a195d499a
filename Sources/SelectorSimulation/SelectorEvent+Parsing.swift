extension SelectorEvent {
  /// Parses an event script such as `0.5:tap 2; 1.2:press 1; 1.35:release 1`.
  ///
  /// Each event is `T:ACTION I` with T in seconds (≥ 0), ACTION one of `tap`, `press`,
  /// `release`, and I an option (radio, 0…2) or mode (segmented, 0…3). Events may come in
  /// any order; they are returned sorted by time (stable).
  ///
  /// - Parameters:
  ///   - script: The script; empty means no events.
  ///   - kind: The selector, which bounds I.
  /// - Returns: Times and actions.
  /// - Throws: ``SceneError/badEvent(_:)`` naming the event and what is allowed.
  public static func parseScript(_ script: String, kind: SelectorKind) throws(SceneError) -> [(time: Double, action: SelectorAction)] {
    var events: [(time: Double, action: SelectorAction)] = []
    for (number, item) in script.split(separator: ";").enumerated() {
      let text = item.trimmingWhitespace()
      if text.isEmpty { continue }
      let label = "event \(number + 1) '\(text)'"
      guard let colon = text.firstIndex(of: ":") else {
        throw .badEvent("\(label): expected T:ACTION I, e.g. 0.5:tap 2")
      }
      let timeText = text[..<colon].trimmingWhitespace()
      guard let time = Double(timeText), time.isFinite, time >= 0 else {
        throw .badEvent("\(label): time must be a finite number of seconds ≥ 0 (got '\(timeText)')")
      }
      let words = text[text.index(after: colon)...].split(separator: " ", omittingEmptySubsequences: true)
      guard words.count == 2 else { throw .badEvent("\(label): expected ACTION I after the time, e.g. tap 2") }
      let last = kind.optionCount - 1
      guard let index = Int(words[1]), (0...last).contains(index) else {
        throw .badEvent("\(label): a \(kind.rawValue) selector's index must be an integer from 0 to \(last) (got '\(words[1])')")
      }
      let action: SelectorAction
      switch words[0] {
      case "tap": action = .tap(index)
      case "press": action = .press(index)
      case "release": action = .release(index)
      default: throw .badEvent("\(label): action must be tap, press or release (got '\(words[0])')")
      }
      events.append((time, action))
    }
    return events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
  }
}

extension Substring {
  func trimmingWhitespace() -> Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return self[endIndex...]
    }
    return self[first...last]
  }
}

extension SelectorBlock {
  /// One selector driven by a script (the `trace` command and tests).
  ///
  /// - Parameters:
  ///   - kind: The selector.
  ///   - events: Times and actions, sorted by time.
  ///   - autoplay: Adds the radio demo's auto-play ticks every 1.1 s (they stop at the first
  ///     user action, and never run under Reduce Motion).
  ///   - reduceMotion: Reduce Motion on.
  ///   - scene: Supplies the frame rate and length.
  public static func scripted(
    _ kind: SelectorKind, events: [(time: Double, action: SelectorAction)], autoplay: Bool, reduceMotion: Bool,
    scene: SceneConfiguration
  ) -> SelectorBlock {
    let frames = SelectorEvent.scripted(events, autoplay: autoplay, scene: scene)
    return SelectorBlock(kind: kind, selectors: [0], reduceMotion: [reduceMotion], events: [frames])
  }
}

extension SelectorEvent {
  /// A script's events at the frames they take effect: the given actions and, with
  /// `autoplay`, the radio demo's ticks every 1.1 s; sorted by time (stable), those at or
  /// after the scene's last frame dropped.
  ///
  /// - Parameters:
  ///   - events: Times and actions.
  ///   - autoplay: Adds the auto-play ticks (which the selector ignores after the first user
  ///     action and under Reduce Motion).
  ///   - scene: Supplies the frame rate and length.
  /// - Returns: The events in frame order.
  public static func scripted(
    _ events: [(time: Double, action: SelectorAction)], autoplay: Bool, scene: SceneConfiguration
  ) -> [SelectorEvent] {
    var timed = events
    if autoplay {
      var tick = 1.1
      while scene.frame(at: tick) < scene.frameCount {
        timed.append((tick, .autoplay))
        tick += 1.1
      }
    }
    let sorted = timed.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
    return sorted.map { SelectorEvent(frame: scene.frame(at: $0.element.time), action: $0.element.action) }
      .filter { $0.frame < scene.frameCount }
  }
}
