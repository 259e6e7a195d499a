import Glibc
import TestSupport
import Testing

/// Bad input to every subcommand, given to the built `motion-bench` as a user would: the first
/// line on stderr starts with `Error:` and names the input, the exit code is 64 (65 for a bad
/// data file), nothing is written, and the process never crashes or hangs.
@Suite("Bad input, end to end")
struct BadInputTests {
  /// One bad invocation: its arguments (`OUT` is replaced by an output path in an empty
  /// directory, `DATA/` by the fixtures' directory), the exit code and a phrase of the message.
  struct Case: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let code: Int32
    let phrase: String
    init(_ arguments: [String], _ phrase: String, code: Int32 = 64) {
      self.arguments = arguments
      self.code = code
      self.phrase = phrase
    }
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let manyPresses = Array(repeating: "0.1:press 1; 0.1:release 1", count: 6).joined(separator: "; ")

  static let cases: [Case] = [
    // curve: expressions and their derived values
    Case(["curve", "--out", "OUT"], "missing argument '<animation>'"),
    Case(["curve", ".spring(duration: 1e-200, bounce: 0)", "--out", "OUT"], "duration must be from 1e-5 to 10000 s"),
    Case(["curve", ".spring(duration: nan)", "--out", "OUT"], "expected a finite number for 'duration:'"),
    Case(["curve", ".spring(duration: 0.5, bounce: 1.5)", "--out", "OUT"], "bounce must be from -0.999999 to 1"),
    Case(["curve", ".spring(duration: 0.5, bounce: -0.9999999999)", "--out", "OUT"], "bounce must be from -0.999999"),
    Case(
      ["curve", ".interpolatingSpring(stiffness: 1e300, damping: 1)", "--out", "OUT"], "the period 2π√(mass/stiffness)"),
    Case(
      ["curve", ".interpolatingSpring(mass: 0, stiffness: 1, damping: 1)", "--out", "OUT"], "mass must be from 1e-6"),
    Case(["curve", ".interpolatingSpring(stiffness: 100, damping: 1e12)", "--out", "OUT"], "the damping ratio"),
    Case(["curve", ".linear.delay(1e308)", "--out", "OUT"], "delay must be from 0 to 10000 s"),
    Case(["curve", ".easeOut(duration: 4.9e-324)", "--out", "OUT"], "duration must be from 1e-5"),
    Case(["curve", ".timingCurve(0.5, 1e300, 0.5, 1, duration: 1)", "--out", "OUT"], "magnitude at most 1e9"),
    Case(
      ["curve", "MoveKeyframe(1e308)", "--out", "OUT"], "keyframe 1 value must be a number of magnitude at most 1e9"),
    Case(["curve", "CubicKeyframe(1, duration: 0.5, startVelocity: 1e300)", "--out", "OUT"], "startVelocity"),
    Case(
      ["curve", "LinearKeyframe(1, duration: 9000) LinearKeyframe(2, duration: 9000)", "--out", "OUT"], "total duration"
    ),
    Case(["curve", ".spring(duration: 0.35", "--out", "OUT"], "column"),
    Case(["curve", ".smooth.speed(2)", "--out", "OUT"], "unknown animation method 'speed'"),
    Case(["curve", ".smooth", "--hz", "0", "--out", "OUT"], "--hz must be a number from 0.01 to 100000"),
    Case(["curve", ".smooth", "--hz", "inf", "--out", "OUT"], "--hz must be a number"),
    Case(["curve", ".smooth", "--hz", "1e-320", "--out", "OUT"], "--hz must be a number"),
    Case(["curve", ".smooth", "--seconds", "-1", "--out", "OUT"], "--seconds must be a number from 1e-5"),
    Case(["curve", ".smooth", "--seconds", "1e308", "--out", "OUT"], "--seconds must be a number"),
    Case(["curve", ".smooth", "--seconds", "10000", "--hz", "100000", "--out", "OUT"], "frames"),
    Case(["curve", ".smooth", "--from", "nan", "--out", "OUT"], "--from must be a number from -1e9 to 1e9"),
    Case(["curve", ".smooth", "--to", "1e308", "--out", "OUT"], "--to must be a number"),
    Case(["curve", ".smooth", "--velocity", "-inf", "--out", "OUT"], "--velocity must be a number"),
    Case(["curve", ".smooth", "--rtol", "0", "--out", "OUT"], "--rtol must be a number from 1e-16 to 1"),
    Case(["curve", ".smooth", "--atol", "1e-300", "--out", "OUT"], "--atol must be a number"),
    Case(["curve", ".smooth", "--solver", "euler", "--out", "OUT"], "--solver must be"),
    Case(["curve", ".smooth", "--solver", "gsl:rk9", "--out", "OUT"], "unknown GSL stepper 'rk9'"),
    Case(["curve", ".smooth", "--out", "/nonexistent-dir/x.csv"], "--out: cannot write"),
    Case(["curve", ".smooth", "--out", "DATA/"], "--out: cannot write"),
    Case(["curve", ".smooth", "--bogus", "--out", "OUT"], "unknown option '--bogus'"),
    // trace: selectors, scripts and frame counts
    Case(["trace", "--out", "OUT"], "missing argument '<selector>'"),
    Case(["trace", "checkbox", "--out", "OUT"], "<selector> must be radio or segmented"),
    Case(
      ["trace", "radio", "--events", "1e308:tap 1", "--out", "OUT"], "time must be a number of seconds from 0 to 10000"),
    Case(["trace", "radio", "--events", "nan:tap 1", "--out", "OUT"], "time must be a number of seconds"),
    Case(["trace", "radio", "--events", "0.5:tap 3", "--out", "OUT"], "index must be an integer from 0 to 2"),
    Case(["trace", "radio", "--events", "0.5:poke 1", "--out", "OUT"], "action must be tap, press or release"),
    Case(
      ["trace", "segmented", "--events", manyPresses, "--out", "OUT"], "--events: mode1.press.scaleX has more than 8"),
    Case(["trace", "segmented", "--autoplay", "--out", "OUT"], "--autoplay applies to the radio selector only"),
    Case(["trace", "radio", "--hz", "1e200", "--out", "OUT"], "--hz must be a number"),
    Case(["trace", "radio", "--seconds", "1e200", "--out", "OUT"], "--seconds must be a number"),
    Case(["trace", "radio", "--seconds", "10000", "--hz", "100000", "--out", "OUT"], "frames"),
    Case(["trace", "radio", "--solver", "roofline-probe", "--out", "OUT"], "unknown solver 'roofline-probe'"),
    // tune: targets, conflicts, conversions and data files
    Case(["tune", "--out", "OUT"], "give targets"),
    Case(
      ["tune", "--overshoot", "100", "--out", "OUT"],
      "--overshoot must be a fraction from 0 up to (not including) 1 or a percentage from 0% up to 100% (got '100')"),
    Case(["tune", "--overshoot", "nan", "--settle", "1", "--out", "OUT"], "--overshoot must be a fraction"),
    Case(["tune", "--settle", "1e308", "--bounce", "0.2", "--out", "OUT"], "--settle must be a number from 1e-5"),
    Case(["tune", "--settle", "4.9e-324", "--bounce", "0.2", "--out", "OUT"], "--settle must be a number"),
    Case(
      ["tune", "--peak-time", "0.1", "--duration", "0.5", "--out", "OUT"], "peaks no sooner than half its duration"),
    Case(
      ["tune", "--overshoot", "99.9999%", "--settle", "0.4", "--out", "OUT"], "outside the springs MotionBench models"),
    Case(["tune", "--like", ".easeOut", "--out", "OUT"], "--like"),
    Case(["tune", "--like", ".spring(duration: 1e-200)", "--out", "OUT"], "duration must be from 1e-5"),
    Case(
      ["tune", "--overshoot", "5%", "--settle", "0.4", "--weights", "settle=inf", "--out", "OUT"],
      "the weight of settle"),
    Case(
      ["tune", "--overshoot", "5%", "--settle", "0.4", "--epsilon", "1", "--out", "OUT"], "--epsilon must be a fraction"
    ),
    Case(
      ["tune", "--overshoot", "5%", "--settle", "0.4", "--visible-pt", "1e-320", "--out", "OUT"], "--visible-pt must be"
    ),
    Case(
      ["tune", "--overshoot", "5%", "--settle", "0.4", "--format", "xml", "--out", "OUT"], "--format must be one of"),
    Case(["tune", "--oscillations", "2", "--digits", "0", "--duration", "1", "--out", "OUT"], "--digits must be"),
    Case(["tune", "--match", "DATA/missing.csv", "--out", "OUT"], "cannot read", code: 65),
    Case(["tune", "--match", "DATA/", "--out", "OUT"], "--match", code: 65),
    Case(["tune", "--match", "DATA/denormal.csv", "--out", "OUT"], "at least 0.0001 s", code: 65),
    Case(["tune", "--match", "DATA/huge.csv", "--out", "OUT"], "magnitude at most 1e9", code: 65),
    Case(["tune", "--match", "DATA/columns.csv", "--out", "OUT"], "no column 't'", code: 65),
    Case(["tune", "--match", "DATA/late.csv", "--out", "OUT"], "time must be from 0 to 10000 s", code: 65),
    // sweep: axes, bands and grid size
    Case(["sweep", "--duration-max", "1e308", "--out", "OUT"], "--duration-max must be a number from 1e-5"),
    Case(["sweep", "--bounce-min", "-1", "--out", "OUT"], "--bounce-min must be a number from -0.999999"),
    Case(["sweep", "--bounces", "0", "--out", "OUT"], "--bounces must be an integer from 1"),
    Case(["sweep", "--bounces", "99999999999999999999", "--out", "OUT"], "--bounces must be an integer"),
    Case(["sweep", "--velocity", "1e308", "--out", "OUT"], "--velocity must be a number"),
    Case(["sweep", "--epsilon", "1e-320", "--out", "OUT"], "--epsilon must be a fraction"),
    Case(["sweep", "--visible-pt", "4.9e-324", "--out", "OUT"], "--visible-pt must be a number"),
    Case(["sweep", "--visible-pt", "1e-9", "--change", "1e9", "--out", "OUT"], "it must be from 1e-12"),
    Case(["sweep", "--bounces", "100000", "--durations", "100000", "--out", "OUT"], "points"),
    Case(["sweep", "--duration-min", "2", "--duration-max", "1", "--out", "OUT"], "must not exceed --duration-max"),
    Case(["sweep", "--layout", "tall", "--out", "OUT"], "--layout must be one of"),
    Case(["sweep", "--threads", "0", "--out", "OUT"], "--threads must be an integer from 1"),
    // run
    Case(["run", "--seconds", "1e308", "--out", "OUT"], "--seconds must be a number"),
    Case(["run", "--hz", "1e200", "--out", "OUT"], "--hz must be a number"),
    Case(["run", "--selectors", "0", "--out", "OUT"], "--selectors must be an integer from 1"),
    Case(["run", "--selectors", "-5", "--out", "OUT"], "--selectors must be an integer"),
    Case(["run", "--threads", "99999999999999999999", "--out", "OUT"], "--threads must be an integer"),
    Case(["run", "--tolerances", "1e-6,nan", "--out", "OUT"], "--tolerances"),
    Case(["run", "--gsl-tolerance", "0", "--out", "OUT"], "--gsl-tolerance must be a number"),
    Case(["run", "--repetitions", "0", "--out", "OUT"], "--repetitions must be an integer"),
    Case(["run", "--phases", "warmup", "--out", "OUT"], "--phases has unknown phase 'warmup'"),
    Case(["run", "--solvers", "", "--out", "OUT"], "--solvers must list at least one solver"),
    Case(["run", "--out", "/nonexistent-dir/run.csv"], "--out: cannot write"),
    Case(["run", "--selectors", "100000000", "--seconds", "1000", "--out", "OUT"], "selector-frames"),
    Case(["run", "--hz", "0.01", "--seconds", "1", "--out", "OUT"], "at least 1 frame"),
    // compare: files that are not runs (exit 64, as package-benchmark's compare does), bad options
    Case(["compare"], "give <base> and <head>"),
    Case(["compare", "DATA/missing.csv", "DATA/missing.csv"], "cannot read it"),
    Case(["compare", "DATA/columns.csv", "DATA/columns.csv"], "not a results file of motion-bench run"),
    Case(["compare", "DATA/", "DATA/"], "<base>"),
    Case(["compare", "DATA/run.csv", "DATA/run.csv", "--threshold", "nan"], "--threshold must be"),
    Case(
      ["compare", "DATA/run.csv", "DATA/run.csv", "--threshold", "-1"], "--threshold must be a fraction from 0 to 1"),
    Case(["compare", "DATA/run.csv", "DATA/run.csv", "--threshold", "25"], "for 25 % write 25% or 0.25 (got '25')"),
    Case(
      ["compare", "DATA/run.csv", "DATA/run.csv", "--format", "xml"],
      "--format must be one of 'text', 'markdown', 'csv'"),
    Case(["compare", "DATA/run.csv", "DATA/other.csv"], "<base> and <head> have no metric in common", code: 65),
    Case(["compare", "--history", "DATA/history.csv"], "the newest run has no earlier run on its machine", code: 65),
    // The first-time user's report: misspelt options, values that begin with '-', empty traces
    Case(
      ["tune", "--overshot", "5%", "--settle", "0.4", "--out", "OUT"],
      "unknown option '--overshot'; did you mean '--overshoot'?"),
    Case(["tune", "--match", "DATA/header.csv", "--out", "OUT"], "the file has no data rows, only a header", code: 65),
    Case(["tune", "--match", "DATA/order.csv", "--out", "OUT"], "line 4, column 't': times must increase", code: 65),
    Case(["trace", "radio", "--events", "-0.2:tap 1", "--out", "OUT"], "--events: event 1 '-0.2:tap 1': time must be"),
    Case(
      ["trace", "radio", "--channels", "highlight.*", "--out", "OUT"],
      "--channels pattern 'highlight.*' matches no radio channel"),
    Case(["trace", "radio", "--channels", "option1.*,", "--out", "OUT"], "--channels has an empty pattern"),
    Case(["trace", "radio", "--layout", "tall", "--out", "OUT"], "--layout must be one of 'long', 'wide'"),
    Case(["run", "--commit", "a b", "--out", "OUT"], "--commit must be 1 to 64 letters"),
    Case(["run", "--phases", "targets", "--out", "OUT"], "--phases has unknown phase 'targets'"),
    Case(["compare", "--history", "DATA/missing.csv"], "--history"),
    Case(["compare", "--history", "DATA/columns.csv"], "not a history file"),
    // plot: unknown files and sizes
    Case(["plot", "--out", "OUT"], "missing argument '<files>'"),
    Case(["plot", "DATA/missing.csv", "--out", "OUT"], "cannot read"),
    Case(["plot", "DATA/columns.csv", "--out", "OUT"], "is not a CSV that motion-bench plot knows"),
    Case(["plot", "DATA/run.csv", "--size", "10x10", "--out", "OUT"], "--size must be WIDTHxHEIGHT"),
    Case(["plot", "DATA/run.csv", "--size", "1e9x5", "--out", "OUT"], "--size must be WIDTHxHEIGHT"),
    Case(["plot", "DATA/run.csv", "--format", "jpg", "--out", "OUT"], "--format must be one of 'png', 'svg'"),
    // The SwiftUI runtime's options
    Case(
      ["curve", ".smooth", "--solver", "swiftui", "--components", "0", "--out", "OUT"],
      "--components must be an integer"),
    Case(["curve", ".smooth", "--components", "2", "--out", "OUT"], "--components applies only to --solver swiftui"),
    Case(
      ["tune", "--stop", "1", "--bounce", "0.2", "--hz", "1e308", "--out", "OUT"],
      "--hz must be a number from 1 to 1000"),
    Case(["sweep", "--hz", "0", "--out", "OUT"], "--hz must be a number from 1 to 1000"),
    Case(["frobnicate"], "unknown subcommand 'frobnicate'"),
  ]

