import BenchmarkKit

extension TraceCommand {
  /// The events of a wide layout's `event` field, as written by ``TraceEvent/wideField(_:)``.
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
