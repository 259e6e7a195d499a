/// The metric columns of a wide `sweep` file: `sweep` writes them, and `plot` tells a wide sweep
/// by them (``PlotInputKind/detect(columns:)``).
package enum SweepColumns {
  /// The metrics of one move, in the order `sweep` writes them.
  package static let metrics = [
    "overshoot_fraction", "peak_time", "rise_time", "settle_time", "settle_envelope", "oscillations", "peak_velocity",
    "swiftui_end_time", "swiftui_end_jump",
  ]

  /// The metrics of a crowd (`sweep --scene`), in the order it writes them.
  package static let scene = [
    "overshoot_max", "settle_after_last_p95", "settle_p95", "reversals_max", "jump_max", "meets_bounds",
  ]
}
