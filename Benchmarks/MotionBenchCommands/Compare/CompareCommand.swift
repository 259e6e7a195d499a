import BenchmarkKit
import BenchmarkResults
import Glibc

/// `motion-bench compare`: judges a head run against a base run (or a history's newest run
/// against its earlier runs) and exits 0 (no change beyond noise), 2 (a regression), 4
/// (improvements only), 65 (nothing judged, or with `--gate` an incomplete head), 66 (a
/// missing file) or 75 (a timing figure too disturbed to judge: rerun).
struct CompareCommand: Command {
  /// The base's results files, pooled; empty with `--history`.
  var basePaths: [String]
  /// The head's results files, pooled; empty with `--history`.
  var headPaths: [String]
  /// A history file whose newest run is judged against its earlier runs.
  var history: String?
  /// A history whose earlier runs give the noise of a comparison with few processes.
  var noiseHistory: String?
  /// The threshold, gate and clock.
  var policy = ResultComparison.Policy()
  /// Whether `--gate` was given: a head that lacks much of the base then fails (exit 65).
  var isGated = false
  var all: Bool
  var format: ResultComparison.Format

  /// A comma-separated list of results files, none empty.
  static let fileList = ValueParser<[String]>.list(of: .nonEmpty("a file name"))
  static let base = Argument(
    "base", help: "The base results CSV; a comma-separated list pools the rounds of several runs.",
    optional: fileList)
  static let head = Argument("head", help: "The head results CSV (or a comma-separated list).", optional: fileList)
  static let history = FileOptions.input(
    "history",
    help: "Judge the newest run of this history (results/history.csv) against its earlier runs on the same machine, "
      + "instead of BASE and HEAD.")
  static let threshold = Option(
    "threshold", valueName: "F",
    help: "Relative timing change that counts, as a fraction or a percentage: '0.05' or '5%'.", default: "10%",
    .fraction(in: 0...1))
  static let paired = Option.flag(
    "paired", help: "The i-th base file ran next to the i-th head file: judge the pairs' differences.")
  static let noiseHistory = FileOptions.input(
    "noise-history",
    help: "Take the noise between processes from this history's earlier runs (results/history.csv) when a side has "
      + "too few files.")
  static let all = Option.flag("all", help: "Show every metric, not only those that changed.")
  static let format = Option(
    "format", valueName: "F", help: "Output format: \(ValueParser<ResultComparison.Format>.choices).",
    default: "text", ValueParser<ResultComparison.Format>.choice)
  static let gate = Option(
    "gate", valueName: "G",
    help: "Verdicts that decide the exit status: \(ValueParser<ResultComparison.Gate>.choices) (deterministic: "
      + "timing is reported, not gated).",
    default: "all", ValueParser<ResultComparison.Gate>.choice)
  static let timing = Option(
    "timing", valueName: "CLOCK",
    help: "Timing judged: \(ValueParser<ResultComparison.Clock>.choices) (cpu: CPU time per sample, steadiest on a "
      + "busy machine; wall: wall-clock).",
    default: "cpu", ValueParser<ResultComparison.Clock>.choice)

  static let spec = CommandSpec(
    commandName: "motion-bench compare",
    overview: """
      Compare two results files of 'motion-bench run' (or the newest run of a history with its earlier runs). \
      Timing is judged between processes (files), with the noise of the files, of --noise-history or an \
      assumed 8.5 %, and only between runs with the same machine fingerprint (CPU time per sample by default, \
      see --timing): a change counts when its 95 % interval lies wholly beyond --threshold, and is borderline \
      (not counted) when the interval straddles it. Deterministic metrics (errors, visible-error samples, \
      steps, evaluations, instructions, cache misses and estimated cycles per sample) count beyond 1 %. \
      A head that lacks a phase of the base, or most of its metrics, is named first; with --gate it fails. \
      A phase the head's run recorded skipping (the instructions phase of an AVX-512 build) is named, not \
      judged, and does not make the head incomplete. Timing is judged by the 10th percentile of each process's \
      rounds, which load does not move; a side whose rounds were disturbed throughout is "unknown: rerun". \
      Exit status: 0 nothing changed beyond noise, 2 a regression, 4 improvements only, 64 bad usage or a \
      file that is not a results file, 65 nothing judged or (with --gate) an incomplete head, 66 a missing file, \
      75 a gated timing figure too disturbed to judge (rerun).
      """,
    arguments: [base, head],
    options: [history, threshold, paired, noiseHistory, all, format, gate, timing])

  init(parsed: ParsedArguments) throws(UsageError) {
    history = try parsed[Self.history]
    basePaths = try parsed[Self.base] ?? []
    headPaths = try parsed[Self.head] ?? []
    policy.threshold = try parsed[Self.threshold]
    all = try parsed[Self.all]
    policy.paired = try parsed[Self.paired]
    noiseHistory = try parsed[Self.noiseHistory]
    format = try parsed[Self.format]
    policy.gate = try parsed[Self.gate]
    isGated = parsed.isGiven(Self.gate)
    policy.clock = try parsed[Self.timing]
    try validate()
  }

