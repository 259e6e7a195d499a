extension SceneConfiguration {
  /// Selectors per unit, the work one thread takes at a time: consecutive selectors, simulated
  /// as one ``SelectorBlock`` per kind among them. Small enough that a unit's state stays in
  /// cache, large enough that its loops vectorise.
  public static let selectorsPerUnit = 128

  /// How many units the scene splits into.
  public var unitCount: Int { (selectors + Self.selectorsPerUnit - 1) / Self.selectorsPerUnit }

  /// The selectors of unit `index`.
  ///
  /// - Parameter index: The unit, in 0..<``unitCount``.
  /// - Returns: Its selectors' indices.
  public func selectors(inUnit index: Int) -> Range<Int> {
    let start = index * Self.selectorsPerUnit
    return start..<min(selectors, start + Self.selectorsPerUnit)
  }
}
