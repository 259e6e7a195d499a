import BenchmarkKit
import SelectorSimulation

extension TraceCommand {
  /// An event as a row of the trace: channel `event.tap`, `event.press`, `event.release` or
  /// `event.autoplay`, at the frame it takes effect.
  struct EventRow: Equatable {
    var frame: Int
    var channel: String
    /// The option or mode index; for auto-play the selection it moves to, or -1 when the
    /// tick does nothing (auto-play has stopped at the first user action, or Reduce Motion
    /// is on).
    var value: Double
  }

  /// The rows of a script's events, in frame order.
  ///
  /// - Parameters:
  ///   - events: The events at their frames (``SelectorEvent/scripted(_:autoplay:frames:hz:)``).
  ///   - kind: The selector.
  ///   - reduceMotion: Reduce Motion, which keeps auto-play from running.
  /// - Returns: One row per event.
  static func eventRows(_ events: [SelectorEvent], kind: Component, reduceMotion: Bool) -> [EventRow] {
    var logic = ComponentLogic(kind: kind, reduceMotion: reduceMotion)
    return events.map { event in
      let running = logic.isAutoPlaying
      logic.apply(event.action) { _ in }
      switch event.action {
      case .tap(let index): return EventRow(frame: event.frame, channel: "event.tap", value: Double(index))
      case .press(let index): return EventRow(frame: event.frame, channel: "event.press", value: Double(index))
      case .release(let index): return EventRow(frame: event.frame, channel: "event.release", value: Double(index))
      case .autoplay:
        return EventRow(frame: event.frame, channel: "event.autoplay", value: running ? logic.variables[0] : -1)
      }
    }
  }

  /// A frame's events as the wide layout's `event` field: `tap 1`, several joined by `; `.
  static func wideEventField(_ rows: [EventRow]) -> String {
    rows.map { "\($0.channel.dropFirst("event.".count)) \(Int($0.value))" }.joined(separator: "; ")
  }

  /// The events of a wide layout's `event` field, as written by ``wideEventField(_:)``.
  ///
  /// - Parameter field: The field; empty for a frame without events.
  /// - Returns: Each event's kind (`tap`, `press`, `release`, `autoplay`) and value.
  /// - Throws: The first event that is not a word and a number.
  static func wideEvents(in field: String) throws(MalformedWideEvent) -> [(kind: String, value: Double)] {
    var events: [(kind: String, value: Double)] = []
    for text in field.split(separator: ";") {
      let parts = text.split(separator: " ")
      guard parts.count == 2, let value = DecimalNumber.parse(parts[1]) else {
        throw MalformedWideEvent(text: String(text))
      }
      events.append((String(parts[0]), value))
    }
    return events
  }
}

/// An event of a wide trace's `event` field that is not `KIND INDEX`.
struct MalformedWideEvent: Error {
  let text: String
}
