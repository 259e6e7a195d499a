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
  var solver: String
  /// GSL's rtol = atol; nil for other solvers.
  var tolerance: Double?
  var scene: Scene
  /// A channel family (`dot.scale`), `all`, a seed move, or empty.
  var channel = ""
  /// The timing round (1…N) of a raw round's row; nil for every other row.
  var round: Int?
  /// A ``Metric``'s name, a ``PerformanceTarget``'s (or its verdict's), or, in an older file,
  /// a name this version no longer writes.
  var metric: String
  var value: Double
  var unit: String

  /// The metric, or nil for a target's row or a name of an older file.
  var known: Metric? { Metric(rawValue: metric) }

  /// Whether the row is an observation of `metric`.
  func measures(_ metric: Metric) -> Bool { self.metric == metric.rawValue }

  /// The figure the row belongs to (without the scene).
  var key: FigureKey {
    FigureKey(phase: phase, solver: solver, tolerance: tolerance, channel: channel, metric: metric)
  }
}

extension ResultRow {
  /// Creates a row of a metric, in the metric's unit.
  init(
    phase: Phase, solver: String, tolerance: Double? = nil, scene: Scene, channel: String = "", round: Int? = nil,
    metric: Metric, value: Double
  ) {
    self.init(
      phase: phase, solver: solver, tolerance: tolerance, scene: scene, channel: channel, round: round,
      metric: metric.rawValue, value: value, unit: metric.unit)
  }
}
