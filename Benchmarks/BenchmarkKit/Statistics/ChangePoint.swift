/// A change in a series of runs (one figure of one machine, in commit order) that
/// ``ChangePointDetector`` kept: where it happened, how large it is and how sure.
package struct ChangePoint: Sendable, Equatable {
  /// The index of the first run after the change.
  package let index: Int
  /// The runs the change is measured on: the earlier segment, up to ``index``.
  package let before: Range<Int>
  /// The later segment, from ``index``.
  package let after: Range<Int>
  /// The later segment's typical value over the earlier one's (the ratio of their geometric
  /// means) and its 95 % interval, from the noise model's spread.
  package let estimate: RatioEstimate
  /// The later segment's median over the earlier one's, minus one.
  package let medianChange: Double
  /// The two-sided p-value of the t test of "no change" between the two segments.
  package let pValue: Double

  /// The change as a signed fraction of the earlier level (`0.05` for 5 % slower).
  package var change: Double { estimate.ratio - 1 }
}