  /// A results file of `run` with one row (the cases that need one only check options).
  static let smallRun =
    "timestamp,git_commit,toolchain,cpu_model,cpu_cores,kernel,build_configuration,vector_isa,build_flags,fingerprint,"
    + "seed,phase,solver,tolerance,selectors,seconds,hz,threads,channel,round,metric,value,unit\n"
    + "2026-11-30T00:00:00Z,abc1234,Swift 6.3.1,Test CPU,2,Linux,release,avx2,,0123456789ab,"
    + "1,accuracy,exact-step,,10,1,120,2,all,,max_error,1e-13,value\n"

  /// Files the data-file cases read.
  static func writeFixtures(in directory: String) throws {
    let fixtures = [
      "denormal.csv": "t,value\n0,0\n1e-321,0.5\n2e-321,1\n3e-321,1.1\n",
      "huge.csv": "t,value\n0,0\n0.1,1e308\n0.2,1\n0.3,1\n",
      "columns.csv": "time,value\n0,0\n0.1,1\n",
      "late.csv": "t,value\n0,0\n5000,0.5\n9000,0.9\n20000,1\n",
      "run.csv": Self.smallRun,
      "other.csv": Self.smallRun.replacing(
        "accuracy,exact-step,,10,1,120,2,all,,max_error,1e-13,value",
        with: "memory,exact-step,,10,1,120,2,,,peak_rss,1e6,bytes"),
      "history.csv":
        "timestamp,git_commit,fingerprint,phase,solver,metric,value,n,verdict\n2026-11-30T00:00:00Z,abc1234,0123456789ab,accuracy,exact-step,max_error,1e-13,,\n",
      "header.csv": "t,value\n",
      "order.csv": "t,value\n0,0\n0.2,1\n0.1,2\n0.3,3\n0.4,3\n",
    ]
    for (name, text) in fixtures {
      guard let file = fopen(directory + "/" + name, "wb") else { throw CurveTestError.cannotOpen(name) }
      _ = text.withCString { fputs($0, file) }
      fclose(file)
    }
  }

