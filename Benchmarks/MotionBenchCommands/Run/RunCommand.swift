import BenchmarkKit
import BenchmarkResults
import Glibc
import MotionBenchmarks
import MotionCurves
import MotionODE
import SelectorSimulation

/// `motion-bench run`: simulates thousands of selectors with every solver and reports their
/// accuracy and speed (also what `motion-bench` without a subcommand does).
struct RunCommand: Command {
  /// What the phases run with.
  var settings: RunSettings
  var phases: Set<Phase>
  var out: String?
  /// Whether to draw the run's pictures after writing its CSV (`--plot`).
  var plot: Bool
  /// The commit recorded instead of git's (`--commit`, else `MOTIONBENCH_COMMIT`).
  var commit: String?
  /// `--shard`: the shard of the shardable phases' cases to run, nil for the whole run.
  var shard: Shard?
  /// The whole job's command line, for the shard file.
  var job: [String] = []

  /// Every plain solver but the reference (the accuracy phase's arbiter), then each GSL
  /// family's rk8pd.
  static let defaultSolvers: [SolverDescriptor] =
    SolverRegistry.plain.filter { $0 != .reference } + [.gsl(.rk8pd), .gslScene(.rk8pd)]
  /// The powers of ten whose negatives are the default tolerances: 1e-3 … 1e-12.
  static let toleranceExponents = 3...12
  /// Simulated seconds of the work-precision sweep, without and with `--quick`.
  static let sweepSeconds = (standard: 2.0, quick: 1.0)
  /// ``RunSettings/sweepBudget`` without and with `--quick`.
  static let sweepBudget = (standard: 10.0, quick: 0.4)

  private static let count = ValueParser<Int>.positiveInt(maximum: SceneConfiguration.maximumSelectors)
  static let sceneOptions = SceneOptions(
    selectorsHelp: "Selectors in the timed scene.", selectors: "5000",
    maximumSelectors: SceneConfiguration.maximumSelectors, seconds: "10")
  static let threads = SceneOptions.threads(note: "the timed scenes run on this many.")
  static let solvers = Option(
    "solvers", valueName: "LIST",
    help: "Comma-separated scene solvers: \(SolverDescriptor.names(solving: .scenes).joined(separator: ", ")).",
    default: defaultSolvers, shown: defaultSolvers.map(\.description).joined(separator: ","), .list(of: .solver()))
  static let steppers = Option(
    "steppers", valueName: "LIST", help: "GSL steppers of the work-precision sweep.", default: "all",
    .list(of: .choice, all: GSLStepper.allCases))
  static let tolerances = Option(
    "tolerances", valueName: "LIST", help: "Tolerances (rtol = atol) of the work-precision sweep.",
    default: toleranceExponents.compactMap { Double("1e-\($0)") },
    shown: "1e-\(toleranceExponents.lowerBound),1e-\(toleranceExponents.lowerBound + 1),…,"
      + "1e-\(toleranceExponents.upperBound)",
    .list(of: .number(in: OptionRanges.tolerance)))
  static let gslTolerance = Option(
    "gsl-tolerance", valueName: "T", help: "rtol = atol of the GSL solvers in the accuracy and timing phases.",
    default: "1e-10", .number(in: OptionRanges.tolerance))
  static let repetitions = Option(
    "repetitions", valueName: "N",
    help: "Timed rounds per solver, after one warm-up, each at least "
      + "\(MotionLimits.format(RunSettings.minimumRoundNanoseconds / 1e6)) ms.",
    default: "8", .positiveInt(maximum: 10_000))
  static let accuracySelectors = Option(
    "accuracy-selectors", valueName: "N", help: "Selectors in the accuracy pass.", default: "500", count)
  static let gslSelectors = Option(
    "gsl-selectors", valueName: "N", help: "Selectors in GSL's timing runs, which are ~100× slower.", default: "200",
    count)
  static let sweepSelectors = Option(
    "sweep-selectors", valueName: "N",
    help: "Selectors in the work-precision sweep, over \(MotionLimits.format(sweepSeconds.standard)) s "
      + "(\(MotionLimits.format(sweepSeconds.quick)) s with --quick).",
    default: "16", count)
  static let memorySelectors = Option(
    "memory-selectors", valueName: "N", help: "Selectors in the peak-memory check.", default: "1000000", count)
  static let phases = Option(
    "phases", valueName: "LIST",
    help: "Comma-separated phases to run: \(list(Phase.runnable.map(\.rawValue), conjunction: "and")).",
    default: "all", .list(of: .choice(among: Phase.runnable), all: Phase.runnable))
  /// `--quick`: every default it changes, in one place.
  static let quick = DefaultSet(
    "quick",
    help: "A CI-sized run (under 30 s): the defaults marked --quick, and a small sweep (a stepper's sweep stops after "
      + "the first tolerance whose run takes over \(MotionLimits.format(sweepBudget.quick)) s, else "
      + "\(MotionLimits.format(sweepBudget.standard)) s).",
    [
      sceneOptions.selectors.defaulting(to: "1000"), sceneOptions.seconds.defaulting(to: "2"),
      tolerances.defaulting(to: "1e-4,1e-7,1e-10"),
      repetitions.defaulting(to: "10"), accuracySelectors.defaulting(to: "100"), gslSelectors.defaulting(to: "40"),
      sweepSelectors.defaulting(to: "4"), memorySelectors.defaulting(to: "100000"),
    ])
  static let out = FileOptions.out(
    help: "Write the CSV here instead of results/<timestamp>-<commit>-<run id>.csv and results/latest.csv.")
  static let plot = FileOptions.plot(
    help: "Then draw the run's pictures with gnuplot (as motion-bench plot does) into results/plots/, or beside --out.")
  static let commit = Option(
    "commit", valueName: "ID",
    help: "The commit to record, for a tree without its git repository (default: $MOTIONBENCH_COMMIT, else git's "
      + "short hash, else 'unknown'); letters, digits, '.', '_' and '-'.",
    commitParser)

