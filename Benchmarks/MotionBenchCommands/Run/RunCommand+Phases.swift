import BenchmarkKit
import MotionCurves
import MotionODE
import SelectorSimulation
import Synchronization

/// Per-channel error statistics against the reference.
struct ChannelErrors: Sendable {
  var maximum = 0.0
  var sumOfSquares = 0.0
  var count = 0
  /// Samples whose error a viewer could see (1/3 pt for geometry, 1/255 for opacities and tints).
  var visible = 0

  @inline(__always)
  mutating func add(_ error: Double, visibleAbove threshold: Double) {
    let e = abs(error)
    // NaN must count as the worst error, not vanish in a comparison.
    if !(e <= maximum) { maximum = e.isNaN ? .infinity : e }
    sumOfSquares += e * e
    count += 1
    if !(e <= threshold) { visible += 1 }
  }

  mutating func merge(_ other: ChannelErrors) {
    maximum = max(maximum, other.maximum)
    sumOfSquares += other.sumOfSquares
    count += other.count
    visible += other.visible
  }

  var rms: Double { count > 0 ? (sumOfSquares / Double(count)).squareRoot() : 0 }
}

/// A solver's errors, per kind and channel.
struct SolverErrors: Sendable {
  var channels: [SelectorKind: [ChannelErrors]] = [:]
  var work = SolverWork()

  mutating func merge(_ other: SolverErrors) {
    for (kind, list) in other.channels {
      var mine = channels[kind] ?? Array(repeating: ChannelErrors(), count: list.count)
      for c in list.indices { mine[c].merge(list[c]) }
      channels[kind] = mine
    }
    work = work + other.work
  }

  /// Errors aggregated by channel family (`dot.scale` over all options), in channel order.
  var families: [(family: String, info: ChannelInfo, errors: ChannelErrors)] {
    var result: [(family: String, info: ChannelInfo, errors: ChannelErrors)] = []
    for kind in SelectorKind.allCases {
      guard let list = channels[kind] else { continue }
      for (c, info) in kind.channels.enumerated() {
        if let i = result.firstIndex(where: { $0.info.family == info.family }) {
          result[i].errors.merge(list[c])
        } else {
          result.append((info.family.description, info, list[c]))
        }
      }
    }
    return result
  }
}

extension SceneConfiguration {
  /// Channel-samples the scene produces: Σ over selectors of channels × frames.
  func channelSamples() -> Int {
    (0..<selectors).reduce(0) { $0 + setup(ofSelector: $1).kind.channelCount } * frameCount
  }
}

/// A thread-safe checksum the timing sink feeds, so no simulation can be optimised away.
final class Checksum: Sendable {
  let total = Mutex<Double>(0)
  func add(_ value: Double) { total.withLock { $0 += value } }
}

extension RunCommand {
  /// The reference's frames for every block of a scene, computed once and reused by every
  /// solver compared against it.
  func referenceFrames(_ scene: SceneConfiguration) throws -> [[(block: SelectorBlock, frames: [Double])]] {
    let reference = ReferenceSceneSolver()
    let frames = scene.frameCount
    let hz = scene.hz
    let combining = scene.combining
    return try scene.mapUnits(threads: threads) { _, blocks in
      try blocks.map { block in
        var expected: [Double] = []
        expected.reserveCapacity(frames * block.valueCount)
        _ = try reference.simulate(block, frames: frames, hz: hz, combining: combining) { _, values in
          expected.append(contentsOf: values)
        }
        return (block, expected)
      }
    }
  }

  /// Runs every solver on the scene against the reference's frames, per channel.
  func accuracy(
    of solvers: [(name: String, solver: any SceneSolver)], scene: SceneConfiguration,
    reference: [[(block: SelectorBlock, frames: [Double])]]
  ) throws -> [SolverErrors] {
    let frames = scene.frameCount
    let hz = scene.hz
    let combining = scene.combining
    let units = try parallelMap(reference.count, threads: threads) { unit in
      var result = Array(repeating: SolverErrors(), count: solvers.count)
      for (block, expected) in reference[unit] {
        let n = block.count
        let thresholds = block.kind.channels.map(\.visibleError)
        for (index, entry) in solvers.enumerated() {
          var errors = Array(repeating: ChannelErrors(), count: block.kind.channelCount)
          let work = try entry.solver.simulate(block, frames: frames, hz: hz, combining: combining) { frame, values in
            let row = frame * values.count
            for c in 0..<errors.count {
              for s in 0..<n {
                let i = c * n + s
                errors[c].add(values[i] - expected[row + i], visibleAbove: thresholds[c])
              }
            }
          }
          result[index].merge(SolverErrors(channels: [block.kind: errors], work: work))
        }
      }
      return result
    }
    var total = Array(repeating: SolverErrors(), count: solvers.count)
    for unit in units { for i in total.indices { total[i].merge(unit[i]) } }
    return total
  }

