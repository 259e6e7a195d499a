import MotionCurves

/// A recorded trace `(t, value)` reduced as it is read, in memory bounded by ``capacity`` bins
/// (48 bytes each) whatever its length: what ``TraceFit`` needs of it.
///
/// The samples fall into bins of consecutive samples. Each bin keeps its count, the means of t
/// and value and the centred sums `Stt = Σ(t − t̄)²`, `Stv = Σ(t − t̄)(v − v̄)`,
/// `Svv = Σ(v − v̄)²`. The rule: every sample is a bin of its own until ``capacity`` bins are
/// full; then neighbouring bins are merged pairwise (exactly, by Chan's update of the sums) and
/// later bins take twice as many samples. A trace of fewer than ``capacity`` samples is kept
/// whole; a longer one ends with ``capacity``/2 to ``capacity`` bins of 2ᵏ samples each (the
/// last one partial).
///
/// Within a bin the sum of squared residuals of a smooth model m is, but for terms in the fourth
/// power of the bin's width, `c·(m(t̄) + ½m″(t̄)·Stt/c − v̄)² + Stt·(m′(t̄) − Stv/Stt)²` plus a
/// constant, `Svv − Stv²/Stt` (``scatter``): so a fit on the bins minimises what a fit on every
/// sample does.
public struct ReducedTrace: Sendable {
  /// The most bins kept by default: 65,536, 3 MB.
  public static let defaultCapacity = 1 << 16

  /// The most bins kept: an even number, at least 2.
  public let capacity: Int

  /// The number of samples read.
  public private(set) var sampleCount = 0
  /// The first sample, or nil before any.
  public private(set) var first: (t: Double, value: Double)?
  /// The last sample, or nil before any.
  public private(set) var last: (t: Double, value: Double)?
  /// Samples per closed bin (a power of two).
  public private(set) var binSize = 1

  // The closed bins, structure of arrays; the open bin is the last element when it has samples.
  private(set) var counts: [Double] = []
  private(set) var meanT: [Double] = []
  private(set) var meanV: [Double] = []
  private(set) var stt: [Double] = []
  private(set) var stv: [Double] = []
  private(set) var svv: [Double] = []
  private var openCount = 0

  /// An empty trace.
  ///
  /// - Parameter capacity: The most bins kept (rounded down to an even number, at least 2).
  public init(capacity: Int = Self.defaultCapacity) {
    self.capacity = Swift.max(2, capacity & ~1)
  }

  /// The number of bins, the open one included.
  public var binCount: Int { counts.count }

  /// `Σ (Svv − Stv²/Stt)` over the bins: the part of the squared residuals that no smooth model
  /// within a bin can remove (0 for a trace kept whole).
  public var scatter: Double {
    var sum = 0.0
    for b in counts.indices {
      sum += stt[b] > 0 ? Swift.max(0, svv[b] - stv[b] * stv[b] / stt[b]) : svv[b]
    }
    return sum
  }

  /// Adds the next sample.
  ///
  /// - Parameters:
  ///   - t: Seconds from release: finite, from 0 to `MotionLimits.delay`'s upper bound, after
  ///     the previous sample's.
  ///   - value: A finite value of magnitude at most `MotionLimits.magnitude`.
  /// - Throws: ``TuningError/invalidTrace(row:column:reason:)`` naming the sample (1-based).
  public mutating func append(t: Double, value: Double) throws(TuningError) {
    let row = sampleCount + 1
    let latest = MotionLimits.delay.upperBound
    guard t >= 0, t <= latest else {
      throw .invalidTrace(row: row, column: "t", reason: "time must be from 0 to \(Int(latest)) s (got \(t))")
    }
    if let last, !(t > last.t) {
      throw .invalidTrace(row: row, column: "t", reason: "times must increase (got \(t) after \(last.t))")
    }
    guard abs(value) <= MotionLimits.magnitude else {
      throw .invalidTrace(
        row: row, column: "value", reason: "value must be a number of magnitude at most 1e9 (got \(value))")
    }
    if first == nil { first = (t, value) }
    last = (t, value)
    sampleCount += 1
    if openCount == 0 {
      counts.append(1)
      meanT.append(t)
      meanV.append(value)
      stt.append(0)
      stv.append(0)
      svv.append(0)
    } else {
      merge(into: counts.count - 1, count: 1, t: t, value: value, stt: 0, stv: 0, svv: 0)
    }
    openCount += 1
    if openCount == binSize {
      openCount = 0
      if counts.count == capacity { halve() }
    }
  }

  /// Merges bin statistics into bin `b` (Chan's parallel update).
  private mutating func merge(
    into b: Int, count: Double, t: Double, value: Double, stt addedTT: Double, stv addedTV: Double,
    svv addedVV: Double
  ) {
    let total = counts[b] + count
    let dt = t - meanT[b]
    let dv = value - meanV[b]
    let weight = counts[b] * count / total
    stt[b] += addedTT + dt * dt * weight
    stv[b] += addedTV + dt * dv * weight
    svv[b] += addedVV + dv * dv * weight
    meanT[b] += dt * count / total
    meanV[b] += dv * count / total
    counts[b] = total
  }

  /// Merges neighbouring bins pairwise; later bins take twice as many samples.
  private mutating func halve() {
    let pairs = counts.count / 2
    for pair in 0..<pairs {
      let (a, b) = (2 * pair, 2 * pair + 1)
      let moved = (counts[a], meanT[a], meanV[a], stt[a], stv[a], svv[a])
      (counts[pair], meanT[pair], meanV[pair], stt[pair], stv[pair], svv[pair]) = moved
      merge(into: pair, count: counts[b], t: meanT[b], value: meanV[b], stt: stt[b], stv: stv[b], svv: svv[b])
    }
    let dropped = counts.count - pairs
    counts.removeLast(dropped)
    meanT.removeLast(dropped)
    meanV.removeLast(dropped)
    stt.removeLast(dropped)
    stv.removeLast(dropped)
    svv.removeLast(dropped)
    binSize *= 2
  }
}
