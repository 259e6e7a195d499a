import SelectorSimulation

extension SolverDescriptor {
  /// Whether the solver takes a tolerance (GSL's rtol = atol): its rows carry the tolerance it
  /// ran at, and its roofline bound counts the steps of a run.
  var takesTolerance: Bool { capabilities.contains(.tolerance) }
}
