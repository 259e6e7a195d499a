/// The kinds of CSV that motion-bench writes, told apart by the names in their header (never
/// by position; extra columns are allowed).
enum PlotInputKind: String, Sendable, CaseIterable {
  /// `motion-bench run`: metadata columns, then `phase, solver, …, metric, value, unit`.
  case run
  /// `motion-bench curve`: `t,value,velocity` (with several animations an `animation` column
  /// first; with `--errors` also `solver,value_error,velocity_error`), or the wide layout: `t`
  /// and `value:<animation>`, `velocity:<animation>` columns.
  case curve
  /// `motion-bench trace`: `t,channel,value`, or the wide layout: `t`, a column per channel
  /// of any component, maybe `event`, and `solver` (a file written by hand may lack both, when
  /// its channels have dotted names).
  case trace
  /// `motion-bench sweep --layout wide`: `bounce,duration,` then a column per metric.
  case sweepWide = "sweep (wide)"
  /// `motion-bench sweep --layout long`: `bounce,duration,metric,value`.
  case sweepLong = "sweep (long)"
  /// `results/history.csv`: one row per headline figure of a run, with `low,high,n,verdict`.
  case history
  /// `motion-bench scene --out`: `kind,channel,family,selector,frame,metric,value,unit,…`.
  case scene

  /// The metric columns a wide sweep may have.
  static let sweepMetrics = SweepColumns.metrics + SweepColumns.scene

  /// The columns of a wide trace that are not channels: `t`, `event`, `solver`, `against`,
  /// `against_spring`, and the figures `trace` writes beside its channels (``WideColumn``).
  static func isTraceChannel(column name: String) -> Bool {
    !["t", "event", "solver", "against", "against_spring"].contains(name)
      && ![
        WideColumn.name("error", ""), WideColumn.name("error_pt", ""), WideColumn.against(""),
        WideColumn.difference(""),
      ].contains {
        name.hasPrefix($0)
      }
  }

  /// The kind whose required columns `columns` has, or nil.
  ///
  /// - Parameter columns: A header's column names.
  /// - Returns: The kind, or nil for a CSV that motion-bench does not write.
  static func detect(columns: [String]) -> PlotInputKind? {
    let names = Set(columns)
    func has(_ required: String...) -> Bool { required.allSatisfy(names.contains) }
    if has("git_commit", "phase", "solver", "metric", "value", "low", "high", "verdict") { return .history }
    if has("git_commit", "phase", "solver", "metric", "value") { return .run }
    if has("kind", "channel", "family", "selector", "frame", "metric", "value") { return .scene }
    if has("bounce", "duration", "metric", "value") { return .sweepLong }
    if has("bounce", "duration"), !names.isDisjoint(with: sweepMetrics) { return .sweepWide }
    if has("t", "channel", "value") { return .trace }
    if has("t", "value", "velocity") { return .curve }
    if has("t"), columns.contains(where: { $0.hasPrefix(WideColumn.name("value", "")) }) { return .curve }
    // A wide trace: channels beside `t`, told by the solver or events trace writes, or by a
    // channel's dotted name (`pill.offset`) in a file written by hand.
    if has("t"), columns.contains(where: isTraceChannel),
      has("solver") || has("event") || columns.contains(where: { isTraceChannel(column: $0) && $0.contains(".") })
    {
      return .trace
    }
    return nil
  }
}
