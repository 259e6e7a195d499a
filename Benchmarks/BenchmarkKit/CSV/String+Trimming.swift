extension String {
  /// The text without leading and trailing spaces.
  package func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }

  /// The text without leading and trailing spaces and tabs, as a CSV field's number is read.
  package func trimmingSpacesAndTabs() -> Substring {
    var trimmed = Substring(self)
    while trimmed.first == " " || trimmed.first == "\t" { trimmed.removeFirst() }
    while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
    return trimmed
  }
}
