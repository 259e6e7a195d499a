/// The work of a GSL scene solver on one block, split by what was integrated.
struct GSLSceneWork: Equatable {
  /// The spring channels' channel-steps and channel-evaluations.
  var springs = SolverWork()
  /// The timing and pulse channels' steps and evaluations (one system per channel).
  var curves = SolverWork()
  /// Everything, as ``SceneSolver/simulate(_:frames:hz:combining:sink:)`` reports it.
  var total: SolverWork { springs + curves }
}
