/// What a comparison says of one metric whose smaller values are better (time, error,
/// work per sample).
package enum Verdict: String, Sendable, Equatable {
  /// Worse beyond noise: the whole interval lies beyond the threshold.
  case regression
  /// Better beyond noise: the whole interval lies beyond the threshold.
  case improvement
  /// A real change (the interval excludes no change) whose interval straddles the threshold:
  /// reported, never counted in the exit code; measure again with more processes.
  case borderline
  /// Nothing changed beyond noise.
  case unchanged
  /// Not judged: every process of a side was too disturbed by other work on the machine
  /// (``LowQuantile/isDisturbed``); run it again, as Chromium's Pinpoint does.
  case unknown = "unknown: rerun"
}
