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
      ArgumentSpec(
        "base", help: "The base results CSV; a comma-separated list pools the rounds of several runs.", isOptional: true
      ),
      ArgumentSpec("head", help: "The head results CSV (or a comma-separated list).", isOptional: true),
    ],
    options: [
      .option(
        "history", valueName: "FILE",
        help:
          "Judge the newest run of this history (results/history.csv) against its earlier runs on the same machine, instead of BASE and HEAD."
      ),
      .option(
        "threshold", valueName: "F",
        help: "Relative timing change that counts, as a fraction or a percentage: '0.05' or '5%'.", defaultValue: "10%"),
      .flag("all", help: "Show every metric, not only those that changed."),
      .option(
        "format", valueName: "F", help: "Output format: \(ValueParser<ResultComparison.Format>.choices).",
        defaultValue: "text"),
      .option(
        "gate", valueName: "G",
        help:
          "Verdicts that decide the exit status: \(ValueParser<ResultComparison.Gate>.choices) (deterministic: timing is reported, not gated).",
        defaultValue: "all"),
      .option(
        "timing", valueName: "CLOCK",
        help:
          "Timing judged: \(ValueParser<ResultComparison.Clock>.choices) (cpu: CPU time per sample, steadiest on a busy machine; wall: wall-clock).",
        defaultValue: "cpu"),
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
    policy.threshold = try parsed.require("threshold", .fraction(in: 0...1))
    all = parsed.flag("all")
    format = try parsed.require("format", .choice)
    policy.gate = try parsed.require("gate", .choice)
    policy.clock = try parsed.require("timing", .choice)
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
  }

  func run() throws -> ExitCode {
    let comparison: ResultComparison
    if let history {
      let rows = try UsageError.wrapping("--history") { try History.read(history) }
      guard !rows.isEmpty else { throw UsageError("--history: '\(history)' has no runs yet") }
      comparison = ResultComparison(history: rows, source: history, policy: policy)
    } else {
      let base = try UsageError.wrapping("<base>") {
        RunResults(pooling: try basePaths.map(RunResults.init(contentsOfFile:)))
      }
      let head = try UsageError.wrapping("<head>") {
        RunResults(pooling: try headPaths.map(RunResults.init(contentsOfFile:)))
      }
      comparison = ResultComparison(base: base, head: head, policy: policy)
    }
    guard comparison.entries.contains(where: { $0.base != nil && $0.head != nil }) else {
      throw DataError(
        history.map {
          "--history \($0): the newest run has no earlier run on its machine (fingerprint \(comparison.head.fingerprint)) to compare with"
        }
          ?? "<base> and <head> have no metric in common: nothing to compare (base: \(comparison.baseSource); head: \(comparison.headSource))"
      )
    }
    printOutput(comparison.rendered(format, all: all))
    return comparison.exitCode
  }
}
