import BenchmarkKit

/// `motion-bench merge OUT SHARD…`: the shards of a sharded `sweep`, `scene` or `run` merged into the file
/// the unsharded command writes, byte for byte, or a refusal naming what is missing.
struct MergeCommand: Command {
  /// The merged file (`-`: standard output).
  var out: String
  /// The shard files.
  var shards: [String]

  static let outArgument = Argument(
    "out", help: "The merged CSV, written atomically ('-' for standard output); nothing is written on a refusal.",
    .string)
  static let shardArguments = Argument(
    "shards", help: "The shard files (each written with --shard I/N), in any order.", repeating: .string)

  static let spec = CommandSpec(
    commandName: "motion-bench merge",
    overview: """
      Merge the shard files of one job (motion-bench sweep|scene|run … --shard I/N --out FILE) into OUT, which is then \
      byte for byte what the command writes without --shard (for run: but its timestamp, machine, run id and thread \
      columns, which are shard 1's, and its timings). Refuses (exit 65) shards of different jobs (another spec \
      hash: command, options, commit or build), a shard or case missing or given twice, and a file that is not a \
      shard, naming them and printing the command that reruns a missing shard; writes nothing then. For a scene or \
      a run, prints the summary the unsharded command prints.
      """,
    arguments: [outArgument, shardArguments])

  init(parsed: ParsedArguments) throws(UsageError) {
    out = try parsed[Self.outArgument]
    shards = try parsed[Self.shardArguments]
    try OutputCheck.check(out, option: "<out>", inputs: shards.map { ("<shards>", $0) })
  }

  func run() throws -> ExitCode {
    let merge: ShardMerge
    do {
      merge = try ShardMerge(paths: shards, specification: ShardOptions.specification)
    } catch .file(.unreadable(let path, let code)) {
      throw DataError(ShardFileError.unreadable(path: path, errno: code).description, exitCode: .noInput)
    } catch {
      throw DataError(error.description)
    }
    var summary: String?
    if let run = try RunShardMerge(merge) {
      // A run's rows are made from its shards' records.
      try run.report.write(to: out)
      summary = run.summary
    } else {
      // A scene's summary, from the merged rows; the merged file does not depend on it.
      do { summary = try SceneCommand.summary(ofMerged: merge) } catch {
        printError("merge: no summary of the scene: \(error)")
      }
      let file = try AtomicFile(path: out)
      try merge.write(to: file)
      try file.commit()
    }
    if let summary { AtomicFile.isStandardOutput(out) ? printError(summary) : printOutput(summary) }
    printError(
      "merge: \(merge.files.count) shards, \(merge.cases) cases; CPU time \(Self.seconds(merge.cpuNanoseconds)) in all, "
        + "the longest shard \(Self.seconds(merge.wallNanoseconds)) of wall-clock time")
    return .success
  }

  /// Nanoseconds as seconds to the millisecond: `1.234 s`.
  private static func seconds(_ nanoseconds: Int) -> String { "\((Double(nanoseconds) / 1e6).rounded() / 1e3) s" }
}
