import BenchmarkKit
import BenchmarkResults
import MotionCurves
import MotionODE
import SelectorSimulation

extension RunSettings {
  /// The `curves` phase: one curve through each curve solver's fast path.
  static let curves = benchmark(
    .curves, scene: "the dot spring from 0 to 1, 10 s at 120 Hz, one thread",
    measures: "ns per sample and max error of each curve solver",
    writes: [.maxError, .nsPerSampleMedian, .nsPerSampleP10, .nsPerSampleP90, .cpuNsPerSample]
  ) { settings, rows in try settings.measureCurves(into: &rows) }

  /// Single-curve cost and accuracy of the curve solvers (`motion-bench curve`'s): the seeds'
  /// dot spring, `.spring(duration: 0.35, bounce: 0.55)`, from 0 to 1 over 10 s at 120 Hz,
  /// sampled with each solver through the fast path — into buffers allocated once, the exact
  /// step prepared for the spring and rate — with wall-clock ns per sample (percentiles over
  /// rounds of calls), CPU ns per sample (each round) and max error against the `Float80` reference.
  func measureCurves(into report: inout RunRows) throws {
    let spring = Component.radio.spring!
    let motion = Motion.constant(0).retargeted(to: 1, at: 0, with: try .spring(duration: 0.35, bounce: 0.55))
    let frames = Frames(hz: 120, range: 0..<1201)
    let expected = try ReferenceSolver().sample(motion, frames: frames)
    let curveScene = scene(selectors: 1, seconds: 10, hz: 120)
    let settings = CurveSolverSettings(
      relativeTolerance: Self.curveTolerance, absoluteTolerance: Self.curveTolerance, preparing: [spring],
      hz: frames.hz)
    let solvers = try SolverRegistry.all.filter(\.isCurveBenchmark).map { descriptor in
      (try descriptor.makeCurveSolver(settings), descriptor.takesTolerance ? Self.curveTolerance : nil)
    }
    let buffers = CurveBuffers(count: frames.range.count)
    defer { buffers.free() }
    for (solver, tolerance) in solvers {
      progress("curves: \(solver.name), the dot spring over 10 s at 120 Hz")
      try solver.sample(motion, frames: frames, into: buffers.samples)
      let error = zip(buffers.samples.values, expected.values).map { abs($0 - $1) }.max() ?? 0
      let timer = RoundTimer(
        rounds: max(20, 4 * repetitions), warmup: 3, minimumRoundNanoseconds: Self.minimumCurveRoundNanoseconds)
      let timing = try timer.time {
        try solver.sample(motion, frames: frames, into: buffers.samples)
        blackHole(buffers.samples.values[frames.range.count - 1])
      }
      func add(_ metric: Metric, _ value: Double, round: Int? = nil) {
        var r = row(.curves, ResultSolver(solver), curveScene, threads: 1, metric: metric, value: value)
        r.tolerance = tolerance
        r.channel = ResultChannel(Component.radio.family(named: "dot.scale")!)
        r.round = round
        report.add(r)
      }
      add(.maxError, error)
      for (metric, nanoseconds) in [
        (Metric.nsPerSampleMedian, timing.statistics.median), (.nsPerSampleP10, timing.statistics.p10),
        (.nsPerSampleP90, timing.statistics.p90),
      ] {
        add(metric, nanoseconds / Double(frames.range.count))
      }
      for (round, nanoseconds) in timing.cpuNanoseconds.enumerated() {
        add(.cpuNsPerSample, nanoseconds / Double(frames.range.count), round: round + 1)
      }
    }
  }

  /// GSL's rtol = atol in the curves phase.
  static let curveTolerance = 1e-10

  /// A round of the curves phase repeats a solver's call until it has lasted this long (100 µs):
  /// long against a read of the clocks (a call can be shorter), short against a time slice, so
  /// that on a busy machine few rounds are descheduled and the wall-clock percentiles stay sharp.
  static let minimumCurveRoundNanoseconds = 1e5
}

extension RunSettings {
  /// The curves phase's sample buffers, allocated once for every solver and repetition.
  private struct CurveBuffers {
    let samples: SampleBuffers

    init(count: Int) {
      samples = SampleBuffers(values: .allocate(capacity: count), velocities: .allocate(capacity: count))
      samples.hold(0)
    }

    func free() {
      samples.values.deallocate()
      samples.velocities.deallocate()
    }
  }
}
