import BenchmarkKit

extension CurvePictures {
  /// Samples per bucket above which a curve is reduced: fewer are drawn as they are.
  static let reductionThreshold = 10

  /// The curves as drawn: each that has more than ``reductionThreshold`` samples per bucket,
  /// where a bucket is half a pixel column of the picture's width over all curves' times,
  /// keeps its second sample (the frame rate) and in each bucket its first and last sample
  /// and, of every quantity drawn (value, velocity, distance to the target, each error), the
  /// samples where it is lowest and highest. Lines through those samples reach the same extremes in every pixel column as
  /// lines through all of them (the M4 reduction of Jugel et al., VLDB 2014; antialiasing
  /// shades a few edge pixels differently), so a curve of millions of samples is drawn from
  /// a few thousand.
  ///
  /// - Parameters:
  ///   - curves: The curves, complete.
  ///   - width: The picture's width in pixels.
  /// - Returns: The curves, and for each one reduced a note saying so.
  static func reduced(_ curves: [Curve], width: Int) -> (curves: [Curve], notes: [String]) {
    let times = curves.flatMap { [$0.t.min(), $0.t.max()].compactMap { $0 } }
    guard let low = times.min(), let high = times.max(), high > low else { return (curves, []) }
    let buckets = 2 * width
    let bucketWidth = (high - low) / Double(buckets)
    var notes: [String] = []
    let result = curves.map { curve in
      guard curve.t.count > reductionThreshold * buckets else { return curve }
      let reduced = curve.reduced(from: low, bucketWidth: bucketWidth, buckets: buckets)
      notes.append(
        "\(curve.name): \(curve.t.count) samples, drawn from the \(reduced.t.count) that are first, last, lowest or "
          + "highest in their half pixel column (M4: the same lines, to a shade of antialiasing)")
      return reduced
    }
    return (result, notes)
  }
}

extension CurvePictures.Curve {
  /// The curve keeping, per bucket of `bucketWidth` seconds from `low`, the first and last
  /// samples and those where a drawn quantity is lowest or highest (``CurvePictures/reduced(_:width:)``).
  func reduced(from low: Double, bucketWidth: Double, buckets: Int) -> Self {
    let target = self.target
    let quantities: [(Int) -> Double] =
      [{ value[$0] }, { velocity[$0] }, { abs(value[$0] - target) }]
      + [valueError, velocityError].compactMap { errors in errors.map { e in { abs(e[$0]) } } }
    var keep = [Bool](repeating: false, count: t.count)
    var lowest = [Int](repeating: 0, count: quantities.count)
    var highest = lowest
    var lowValue = [Double](repeating: .nan, count: quantities.count)
    var highValue = lowValue
    var start = 0
    var bucket = -1
    func close(_ end: Int) {
      guard end > start else { return }
      keep[start] = true
      keep[end - 1] = true
      for q in quantities.indices {
        keep[lowest[q]] = true
        keep[highest[q]] = true
      }
    }
    for i in t.indices {
      let b = min(buckets - 1, max(0, Int((t[i] - low) / bucketWidth)))
      if b != bucket {
        close(i)
        start = i
        bucket = b
        for q in quantities.indices {
          lowest[q] = i
          highest[q] = i
          lowValue[q] = quantities[q](i)
          highValue[q] = lowValue[q]
        }
        continue
      }
      for q in quantities.indices {
        let x = quantities[q](i)
        // A number replaces a NaN extreme; NaN never replaces a number.
        if x < lowValue[q] || (lowValue[q].isNaN && !x.isNaN) {
          lowest[q] = i
          lowValue[q] = x
        }
        if x > highValue[q] || (highValue[q].isNaN && !x.isNaN) {
          highest[q] = i
          highValue[q] = x
        }
      }
    }
    close(t.count)
    // The second sample too: the first step is the frame rate the title names.
    if keep.count > 1 { keep[1] = true }
    let kept = keep.indices.filter { keep[$0] }
    var curve = self
    curve.t = kept.map { t[$0] }
    curve.value = kept.map { value[$0] }
    curve.velocity = kept.map { velocity[$0] }
    curve.valueError = valueError.map { e in kept.map { e[$0] } }
    curve.velocityError = velocityError.map { e in kept.map { e[$0] } }
    return curve
  }
}
