import BenchmarkKit
import SelectorSimulation
import Synchronization

extension RunSettings {
  /// A thread-safe checksum the timing sink feeds, so no simulation can be optimised away.
  private final class Checksum: Sendable {
    let total = Mutex<Double>(0)
    func add(_ value: Double) { total.withLock { $0 += value } }
  }

  /// One timed configuration: a solver on a scene with a number of threads.
  struct TimedRun {
    let solver: any SceneSolver
    let scene: SceneConfiguration
    let threads: Int
  }

  /// A round repeats a configuration's run until it has lasted this long (50 ms), so that
  /// short runs are not dominated by waking the workers.
  package static let minimumRoundNanoseconds = 50e6

  /// Times full-scene runs of several configurations with the ``RoundTimer``, interleaved:
  /// each gets `warmup` untimed runs, then `repetitions` rounds of runs that last at least
  /// ``minimumRoundNanoseconds``. When there are no more threads than CPUs, each worker is
  /// pinned to its own CPU.
  ///
  /// - Parameters:
  ///   - streaming: Build each unit's blocks (scripts, schedules) inside the timed run, as the
  ///     memory check must; otherwise they are built once beforehand, outside the timing.
  /// - Returns: Wall-clock and CPU nanoseconds per run of each configuration, per round.
  func time(_ runs: [TimedRun], repetitions: Int? = nil, warmup: Int? = nil, streaming: Bool = false) throws
    -> [RoundTimer.Rounds]
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
      let slowdown = slowdown.flatMap { $0.solver == solver.name ? $0 : nil }
      @Sendable func work(_ blocks: [SelectorBlock]) throws -> Double {
        var sum = 0.0
        for block in blocks {
          _ = try solver.simulate(block, frames: frames, hz: hz, combining: combining) { frame, values in
            sum += values[frame % values.count]
          }
        }
        return sum
      }
      @Sendable func simulate(_ blocks: [SelectorBlock]) throws -> Double {
        guard let slowdown else { return try work(blocks) }
        return try slowdown.stretch { try work(blocks) }
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
    let timer = RoundTimer(
      rounds: repetitions ?? self.repetitions, warmup: warmup ?? self.warmup,
      minimumRoundNanoseconds: Self.minimumRoundNanoseconds)
    let timings = try timer.time(bodies)
    blackHole(checksum.total.withLock { $0 })
    return timings
  }

  /// Times one configuration; see ``time(_:repetitions:warmup:streaming:)``.
  func time(
    _ solver: any SceneSolver, scene: SceneConfiguration, threads: Int, repetitions: Int? = nil, warmup: Int? = nil,
    streaming: Bool = false
  ) throws -> RoundTimer.Rounds {
    try time(
      [TimedRun(solver: solver, scene: scene, threads: threads)], repetitions: repetitions, warmup: warmup,
      streaming: streaming)[0]
  }
}
