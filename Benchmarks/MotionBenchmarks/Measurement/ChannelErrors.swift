/// Per-channel error statistics against the reference.
struct ChannelErrors: Sendable {
  var maximum = 0.0
  var sumOfSquares = 0.0
  var count = 0
  /// Samples whose error a viewer could see (1/3 pt for geometry, 1/255 for opacities and tints).
  var visible = 0

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
