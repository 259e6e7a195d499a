import BenchmarkKit
import MotionCurves
import MotionODE

extension RunCommand {
  /// Single-curve cost and accuracy of the curve solvers (`motion-bench curve`'s): the seeds'
  /// dot spring, `.spring(duration: 0.35, bounce: 0.55)`, from 0 to 1 over 10 s at 120 Hz,
  /// sampled with each solver; ns per sample (percentiles over repetitions) and max error
  /// against the `Float80` reference.
  func measureCurves(into report: inout RunReport) throws {
    let motion = Motion.constant(0).retargeted(to: 1, at: 0, with: try .spring(duration: 0.35, bounce: 0.55))
    let frames = Frames(hz: 120, range: 0..<1201)
    let expected = try ReferenceSolver().sample(motion, frames: frames)
    var curveScene = scene
    curveScene.selectors = 1
    curveScene.seconds = 10
    curveScene.hz = 120
    let solvers: [(any MotionSolver, Double?)] = [
      (ClosedFormSolver(), nil), (ExactStepSolver(), nil), (ReferenceSolver(), nil),
      (try GSLSolver(stepper: .rk8pd, relativeTolerance: 1e-10, absoluteTolerance: 1e-10), 1e-10),
    ]
    for (solver, tolerance) in solvers {
      progress("curves: \(solver.name), the dot spring over 10 s at 120 Hz")
      let samples = try solver.sample(motion, frames: frames)
      let error = zip(samples.values, expected.values).map { abs($0 - $1) }.max() ?? 0
      let timed = RunsOnCallingThread(solver)
      let benchmark = Benchmark(solver.name, configuration: .init(warmupIterations: 3, repetitions: max(20, 4 * repetitions))) {
        blackHole(try timed.value.sample(motion, frames: frames))
      }
      let statistics = try benchmark.run()
      func add(_ metric: String, _ value: Double, _ unit: String) {
        var r = row(.curves, solver.name, curveScene, threads: 1, metric: metric, value: value, unit: unit)
        r.tolerance = tolerance
        r.channel = "dot.scale"
        report.add(r)
      }
      add("max_error", error, "value")
      for (name, nanoseconds) in [("median", statistics.median), ("p10", statistics.p10), ("p90", statistics.p90)] {
        add("ns_per_sample_\(name)", nanoseconds / Double(frames.range.count), "ns")
      }
    }
  }
}

/// A value used only on the thread that made it: `Benchmark.run()` calls its body synchronously,
/// so a solver with mutable state (GSL's reused drivers) never crosses threads.
private struct RunsOnCallingThread<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
