extension CurvePictures {
  /// The M4 reduction of one curve, fed a sample at a time (``CurvePictures/reduced(_:width:)``):
  /// it holds the samples kept so far and, of the bucket being read, its first and latest
  /// sample and those where each drawn quantity is lowest and highest, never the rest.
  ///
  /// The samples kept are in the order they were fed: a bucket keeps its first and last sample
  /// and the extremes of the value, the velocity, the distance to the target and each error's
  /// magnitude; the second sample of the curve is kept too. Times out of order that return to
  /// a bucket already left start it anew.
  struct M4Reduction {
    /// A sample with its position in the curve; errors are NaN without an error column.
    struct Sample {
      var index: Int, t: Double, value: Double, velocity: Double, valueError: Double, velocityError: Double
    }

    let grid: M4Grid
    let target: Double
    /// The drawn quantities: value, velocity and distance, and with errors both errors.
    let quantities: Int
    private var count = 0
    private var bucket = -1
    private var first = Sample(index: 0, t: 0, value: 0, velocity: 0, valueError: .nan, velocityError: .nan)
    private var previous = Sample(index: 0, t: 0, value: 0, velocity: 0, valueError: .nan, velocityError: .nan)
    private var second: Sample? = nil
    private var lowest: [Sample]
    private var highest: [Sample]
    private var lowValue: [Double]
    private var highValue: [Double]
    private var candidates: [Sample] = []
    /// The samples kept, in order.
    private(set) var t: [Double] = [], value: [Double] = [], velocity: [Double] = []
    private(set) var valueError: [Double]? = nil, velocityError: [Double]? = nil

    /// A reduction over `grid` of a curve with `target`, with or without error columns.
    init(grid: M4Grid, target: Double, errors: Bool) {
      self.grid = grid
      self.target = target
      quantities = errors ? 5 : 3
      lowest = Array(repeating: first, count: quantities)
      highest = lowest
      lowValue = Array(repeating: .nan, count: quantities)
      highValue = lowValue
      candidates.reserveCapacity(2 * quantities + 3)
      if errors {
        valueError = []
        velocityError = []
      }
    }

    /// A drawn quantity of a sample.
    @inline(__always) func quantity(_ q: Int, of sample: Sample) -> Double {
      switch q {
      case 0: sample.value
      case 1: sample.velocity
      case 2: abs(sample.value - target)
      case 3: abs(sample.valueError)
      default: abs(sample.velocityError)
      }
    }

    /// Feeds the next sample.
    ///
    /// - Parameters:
    ///   - t: Its time.
    ///   - value: Its value.
    ///   - velocity: Its velocity.
    ///   - errors: Its value and velocity errors, in a file that has them.
    mutating func add(t: Double, value: Double, velocity: Double, errors: (Double, Double)?) {
      let sample = Sample(
        index: count, t: t, value: value, velocity: velocity, valueError: errors?.0 ?? .nan,
        velocityError: errors?.1 ?? .nan)
      count += 1
      let b = grid.bucket(of: t)
      defer {
        previous = sample
        if sample.index == 1 { second = sample }
      }
      guard b == bucket else {
        close()
        bucket = b
        first = sample
        for q in 0..<quantities {
          lowest[q] = sample
          highest[q] = sample
          lowValue[q] = quantity(q, of: sample)
          highValue[q] = lowValue[q]
        }
        return
      }
      for q in 0..<quantities {
        let x = quantity(q, of: sample)
        // A number replaces a NaN extreme; NaN never replaces a number.
        if x < lowValue[q] || (lowValue[q].isNaN && !x.isNaN) {
          lowest[q] = sample
          lowValue[q] = x
        }
        if x > highValue[q] || (highValue[q].isNaN && !x.isNaN) {
          highest[q] = sample
          highValue[q] = x
        }
      }
    }

    /// Keeps the bucket's samples that are read but not yet kept; `previous` is its last.
    private mutating func close() {
      guard bucket >= 0 else { return }
      candidates.removeAll(keepingCapacity: true)
      candidates.append(first)
      candidates.append(previous)
      candidates += lowest
      candidates += highest
      // The second sample, once read, is in the bucket being closed.
      if let second { candidates.append(second) }
      second = nil
      candidates.sort { $0.index < $1.index }
      var last = -1
      for sample in candidates where sample.index != last {
        last = sample.index
        t.append(sample.t)
        value.append(sample.value)
        velocity.append(sample.velocity)
        valueError?.append(sample.valueError)
        velocityError?.append(sample.velocityError)
      }
    }

    /// Keeps the last bucket's samples and hands the kept samples to `curve`.
    ///
    /// - Parameter curve: The curve to draw from the kept samples.
    mutating func finish(into curve: inout Curve) {
      close()
      bucket = -1
      curve.t = t
      curve.value = value
      curve.velocity = velocity
      curve.valueError = valueError
      curve.velocityError = velocityError
    }
  }
}
