/// What a comparison says of one metric whose smaller values are better (time, error,
/// work per sample).
public enum Verdict: String, Sendable, Equatable {
  /// Worse beyond noise.
  case regression
  /// Better beyond noise.
  case improvement
  /// Nothing changed beyond noise.
  case unchanged
}
