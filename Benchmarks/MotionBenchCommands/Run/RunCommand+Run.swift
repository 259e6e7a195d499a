import BenchmarkKit
import Glibc
import MotionCurves
import MotionODE
import SelectorSimulation

extension RunCommand {
  /// The run's scene (its seed, mix and timing combination) at another size.
  ///
  /// - Parameters:
  ///   - selectors: The selectors.
  ///   - seconds: The simulated seconds.
  ///   - hz: The frame rate.
  /// - Returns: The resized scene.
  func scene(selectors: Int, seconds: Double, hz: Double) -> SceneConfiguration {
    var resized = scene
    resized.selectors = selectors
    resized.seconds = seconds
    resized.hz = hz
    return resized
  }

  /// The scene the performance targets are stated for: 10,000 selectors × 10 s × 120 Hz.
  var targetScene: SceneConfiguration { scene(selectors: 10_000, seconds: 10, hz: 120) }

  func run() throws -> ExitCode {
    let gnuplot = plot ? try Gnuplot.locate() : nil
    let metadata = RunMetadata.current(commit: commit)
    var report = RunReport(metadata: metadata)
    let started = MonotonicClock.nanoseconds()
    progress(
      "\(scene.selectors) selectors × \(formatted(scene.seconds)) s × \(formatted(scene.hz)) Hz, seed \(scene.seed), "
        + "\(threads) thread\(threads == 1 ? "" : "s"), \(metadata.buildConfiguration) build")
    if phases.contains(.memory) { try measureMemory(into: &report) }
    if phases.contains(.curves) { try measureCurves(into: &report) }
    if phases.contains(.accuracy) { try measureAccuracy(into: &report) }
    if phases.contains(.timing) { try measureTiming(into: &report) }
    if phases.contains(.scaling) { try measureScaling(into: &report) }
    if phases.contains(.precision) { try measureWorkPrecision(into: &report) }
    if phases.contains(.swiftUI) { try measureSwiftUI(into: &report) }
    if phases.contains(.instructions) { try measureInstructions(into: &report) }
    addTargets(to: &report)
    try save(report, metadata: metadata)
    printSummary(summary(report))
    if let gnuplot { try plotResults(gnuplot: gnuplot) }
    progress("done in \(formatted(Double(MonotonicClock.nanoseconds() - started) / 1e9)) s")
    return .success
  }

  /// Prints the summary tables: on stdout, or on stderr when the CSV itself goes to stdout.
  func printSummary(_ text: String) {
    if out.map(AtomicFile.isStandardOutput) == true { printError(text) } else { printOutput(text) }
  }

  /// A row of a metric measured on `scene` with `threads` (default: the run's).
  func row(
    _ phase: Phase, _ solver: ResultSolver, _ scene: SceneConfiguration, threads: Int? = nil, metric: Metric,
    value: Double
  ) -> ResultRow {
    ResultRow(phase: phase, solver: solver, scene: columns(scene, threads: threads), metric: metric, value: value)
  }

  /// A scene's columns, with `threads` (default: the run's).
  func columns(_ scene: SceneConfiguration, threads: Int? = nil) -> ResultRow.Scene {
    ResultRow.Scene(
      seed: scene.seed, selectors: scene.selectors, seconds: scene.seconds, hz: scene.hz,
      threads: threads ?? self.threads)
  }

  /// Writes `--out`, or results/<timestamp>-<commit>.csv and results/latest.csv.
  func save(_ report: RunReport, metadata: RunMetadata) throws {
    if let out {
      try report.write(to: out)
      progress("wrote \(out)")
      return
    }
    try AtomicFile.createDirectory("results")
    let path = "results/\(metadata.compactTimestamp)-\(metadata.gitCommit).csv"
    try report.write(to: path)
    try report.write(to: "results/latest.csv")
    let verdicts = try History.append(History.rows(of: report), to: History.defaultPath, policy: .init())
    progress(
      "wrote \(path) and results/latest.csv; appended to \(History.defaultPath) (\(verdicts.headline) against earlier runs)"
    )
  }
}
