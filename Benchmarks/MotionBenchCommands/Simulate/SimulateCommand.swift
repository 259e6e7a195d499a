import BenchmarkKit
import SelectorSimulation

/// `motion-bench _simulate` (internal, not listed in help): simulates a scene with one
/// solver on the calling thread and exits, so that `run` can count the instructions of the
/// simulation under valgrind. With `--calibrate` it does everything but the simulation
/// (start-up, scene and solver set-up), the count to subtract.
struct SimulateCommand: Command {
  var scene = SceneConfiguration()
  var solver = SolverChoice.exactStep
  var gslTolerance = 1e-10
  var calibrate = false

  static let spec = CommandSpec(
    commandName: "motion-bench _simulate",
    overview: """
      Internal: simulate a scene with one solver on one thread, for instruction counting under valgrind \
      (motion-bench run --phases instructions).
      """,
    options: [
      .option("solver", valueName: "S", help: "The scene solver.", defaultValue: "exact-step"),
      .option("selectors", valueName: "N", help: "Selectors in the scene.", defaultValue: "32"),
      .option("seconds", valueName: "S", help: "Simulated seconds.", defaultValue: "1"),
      .option("hz", valueName: "H", help: "Frames per second.", defaultValue: "120"),
      .option("seed", valueName: "N", help: "Seed of the selectors' event scripts.", defaultValue: "1"),
      .option("gsl-tolerance", valueName: "T", help: "rtol = atol of GSL solvers.", defaultValue: "1e-10"),
      .flag("calibrate", help: "Set everything up but do not simulate."),
    ])

  init(parsed: ParsedArguments) throws(UsageError) {
    solver = try SolverChoice(parsingScene: parsed.require("solver", .string), option: "--solver")
    scene.selectors = try parsed.require("selectors", .positiveInt(maximum: 1_000_000))
    scene.seconds = try parsed.require("seconds", .number(in: OptionRanges.seconds, unit: " s"))
    scene.hz = try parsed.require("hz", .number(in: OptionRanges.hz))
    scene.seed = UInt64(try parsed.require("seed", .nonNegativeInt))
    gslTolerance = try parsed.require("gsl-tolerance", .number(in: OptionRanges.tolerance))
    calibrate = parsed.flag("calibrate")
    do { try scene.validate() } catch { throw UsageError(error.description) }
    guard Double(scene.frameCount) * Double(scene.selectors) <= 1e9 else {
      throw UsageError("--selectors × --seconds × --hz is at most 1e9 selector-frames")
    }
  }

  func run() throws -> ExitCode {
    let simulator = try solver.make(tolerance: gslTolerance)
    let blocks = try scene.units(threads: 1).flatMap { $0 }
    let frames = scene.frameCount
    let hz = scene.hz
    let combining = scene.combining
    var sum = 0.0
    if !calibrate {
      for block in blocks {
        _ = try simulator.simulate(block, frames: frames, hz: hz, combining: combining) { frame, values in
          sum += values[frame % values.count]
        }
      }
    }
    blackHole(sum)
    return .success
  }
}
