import BenchmarkKit
import BenchmarkResults
import MotionCurves
import MotionODE
import SelectorSimulation

extension RunSettings {
  /// The `accuracy` phase: every solver against the reference, per channel family.
  static let accuracy = benchmark(
    .accuracy, scene: "the run's scene with --accuracy-selectors selectors",
    measures: "errors of every solver against the Float80 reference",
    writes: [
      .maxError, .rmsError, .maxErrorPoints, .rmsErrorPoints, .visibleErrorSamples, .samples, .stepsPerSample,
      .evaluationsPerSample,
    ]
  ) { settings, rows in try settings.measureAccuracy(into: &rows) }

  /// The accuracy phase's scene: the run's, with `--accuracy-selectors` selectors.
  var accuracyScene: SceneConfiguration {
    var accuracyScene = scene
    accuracyScene.selectors = min(accuracySelectors, scene.selectors)
    return accuracyScene
  }

  /// The solvers the accuracy phase compares with the reference, in its rows' order.
  package var accuracyChoices: [SolverDescriptor] { solvers.filter { $0 != .reference } }

  /// The accuracy phase's solvers, made at ``gslTolerance``, with their names.
  func accuracyEntries() throws -> [(name: String, solver: any SceneSolver)] {
    try accuracyChoices.map { choice in
      (name: choice.description, solver: try choice.makeSceneSolver(tolerance: gslTolerance))
    }
  }

  /// Errors of every solver against the Float80 reference, per channel family.
  func measureAccuracy(into report: inout RunRows) throws {
    let accuracyScene = accuracyScene
    let entries = try accuracyEntries()
    progress(
      "accuracy: \(entries.map(\.name).joined(separator: ", ")) vs reference, \(accuracyScene.selectors) selectors")
    addAccuracyRows(
      try accuracy(of: entries, scene: accuracyScene, reference: referenceFrames(accuracyScene)), into: &report)
  }

  /// The accuracy phase's rows from its solvers' errors over the whole ``accuracyScene``.
  ///
  /// - Parameters:
  ///   - results: The errors of each of ``accuracyChoices``, in order.
  ///   - report: Receives the rows.
  package func addAccuracyRows(_ results: [SolverErrors], into report: inout RunRows) {
    let accuracyScene = accuracyScene
    for (choice, errors) in zip(accuracyChoices, results) {
      let tolerance = choice.takesTolerance ? gslTolerance : nil
      var all = ChannelErrors()
      for (family, info, e) in errors.families {
        all.merge(e)
        func add(_ metric: Metric, _ value: Double) {
          var r = row(.accuracy, ResultSolver(choice), accuracyScene, metric: metric, value: value)
          r.channel = ResultChannel(family)
          r.tolerance = tolerance
          report.add(r)
        }
        add(.maxError, e.maximum)
        add(.rmsError, e.rms)
        if let scale = info.pointsPerUnit {
          add(.maxErrorPoints, e.maximum * scale)
          add(.rmsErrorPoints, e.rms * scale)
        }
        add(.visibleErrorSamples, Double(e.visible))
        add(.samples, Double(e.count))
      }
      for (metric, value) in [
        (Metric.maxError, all.maximum), (.visibleErrorSamples, Double(all.visible)),
        (.stepsPerSample, Double(errors.work.steps) / Double(max(1, all.count))),
        (.evaluationsPerSample, Double(errors.work.functionEvaluations) / Double(max(1, all.count))),
      ] {
        var r = row(.accuracy, ResultSolver(choice), accuracyScene, metric: metric, value: value)
        r.channel = .all
        r.tolerance = tolerance
        report.add(r)
      }
    }
  }

  /// The reference's frames for every block of a scene, computed once and reused by every
  /// solver compared against it.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - units: Its units to compute, in order (default: all of them).
  /// - Returns: Each unit's blocks with their frames, in the order of `units`.
  /// - Throws: An error of the reference's simulation.
  package func referenceFrames(
    _ scene: SceneConfiguration, units: [Int]? = nil
  ) throws -> [[(block: SelectorBlock, frames: [Double])]] {
    let reference = LockstepSceneSolver(.reference)
    let frames = scene.frameCount
    let hz = scene.hz
    let combining = scene.combining
    let selected = units ?? Array(0..<scene.unitCount)
    return try parallelMap(selected.count, threads: threads) { index in
      try scene.blocks(covering: scene.selectors(inUnit: selected[index])).map { block in
        var expected: [Double] = []
        expected.reserveCapacity(frames * block.valueCount)
        _ = try reference.simulate(block, frames: frames, hz: hz, combining: combining) { _, values in
          expected.append(contentsOf: values)
        }
        return (block, expected)
      }
    }
  }

  /// Runs every solver on the scene against the reference's frames, per channel.
  ///
  /// - Parameters:
  ///   - solvers: The solvers, with their names.
  ///   - scene: The scene.
  ///   - reference: The reference's frames of every unit of `scene` (``referenceFrames(_:units:)``).
  /// - Returns: Each solver's errors over the whole scene, in the order of `solvers`.
  /// - Throws: An error of a solver's simulation.
  package func accuracy(
    of solvers: [(name: String, solver: any SceneSolver)], scene: SceneConfiguration,
    reference: [[(block: SelectorBlock, frames: [Double])]]
  ) throws -> [SolverErrors] {
    Self.total(try unitAccuracy(of: solvers, scene: scene, reference: reference), solvers: solvers.count)
  }

  /// The errors of every solver, per unit of the reference's frames: what ``accuracy(of:scene:reference:)``
  /// adds up, and what a shard of the accuracy phase keeps.
  ///
  /// - Parameters:
  ///   - solvers: The solvers, with their names.
  ///   - scene: The scene.
  ///   - reference: The reference's frames of some units of `scene`.
  /// - Returns: Per unit of `reference`, each solver's errors.
  /// - Throws: An error of a solver's simulation.
  func unitAccuracy(
    of solvers: [(name: String, solver: any SceneSolver)], scene: SceneConfiguration,
    reference: [[(block: SelectorBlock, frames: [Double])]]
  ) throws -> [[SolverErrors]] {
    let frames = scene.frameCount
    let hz = scene.hz
    let combining = scene.combining
    return try parallelMap(reference.count, threads: threads) { unit in
      var result = Array(repeating: SolverErrors(), count: solvers.count)
      for (block, expected) in reference[unit] {
        let n = block.count
        let thresholds = block.kind.channels.map(\.visibleError)
        for (index, entry) in solvers.enumerated() {
          var errors = Array(repeating: ChannelErrors(), count: block.kind.channelCount)
          let work = try entry.solver.simulate(block, frames: frames, hz: hz, combining: combining) { frame, values in
            let row = frame * values.count
            for c in 0..<errors.count {
              for s in 0..<n {
                let i = c * n + s
                errors[c].add(values[i] - expected[row + i], visibleAbove: thresholds[c])
              }
            }
          }
          result[index].merge(SolverErrors(channels: [block.kind: errors], work: work))
        }
      }
      return result
    }
  }

  /// The units' errors added up in unit order, as the unsharded phase adds them.
  ///
  /// - Parameters:
  ///   - units: Per unit, each solver's errors.
  ///   - solvers: How many solvers.
  /// - Returns: Each solver's errors over all the units.
  package static func total(_ units: [[SolverErrors]], solvers: Int) -> [SolverErrors] {
    var total = Array(repeating: SolverErrors(), count: solvers)
    for unit in units { for i in total.indices { total[i].merge(unit[i]) } }
    return total
  }
}