  @Test("There are at least 50 cases, across every subcommand")
  func coverage() {
    #expect(Self.cases.count >= 50)
    let commands = Set(Self.cases.compactMap(\.arguments.first))
    #expect(commands.isSuperset(of: ["curve", "trace", "tune", "sweep", "run", "compare", "plot"]))
  }

  @Test("Bad input: one Error: line naming the input, exit 64 or 65, nothing written", arguments: cases)
  func badInput(_ bad: Case) throws {
    try withTemporaryDirectory { data in
      try withTemporaryDirectory { output in
        try Self.writeFixtures(in: data)
        let arguments = bad.arguments.map { argument in
          argument == "OUT"
            ? output + "/out.csv" : argument.hasPrefix("DATA/") ? data + "/" + argument.dropFirst(5) : argument
        }
        let result = try ChildProcess.run(arguments, in: output)
        let (ending, stderr) = (result.ending, result.standardError)
        #expect(ending == .exited(bad.code), "\(ending)")
        let first = stderr.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        #expect(first.hasPrefix("Error: ") && first.contains(bad.phrase), "\(first)")
        // After the error, at most a short pointer to the help, never a usage line.
        let rest = stderr.split(separator: "\n").dropFirst()
        #expect(rest.allSatisfy { $0.hasPrefix("See 'motion-bench") && $0.hasSuffix("--help'.") }, "\(stderr)")
        #expect(try FileList(output).names == [])
      }
    }
  }
}
