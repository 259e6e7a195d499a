import BenchmarkKit
import BenchmarkResults
import MotionCurves
import SelectorSimulation

extension RunSettings {
  /// The tables printed at the end of a run (and by `report`), from its rows.
  ///
  /// - Parameter report: The run's rows, its targets' included.
  /// - Returns: The text, starting with a blank line.
  package func summary(_ report: RunReport) -> String {
    var text =
      "\nMotionBench — \(report.identity.timestamp), commit \(report.identity.gitCommit), \(report.identity.machineDescription)\n"
    let curveRows = report.rows.rows(describedBy: { $0.phase == .curves && $0.measures(.nsPerSampleMedian) })
    if !curveRows.isEmpty {
      var table = TextTable("solver", "ns/sample p10", "median", "p90", "max error")
      for r in curveRows {
        func v(_ metric: Metric) -> String { formatted(report.value(metric, phase: .curves, solver: r.solver) ?? .nan) }
        table.add(r.solver.name, v(.nsPerSampleP10), v(.nsPerSampleMedian), v(.nsPerSampleP90), v(.maxError))
      }
      text += "\nOne curve, .spring(duration: 0.35, bounce: 0.55) over 10 s at 120 Hz (1 thread):\n" + table.rendered
    }
    let accuracyRows = report.rows.rows(describedBy: {
      $0.phase == .accuracy && $0.channel == .all && $0.measures(.maxError)
    })
    if !accuracyRows.isEmpty {
      var table = TextTable("solver", "max error", "max error (pt)", "visible samples", "steps/sample")
      for r in accuracyRows {
        let points =
          report.rows.rows(describedBy: {
            $0.phase == .accuracy && $0.solver == r.solver && $0.measures(.maxErrorPoints)
          })
          .map(\.value).max() ?? 0
        let visible = report.value(.visibleErrorSamples, phase: .accuracy, solver: r.solver, channel: .all) ?? 0
        let steps = report.value(.stepsPerSample, phase: .accuracy, solver: r.solver, channel: .all) ?? 0
        table.add(r.solver.name, formatted(r.value), formatted(points), formatted(visible), formatted(steps))
      }
      let reference =
        ReferenceSolver.isExtendedPrecision
        ? "the Float80 reference" : "a Double reference (no Float80 here: errors at Double's rounding are not seen)"
      text +=
        "\nAccuracy against \(reference) (\(count(accuracyRows[0].scene.selectors)) selectors):\n"
        + table.rendered
    }
    if let table = rooflineSummary(report) { text += table }
    let timingSolvers = report.rows.rows(describedBy: { $0.phase == .timing && $0.measures(.nsPerSampleMedian) })
    if !timingSolvers.isEmpty {
      var table = TextTable(
        "solver", "selectors", "ns/sample p10", "median", "p90", "CPU ns/sample", "bound ns", "× bound", "limit",
        "× real time")
      for r in timingSolvers {
        func v(_ metric: Metric) -> String { formatted(report.value(metric, phase: .timing, solver: r.solver) ?? .nan) }
        let cpu = report.medianOfRounds(.cpuNsPerSample, phase: .timing, solver: r.solver)
        table.add(
          r.solver.name, count(r.scene.selectors), v(.nsPerSampleP10), v(.nsPerSampleMedian), v(.nsPerSampleP90),
          formatted(cpu ?? .nan), v(.boundNsPerSample), v(.boundRatio), limit(report, r.solver), v(.realtimeSpeedup))
      }
      text +=
        "\nThroughput (\(threads) threads; \(warmup) warm-up, then \(repetitions) interleaved rounds; "
        + "medians of wall-clock time, and of CPU time of all threads):\n" + table.rendered
    }
    let precision = report.rows.rows(describedBy: {
      $0.phase == .precision && $0.measures(.maxError) && $0.solver.descriptor?.takesTolerance == true
    })
    if !precision.isEmpty {
      var table = TextTable("stepper", "tolerance", "max error", "ns/sample", "evals/sample", "steps/sample")
      for r in precision {
        func v(_ metric: Metric) -> String {
          formatted(
            report.rows.firstRow(describedBy: {
              $0.phase == r.phase && $0.solver == r.solver && $0.tolerance == r.tolerance && $0.measures(metric)
            })?.value ?? .nan)
        }
        table.add(
          r.solver.name, formatted(r.tolerance ?? .nan), formatted(r.value), v(.nsPerSample), v(.evaluationsPerSample),
          v(.stepsPerSample))
      }
      text +=
        "\nGSL work-precision (\(count(precision[0].scene.selectors)) selectors × \(seconds(precision[0])) s):\n"
        + table.rendered
    }
    if let table = swiftUISummary(report) { text += table }
    let counts = report.rows.rows(describedBy: { $0.phase == .instructions && $0.measures(.instructionsPerSample) })
    if let first = counts.first {
      var table = TextTable("solver", "instructions/sample")
      for r in counts { table.add(r.solver.name, formatted(r.value, digits: 4)) }
      text +=
        "\nInstructions (cachegrind, \(count(first.scene.selectors)) selectors × \(seconds(first)) s, one thread):\n"
        + table.rendered
    }
    let goals = targets(report)
    if !goals.isEmpty {
      var table = TextTable("target", "measured", "goal", "met")
      for goal in goals {
        table.add(
          goal.name, goal.shown ?? "\(formatted(goal.value)) \(goal.target.unit)", goal.target.goal,
          goal.passes ? "yes" : "NO")
      }
      text += "\nTargets:\n" + table.rendered
    }
    return text
  }

  /// A count of the summary's scene, e.g. of selectors.
  private func count(_ value: Int?) -> String { value.map(String.init) ?? "" }

  /// A row's simulated seconds, formatted.
  private func seconds(_ row: ResultRow) -> String { formatted(row.scene.seconds ?? .nan) }
}
