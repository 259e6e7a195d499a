import BenchmarkKit
import Glibc
import MotionCurves
import MotionODE
import SelectorSimulation

/// `motion-bench run`: simulates thousands of selectors with every solver and reports their
/// accuracy and speed (also what `motion-bench` without a subcommand does).
struct RunCommand: Command {
  var scene = SceneConfiguration()
  var threads = RunCommand.coreCount
  var solvers: [SceneSolverChoice] = RunCommand.defaultSolvers
  var steppers: [GSLStepper] = GSLStepper.allCases
  var tolerances: [Double] = (3...12).map { Double("1e-\($0)")! }
  /// rtol = atol of the GSL solvers in the accuracy and timing phases.
  var gslTolerance = 1e-10
  var repetitions = 8
  var warmup = 1
  var accuracySelectors = 500
  var gslSelectors = 200
  var sweepSelectors = 16
  var sweepSeconds = 2.0
  /// A stepper's sweep stops after a tolerance whose run takes longer than this (seconds).
  var sweepBudget = 10.0
  var memorySelectors = 1_000_000
  var phases = Set(Phase.runnable)
  var quick = false
  var out: String?
  /// Whether to draw the run's pictures after writing its CSV (`--plot`).
  var plot = false
  /// The commit recorded instead of git's (`--commit`, else `MOTIONBENCH_COMMIT`).
  var commit: String?

  static let coreCount = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  static let defaultSolvers: [SceneSolverChoice] = [
    .closedForm, .closedFormBatched, .exactStep, .swiftUI, .gsl(.rk8pd), .gslScene(.rk8pd),
  ]

  static let spec = CommandSpec(
    commandName: "motion-bench run",
    overview: """
      Simulate thousands of the seeds' animated selectors (radio groups and segmented selectors, with \
      seeded taps that interrupt running animations) with every solver; report accuracy against the \
      Float80 reference and throughput (percentiles over repetitions, ratio to each solver's computed \
      roofline bound from this core's measured peaks), GSL's \
      work-precision sweep, thread scaling and peak memory. Writes long-format CSV to \
      results/<UTC timestamp>-<commit>.csv and results/latest.csv, and a summary table to stdout.
      """,
    options: [
      .option("selectors", valueName: "N", help: "Selectors in the timed scene (default: 5000; --quick: 1000)."),
      .option("seconds", valueName: "S", help: "Simulated seconds (default: 10; --quick: 2)."),
      .option("hz", valueName: "H", help: "Frames per second.", defaultValue: "120"),
      .option("seed", valueName: "N", help: "Seed of the selectors' event scripts.", defaultValue: "1"),
      .option("threads", valueName: "N", help: "Worker threads (default: all cores)."),
      .option(
        "solvers", valueName: "LIST",
        help: "Comma-separated scene solvers: \(SceneSolverChoice.synopsis), gsl:STEPPER, gsl-scene:STEPPER.",
        defaultValue: defaultSolvers.map(\.description).joined(separator: ",")),
      .option("steppers", valueName: "LIST", help: "GSL steppers of the work-precision sweep.", defaultValue: "all"),
      .option(
        "tolerances", valueName: "LIST",
        help:
          "Tolerances (rtol = atol) of the work-precision sweep (default: 1e-3,1e-4,…,1e-12; --quick: 1e-4,1e-7,1e-10)."
      ),
      .option(
        "gsl-tolerance", valueName: "T", help: "rtol = atol of the GSL solvers in the accuracy and timing phases.",
        defaultValue: "1e-10"),
      .option(
        "repetitions", valueName: "N",
        help: "Timed rounds per solver, after one warm-up, each at least 50 ms (default: 8; --quick: 10)."),
      .option(
        "accuracy-selectors", valueName: "N", help: "Selectors in the accuracy pass (default: 500; --quick: 100)."),
      .option(
        "gsl-selectors", valueName: "N",
        help: "Selectors in GSL's timing runs, which are ~100× slower (default: 200; --quick: 40)."),
      .option(
        "sweep-selectors", valueName: "N",
        help: "Selectors in the work-precision sweep (default: 16 for 2 s; --quick: 4 for 1 s)."),
      .option(
        "memory-selectors", valueName: "N",
        help: "Selectors in the peak-memory check (default: 1000000; --quick: 100000)."),
      .option(
        "phases", valueName: "LIST",
        help: "Comma-separated phases to run: \(list(Phase.runnable.map(\.rawValue), conjunction: "and")).",
        defaultValue: "all"),
      .flag(
        "quick",
        help:
          "A CI-sized run (under 30 s): 1,000 selectors × 2 s, 10 rounds, a small sweep (a stepper's sweep stops after "
          + "the first tolerance whose run takes over 0.4 s, else 10 s)."),
      .option(
        "out", valueName: "FILE",
        help: "Write the CSV here instead of results/<timestamp>-<commit>.csv and results/latest.csv."),
      .flag(
        "plot",
        help:
          "Then draw the run's pictures with gnuplot (as motion-bench plot does) into results/plots/, or beside --out."),
      .option(
        "commit", valueName: "ID",
        help: "The commit to record, for a tree without its git repository (default: $MOTIONBENCH_COMMIT, else git's "
          + "short hash, else 'unknown'); letters, digits, '.', '_' and '-'."),
    ])

