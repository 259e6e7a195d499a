extension SceneConfiguration {
  /// Selectors per unit of work: small enough that a block's state stays in cache, large
  /// enough that its loops vectorise.
  public static let blockSize = 128

  /// How many units of work the scene splits into.
  public var rangeCount: Int { (selectors + Self.blockSize - 1) / Self.blockSize }

  /// The selectors of unit of work `index`.
  public func range(_ index: Int) -> Range<Int> {
    let start = index * Self.blockSize
    return start..<min(selectors, start + Self.blockSize)
  }
}
