import BenchmarkKit
import BenchmarkResults
import MotionBenchmarks
import SelectorSimulation

extension RunCommand {
  /// `--shard`: run only some of the cases of the phases that do not depend on timing.
  static let shard = ShardOptions.shard.withHelp(
    "Run only shard I of N of the cases of --phases " + RunShardPlan.phases.map(\.rawValue).joined(separator: ",")
      + " (which --shard requires: the other phases measure time): the accuracy pass's units of "
      + "\(SceneConfiguration.selectorsPerUnit) selectors and the work-precision sweep's stepper × tolerance points, "
      + "every one of them (no stop at a slow tolerance); case k goes to shard k mod N + 1. Writes a shard file "
      + "(--out) for 'motion-bench merge'; 'auto' reads SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT, or "
      + "GTEST_SHARD_INDEX and GTEST_TOTAL_SHARDS (0-based).")

  /// Checks a sharded run's command line: only ``RunShardPlan/phases``, a shard file, no pictures,
  /// and at least one case per shard.
  ///
  /// - Throws: ``UsageError`` naming the options.
  func checkShard() throws(UsageError) {
    guard let shard else { return }
    let timed = Phase.runnable.filter { phases.contains($0) && !RunShardPlan.phases.contains($0) }
    guard timed.isEmpty else {
      throw UsageError(
        "--shard runs only --phases " + RunShardPlan.phases.map(\.rawValue).joined(separator: ",")
          + " (or one of them); " + list(timed.map(\.rawValue), conjunction: "and")
          + (timed.count == 1 ? " measures" : " measure") + " time and cannot be sharded")
    }
    guard out != nil else { throw UsageError("--shard needs --out FILE (or - for standard output): the shard file") }
    if plot { throw UsageError("--plot draws the whole run: plot the file motion-bench merge writes") }
    try ShardOptions.check(shard, cases: RunShardPlan(settings: settings, phases: phases).cases, noun: "cases")
  }

  /// Runs the shard's cases (``RunShardPlan/records(of:settings:identity:)``) and writes their
  /// records as a shard file.
  ///
  /// - Parameter shard: The shard.
  /// - Returns: Success.
  /// - Throws: The measurements' errors, ``AtomicFileError`` when the file cannot be written.
  func runShard(_ shard: Shard) throws -> ExitCode {
    let metadata = RunMetadata.current(commit: commit)
    var settings = settings
    settings.vectorISA = metadata.vectorISA
    let plan = RunShardPlan(settings: settings, phases: phases)
    let ordinals = (0..<shard.caseCount(of: plan.cases)).map(shard.ordinal)
    let records = try plan.records(of: ordinals, settings: settings, identity: RunIdentity(metadata))
    let writer = try ShardWriter(
      file: try AtomicFile(path: out), job: ShardOptions.specification(job), shard: shard, cases: plan.cases,
      header: RunShardPlan.columns.joined(separator: ","))
    for ordinal in ordinals { try writer.write(rows: (records[ordinal] ?? [])[...], case: ordinal) }
    try writer.commit()
    progress(
      "run: shard \(shard): \(ordinals.count) of \(plan.cases) cases; merge the shard files (motion-bench merge) "
        + "for the run's CSV")
    return .success
  }
}