  static let spec = CommandSpec(
    commandName: "motion-bench run",
    overview: """
      Simulate thousands of the seeds' animated selectors (radio groups and segmented selectors, with \
      seeded taps that interrupt running animations) with every solver; report accuracy against the \
      Float80 reference and throughput (percentiles over repetitions, ratio to each solver's computed \
      roofline bound from this core's measured peaks), GSL's \
      work-precision sweep, thread scaling and peak memory. Writes long-format CSV to \
      results/<UTC timestamp>-<commit>-<run id>.csv and results/latest.csv, and a summary table to stdout.
      """,
    options: sceneOptions.declarations + [
      threads, solvers, steppers, tolerances, gslTolerance, repetitions, accuracySelectors, gslSelectors,
      sweepSelectors, memorySelectors, phases, quick, out, plot, commit, shard,
    ])

  init(parsed: ParsedArguments) throws(UsageError) {
    let quick = parsed[Self.quick]
    settings = RunSettings(
      scene: try Self.sceneOptions.scene(parsed), threads: try parsed[Self.threads] ?? SceneOptions.cores,
      solvers: try parsed[Self.solvers], steppers: try parsed[Self.steppers], tolerances: try parsed[Self.tolerances],
      gslTolerance: try parsed[Self.gslTolerance], repetitions: try parsed[Self.repetitions],
      accuracySelectors: try parsed[Self.accuracySelectors], gslSelectors: try parsed[Self.gslSelectors],
      sweepSelectors: try parsed[Self.sweepSelectors],
      sweepSeconds: quick ? Self.sweepSeconds.quick : Self.sweepSeconds.standard,
      sweepBudget: quick ? Self.sweepBudget.quick : Self.sweepBudget.standard,
      memorySelectors: try parsed[Self.memorySelectors], quick: quick, progress: progress)
    settings.slowdown = try TestSlowdown.fromEnvironment()
    phases = Set(try parsed[Self.phases])
    out = try parsed[Self.out]
    plot = try parsed[Self.plot]
    commit = try parsed[Self.commit]
    if commit == nil { commit = try Self.environmentCommit() }
    shard = try parsed[Self.shard]
    job = ShardOptions.job("run", parsed)
    try validate()
    try checkShard()
  }

  /// The most selectors × frames one run simulates.
  static let maximumSelectorFrames = 1e11

  /// Checks the scene, every output path and the history before any work.
  func validate() throws(UsageError) {
    let scene = settings.scene
    do { try scene.validate() } catch { throw UsageError(error.description) }
    guard Double(scene.frameCount) * Double(scene.selectors) <= Self.maximumSelectorFrames else {
      throw UsageError(
        "--selectors × --seconds × --hz is \(scene.selectors) × \(scene.frameCount) frames; "
          + "at most \(MotionLimits.format(Self.maximumSelectorFrames)) selector-frames")
    }
    if let out {
      try OutputCheck.check(out)
    } else {
      try UsageError.wrapping("results") {
        try AtomicFile.checkDirectoryCreatable("results")
        if access("results", F_OK) == 0 {
          for path in [History.defaultPath, Self.latestPath] {
            try AtomicFile.checkWritable(path, followingLink: false)
          }
        }
      }
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
}
