/// One observation of a run: a row of the long-format results CSV, as `run` writes it and
/// `compare`, the history and the pictures read it. The memberwise initialiser takes its columns.
struct ResultRow: Sendable, Equatable {
  /// The scene an observation was measured on; nil where a file leaves the column out.
  struct Scene: Sendable, Hashable {
    var seed: UInt64?
    var selectors: Int?
    var seconds: Double?
    var hz: Double?
    /// The worker threads of the measurement.
    var threads: Int?

    /// The scene without its thread count: what decides deterministic figures.
    var ignoringThreads: Scene {
      var scene = self
      scene.threads = nil
      return scene
    }
  }

  var phase: Phase
  var solver: ResultSolver
  /// GSL's rtol = atol; nil for other solvers.
  var tolerance: Double?
  var scene: Scene
  /// A channel family (`dot.scale`), `all`, a seed move, or none.
  var channel = ResultChannel.none
  /// The timing round (1…N) of a raw round's row; nil for every other row.
  var round: Int?
  /// A ``Metric``, a ``PerformanceTarget``'s figure or verdict, or, in an older file, a name
  /// this version no longer writes.
  var metric: ResultMetric
  var value: Double
  var unit: MetricUnit

  /// The metric, or nil for a target's row or a name of an older file.
  var known: Metric? { metric.known }

  /// Whether the row is an observation of `metric`.
  func measures(_ metric: Metric) -> Bool { self.metric == .metric(metric) }

  /// The figure the row belongs to (without the scene).
  var key: FigureKey {
    FigureKey(phase: phase, solver: solver, tolerance: tolerance, channel: channel, metric: metric)
  }
}

extension ResultRow {
  /// Creates a row of a metric, in the metric's unit.
  init(
    phase: Phase, solver: ResultSolver, tolerance: Double? = nil, scene: Scene, channel: ResultChannel = .none,
    round: Int? = nil, metric: Metric, value: Double
  ) {
    self.init(
      phase: phase, solver: solver, tolerance: tolerance, scene: scene, channel: channel, round: round,
      metric: .metric(metric), value: value, unit: metric.unit)
  }
}