  /// One timed configuration: a solver on a scene with a number of threads.
  struct TimedRun {
    let solver: any SceneSolver
    let scene: SceneConfiguration
    let threads: Int
  }

  /// The timing of one configuration: nanoseconds per scene run, round by round.
  struct TimedRounds {
    /// Wall-clock nanoseconds per scene run in each round, in round order.
    let nanoseconds: [Double]
    /// CPU nanoseconds (all threads of the process) per scene run in each round.
    let cpuNanoseconds: [Double]
    /// Order statistics of ``nanoseconds``.
    let statistics: Statistics
  }

  /// A round repeats a configuration's run until it has lasted this long (50 ms), so that
  /// short runs are not dominated by waking the workers.
  static let minimumRoundNanoseconds = 50e6

  /// Times full-scene runs of several configurations, interleaved: each gets `warmup`
  /// untimed runs, then `repetitions` rounds time every configuration once per round, so a
  /// slow drift of the machine (frequency, neighbours) shifts all of them alike and their
  /// ratios stay fair. A round repeats a run as often as the warm-up says it takes to last
  /// ``minimumRoundNanoseconds``, and measures both the wall-clock time and the process's
  /// CPU time (all threads), which a busy machine disturbs far less. When there are no
  /// more threads than CPUs, each worker is pinned to its own CPU.
  ///
  /// - Parameters:
  ///   - streaming: Build each unit's blocks (scripts, schedules) inside the timed run, as the
  ///     memory check must; otherwise they are built once beforehand, outside the timing.
  /// - Returns: Wall-clock and CPU nanoseconds per run of each configuration, per round.
  func time(_ runs: [TimedRun], repetitions: Int? = nil, warmup: Int? = nil, streaming: Bool = false) throws
    -> [TimedRounds]
  {
    let checksum = Checksum()
    let cpus = ThreadAffinity.allowedCPUs()
    let bodies: [() throws -> Void] = try runs.map { run in
      let solver = run.solver
      let scene = run.scene
      let threads = run.threads
      let frames = scene.frameCount
      let hz = scene.hz
      let combining = scene.combining
      @Sendable func simulate(_ blocks: [SelectorBlock]) throws -> Double {
        var sum = 0.0
        for block in blocks {
          _ = try solver.simulate(block, frames: frames, hz: hz, combining: combining) { frame, values in
            sum += values[frame % values.count]
          }
        }
        return sum
      }
      if streaming {
        return { checksum.add(try scene.mapUnits(threads: threads) { _, blocks in try simulate(blocks) }.reduce(0, +)) }
      }
      let units = try scene.units(threads: threads)
      guard threads <= cpus.count else {
        return { checksum.add(try parallelMap(units.count, threads: threads) { try simulate(units[$0]) }.reduce(0, +)) }
      }
      let pinned = Array(cpus.prefix(threads))
      return {
        checksum.add(
          try parallelMap(units.count, threads: pinned.count, pinnedTo: pinned) { try simulate(units[$0]) }.reduce(0, +)
        )
      }
    }
    var passes = Array(repeating: 1, count: runs.count)
    for (i, body) in bodies.enumerated() {
      for _ in 0..<(warmup ?? self.warmup) {
        let start = MonotonicClock.nanoseconds()
        try body()
        let nanoseconds = Double(MonotonicClock.nanoseconds() - start)
        passes[i] = min(10_000, max(1, Int((Self.minimumRoundNanoseconds / max(1, nanoseconds)).rounded(.up))))
      }
    }
    var wall = Array(repeating: [Double](), count: runs.count)
    var cpu = wall
    for _ in 0..<(repetitions ?? self.repetitions) {
      for (i, body) in bodies.enumerated() {
        let cpuStart = ProcessCPUClock.nanoseconds()
        let start = MonotonicClock.nanoseconds()
        for _ in 0..<passes[i] { try body() }
        let end = MonotonicClock.nanoseconds()
        let cpuEnd = ProcessCPUClock.nanoseconds()
        wall[i].append(Double(end - start) / Double(passes[i]))
        cpu[i].append(Double(cpuEnd - cpuStart) / Double(passes[i]))
      }
    }
    blackHole(checksum.total.withLock { $0 })
    return try zip(wall, cpu).map { TimedRounds(nanoseconds: $0, cpuNanoseconds: $1, statistics: try Statistics($0)) }
  }

  /// Times one configuration; see ``time(_:repetitions:warmup:streaming:)``.
  func time(
    _ solver: any SceneSolver, scene: SceneConfiguration, threads: Int, repetitions: Int? = nil, warmup: Int? = nil,
    streaming: Bool = false
  ) throws -> TimedRounds {
    try time(
      [TimedRun(solver: solver, scene: scene, threads: threads)], repetitions: repetitions, warmup: warmup,
      streaming: streaming)[0]
  }
}
