import BenchmarkResults
import SelectorSimulation

extension RunShardPlan {
  /// Measures some of the plan's cases and returns their records, as a shard file holds them:
  /// the run's identity, each accuracy unit's errors (the shard's units computed together, on
  /// the settings' threads), the sweep's closed-form timing and its points.
  ///
  /// - Parameters:
  ///   - ordinals: The shard's cases, in order.
  ///   - settings: The run's settings.
  ///   - identity: The run's identity, for the identity case.
  /// - Returns: Each case's records, by ordinal.
  /// - Throws: The measurements' errors.
  package func records(of ordinals: [Int], settings: RunSettings, identity: RunIdentity) throws -> [Int: [UInt8]] {
    var records: [Int: [UInt8]] = [:]
    var units: [Int] = []
    var reference: [[(block: SelectorBlock, frames: [Double])]]?
    for ordinal in ordinals {
      switch self.case(ordinal) {
      case .identity:
        records[ordinal] = Self.identityRecords(identity, threads: settings.threads)
      case .accuracy(let unit): units.append(unit)
      case .baseline: records[ordinal] = Self.baselineRecord(try settings.precisionBaseline())
      case .point(let stepper, let tolerance):
        if reference == nil { reference = try settings.referenceFrames(settings.sweepScene) }
        let point = try settings.measure(stepper, at: tolerance, reference: reference ?? [])
        records[ordinal] = Self.pointRecord(point, stepper: stepper, tolerance: tolerance)
      }
    }
    if !units.isEmpty {
      let scene = settings.accuracyScene
      settings.progress("accuracy: \(units.count) of \(accuracyUnits) units of \(scene.selectors) selectors")
      let errors = try settings.unitAccuracy(
        of: try settings.accuracyEntries(), scene: scene, reference: settings.referenceFrames(scene, units: units))
      for (unit, unitErrors) in zip(units, errors) {
        records[ordinal(ofUnit: unit)] = Self.accuracyRecords(unitErrors, solvers: settings.accuracyChoices)
      }
    }
    return records
  }
}
