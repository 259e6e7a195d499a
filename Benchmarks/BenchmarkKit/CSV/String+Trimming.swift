extension String {
  /// The text without leading and trailing spaces.
  public func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
