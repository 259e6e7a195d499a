import BenchmarkKit

extension CurvePictures {
  /// Samples per bucket above which a curve is reduced: fewer are drawn as they are.
  static let reductionThreshold = 10

  /// The buckets of the M4 reduction: half a pixel column each over the times of every curve.
  struct M4Grid {
    /// The earliest time of every curve.
    let low: Double
    /// The width of a bucket in seconds.
    let bucketWidth: Double
    /// The number of buckets, twice the picture's width.
    let buckets: Int

    /// The grid over some curves' time spans, or nil when they span no time.
    ///
    /// - Parameters:
    ///   - spans: Each curve's earliest and latest time.
    ///   - width: The picture's width in pixels.
    init?(spans: [(low: Double, high: Double)], width: Int) {
      guard let low = spans.map(\.low).min(), let high = spans.map(\.high).max(), high > low else { return nil }
      self.low = low
      buckets = 2 * width
      bucketWidth = (high - low) / Double(buckets)
    }

    /// Whether a curve of `count` samples is reduced.
    func reduces(count: Int) -> Bool { count > reductionThreshold * buckets }

    /// The bucket of a time (times outside the span go to the first or last bucket).
    @inline(__always) func bucket(of t: Double) -> Int {
      Int(min(Double(buckets - 1), max(0, (t - low) / bucketWidth)))
    }
  }

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
    guard let grid = M4Grid(spans: curves.compactMap(\.span), width: width) else { return (curves, []) }
    return reduced(curves, grid: grid)
  }

  /// The curves as drawn on `grid` (``reduced(_:width:)``).
  static func reduced(_ curves: [Curve], grid: M4Grid) -> (curves: [Curve], notes: [String]) {
    var notes: [String] = []
    let result = curves.map { curve in
      guard grid.reduces(count: curve.t.count) else { return curve }
      var reduction = M4Reduction(grid: grid, target: curve.target, errors: curve.valueError != nil)
      for i in curve.t.indices {
        reduction.add(
          t: curve.t[i], value: curve.value[i], velocity: curve.velocity[i],
          errors: curve.valueError.map { ($0[i], curve.velocityError?[i] ?? .nan) })
      }
      var reduced = curve
      reduction.finish(into: &reduced)
      notes.append(reductionNote(curve.name, samples: curve.t.count, drawn: reduced.t.count))
      return reduced
    }
    return (result, notes)
  }

  /// The note on a reduced curve.
  static func reductionNote(_ name: String, samples: Int, drawn: Int) -> String {
    "\(name): \(samples) samples, drawn from the \(drawn) that are first, last, lowest or "
      + "highest in their half pixel column (M4: the same lines, to a shade of antialiasing)"
  }
}

extension CurvePictures.Curve {
  /// The earliest and latest time of the samples, or nil without samples.
  var span: (low: Double, high: Double)? { t.min().flatMap { low in t.max().map { (low, $0) } } }
}
