import BenchmarkKit
import SelectorSimulation

extension SceneMetricsSetup {
  /// The cases of a sharded scene: its blocks, one per kind (in ``kinds`` order) and unit of
  /// ``SceneConfiguration/selectorsPerUnit`` consecutive selectors, kind-major, as the CSV lists
  /// them. A block is what the unsharded run simulates as one (a GSL solver steps its lanes
  /// together), so a shard simulates each of its blocks exactly as the whole run does.
  var blockCount: Int { crowd.kinds.count * crowd.scene.unitCount }

  /// The case of `kind`'s block in unit `unit`.
  func block(kind position: Int, unit: Int) -> Int { position * crowd.scene.unitCount + unit }

  /// Measures the blocks of `shard` on `solver`, unit by unit on ``threads`` threads, as
  /// ``measure(_:on:)`` measures them.
  ///
  /// - Parameters:
  ///   - measurement: What to measure.
  ///   - solver: The solver (the scene's, or a platform's).
  ///   - shard: The shard; its cases are ``blockCount`` blocks per run, run-major.
  ///   - run: Which run of the job's (0: the scene's solver; then each `--platform`'s).
  /// - Returns: Each of the shard's cases of the run in order with its kind and records (none
  ///   for a unit without selectors of the kind).
  /// - Throws: What ``measure(_:on:)`` throws.
  func measure(_ measurement: SceneMeasurement, on solver: any SceneSolver, shard: Shard, run: Int) throws -> [(
    ordinal: Int, kind: Component, metrics: SceneBlockMetrics
  )] {
    let (scene, kinds) = (crowd.scene, crowd.kinds)
    let first = run * blockCount
    let shardUnits = (0..<scene.unitCount).filter { unit in
      kinds.indices.contains { shard.contains(first + block(kind: $0, unit: unit)) }
    }
    let measured = try reportingScriptErrors {
      try parallelMap(shardUnits.count, threads: crowd.threads) { index in
        let unit = shardUnits[index]
        var found: [Int: SceneBlockMetrics] = [:]
        for simulated in crowd.units?[unit] ?? scene.blocks(covering: scene.selectors(inUnit: unit)) {
          guard let position = kinds.firstIndex(of: simulated.kind),
            case let ordinal = first + block(kind: position, unit: unit), shard.contains(ordinal)
          else { continue }
          found[ordinal] = try measurement.measure(simulated, solver: solver)
        }
        return found
      }
    }
    let byCase = measured.reduce(into: [Int: SceneBlockMetrics]()) { $0.merge($1) { first, _ in first } }
    let cases = (0..<shard.caseCount(of: first + blockCount)).map(shard.ordinal).filter { $0 >= first }
    return cases.map { ordinal in
      (ordinal, kinds[(ordinal - first) / scene.unitCount], byCase[ordinal] ?? SceneBlockMetrics())
    }
  }
}
