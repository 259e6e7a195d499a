import BenchmarkKit

/// `--shard I/N|auto`, shared by the commands that split their cases over processes, and what a
/// sharded command needs from its command line: the job it is a part of and the check of the count.
enum ShardOptions {
  /// The option; nil runs the whole job and writes the unsharded output.
  static let shard = Option(
    "shard", valueName: "I/N",
    help: "Run only shard I of N (1-based; case k goes to shard k mod N + 1) and write a shard file for "
      + "'motion-bench merge'; 'auto' reads SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT, or GTEST_SHARD_INDEX "
      + "and GTEST_TOTAL_SHARDS (0-based).",
    .shard)

  /// Options that never change the output (threads, progress, output path, shard), left out of
  /// the job's specification.
  static let unspecified: Set<String> = ["threads", "progress", "quiet", "out", "shard"]

  /// The command line of the whole job: `motion-bench <command>` and the given options that
  /// decide the output, in canonical order.
  ///
  /// - Parameters:
  ///   - command: The subcommand, e.g. `sweep`.
  ///   - parsed: Its parsed command line.
  ///   - excluded: More options that do not change the output.
  /// - Returns: The arguments of ``JobSpecification``.
  static func job(_ command: String, _ parsed: ParsedArguments, excluding excluded: Set<String> = []) -> [String] {
    ["motion-bench", command] + parsed.givenArguments(excluding: unspecified.union(excluded))
  }

  /// Checks that every shard gets at least one case.
  ///
  /// - Parameters:
  ///   - shard: The shard, if any.
  ///   - cases: The job's case count.
  ///   - noun: What a case is, in the plural, e.g. `grid points`.
  /// - Throws: ``UsageError`` when there are more shards than cases.
  static func check(_ shard: Shard?, cases: Int, noun: String) throws(UsageError) {
    guard let shard, shard.count > cases else { return }
    throw UsageError(
      "--shard \(shard): the job has \(cases) \(noun), fewer than \(shard.count) shards; use at most \(cases)")
  }

  /// The specification of a job from its command line (``job(_:_:excluding:)``): this
  /// process's commit and build, and the contents of the `--events-file` it names, if any.
  ///
  /// - Parameter job: The job's command line.
  /// - Returns: The specification.
  static func specification(_ job: [String]) -> JobSpecification {
    let option = "--" + InteractionOptions.eventsFile.name
    var inputs: [(name: String, path: String)] = []
    for (index, word) in job.enumerated() {
      if word == option, index + 1 < job.count {
        inputs.append((InteractionOptions.eventsFile.name, job[index + 1]))
      } else if word.hasPrefix(option + "=") {
        inputs.append((InteractionOptions.eventsFile.name, String(word.dropFirst(option.count + 1))))
      }
    }
    return JobSpecification.current(arguments: job, inputs: inputs)
  }
}
