/// One observation of a run: a row of the long-format results CSV, as `run` writes it and
/// `compare`, the history and the pictures read it. The memberwise initialiser takes its columns.
package struct ResultRow: Sendable, Equatable {
  /// The scene an observation was measured on; nil where a file leaves the column out.
  package struct Scene: Sendable, Hashable {
    package var seed: UInt64?
    package var selectors: Int?
    package var seconds: Double?
    package var hz: Double?
    /// The worker threads of the measurement.
    package var threads: Int?

    /// The scene without its thread count: what decides deterministic figures.
    package var ignoringThreads: Scene {
      var scene = self
      scene.threads = nil
      return scene
    }

    /// The memberwise initialiser.
    package init(
      seed: UInt64? = nil, selectors: Int? = nil, seconds: Double? = nil, hz: Double? = nil, threads: Int? = nil
    ) {
      self.seed = seed
      self.selectors = selectors
      self.seconds = seconds
      self.hz = hz
      self.threads = threads
    }
  }

  package var phase: Phase
  package var solver: ResultSolver
  /// GSL's rtol = atol; nil for other solvers.
  package var tolerance: Double?
  package var scene: Scene
  /// A channel family (`dot.scale`), `all`, a seed move, or none.
  package var channel = ResultChannel.none
  /// The timing round (1…N) of a raw round's row; nil for every other row.
  package var round: Int?
  /// A ``Metric``, a ``PerformanceTarget``'s figure or verdict, or, in an older file, a name
  /// this version no longer writes.
  package var metric: ResultMetric
  package var value: Double
  package var unit: MetricUnit

  /// The metric, or nil for a target's row or a name of an older file.
  package var known: Metric? { metric.known }

  /// Whether the row is an observation of `metric`.
  package func measures(_ metric: Metric) -> Bool { self.metric == .metric(metric) }

  /// The figure the row belongs to (without the scene).
  package var key: FigureKey {
    FigureKey(phase: phase, solver: solver, tolerance: tolerance, channel: channel, metric: metric)
  }

  /// A row of its columns.
  package init(
    phase: Phase, solver: ResultSolver, tolerance: Double? = nil, scene: Scene, channel: ResultChannel = .none,
    round: Int? = nil, metric: ResultMetric, value: Double, unit: MetricUnit
  ) {
    self.phase = phase
    self.solver = solver
    self.tolerance = tolerance
    self.scene = scene
    self.channel = channel
    self.round = round
    self.metric = metric
    self.value = value
    self.unit = unit
  }
}

extension ResultRow {
  /// Creates a row of a metric, in the metric's unit.
  package init(
    phase: Phase, solver: ResultSolver, tolerance: Double? = nil, scene: Scene, channel: ResultChannel = .none,
    round: Int? = nil, metric: Metric, value: Double
  ) {
    self.init(
      phase: phase, solver: solver, tolerance: tolerance, scene: scene, channel: channel, round: round,
      metric: .metric(metric), value: value, unit: metric.unit)
  }
}
