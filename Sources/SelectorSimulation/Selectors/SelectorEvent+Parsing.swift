internal import MotionText

extension SelectorEvent {
  /// The latest time a script may name, in seconds.
  public static let latestTime = 10_000.0

  /// Parses an event script such as `0.5:tap 2; 1.2:press 1; 1.35:release 1`.
  ///
  /// Each event is `T:ACTION I` with T in seconds (0 to ``latestTime``), ACTION a gesture the
  /// component declares (`tap`, `press`, `release`), and I an element it addresses (a radio's
  /// option 0…2). Events may come in any order; they are returned sorted by time (stable).
  ///
  /// - Parameters:
  ///   - script: The script; empty means no events.
  ///   - kind: The component, which bounds ACTION and I.
  /// - Returns: Times and actions.
  /// - Throws: ``SceneError/badEvent(_:)`` naming the event and what is allowed.
  public static func parseScript(_ script: String, kind: Component) throws(SceneError) -> [(
    time: Double, action: SelectorAction
  )] {
    var events: [(time: Double, action: SelectorAction)] = []
    for (number, item) in script.split(separator: ";").enumerated() {
      let text = item.trimmingWhitespace()
      if text.isEmpty { continue }
      let label = "event \(number + 1) '\(text)'"
      guard let colon = text.firstIndex(of: ":") else {
        throw .badEvent("\(label): expected T:ACTION I, e.g. 0.5:tap 2")
      }
      let timeText = text[..<colon].trimmingWhitespace()
      guard let time = Double(timeText), (0...Self.latestTime).contains(time) else {
        throw .badEvent(
          "\(label): time must be a number of seconds from 0 to \(Int(Self.latestTime)) (got '\(timeText)')")
      }
      let action: SelectorAction
      let actionText = text[text.index(after: colon)...]
      do { action = try SelectorAction(parsing: actionText, kind: kind) } catch {
        if case .shape = error { throw .badEvent("\(label): expected ACTION I after the time, e.g. tap 2") }
        throw .badEvent(
          "\(label): \(SelectorAction.rule(error, kind: kind, text: String(actionText.trimmingWhitespace())))")
      }
      events.append((time, action))
    }
    return events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
  }
}

extension SelectorBlock {
  /// One selector driven by a script (the `trace` command and tests).
  ///
  /// - Parameters:
  ///   - kind: The component.
  ///   - events: Times (0 to ``SelectorEvent/latestTime``) and actions, sorted by time.
  ///   - autoplay: Adds the component's auto-play ticks at its interval, if it has one (they
  ///     stop at the first user action, and run only while its condition holds).
  ///   - reduceMotion: Reduce Motion on.
  ///   - frames: How many frames are simulated; later events are dropped.
  ///   - hz: Frames per second; an event takes effect at the first frame at or after it.
  public static func scripted(
    _ kind: Component, events: [(time: Double, action: SelectorAction)], autoplay: Bool, reduceMotion: Bool,
    frames: Int, hz: Double
  ) -> SelectorBlock {
    let interval = autoplay ? kind.autoplayInterval : nil
    let scheduled = SelectorEvent.scripted(events, autoplay: interval, frames: frames, hz: hz)
    return SelectorBlock(kind: kind, selectors: [0], reduceMotion: [reduceMotion], events: [scheduled])
  }
}

extension SelectorEvent {
  /// A script's events at the frames they take effect: the given actions and, with an
  /// `autoplay` interval, auto-play ticks at it; sorted by time (stable), those at or after
  /// frame `frames` dropped.
  ///
  /// - Parameters:
  ///   - events: Times (0 to ``latestTime``) and actions.
  ///   - autoplay: The auto-play interval, to add its ticks (which a component ignores where
  ///     its condition no longer holds); nil for none.
  ///   - frames: How many frames are simulated.
  ///   - hz: Frames per second; an event takes effect at the first frame at or after it.
  /// - Returns: The events in frame order.
  public static func scripted(
    _ events: [(time: Double, action: SelectorAction)], autoplay: Double?, frames: Int, hz: Double
  ) -> [SelectorEvent] {
    let scene = SceneConfiguration(hz: hz)
    var timed = events
    if let interval = autoplay {
      var tick = interval
      while tick <= latestTime, scene.frame(at: tick) < frames {
        timed.append((tick, .autoplay))
        tick += interval
      }
    }
    let sorted = timed.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
    return sorted.map { SelectorEvent(frame: scene.frame(at: $0.element.time), action: $0.element.action) }
      .filter { $0.frame < frames }
  }
}