  init(parsed: ParsedArguments) throws(UsageError) {
    quick = parsed.flag("quick")
    if quick {
      scene.selectors = 1_000
      scene.seconds = 2
      repetitions = 10
      accuracySelectors = 100
      gslSelectors = 40
      sweepSelectors = 4
      sweepSeconds = 1
      tolerances = [1e-4, 1e-7, 1e-10]
      sweepBudget = 0.4
      memorySelectors = 100_000
    }
    let count = ValueParser<Int>.positiveInt(maximum: SceneConfiguration.maximumSelectors)
    if let value = try parsed.get("selectors", count) { scene.selectors = value }
    if let value = try parsed.get("seconds", .number(in: OptionRanges.seconds, unit: " s")) { scene.seconds = value }
    scene.hz = try parsed.require("hz", .number(in: OptionRanges.hz))
    scene.seed = UInt64(try parsed.require("seed", .nonNegativeInt))
    threads = try parsed.get("threads", .positiveInt(maximum: 1024)) ?? Self.coreCount
    solvers = try Self.parseSolvers(parsed.require("solvers", .string))
    if let text = parsed.text("steppers"), text != "all" { steppers = try Self.parseSteppers(text) }
    if let text = parsed.text("tolerances") { tolerances = try Self.parseTolerances(text) }
    gslTolerance = try parsed.require("gsl-tolerance", .number(in: OptionRanges.tolerance))
    if let value = try parsed.get("repetitions", .positiveInt(maximum: 10_000)) { repetitions = value }
    if let value = try parsed.get("accuracy-selectors", count) { accuracySelectors = value }
    if let value = try parsed.get("gsl-selectors", count) { gslSelectors = value }
    if let value = try parsed.get("sweep-selectors", count) { sweepSelectors = value }
    if let value = try parsed.get("memory-selectors", count) { memorySelectors = value }
    if let text = parsed.text("phases"), text != "all" { phases = try Self.parsePhases(text) }
    out = parsed.text("out")
    plot = parsed.flag("plot")
    commit = try parsed.get("commit", Self.commitParser)
    if commit == nil { commit = try Self.environmentCommit() }
    try validate()
  }

