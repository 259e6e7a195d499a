/// One copy of each distinct text read from a large file: a field that repeats in every row
/// (a solver, a channel, a unit) then shares the storage of its first occurrence instead of
/// taking a heap block per row.
package struct StringInterner {
  private var known: Set<String> = []

  package init() {}

  /// The stored copy of `text` (stored now when it is new).
  ///
  /// - Parameter text: A field.
  /// - Returns: A string equal to `text`.
  package mutating func callAsFunction(_ text: String) -> String {
    // Short strings are stored inline, with nothing to share.
    guard text.utf8.count > 15 else { return text }
    if let stored = known.firstIndex(of: text) { return known[stored] }
    known.insert(text)
    return text
  }
}
