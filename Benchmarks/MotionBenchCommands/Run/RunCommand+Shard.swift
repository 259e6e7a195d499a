import BenchmarkKit
import BenchmarkResults
import MotionODE
import SelectorSimulation

extension RunCommand {
  /// `--shard`: run only some of the cases of the phases that do not depend on timing.
  static let shard = ShardOptions.shard.withHelp(
    "Run only shard I of N of the cases of --phases " + shardablePhases.map(\.rawValue).joined(separator: ",")
      + " (which --shard requires: the other phases measure time): the accuracy pass's units of "
      + "\(SceneConfiguration.selectorsPerUnit) selectors and the work-precision sweep's stepper × tolerance points, "
      + "every one of them (no stop at a slow tolerance); case k goes to shard k mod N + 1. Writes a shard file "
      + "(--out) for 'motion-bench merge'; 'auto' reads SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT, or "
      + "GTEST_SHARD_INDEX and GTEST_TOTAL_SHARDS (0-based).")

  /// The phases `--shard` runs: their figures are the same however the work is split.
  static let shardablePhases: [Phase] = [.accuracy, .precision]

  /// Checks a sharded run's command line: only ``shardablePhases``, a shard file, no pictures,
  /// and at least one case per shard.
  ///
  /// - Throws: ``UsageError`` naming the options.
  func checkShard() throws(UsageError) {
    guard let shard else { return }
    let timed = Phase.runnable.filter { phases.contains($0) && !Self.shardablePhases.contains($0) }
    guard timed.isEmpty else {
      throw UsageError(
        "--shard runs only --phases " + Self.shardablePhases.map(\.rawValue).joined(separator: ",")
          + " (or one of them); " + list(timed.map(\.rawValue), conjunction: "and")
          + (timed.count == 1 ? " measures" : " measure") + " time and cannot be sharded")
    }
    guard out != nil else { throw UsageError("--shard needs --out FILE (or - for standard output): the shard file") }
    if plot { throw UsageError("--plot draws the whole run: plot the file motion-bench merge writes") }
    try ShardOptions.check(shard, cases: RunShardPlan(settings: settings, phases: phases).cases, noun: "cases")
  }

  /// Runs the shard's cases and writes their records as a shard file (``RunShardPlan``).
  ///
  /// - Parameter shard: The shard.
  /// - Throws: The measurements' errors, ``AtomicFileError`` when the file cannot be written.
  func runShard(_ shard: Shard) throws -> ExitCode {
    let metadata = RunMetadata.current(commit: commit)
    var settings = settings
    settings.vectorISA = metadata.vectorISA
    let plan = RunShardPlan(settings: settings, phases: phases)
    let ordinals = (0..<shard.caseCount(of: plan.cases)).map(shard.ordinal)
    var records: [Int: [UInt8]] = [:]
    var units: [Int] = []
    var reference: [[(block: SelectorBlock, frames: [Double])]]?
    for ordinal in ordinals {
      switch plan.case(ordinal) {
      case .identity:
        records[ordinal] = RunShardPlan.identityRecords(RunIdentity(metadata), threads: settings.threads)
      case .accuracy(let unit): units.append(unit)
      case .baseline: records[ordinal] = RunShardPlan.baselineRecord(try settings.precisionBaseline())
      case .point(let stepper, let tolerance):
        if reference == nil { reference = try settings.referenceFrames(settings.sweepScene) }
        let point = try settings.measure(stepper, at: tolerance, reference: reference ?? [])
        records[ordinal] = RunShardPlan.pointRecord(point, stepper: stepper, tolerance: tolerance)
      }
    }
    if !units.isEmpty {
      let scene = settings.accuracyScene
      progress("accuracy: \(units.count) of \(plan.accuracyUnits) units of \(scene.selectors) selectors")
      let errors = try settings.unitAccuracy(
        of: try settings.accuracyEntries(), scene: scene, reference: settings.referenceFrames(scene, units: units))
      for (unit, unitErrors) in zip(units, errors) {
        records[plan.ordinal(ofUnit: unit)] = RunShardPlan.accuracyRecords(
          unitErrors, solvers: settings.accuracyChoices)
      }
    }
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
