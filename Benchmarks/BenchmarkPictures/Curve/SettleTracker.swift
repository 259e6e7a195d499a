/// The settle rule of sampled curves, one sample at a time: a curve settles at the first sample
/// from which every sample stays within `band` of `target` (a NaN counts as outside), and has not
/// settled when its last sample is outside, or when it has none.
///
/// `curve` applies it to the frames it samples, and `plot` to a curve file that records no
/// settle time, whole or streamed.
package struct SettleTracker {
  let target: Double
  /// The band's half-width, in value units.
  let band: Double
  /// The time of the first sample of the current run within the band, nil while outside.
  private(set) var settled: Double?
  /// Whether the last sample was within the band.
  private var inside = false

  init(target: Double, band: Double) {
    self.target = target
    self.band = band
  }

  /// Takes the next sample.
  mutating func add(t: Double, value: Double) {
    if !(abs(value - target) <= band) {
      settled = nil
      inside = false
    } else if !inside {
      settled = t
      inside = true
    }
  }

  /// The settle time of the samples `t` and `value`, in order.
  ///
  /// - Parameters:
  ///   - t: The sample times, ascending.
  ///   - value: The values.
  ///   - target: The target.
  ///   - band: The band's half-width, in value units.
  /// - Returns: The time of the first sample from which every sample stays within the band, or nil.
  package static func settled(t: [Double], value: [Double], target: Double, band: Double) -> Double? {
    var tracker = Self(target: target, band: band)
    for (time, v) in zip(t, value) { tracker.add(t: time, value: v) }
    return tracker.settled
  }
}
