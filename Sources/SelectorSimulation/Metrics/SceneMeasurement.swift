import MotionCurves

/// What the scene metrics measure and how: the channels of each component, the spring of
/// each, the band and the frames (``SceneMetric``).
///
/// Each distinct spring among a component's measured channels is one run of the block, its schedule
/// kept to those channels (``SelectorBlock/keeping(channels:)``), with a ``MoveRecorder`` inside
/// the solver's frame loop; the runs' records are merged in (selector, channel, frame) order.
public struct SceneMeasurement: Sendable {
  /// The measured channels of each kind (indices in ``Component/channels``).
  public var channels: [Component: [Int]]
  /// Springs of measured spring channels, by component and channel; a channel without one keeps
  /// its component's spring (``Component/spring(ofChannel:)``).
  public var springs: [Component: [Int: Spring]]
  public var band: SceneBand
  /// Frames simulated per block (t = k / hz), which may run past the scripts' last event so
  /// that the last bursts can settle.
  public var frames: Int
  public var hz: Double
  public var combining: TimingCombination

  /// Creates a measurement.
  ///
  /// - Parameters:
  ///   - channels: The measured channels of each kind.
  ///   - springs: Springs of measured spring channels, by kind and channel.
  ///   - band: The settling band.
  ///   - frames: Frames simulated per block.
  ///   - hz: Frames per second.
  ///   - combining: How timing curves combine.
  public init(
    channels: [Component: [Int]], springs: [Component: [Int: Spring]] = [:], band: SceneBand, frames: Int,
    hz: Double, combining: TimingCombination = .blend
  ) {
    self.channels = channels
    self.springs = springs
    self.band = band
    self.frames = frames
    self.hz = hz
    self.combining = combining
  }

  /// The measured channels of `block`'s kind grouped by spring, in channel order.
  func runs(of block: SelectorBlock) -> [(spring: Spring, channels: [Int])] {
    var runs: [(spring: Spring, channels: [Int])] = []
    for c in (channels[block.kind] ?? []).sorted() {
      let spring = springs[block.kind]?[c] ?? block.kind.spring(ofChannel: c) ?? block.spring
      if let i = runs.firstIndex(where: { $0.spring == spring }) {
        runs[i].channels.append(c)
      } else {
        runs.append((spring, [c]))
      }
    }
    return runs
  }

  /// Measures one block.
  ///
  /// - Parameters:
  ///   - block: The selectors and their schedule.
  ///   - solver: A solver of this module (every one runs ``BlockSimulation``'s frame loop).
  /// - Returns: Every move and burst of the measured channels, and the channel-samples simulated.
  /// - Throws: ``SceneError/invalid(name:value:allowed:)`` for a solver from elsewhere, or the
  ///   solver's errors.
  public func measure(_ block: SelectorBlock, solver: any SceneSolver) throws -> SceneBlockMetrics {
    guard let solver = solver as? any ObservableSceneSolver else {
      throw SceneError.invalid(
        name: "solver", value: solver.name, allowed: "a solver of SelectorSimulation, whose frame loop it can watch")
    }
    var result = SceneBlockMetrics()
    for run in runs(of: block) {
      var restricted = block.keeping(channels: Set(run.channels))
      restricted.spring = run.spring
      var recorder: MoveRecorder? = MoveRecorder(restricted, channels: run.channels, band: band)
      try solver.simulate(restricted, frames: frames, hz: hz, combining: combining, observer: &recorder)
      guard var finished = recorder else { continue }
      finished.finish(frames: frames)
      result.moves += finished.moves
      result.bursts += finished.bursts
      result.channelSamples += run.channels.count * block.count * frames
    }
    // A track's records come in frame order, and each track is in one run: a stable sort by
    // (selector, channel) puts them in (selector, channel, frame) order.
    guard let first = block.selectors.first, let last = block.selectors.last else { return result }
    let channelCount = block.kind.channelCount
    let buckets = (last - first + 1) * channelCount
    result.moves = Self.sorted(result.moves, buckets: buckets) { ($0.selector - first) * channelCount + $0.channel }
    result.bursts = Self.sorted(result.bursts, buckets: buckets) { ($0.selector - first) * channelCount + $0.channel }
    return result
  }

  /// `records` in the order of their buckets, each bucket's in its given order: a counting sort.
  ///
  /// - Parameters:
  ///   - records: The records.
  ///   - buckets: How many buckets there are.
  ///   - bucket: A record's bucket, in 0..<`buckets`.
  /// - Returns: The records, stably sorted by bucket.
  static func sorted<Record>(_ records: [Record], buckets: Int, by bucket: (Record) -> Int) -> [Record] {
    var starts = [Int](repeating: 0, count: buckets + 1)
    for record in records { starts[bucket(record) + 1] += 1 }
    for b in 0..<buckets { starts[b + 1] += starts[b] }
    var order = [Int](repeating: 0, count: records.count)
    for (i, record) in records.enumerated() {
      let b = bucket(record)
      order[starts[b]] = i
      starts[b] += 1
    }
    return order.map { records[$0] }
  }

  /// Simulates one block as ``measure(_:solver:)`` does, the same runs on the same channels, with
  /// no metric taken: the device model's own cost of a measurement, for timing the metrics'.
  ///
  /// - Returns: The channel-samples simulated.
  /// - Throws: The solver's errors.
  public func simulate(_ block: SelectorBlock, solver: any SceneSolver) throws -> Int {
    var samples = 0
    for run in runs(of: block) {
      var restricted = block.keeping(channels: Set(run.channels))
      restricted.spring = run.spring
      _ = try solver.simulate(restricted, frames: frames, hz: hz, combining: combining) { _, _ in }
      samples += run.channels.count * block.count * frames
    }
    return samples
  }
}
