import BenchmarkKit
import MotionCurves
import SelectorSimulation

/// `motion-bench _simulate` (internal, not listed in help): simulates a scene with one
/// solver on the calling thread and exits, so that `run` can count the instructions of the
/// simulation under valgrind. With `--calibrate` it does everything but the frames (start-up,
/// the scene, and each block's set-up by its solver), the count to subtract.
struct SimulateCommand: Command {
  var scene: SceneConfiguration
  var solver: SolverDescriptor
  var gslTolerance: Double
  var calibrate: Bool

  /// The most selectors × frames one simulation runs.
  static let maximumSelectorFrames = 1e9

  static let solver = SolverOptions.solver(help: "The scene solver.", default: "exact-step")
  static let sceneOptions = SceneOptions(
    selectorsHelp: "Selectors in the scene.", selectors: "32", maximumSelectors: 1_000_000, seconds: "1")
  static let gslTolerance = Option(
    "gsl-tolerance", valueName: "T", help: "rtol = atol of GSL solvers.", default: "1e-10",
    .number(in: OptionRanges.tolerance))
  static let calibrate = Option.flag("calibrate", help: "Set every block up but simulate no frame.")

  static let spec = CommandSpec(
    commandName: "motion-bench _simulate",
    overview: """
      Internal: simulate a scene with one solver on one thread, for instruction counting under valgrind \
      (motion-bench run --phases instructions).
      """,
    options: [solver] + sceneOptions.declarations + [gslTolerance, calibrate])

  init(parsed: ParsedArguments) throws(UsageError) {
    solver = try parsed[Self.solver]
    scene = try Self.sceneOptions.scene(parsed)
    gslTolerance = try parsed[Self.gslTolerance]
    calibrate = try parsed[Self.calibrate]
    do { try scene.validate() } catch { throw UsageError(error.description) }
    guard Double(scene.frameCount) * Double(scene.selectors) <= Self.maximumSelectorFrames else {
      throw UsageError(
        "--selectors × --seconds × --hz is at most \(MotionLimits.format(Self.maximumSelectorFrames)) selector-frames")
    }
  }

  func run() throws -> ExitCode {
    let simulator = try solver.makeSceneSolver(tolerance: gslTolerance)
    let blocks = try scene.units(threads: 1).flatMap { $0 }
    // The calibration sets every block up as the simulation does, and simulates no frame.
    let frames = calibrate ? 0 : scene.frameCount
    let hz = scene.hz
    let combining = scene.combining
    var sum = 0.0
    for block in blocks {
      _ = try simulator.simulate(block, frames: frames, hz: hz, combining: combining) { frame, values in
        sum += values[frame % values.count]
      }
    }
    blackHole(sum)
    return .success
  }
}
