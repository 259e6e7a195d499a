/// Per-channel error statistics against the reference.
package struct ChannelErrors: Sendable {
  /// The largest error (infinite for a NaN sample).
  package var maximum = 0.0
  /// The sum of the squared errors.
  package var sumOfSquares = 0.0
  /// The samples.
  package var count = 0
  /// Samples whose error a viewer could see (1/3 pt for geometry, 1/255 for opacities and tints).
  package var visible = 0

  /// No samples yet.
  package init() {}

  /// Statistics read back from a shard file.
  ///
  /// - Parameters:
  ///   - maximum: The largest error.
  ///   - sumOfSquares: The sum of the squared errors.
  ///   - count: The samples.
  ///   - visible: The samples whose error a viewer could see.
  package init(maximum: Double, sumOfSquares: Double, count: Int, visible: Int) {
    (self.maximum, self.sumOfSquares, self.count, self.visible) = (maximum, sumOfSquares, count, visible)
  }

  @inline(__always)
  mutating func add(_ error: Double, visibleAbove threshold: Double) {
    let e = abs(error)
    // NaN must count as the worst error, not vanish in a comparison.
    if !(e <= maximum) { maximum = e.isNaN ? .infinity : e }
    sumOfSquares += e * e
    count += 1
    if !(e <= threshold) { visible += 1 }
  }

  mutating func merge(_ other: ChannelErrors) {
    maximum = max(maximum, other.maximum)
    sumOfSquares += other.sumOfSquares
    count += other.count
    visible += other.visible
  }

  var rms: Double { count > 0 ? (sumOfSquares / Double(count)).squareRoot() : 0 }
}
