extension DeviceRecording {
  /// A fitted start time and the range of starts that fit as well.
  public struct StartFit: Hashable, Sendable {
    /// The start in seconds: the middle of ``equallyGood``.
    public let start: Double
    /// The smallest largest error, in value units.
    public let error: Double
    /// The starts whose error is the smallest (within 1e-12 of it, relatively): a model that shows
    /// whole steps fits equally well over a range as wide as a step.
    public let equallyGood: ClosedRange<Double>
  }

  /// Fits a start time: a bounded one-dimensional minimisation of `error` over `range`.
  ///
  /// `error` is sampled at `samples` evenly spaced starts; from the best, Brent's minimiser
  /// (``Minimizer/brent(in:_:guess:absoluteTolerance:relativeTolerance:maxIterations:_:)``)
  /// polishes within its neighbours when they bracket a minimum. The range of starts that fit
  /// as well is then found by bisection on each side, and its middle is the start.
  ///
  /// - Parameters:
  ///   - range: The starts to search (finite, not empty).
  ///   - samples: Evenly spaced starts to try first, 3 to 100,000.
  ///   - error: The largest error of the model started at a time (finite where it is evaluated).
  /// - Returns: The fit.
  /// - Throws: ``CurveError`` for a range or sample count out of bounds or an error that is not finite.
  public static func fitStart(
    in range: ClosedRange<Double>, samples: Int = 401, error: (Double) -> Double
  ) throws(CurveError) -> StartFit {
    try CurveError.requireFinite(range.lowerBound, "range lower bound")
    try CurveError.requireFinite(range.upperBound, "range upper bound")
    guard range.upperBound > range.lowerBound else {
      throw .invalidParameter(name: "range upper bound", value: range.upperBound, allowed: "above the lower bound")
    }
    guard (3...100_000).contains(samples) else {
      throw .invalidParameter(name: "samples", value: Double(samples), allowed: "from 3 to 100000")
    }
    let spacing = (range.upperBound - range.lowerBound) / Double(samples - 1)
    let starts = (0..<samples).map { range.lowerBound + Double($0) * spacing }
    let errors = starts.map(error)
    if let bad = errors.firstIndex(where: { !$0.isFinite }) {
      throw .invalidParameter(name: "the error at start \(starts[bad])", value: errors[bad], allowed: "finite")
    }
    // Force-unwrap is safe: there are at least 3 samples.
    let best = errors.indices.min { errors[$0] < errors[$1] }!
    var (start, smallest) = (starts[best], errors[best])
    if best > 0, best < samples - 1, errors[best - 1] > smallest, errors[best + 1] > smallest,
      let polished = try? Minimizer.brent(
        in: starts[best - 1], starts[best + 1], guess: start, absoluteTolerance: 1e-12, relativeTolerance: 0, error),
      polished.value <= smallest
    {
      (start, smallest) = polished
    }
    let tolerance = smallest * 1e-12
    func fits(_ t: Double) -> Bool { error(t) <= smallest + tolerance }
    /// The last start from `inside` toward `outside` that fits as well, by bisection to 1e-12 s.
    func edge(from inside: Double, toward outside: Double) -> Double {
      var (a, b) = (inside, outside)
      while abs(b - a) > 1e-12 {
        let middle = 0.5 * (a + b)
        if fits(middle) { a = middle } else { b = middle }
      }
      return a
    }
    // The samples around the best that fit as well (none when Brent's start beats them all),
    // then the edges between them and the next samples out.
    let nearest = Int(((start - range.lowerBound) / spacing).rounded())
    var (lower, upper) = (start, start)
    if errors[nearest] <= smallest + tolerance {
      var (first, last) = (nearest, nearest)
      while first > 0, errors[first - 1] <= smallest + tolerance { first -= 1 }
      while last < samples - 1, errors[last + 1] <= smallest + tolerance { last += 1 }
      lower = first == 0 ? range.lowerBound : edge(from: Swift.min(start, starts[first]), toward: starts[first - 1])
      upper =
        last == samples - 1 ? range.upperBound : edge(from: Swift.max(start, starts[last]), toward: starts[last + 1])
    } else {
      lower = edge(from: start, toward: Swift.max(range.lowerBound, start - spacing))
      upper = edge(from: start, toward: Swift.min(range.upperBound, start + spacing))
    }
    let middle = 0.5 * (lower + upper)
    let middleError = error(middle)
    return middleError <= smallest + tolerance
      ? StartFit(start: middle, error: middleError, equallyGood: lower...upper)
      : StartFit(start: start, error: smallest, equallyGood: lower...upper)
  }
}
