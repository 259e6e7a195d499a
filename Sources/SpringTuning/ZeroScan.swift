import MotionCurves

/// All zeros of a continuous function on an interval: sampled, then refined with Brent's methods.
///
/// Sign changes between samples are refined with Brent's root finder. Where the samples dip
/// toward zero without crossing (a local minimum of |g|), Brent's minimizer finds the dip's
/// extreme, and if it crosses zero the two roots on either side are refined too; so a pair of
/// roots between two samples is not missed.
struct ZeroScan {
  /// The zeros, ascending.
  var zeros: [Double] = []
  /// The sample with the smallest finite |g|: the nearest miss when there is no zero.
  var nearest = (x: Double.nan, g: Double.infinity)

  /// Scans `[lower, upper]` at `lower + (upper − lower)·warp(i/samples)`, i = 0…samples.
  ///
  /// - Parameters:
  ///   - lower: The interval's lower end.
  ///   - upper: Its upper end (> lower).
  ///   - samples: The number of sample intervals (≥ 2).
  ///   - warp: A map of [0, 1] onto itself placing the samples (`{ $0 * $0 }` crowds them at `lower`).
  ///   - g: The function; non-finite samples are skipped.
  /// - Throws: ``SolveError`` from the refinement.
  init(
    _ lower: Double, _ upper: Double, samples: Int, warp: (Double) -> Double = { $0 }, _ g: (Double) -> Double
  ) throws(SolveError) {
    let xs = (0...samples).map { lower + (upper - lower) * warp(Double($0) / Double(samples)) }
    let ys = xs.map(g)
    for (x, y) in zip(xs, ys) where y.isFinite {
      if abs(y) < abs(nearest.g) { nearest = (x, y) }
      if y == 0 { zeros.append(x) }
    }
    for i in 0..<samples where ys[i].isFinite && ys[i + 1].isFinite && ys[i] * ys[i + 1] < 0 {
      zeros.append(try RootFinder.brent(in: xs[i], xs[i + 1], absoluteTolerance: 1e-15, relativeTolerance: 1e-14, g))
    }
    for i in 1..<samples {
      let (a, b, c) = (ys[i - 1], ys[i], ys[i + 1])
      guard a.isFinite, c.isFinite, a * b > 0, b * c > 0, abs(b) < abs(a), abs(b) < abs(c) else { continue }
      let sign: Double = b > 0 ? 1 : -1
      let dip = try Minimizer.brent(
        in: xs[i - 1], xs[i + 1], guess: xs[i], absoluteTolerance: 1e-6 * (xs[i + 1] - xs[i - 1])
      ) { sign * g($0) }
      if dip.value == 0 {
        zeros.append(dip.x)
      } else if dip.value < 0 {
        zeros.append(
          try RootFinder.brent(in: xs[i - 1], dip.x, absoluteTolerance: 1e-15, relativeTolerance: 1e-14, g))
        zeros.append(
          try RootFinder.brent(in: dip.x, xs[i + 1], absoluteTolerance: 1e-15, relativeTolerance: 1e-14, g))
      }
    }
    zeros.sort()
  }
}
