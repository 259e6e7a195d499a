import BenchmarkKit
import SelectorSimulation

extension SceneMetricsSetup {
  /// The cases of a sharded scene: its blocks, one per kind (in ``kinds`` order) and unit of
  /// ``SceneConfiguration/selectorsPerUnit`` consecutive selectors, kind-major, as the CSV lists
  /// them. A block is what the unsharded run simulates as one (a GSL solver steps its lanes
  /// together), so a shard simulates each of its blocks exactly as the whole run does.
  var blockCount: Int { kinds.count * scene.unitCount }

  /// The case of `kind`'s block in unit `unit`.
  func block(kind position: Int, unit: Int) -> Int { position * scene.unitCount + unit }

  /// Measures the blocks of `shard`, unit by unit on ``threads`` threads, as ``measure(_:)``
  /// measures them.
  ///
  /// - Parameters:
  ///   - measurement: What to measure.
  ///   - shard: The shard; its cases are ``blockCount`` blocks.
  /// - Returns: Each of the shard's cases in order with its kind and records (none for a unit
  ///   without selectors of the kind).
  /// - Throws: What ``measure(_:)`` throws.
  func measure(_ measurement: SceneMeasurement, shard: Shard) throws -> [(
    ordinal: Int, kind: SelectorKind, metrics: SceneBlockMetrics
  )] {
    let solver = try sceneSolver()
    let units = (0..<scene.unitCount).filter { unit in
      kinds.indices.contains { shard.contains(block(kind: $0, unit: unit)) }
    }
    let measured = try reportingScriptErrors {
      try parallelMap(units.count, threads: threads) { index in
        let unit = units[index]
        var found: [Int: SceneBlockMetrics] = [:]
        for simulated in scene.blocks(covering: scene.selectors(inUnit: unit)) {
          guard let position = kinds.firstIndex(of: simulated.kind), shard.contains(block(kind: position, unit: unit))
          else { continue }
          found[block(kind: position, unit: unit)] = try measurement.measure(simulated, solver: solver)
        }
        return found
      }
    }
    let byCase = measured.reduce(into: [Int: SceneBlockMetrics]()) { $0.merge($1) { first, _ in first } }
    return (0..<shard.caseCount(of: blockCount)).map { local in
      let ordinal = shard.ordinal(local)
      return (ordinal, kinds[ordinal / scene.unitCount], byCase[ordinal] ?? SceneBlockMetrics())
    }
  }
}
