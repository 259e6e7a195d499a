/// One metric of one channel family of one component across a scene: its distribution
/// over moves (or bursts) and over selectors (each selector's largest value), and the worst
/// selector.
public struct SceneMetricSummary: Hashable, Sendable {
  /// Where a metric took its largest value.
  public struct Worst: Hashable, Sendable {
    /// The selector's global index.
    public let selector: Int
    /// The channel's index in its kind's channels.
    public let channel: Int
    /// The frame of the move's retarget, or of the burst's first action.
    public let frame: Int
    public let value: Double
  }

  public let kind: Component
  public let family: ChannelFamily
  public let metric: SceneMetric
  /// Over every move (every burst, for the settle times).
  public let overMoves: MetricDistribution
  /// Over selectors: each selector's largest value.
  public let overSelectors: MetricDistribution
  /// The selector with the largest value (the lowest index among equals), the channel and the
  /// frame of the move or burst's first action where it took it; nil without values.
  public let worst: Worst?

  /// Summaries of every measured family and metric, components in the given order and
  /// families in description order.
  ///
  /// - Parameters:
  ///   - metrics: The records of the scene's selectors.
  ///   - hz: Frames per second, for the settle times.
  ///   - kinds: The scene's components (``ComponentMix/components``).
  /// - Returns: One summary per (component, family, metric) with records.
  public static func summaries(of metrics: SceneBlockMetrics, hz: Double, kinds: [Component]) -> [SceneMetricSummary] {
    var result: [SceneMetricSummary] = []
    for kind in kinds {
      let infos = kind.channels
      for family in kind.families {
        let moves = metrics.moves.filter { $0.kind == kind && infos[$0.channel].family == family }
        let bursts = metrics.bursts.filter { $0.kind == kind && infos[$0.channel].family == family }
        guard !moves.isEmpty || !bursts.isEmpty else { continue }
        for metric in SceneMetric.allCases {
          let samples: [(selector: Int, channel: Int, frame: Int, value: Double)] =
            switch metric {
            case .overshoot: moves.map { ($0.selector, $0.channel, $0.frame, $0.overshoot) }
            case .reversals: moves.map { ($0.selector, $0.channel, $0.frame, Double($0.reversals)) }
            case .jump: moves.map { ($0.selector, $0.channel, $0.frame, $0.jump) }
            case .settle: bursts.map { ($0.selector, $0.channel, $0.first, $0.settle(hz: hz)) }
            case .settleAfterLast: bursts.map { ($0.selector, $0.channel, $0.first, $0.settleAfterLast(hz: hz)) }
            }
          result.append(SceneMetricSummary(kind: kind, family: family, metric: metric, samples: samples))
        }
      }
    }
    return result
  }

  private init(
    kind: Component, family: ChannelFamily, metric: SceneMetric,
    samples: [(selector: Int, channel: Int, frame: Int, value: Double)]
  ) {
    self.kind = kind
    self.family = family
    self.metric = metric
    overMoves = MetricDistribution(samples.map(\.value))
    var perSelector: [Int: Double] = [:]
    var worst: Worst?
    for sample in samples {
      perSelector[sample.selector] = max(perSelector[sample.selector] ?? -.infinity, sample.value)
      if let w = worst, w.value > sample.value || (w.value == sample.value && w.selector <= sample.selector) {
        continue
      }
      worst = Worst(selector: sample.selector, channel: sample.channel, frame: sample.frame, value: sample.value)
    }
    overSelectors = MetricDistribution(Array(perSelector.values))
    self.worst = worst
  }
}