  /// Checks the scene, every output path and the history before any work.
  func validate() throws(UsageError) {
    do { try scene.validate() } catch { throw UsageError(error.description) }
    guard Double(scene.frameCount) * Double(scene.selectors) <= 1e11 else {
      throw UsageError(
        "--selectors × --seconds × --hz is \(scene.selectors) × \(scene.frameCount) frames; at most 1e11 selector-frames"
      )
    }
    if let out {
      try UsageError.wrapping("--out") { try AtomicFile.checkWritable(out) }
    } else {
      try UsageError.wrapping("results") { try AtomicFile.checkDirectoryCreatable("results") }
      if access(History.defaultPath, F_OK) == 0 {
        // The run appends to it at the end: a history it cannot read must fail now, not then.
        try UsageError.wrapping("\(History.defaultPath) (fix or remove it)") {
          _ = try History.read(History.defaultPath)
        }
      }
    }
    if plot {
      guard !(out.map(AtomicFile.isStandardOutput) ?? false) else {
        throw UsageError("--plot needs a CSV file to draw; --out - writes to standard output")
      }
      try PlotCommand.checkFolder(plotDirectory, option: "--plot")
    }
  }

  /// A commit name that is safe in a file name: 1 to 64 letters, digits, `.`, `_` and `-`.
  static let commitParser = ValueParser<String> { text, name throws(ValidationError) in
    let allowed = text.utf8.allSatisfy { byte in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }
    guard allowed, (1...64).contains(text.utf8.count), text.first != "." else {
      throw .invalidValue(
        name: name, expected: "1 to 64 letters, digits, '.', '_' or '-', not starting with '.'", got: text)
    }
    return text
  }

  /// `MOTIONBENCH_COMMIT`, when set and not empty.
  /// - Throws: ``UsageError`` naming the variable when its value is not a valid commit name.
  static func environmentCommit() throws(UsageError) -> String? {
    guard let pointer = getenv("MOTIONBENCH_COMMIT"), case let text = String(cString: pointer), !text.isEmpty else {
      return nil
    }
    do { return try commitParser.parse(text, "MOTIONBENCH_COMMIT") } catch { throw UsageError(error) }
  }

  static func parseSolvers(_ text: String) throws(UsageError) -> [SceneSolverChoice] {
    let names = text.split(separator: ",").map { String($0).trimmingSpaces() }
    guard !names.isEmpty, !names.contains(where: \.isEmpty) else {
      throw UsageError("--solvers must list at least one solver")
    }
    var result: [SceneSolverChoice] = []
    for name in names { result.append(try SceneSolverChoice(parsing: name, option: "--solvers")) }
    return result
  }

  static func parseSteppers(_ text: String) throws(UsageError) -> [GSLStepper] {
    var result: [GSLStepper] = []
    for name in text.split(separator: ",") {
      guard let stepper = GSLStepper(rawValue: String(name).trimmingSpaces()) else {
        throw UsageError(
          "--steppers has unknown stepper '\(name)'; allowed: \(GSLStepper.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      result.append(stepper)
    }
    return result
  }

  static func parseTolerances(_ text: String) throws(UsageError) -> [Double] {
    var result: [Double] = []
    let tolerance = ValueParser<Double>.number(in: OptionRanges.tolerance)
    for item in text.split(separator: ",") {
      do { result.append(try tolerance.parse(String(item).trimmingSpaces(), "--tolerances")) } catch {
        throw UsageError("--tolerances must list numbers from 1e-16 to 1 (got '\(item)')")
      }
    }
    guard !result.isEmpty else { throw UsageError("--tolerances must list at least one tolerance") }
    return result
  }

  static func parsePhases(_ text: String) throws(UsageError) -> Set<Phase> {
    var result: Set<Phase> = []
    for item in text.split(separator: ",") {
      guard let phase = Phase(rawValue: String(item).trimmingSpaces()), phase != .targets else {
        throw UsageError(
          "--phases has unknown phase '\(item)'; allowed: \(Phase.runnable.map(\.rawValue).joined(separator: ", "))")
      }
      result.insert(phase)
    }
    return result
  }
}

extension ValueParser where Value == Int {
  /// A decimal integer ≥ 0 (seeds).
  static var nonNegativeInt: ValueParser<Int> {
    ValueParser { text, name throws(ValidationError) in
      guard let value = Int(text), value >= 0 else {
        throw .invalidValue(name: name, expected: "an integer ≥ 0", got: text)
      }
      return value
    }
  }
}
