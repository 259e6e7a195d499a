import BenchmarkKit
import BenchmarkResults
import MotionBenchmarks
import MotionODE
import SelectorSimulation

/// The shards of a `run --shard` job merged into the run's report: the rows (and summary) the
/// unsharded `run` of the job's phases writes. The accuracy units' errors are added up in unit
/// order, as the unsharded phase adds them, so every figure is the unsharded one; the sweep's
/// points follow the unsharded rule that a stepper stops at its first failure. The identity
/// columns and the thread count are shard 1's, and `ns_per_sample` is each point's own timing.
struct RunShardMerge {
  /// The job's settings, with shard 1's thread count.
  let settings: RunSettings
  /// The merged report.
  let report: RunReport

  /// Merges checked shards of a `run` job.
  ///
  /// - Parameter merge: The checked shards.
  /// - Returns: nil when the job is not a `run`'s.
  /// - Throws: ``DataError`` when the job's command line no longer parses here, or a record is
  ///   not what ``RunShardPlan`` writes.
  init?(_ merge: ShardMerge) throws(DataError) {
    guard let words = JobSpecification.words(of: merge.command), words.starts(with: ["motion-bench", "run"]) else {
      return nil
    }
    var settings: RunSettings
    let plan: RunShardPlan
    do {
      // `--out -` keeps the parse from checking results/: nothing is written there.
      guard let command = try RunCommand.parse(Array(words.dropFirst(2)) + ["--out", "-"]) else { return nil }
      (settings, plan) = (command.settings, RunShardPlan(settings: command.settings, phases: command.phases))
    } catch {
      throw DataError("the shards' command '\(merge.command)' does not parse here: \(error.message)")
    }
    guard plan.cases == merge.cases else {
      throw DataError("the shards have \(merge.cases) cases; their command '\(merge.command)' has \(plan.cases) here")
    }
    var reader = Reader(plan: plan, choices: settings.accuracyChoices)
    try merge.forEachPiece { (piece) throws(DataError) in try reader.read(piece) }
    settings.threads = reader.threads
    var rows = RunRows()
    if plan.accuracyUnits > 0 {
      settings.addAccuracyRows(RunSettings.total(reader.units, solvers: reader.choices.count), into: &rows)
    }
    if plan.precision {
      settings.addBaselineRow(reader.baseline, into: &rows)
      var failed: Set<GSLStepper> = []
      for (point, measured) in zip(plan.points, reader.points) where !failed.contains(point.stepper) {
        do {
          try settings.addPrecisionRows(measured, stepper: point.stepper, tolerance: point.tolerance, into: &rows)
        } catch { throw DataError("the sweep's \(point.stepper.rawValue) does not run here: \(error)") }
        if measured == nil { failed.insert(point.stepper) }
      }
    }
    var report = RunReport(identity: reader.identity)
    for row in rows.rows { report.add(row) }
    settings.addTargets(to: &report)
    (self.settings, self.report) = (settings, report)
  }

  /// The summary tables the unsharded run prints.
  var summary: String { settings.summary(report) }

  /// Reads a run's shard records back, case by case, in ordinal order.
  private struct Reader {
    let plan: RunShardPlan
    let choices: [SolverDescriptor]
    var header: [UInt8] = []
    var ordinal = -1
    var identity = RunIdentity.unknown
    var threads = 1
    var units: [[SolverErrors]] = []
    var baseline = Double.nan
    var points: [PrecisionPoint?] = []

    init(plan: RunShardPlan, choices: [SolverDescriptor]) { (self.plan, self.choices) = (plan, choices) }

