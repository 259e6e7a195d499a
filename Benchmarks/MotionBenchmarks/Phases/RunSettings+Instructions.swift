import BenchmarkKit
import BenchmarkResults
import Glibc
import SelectorSimulation

extension RunSettings {
  /// The `instructions` phase: cachegrind's counts per channel-sample of every solver.
  static let instructions = benchmark(
    .instructions, scene: "32 selectors × 1 s × 120 Hz, the run's seed, one thread",
    measures: "instructions, cache misses and estimated cycles under cachegrind",
    writes: costMetrics.map(\.metric) + [.skippedAVX512, .skippedNoValgrind]
  ) { settings, rows in try settings.measureInstructions(into: &rows) }

  /// The fixed scene whose simulation is counted: 32 selectors × 1 s × 120 Hz, the run's seed.
  var instructionScene: SceneConfiguration { scene(selectors: 32, seconds: 1, hz: 120) }

  /// The metrics of the phase, per channel-sample, and the cachegrind cost each one reports.
  package static var costMetrics: [(metric: Metric, cost: (CachegrindCosts) -> Int)] {
    [
      (.instructionsPerSample, \.instructions),
      (.d1MissesPerSample, \.dataL1Misses),
      (.llMissesPerSample, \.lastLevelMisses),
      (.estimatedCyclesPerSample, \.estimatedCycles),
    ]
  }

  /// Instructions, simulated cache misses and estimated cycles per channel-sample of every
  /// scene solver (``costMetrics``), from valgrind's cachegrind: this binary's hidden
  /// `_simulate` subcommand simulates ``instructionScene`` on one thread, and the same with
  /// `--calibrate` (start-up and every block's set-up, no frame) is subtracted. Deterministic: the same
  /// build counts the same on a busy machine.
  ///
  /// Skipped, with a message and a row that records why (``Metric/skippedAVX512``,
  /// ``Metric/skippedNoValgrind``: `compare` then names the phase as not judged, for that
  /// reason, instead of calling the head incomplete), when the binary uses AVX-512, which
  /// valgrind 3.19 cannot decode, or valgrind is missing.
  func measureInstructions(into report: inout RunRows) throws {
    guard BuildTarget.isValgrindCompatible else {
      progress(
        "instructions: skipped: this binary was built for AVX-512, which valgrind cannot decode; "
          + "count on a build without -target-cpu native")
      report.add(row(.instructions, .none, instructionScene, threads: 1, metric: .skippedAVX512, value: 1))
      return
    }
    guard InstructionCounter.isAvailable else {
      progress("instructions: skipped: valgrind is not installed (Debian package valgrind; bash .ci/setup installs it)")
      report.add(row(.instructions, .none, instructionScene, threads: 1, metric: .skippedNoValgrind, value: 1))
      return
    }
    let executable = try Self.executablePath()
    let counted = instructionScene
    let samples = Double(counted.channelSamples())
    let choices = solvers.filter { $0 != .reference }
    progress(
      "instructions: \(choices.map(\.description).joined(separator: ", ")) under cachegrind, "
        + "\(counted.selectors) selectors × 1 s × 120 Hz, with and without simulation")
    let commands = choices.flatMap { choice in
      let arguments = [
        executable, "_simulate", "--solver", choice.description, "--selectors", "\(counted.selectors)",
        "--seconds", CSVWriter.text(counted.seconds), "--hz", CSVWriter.text(counted.hz), "--seed", "\(counted.seed)",
        "--gsl-tolerance", CSVWriter.text(gslTolerance),
      ]
      return [arguments, arguments + ["--calibrate"]]
    }
    // Counts do not depend on the load, so the valgrind runs share the cores.
    let costs = try parallelMap(commands.count, threads: threads) { try InstructionCounter.costs(commands[$0]) }
    for (index, choice) in choices.enumerated() {
      let simulated = costs[2 * index].subtracting(costs[2 * index + 1])
      for (metric, cost) in Self.costMetrics {
        var r = row(
          .instructions, ResultSolver(choice), counted, threads: 1, metric: metric,
          value: Double(cost(simulated)) / samples)
        r.tolerance = choice.takesTolerance ? gslTolerance : nil
        report.add(r)
      }
    }
  }

  /// This program's path, from `/proc/self/exe`.
  static func executablePath() throws(InstructionCountError) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { throw .failed(program: "/proc/self/exe", status: -1) }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
