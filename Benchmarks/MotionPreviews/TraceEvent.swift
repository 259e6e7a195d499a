import SelectorSimulation

/// An event as a row of a trace: channel `event.tap`, `event.press`, `event.release` or
/// `event.autoplay`, at the frame it takes effect; as `motion-bench trace` writes it and a
/// preview marks it.
package struct TraceEvent: Equatable, Sendable {
  /// The frame the event takes effect at.
  package var frame: Int
  /// `event.tap`, `event.press`, `event.release` or `event.autoplay`.
  package var channel: String
  /// The option or mode index; for auto-play the selection it moves to, or -1 when the
  /// tick does nothing (auto-play has stopped at the first user action, or Reduce Motion
  /// is on).
  package var value: Double

  /// The rows of a script's events, in frame order.
  ///
  /// - Parameters:
  ///   - events: The events at their frames (``SelectorEvent/scripted(_:autoplay:frames:hz:)``).
  ///   - kind: The selector.
  ///   - reduceMotion: Reduce Motion, which keeps auto-play from running.
  /// - Returns: One row per event.
  package static func rows(_ events: [SelectorEvent], kind: Component, reduceMotion: Bool) -> [TraceEvent] {
    var logic = ComponentLogic(kind: kind, reduceMotion: reduceMotion)
    return events.map { event in
      let running = logic.isAutoPlaying
      logic.apply(event.action) { _ in }
      switch event.action {
      case .tap(let index): return TraceEvent(frame: event.frame, channel: "event.tap", value: Double(index))
      case .press(let index): return TraceEvent(frame: event.frame, channel: "event.press", value: Double(index))
      case .release(let index): return TraceEvent(frame: event.frame, channel: "event.release", value: Double(index))
      case .autoplay:
        return TraceEvent(frame: event.frame, channel: "event.autoplay", value: running ? logic.variables[0] : -1)
      }
    }
  }

  /// A frame's events as the wide layout's `event` field.
  ///
  /// - Parameter rows: The frame's events, in order.
  /// - Returns: `tap 1`; several joined by `; `; empty for none.
  package static func wideField(_ rows: [TraceEvent]) -> String {
    rows.map { "\($0.channel.dropFirst("event.".count)) \(Int($0.value))" }.joined(separator: "; ")
  }
}