    /// Reads the header, then one case's records a call.
    mutating func read(_ piece: ArraySlice<UInt8>) throws(DataError) {
      defer { ordinal += 1 }
      guard ordinal >= 0 else {
        header = Array(piece)
        guard header == Array((RunShardPlan.columns.joined(separator: ",") + "\n").utf8) else {
          throw DataError("the shards' header is not a run's (\(RunShardPlan.columns.joined(separator: ",")))")
        }
        return
      }
      let records: [[String]]
      do { records = try CSVTable(parsing: String(decoding: header + piece, as: UTF8.self)).rows } catch {
        throw DataError("case \(ordinal) of the shards is not CSV: \(error)")
      }
      func refused(_ what: String) -> DataError { DataError("case \(ordinal) of the shards: \(what)") }
      switch plan.case(ordinal) {
      case .identity:
        let fields = Dictionary(records.map { ($0[1], $0[5]) }) { first, _ in first }
        identity = RunIdentity(field: { fields[$0] ?? "" })
        guard let text = fields["threads"], let count = try? OptionRanges.threads.parse(text, "threads") else {
          throw refused("no thread count from 1 to 1024 in the run's identity")
        }
        threads = count
      case .accuracy:
        units.append(try unitErrors(records, refused))
      case .baseline:
        guard records.count == 1, let value = Double(records[0][5]), value.isFinite, value >= 0 else {
          throw refused("no closed-form timing (a finite number of ns, not negative)")
        }
        baseline = value
      case .point(let stepper, let tolerance):
        guard records.count == 1, records[0][1] == SolverDescriptor.gsl(stepper).description,
          records[0][4] == RunShardPlan.text(tolerance)
        else { throw refused("not the sweep's \(stepper.rawValue) at \(RunShardPlan.text(tolerance))") }
        let values = records[0][5].split(separator: " ").map(String.init)
        if values == ["failed"] {
          points.append(nil)
        } else {
          let numbers = values.compactMap(Double.init)
          guard let point = PrecisionPoint(values: numbers), numbers.allSatisfy({ $0 >= 0 }) else {
            throw refused("a work-precision point needs 4 numbers, none negative or NaN, or 'failed'")
          }
          points.append(point)
        }
      }
    }

    /// One accuracy unit's errors per solver, from its records. Each count is at most `Int.max`
    /// over the job's units, so that adding the units up (``RunSettings/total(_:solvers:)``)
    /// cannot overflow; errors are not negative or NaN (an infinite error is a NaN sample's).
    private func unitErrors(_ records: [[String]], _ refused: (String) -> DataError) throws(DataError)
      -> [SolverErrors]
    {
      let most = Int.max / max(1, plan.accuracyUnits)
      func counts(_ values: [Substring]) -> [Int]? {
        let numbers = values.compactMap { Int($0) }.filter { (0...most).contains($0) }
        return numbers.count == values.count ? numbers : nil
      }
      var errors = Array(repeating: SolverErrors(), count: choices.count)
      for record in records {
        let values = record[5].split(separator: " ")
        guard record[0] == Phase.accuracy.rawValue,
          let solver = choices.firstIndex(where: { $0.description == record[1] })
        else {
          throw refused("'\(record[1])' is not one of the accuracy phase's solvers")
        }
        if record[2].isEmpty {
          guard values.count == 2, let work = counts(values) else {
            throw refused("a solver's work needs 2 integers from 0 to \(most)")
          }
          errors[solver].work = SolverWork(steps: work[0], functionEvaluations: work[1])
          continue
        }
        guard let kind = Component.builtin(named: record[2]), let channel = Int(record[3]),
          (0..<kind.channelCount).contains(channel), values.count == 4, let maximum = Double(values[0]),
          let sum = Double(values[1]), maximum >= 0, sum >= 0, let samples = counts(Array(values[2...])),
          samples[1] <= samples[0]
        else {
          throw refused(
            "a channel's errors need a kind, a channel, 2 errors (not negative or NaN) and 2 counts from 0 to \(most), "
              + "the visible ones at most all")
        }
        let (count, visible) = (samples[0], samples[1])
        var list = errors[solver].channels[kind] ?? Array(repeating: ChannelErrors(), count: kind.channelCount)
        list[channel] = ChannelErrors(maximum: maximum, sumOfSquares: sum, count: count, visible: visible)
        errors[solver].channels[kind] = list
      }
      return errors
    }
  }
}
