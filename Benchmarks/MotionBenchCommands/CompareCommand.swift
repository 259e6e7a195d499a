import BenchmarkKit

/// `motion-bench compare`: judges a head run against a base run (or a history's newest run
/// against its earlier runs) and exits 0 (no change beyond noise), 2 (a regression) or 4
/// (improvements only).
struct CompareCommand: Command {
  /// The base's results files, pooled; empty with `--history`.
  var basePaths: [String] = []
  /// The head's results files, pooled; empty with `--history`.
  var headPaths: [String] = []
  /// A history file whose newest run is judged against its earlier runs.
  var history: String?
  /// The threshold, gate and clock.
  var policy = ResultComparison.Policy()
  var all = false
  var format = ResultComparison.Format.text

  static let spec = CommandSpec(
    commandName: "motion-bench compare",
    overview: """
      Compare two results files of 'motion-bench run' (or the newest run of a history with its earlier runs). \
      Timing counts only when the rounds differ significantly (Mann-Whitney p < 0.01) and the median moved by \
      more than --threshold, and only between runs with the same machine fingerprint (CPU time per sample by \
      default, see --timing); deterministic metrics \
      (errors, visible-error samples, steps, evaluations and instructions per sample) count beyond 1 %. \
      Exit status: 0 nothing changed beyond noise, 2 a regression, 4 improvements only, 64 bad usage or a \
      file that is not a results file.
      """,
    arguments: [
      ArgumentSpec("base", help: "The base results CSV; a comma-separated list pools the rounds of several runs.", isOptional: true),
      ArgumentSpec("head", help: "The head results CSV (or a comma-separated list).", isOptional: true),
    ],
    options: [
      .option("history", valueName: "FILE", help: "Judge the newest run of this history (results/history.csv) against its earlier runs on the same machine, instead of BASE and HEAD."),
      .option("threshold", valueName: "F", help: "Relative timing change that counts, as a fraction (0.05) or a percentage (5%).", defaultValue: "0.1"),
      .flag("all", help: "Show every metric, not only those that changed."),
      .option("format", valueName: "F", help: "Output format: text, markdown or csv.", defaultValue: "text"),
      .option("gate", valueName: "G", help: "Verdicts that decide the exit status: all, or deterministic (timing is reported, not gated).", defaultValue: "all"),
      .option("timing", valueName: "CLOCK", help: "Timing judged: cpu (CPU time per sample, steadiest on a busy machine), wall (wall-clock) or both.", defaultValue: "cpu"),
    ])

  init(parsed: ParsedArguments) throws(UsageError) {
    history = parsed.text("history")
    func paths(_ name: String) throws(UsageError) -> [String] {
      guard let text = parsed.text(name) else { return [] }
      let list = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard !list.contains(where: \.isEmpty) else { throw UsageError("<\(name)> has an empty file name in '\(text)'") }
      return list
    }
    basePaths = try paths("base")
    headPaths = try paths("head")
    policy.threshold = try Self.parseThreshold(parsed.require("threshold", .string))
    all = parsed.flag("all")
    let formatName = try parsed.require("format", .string)
    guard let format = ResultComparison.Format(rawValue: formatName) else {
      throw UsageError("--format must be text, markdown or csv (got '\(formatName)')")
    }
    self.format = format
    let gateName = try parsed.require("gate", .string)
    guard let gate = ResultComparison.Gate(rawValue: gateName) else {
      throw UsageError("--gate must be all or deterministic (got '\(gateName)')")
    }
    policy.gate = gate
    let clockName = try parsed.require("timing", .string)
    guard let clock = ResultComparison.Clock(rawValue: clockName) else {
      throw UsageError("--timing must be cpu, wall or both (got '\(clockName)')")
    }
    policy.clock = clock
    try validate()
  }

  /// Either a history or both files.
  func validate() throws(UsageError) {
    if history != nil {
      guard basePaths.isEmpty && headPaths.isEmpty else { throw UsageError("give either --history or <base> and <head>, not both") }
    } else {
      guard !basePaths.isEmpty && !headPaths.isEmpty else { throw UsageError("missing <head>: give <base> and <head>, or --history FILE") }
    }
  }

  /// A fraction `0.05` or a percentage `5%`, from 0 to 1 (100 %).
  static func parseThreshold(_ text: String) throws(UsageError) -> Double {
    let isPercent = text.hasSuffix("%")
    let number = Double(isPercent ? String(text.dropLast()).trimmingSpaces() : text)
    guard let number, number.isFinite else {
      throw UsageError("--threshold must be a fraction such as 0.05 or a percentage such as 5% (got '\(text)')")
    }
    let fraction = isPercent ? number / 100 : number
    guard fraction >= 0, fraction <= 1 else { throw UsageError("--threshold must be from 0 to 1 (100%) (got '\(text)')") }
    return fraction
  }

  func run() throws -> ExitCode {
    let comparison: ResultComparison
    if let history {
      let rows = try UsageError.wrapping("--history") { try History.read(history) }
      guard !rows.isEmpty else { throw UsageError("--history: '\(history)' has no runs yet") }
      comparison = ResultComparison(history: rows, source: history, policy: policy)
    } else {
      let base = try UsageError.wrapping("<base>") { RunResults(pooling: try basePaths.map(RunResults.init(contentsOfFile:))) }
      let head = try UsageError.wrapping("<head>") { RunResults(pooling: try headPaths.map(RunResults.init(contentsOfFile:))) }
      comparison = ResultComparison(base: base, head: head, policy: policy)
    }
    printOutput(comparison.rendered(format, all: all))
    return comparison.exitCode
  }
}
