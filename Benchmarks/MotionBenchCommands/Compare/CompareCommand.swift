import BenchmarkKit

/// `motion-bench compare`: judges a head run against a base run (or a history's newest run
/// against its earlier runs) and exits 0 (no change beyond noise), 2 (a regression) or 4
/// (improvements only).
struct CompareCommand: Command {
  /// The base's results files, pooled; empty with `--history`.
  var basePaths: [String]
  /// The head's results files, pooled; empty with `--history`.
  var headPaths: [String]
  /// A history file whose newest run is judged against its earlier runs.
  var history: String?
  /// The threshold, gate and clock.
  var policy = ResultComparison.Policy()
  var all: Bool
  var format: ResultComparison.Format

  static let base = Argument(
    "base", help: "The base results CSV; a comma-separated list pools the rounds of several runs.",
    optional: .string)
  static let head = Argument("head", help: "The head results CSV (or a comma-separated list).", optional: .string)
  static let history = Option(
    "history", valueName: "FILE",
    help: "Judge the newest run of this history (results/history.csv) against its earlier runs on the same machine, "
      + "instead of BASE and HEAD.",
    .string)
  static let threshold = Option(
    "threshold", valueName: "F",
    help: "Relative timing change that counts, as a fraction or a percentage: '0.05' or '5%'.", default: "10%",
    .fraction(in: 0...1))
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
      Timing counts only when the rounds differ significantly (Mann-Whitney p < 0.01) and the median moved by \
      more than --threshold, and only between runs with the same machine fingerprint (CPU time per sample by \
      default, see --timing); deterministic metrics \
      (errors, visible-error samples, steps, evaluations and instructions per sample) count beyond 1 %. \
      Exit status: 0 nothing changed beyond noise, 2 a regression, 4 improvements only, 64 bad usage or a \
      file that is not a results file.
      """,
    arguments: [base, head],
    options: [history, threshold, all, format, gate, timing])

  init(parsed: ParsedArguments) throws(UsageError) {
    history = try parsed[Self.history]
    func paths(_ argument: Argument<String?>) throws(UsageError) -> [String] {
      guard let text = try parsed[argument] else { return [] }
      let list = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard !list.contains(where: \.isEmpty) else {
        throw UsageError("<\(argument.name)> has an empty file name in '\(text)'")
      }
      return list
    }
    basePaths = try paths(Self.base)
    headPaths = try paths(Self.head)
    policy.threshold = try parsed[Self.threshold]
    all = try parsed[Self.all]
    format = try parsed[Self.format]
    policy.gate = try parsed[Self.gate]
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
