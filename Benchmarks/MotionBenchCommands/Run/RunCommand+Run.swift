import BenchmarkKit
import BenchmarkResults
import Glibc
import MotionBenchmarks

extension RunCommand {
  /// Hands the settings to ``RunSettings/runner``, which runs the selected phases; then checks
  /// the targets, writes the CSV, prints the summary and, with `--plot`, draws the pictures.
  func run() throws -> ExitCode {
    if let shard { return try runShard(shard) }
    let gnuplot = plot ? try Gnuplot.locate() : nil
    let metadata = RunMetadata.current(commit: commit)
    var report = RunReport(metadata: metadata)
    var settings = settings
    settings.vectorISA = metadata.vectorISA
    let started = MonotonicClock.nanoseconds()
    let scene = settings.scene
    let threads = settings.threads
    progress(
      "\(scene.selectors) selectors × \(formatted(scene.seconds)) s × \(formatted(scene.hz)) Hz, seed \(scene.seed), "
        + "\(threads) thread\(threads == 1 ? "" : "s"), \(metadata.buildConfiguration) build")
    for row in try RunSettings.runner.run(Set(phases.map(\.rawValue)), with: settings, progress: progress) {
      report.add(row)
    }
    settings.addTargets(to: &report)
    try save(report, metadata: metadata)
    printSummary(settings.summary(report))
    if let gnuplot { try plotResults(gnuplot: gnuplot) }
    progress("done in \(formatted(Double(MonotonicClock.nanoseconds() - started) / 1e9)) s")
    return .success
  }

  /// Prints the summary tables: on stdout, or on stderr when the CSV itself goes to stdout.
  func printSummary(_ text: String) {
    if out.map(AtomicFile.isStandardOutput) == true { printError(text) } else { printOutput(text) }
  }

  /// Writes `--out`; or a new results/<timestamp>-<commit>-<run id>.csv, then the history, then
  /// results/latest.csv, which therefore changes only when the history took the run.
  func save(_ report: RunReport, metadata: RunMetadata) throws {
    var report = report
    if let out {
      try report.write(to: out)
      progress("wrote \(out)")
      return
    }
    try AtomicFile.createDirectory("results")
    let path = try report.writeNew { "results/\(metadata.compactTimestamp)-\(metadata.gitCommit)-\($0).csv" }
    let verdicts = try History.append(History.rows(of: report), to: History.defaultPath, policy: .init())
    try report.write(to: Self.latestPath, followingLink: false)
    progress(
      "wrote \(path); appended to \(History.defaultPath) (\(verdicts.headline) against earlier runs); "
        + "wrote \(Self.latestPath)")
  }

  /// Where `run` keeps its newest results.
  static let latestPath = "results/latest.csv"
}
