/// The memory a reader keeps of one input's rows, counted as it reads them, so that a file of
/// any size is held in bounded memory or refused (exit 65): a reader that must keep rows (a
/// run's rounds, a history's figures, a trace's samples, an events file's actions) keeps them
/// compacted, and counts here the bytes each row takes.
///
/// ```swift
/// var kept = KeptMemory()
/// while let record = try reader.next() {
///   try kept.add(MemoryLayout<Double>.stride * 2, line: record.line)
///   …
/// }
/// ```
package struct KeptMemory: Sendable {
  /// The most bytes kept (``InputLimit/maximumKeptBytes``).
  package let limit: Int
  /// The bytes counted so far.
  package private(set) var bytes = 0

  /// A count for one input.
  ///
  /// - Parameter limit: The most bytes kept.
  package init(limit: Int = InputLimit.maximumKeptBytes) {
    self.limit = limit
  }

  /// Counts the bytes kept for one record.
  ///
  /// - Parameters:
  ///   - count: The bytes the record's row takes where it is kept.
  ///   - line: The record's line, for the message.
  /// - Throws: ``CSVReadError/tooManyRows(line:limit:)`` past ``limit``.
  package mutating func add(_ count: Int, line: Int) throws(CSVReadError) {
    bytes += count
    guard bytes <= limit else { throw .tooManyRows(line: line, limit: limit) }
  }
}
