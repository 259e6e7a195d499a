import BenchmarkKit
import BenchmarkResults
import MotionODE
import SelectorSimulation

/// The cases of a sharded `run --phases accuracy,work-precision` and how a shard file holds
/// them. Case 0 is the run's identity (its metadata and thread count: shard 1's stand for the
/// merged file); then one case per unit of ``RunSettings/accuracyScene`` (its errors per
/// solver, kind and channel, exactly as the unsharded phase adds them up); then the sweep's
/// closed-form timing and one case per stepper × tolerance, stepper-major.
package struct RunShardPlan {
  /// The shard file's columns after the shard columns: what the row holds (`identity`,
  /// `accuracy`, `work-precision`), its name (a metadata column or a solver), a selector
  /// kind and channel index, a tolerance, and its values separated by spaces.
  package static let columns = ["part", "name", "kind", "channel", "tolerance", "values"]

  /// What a case is.
  package enum Case: Equatable {
    case identity
    case accuracy(unit: Int)
    case baseline
    case point(stepper: GSLStepper, tolerance: Double)
  }

  /// How many units the accuracy phase has; 0 without it.
  package let accuracyUnits: Int
  /// Whether the sweep runs.
  package let precision: Bool
  /// The sweep's points, stepper-major.
  package let points: [(stepper: GSLStepper, tolerance: Double)]

  /// The phases a sharded run runs: their figures are the same however the work is split (the
  /// other phases measure time).
  package static let phases: [Phase] = [.accuracy, .precision]

  /// The cases of a run of `phases`.
  ///
  /// - Parameters:
  ///   - settings: The run's settings.
  ///   - phases: A subset of ``phases``.
  package init(settings: RunSettings, phases: Set<Phase>) {
    accuracyUnits = phases.contains(.accuracy) ? settings.accuracyScene.unitCount : 0
    precision = phases.contains(.precision)
    points = precision ? settings.steppers.flatMap { stepper in settings.tolerances.map { (stepper, $0) } } : []
  }

  /// The job's case count.
  package var cases: Int { 1 + accuracyUnits + (precision ? 1 + points.count : 0) }

  /// The case with this ordinal.
  ///
  /// - Parameter ordinal: From 0 to ``cases`` − 1.
  /// - Returns: What the case measures.
  package func `case`(_ ordinal: Int) -> Case {
    if ordinal == 0 { return .identity }
    if ordinal <= accuracyUnits { return .accuracy(unit: ordinal - 1) }
    if ordinal == accuracyUnits + 1 { return .baseline }
    let point = points[ordinal - accuracyUnits - 2]
    return .point(stepper: point.stepper, tolerance: point.tolerance)
  }

  /// The ordinal of the accuracy phase's unit `unit`.
  func ordinal(ofUnit unit: Int) -> Int { 1 + unit }

  /// A shard file's record.
  static func record(
    _ part: String, _ name: String, kind: String = "", channel: String = "", tolerance: String = "",
    values: [String]
  ) -> [UInt8] {
    Array((CSVWriter.record([part, name, kind, channel, tolerance, values.joined(separator: " ")]) + "\n").utf8)
  }

  /// A number as a record holds it: Swift's shortest text that reads back to the same value
  /// (`inf` and `nan` included).
  package static func text(_ value: Double) -> String { value.description }

  /// The records of the identity case.
  static func identityRecords(_ identity: RunIdentity, threads: Int) -> [UInt8] {
    RunMetadata.Column.allCases.flatMap { record("identity", $0.rawValue, values: [identity[$0]]) }
      + record("identity", "threads", values: ["\(threads)"])
  }

  /// The records of one accuracy unit: per solver, every channel's errors of each kind the
  /// unit has (maximum, sum of squares, count, visible), then its work (steps, evaluations).
  static func accuracyRecords(_ errors: [SolverErrors], solvers: [SolverDescriptor]) -> [UInt8] {
    var bytes: [UInt8] = []
    for (solver, errors) in zip(solvers, errors) {
      for kind in Component.builtins {
        for (channel, e) in (errors.channels[kind] ?? []).enumerated() {
          bytes += record(
            Phase.accuracy.rawValue, solver.description, kind: kind.name, channel: "\(channel)",
            values: [text(e.maximum), text(e.sumOfSquares), "\(e.count)", "\(e.visible)"])
        }
      }
      bytes += record(
        Phase.accuracy.rawValue, solver.description,
        values: ["\(errors.work.steps)", "\(errors.work.functionEvaluations)"])
    }
    return bytes
  }

  /// The record of the sweep's closed-form timing.
  static func baselineRecord(_ nsPerSample: Double) -> [UInt8] {
    record(Phase.precision.rawValue, SolverDescriptor.closedForm.description, values: [text(nsPerSample)])
  }

  /// The record of a point of the sweep: its values, or `failed`.
  static func pointRecord(_ point: PrecisionPoint?, stepper: GSLStepper, tolerance: Double) -> [UInt8] {
    record(
      Phase.precision.rawValue, SolverDescriptor.gsl(stepper).description, tolerance: text(tolerance),
      values: point?.values.map(text) ?? ["failed"])
  }
}