  /// Either a history or both files.
  func validate() throws(UsageError) {
    if history != nil {
      guard basePaths.isEmpty && headPaths.isEmpty else {
        throw UsageError("give either --history or <base> and <head>, not both")
      }
    } else {
      guard !basePaths.isEmpty && !headPaths.isEmpty else {
        throw UsageError("missing <head>: give <base> and <head>, or --history FILE")
      }
    }
    for (name, paths) in [("<base>", basePaths), ("<head>", headPaths)] {
      // A file that does not exist (refused when read) is told by its path.
      var seen: [AnyHashable] = []
      for path in paths {
        let identity = FileIdentity(path: path).map(AnyHashable.init) ?? AnyHashable(path)
        guard !seen.contains(identity) else {
          throw UsageError(
            "\(name) lists '\(path)' twice; each file counts as one process, so a file given twice would fake "
              + "agreement between processes")
        }
        seen.append(identity)
      }
    }
    if policy.paired && basePaths.count != headPaths.count {
      throw UsageError(
        "--paired needs as many <base> files as <head> files (got \(basePaths.count) and \(headPaths.count))")
    }
  }

  func run() throws -> ExitCode {
    var policy = policy
    if let noiseHistory {
      let rows = try UsageError.wrapping("--noise-history") { try History.read(noiseHistory) }
      policy.noiseHistory = ResultComparison.noiseHistory(rows)
    }
    let comparison: ResultComparison
    if let history {
      let rows = try UsageError.wrapping("--history") { try History.read(history) }
      guard !rows.isEmpty else { throw DataError("--history: '\(history)' has no runs yet: nothing to compare") }
      comparison = ResultComparison(history: rows, source: history, policy: policy)
    } else {
      for (name, paths) in [("<base>", basePaths), ("<head>", headPaths)] {
        for path in paths { try Self.refuseHistory(path, as: name) }
      }
      let baseFiles = try UsageError.wrapping("<base>") { try basePaths.map(RunResults.init(contentsOfFile:)) }
      let headFiles = try UsageError.wrapping("<head>") { try headPaths.map(RunResults.init(contentsOfFile:)) }
      try Self.refuseCopies(baseFiles, as: "<base>")
      try Self.refuseCopies(headFiles, as: "<head>")
      let (base, head) = (RunResults(pooling: baseFiles), RunResults(pooling: headFiles))
      for note in [base, head].flatMap(\.severalRunsNotes) { printError("compare: \(note)") }
      comparison = ResultComparison(base: base, head: head, policy: policy)
    }
    let incompleteness = history == nil ? comparison.headIncompleteness : nil
    let skipped = comparison.skippedPhases.map {
      "; the head's run skipped the \($0.phase.rawValue) phase: \($0.reason)"
    }
    .joined()
    guard comparison.entries.contains(where: { $0.base != nil && $0.head != nil }) else {
      throw DataError(
        history.map {
          "--history \($0): the newest run has no earlier run on its machine (fingerprint \(comparison.head.fingerprint)) to compare with"
        }
          ?? "<base> and <head> have no metric in common: nothing to compare, nothing judged\(skipped) (base: \(comparison.baseSource); head: \(comparison.headSource))"
      )
    }
    guard comparison.gated.contains(where: { $0.verdict != nil }) else {
      let reasons = Set(comparison.gated.filter { $0.kind != .info }.map(\.reason)).sorted()
      throw DataError(
        (incompleteness.map { "<head> is incomplete: \($0); " } ?? "")
          + "nothing judged\(policy.gate == .deterministic ? " by --gate deterministic" : ""): "
          + (reasons.isEmpty
            ? "no metric in common is judged (only reported figures)" : reasons.joined(separator: "; "))
          + " (base: \(comparison.baseSource); head: \(comparison.headSource))")
    }
    printOutput(comparison.rendered(format, all: all, incompleteness: incompleteness))
    if let incompleteness, isGated {
      printError(
        "Error: <head> is incomplete: \(incompleteness) (base: \(comparison.baseSource); head: \(comparison.headSource))"
      )
      return .dataError
    }
    return comparison.exitCode
  }

  /// Refuses a side of the comparison whose files hold one run twice, under two names: each file
  /// counts as one process, so a copy would fake agreement between processes (0 % noise). A
  /// copy has the run's identity (with its run id), or the same timing rounds, which no two
  /// processes measure.
  ///
  /// - Parameters:
  ///   - files: The side's files, read.
  ///   - argument: `<base>` or `<head>`, for the message.
  /// - Throws: ``DataError`` naming both files.
  static func refuseCopies(_ files: [RunResults], as argument: String) throws(DataError) {
    // Read where they are stored: a row is made only on access.
    let rounds = files.map { file in
      file.rows.indices.filter { file.rows.round(at: $0) != nil }.map(file.rows.value(at:))
    }
    for (index, file) in files.enumerated() {
      for (other, earlier) in files[..<index].enumerated() {
        let sameRun = !file.identity.runID.isEmpty && file.identity == earlier.identity
        guard sameRun || (!rounds[index].isEmpty && rounds[index] == rounds[other]) else { continue }
        throw DataError(
          "\(argument) '\(file.source)' is a copy of '\(earlier.source)' ("
            + (sameRun ? "the same run, id \(file.identity.runID)" : "the same timing rounds")
            + "); each file must be another process's run, or the noise between processes is faked")
      }
    }
  }

  /// Refuses a history file given where a results file of `run` belongs.
  ///
  /// - Throws: ``DataError`` naming the file and the option to use instead.
  static func refuseHistory(_ path: String, as argument: String) throws(DataError) {
    guard History.isHistory(path) else { return }
    throw DataError(
      "\(argument) '\(path)' is a history, not a results file of motion-bench run: judge it with --history \(path)")
  }
}
