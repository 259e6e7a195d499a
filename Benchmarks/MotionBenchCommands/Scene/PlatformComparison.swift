import BenchmarkKit
import CrowdTuning
import MotionCurves
import MotionExport
import SelectorSimulation
import SpringTuning

/// The crowd's metrics on other platforms beside the device's (`scene --platform`, `export --scene`):
/// the same scripts, each platform's spring mapping, evaluation, ending and retarget rule
/// (``PlatformSceneSprings``), and per metric the difference of each statistic from the device's.
struct PlatformComparison {
  /// One platform's run: its metrics and their summaries.
  struct Run {
    let platform: ExportPlatform.Variant
    let metrics: SceneBlockMetrics
    let summaries: [SceneMetricSummary]
  }

  /// The scene's own solver (the device by default) and its metrics.
  let device: Run
  /// Every platform asked for, in the order given.
  let platforms: [Run]

  /// Measures the crowd on every platform; `device` is the scene solver's own measurement.
  /// With `progress`, a line on standard error names each platform as its run starts.
  ///
  /// - Throws: ``UsageError`` naming the platform that cannot run a measured spring; the
  ///   measurement's errors.
  static func measure(
    _ setup: SceneMetricsSetup, channels: [Component: [Int]], platforms: [ExportPlatform.Variant],
    device: SceneBlockMetrics, tuned: (channels: [Component: [Int]], spring: Spring)? = nil, progress: Bool
  ) throws -> PlatformComparison {
    let measurement = setup.crowd.measurement(channels: channels, tuned: tuned)
    let hz = setup.crowd.scene.hz
    func run(_ platform: ExportPlatform.Variant, _ metrics: SceneBlockMetrics) -> Run {
      Run(
        platform: platform, metrics: metrics,
        summaries: SceneMetricSummary.summaries(of: metrics, hz: hz, kinds: setup.crowd.kinds))
    }
    var runs: [Run] = []
    for platform in platforms {
      if progress { printError("scene: \(platform.rawValue) (\(platform.retargetRule))") }
      let solver = try Self.solver(platform, setup: setup, measurement: measurement)
      runs.append(run(platform, try setup.measure(measurement, on: solver)))
    }
    return PlatformComparison(device: run(.device, device), platforms: runs)
  }

  /// The solver that runs the crowd as `platform` animates it (``SceneCrowd/platformSolver(_:form:measurement:)``).
  ///
  /// - Throws: ``UsageError`` naming the platform that cannot run a measured spring.
  static func solver(
    _ platform: ExportPlatform.Variant, setup: SceneMetricsSetup, measurement: SceneMeasurement
  ) throws -> any SceneSolver {
    do {
      return try setup.crowd.platformSolver(platform.platform, form: platform.form, measurement: measurement)
    } catch let error as PlatformAnimatorError {
      throw UsageError("--platform \(platform.rawValue): \(error)")
    }
  }

  /// Refuses, before any work, a platform that cannot run a measured spring.
  ///
  /// - Throws: ``UsageError`` naming the platform and why.
  static func check(
    _ platforms: [ExportPlatform.Variant], setup: SceneMetricsSetup, channels: [Component: [Int]],
    tuned: (channels: [Component: [Int]], spring: Spring)? = nil
  ) throws(UsageError) {
    let measurement = setup.crowd.measurement(channels: channels, tuned: tuned)
    for platform in platforms where platform != .device {
      do {
        _ = try setup.crowd.platformSprings(platform.platform, form: platform.form, measurement: measurement)
      } catch {
        throw UsageError("--platform \(platform.rawValue): \(error)")
      }
    }
  }

  /// Per kind and family, a table of every metric: the device's p50, p95, p99 and max over moves
  /// (bursts, for the settle times), each platform's below it with its differences from the
  /// device's (platform − device, in the metric's unit).
  func report(kinds: [Component], deviceName: String) -> String {
    var text =
      "\nOn other platforms: the same scripts with each platform's spring and retarget rule; "
      + "Δ = platform − device (\(deviceName)), in the metric's unit.\n"
    for run in platforms where run.platform != .device {
      text += "  \(run.platform.rawValue): \(run.platform.retargetRule)\n"
    }
    for kind in kinds {
      for family in kind.families {
        let rows = device.summaries.filter { $0.kind == kind && $0.family == family }
        guard !rows.isEmpty else { continue }
        text += "\n" + table(rows, kind: kind, family: family, deviceName: deviceName)
      }
    }
    return text
  }

  /// One family's comparison table.
  func table(_ rows: [SceneMetricSummary], kind: Component, family: ChannelFamily, deviceName: String) -> String {
    let info = kind.channels.first { $0.family == family }!
    let statistics = MetricDistribution.Statistic.allCases
    var table = TextTable(
      headers: ["\(kind.name) \(family)", "platform"] + statistics.map(\.rawValue) + statistics.map { "Δ\($0)" },
      leftAligned: 2)
    for row in rows {
      let reference = row.overMoves
      var cells = [SceneCommand.label(row.metric, info), "device (\(deviceName))"]
      cells += statistics.map { SceneCommand.number(reference[$0]) } + statistics.map { _ in "" }
      table.rows.append(cells)
      for run in platforms {
        guard
          let other = run.summaries.first(where: { $0.kind == kind && $0.family == family && $0.metric == row.metric })
        else { continue }
        let d = other.overMoves
        table.rows.append(
          ["", run.platform.rawValue] + statistics.map { SceneCommand.number(d[$0]) }
            + statistics.map { Self.difference(d[$0], reference[$0]) })
      }
    }
    return table.rendered
  }

  /// platform − device with a sign, 4 significant digits; `never` where only one is infinite.
  static func difference(_ value: Double, _ reference: Double) -> String {
    if value.isNaN || reference.isNaN { return "-" }
    if value == reference { return "0" }
    if value.isInfinite || reference.isInfinite { return value.isInfinite ? "+never" : "-never" }
    let d = value - reference
    return (d > 0 ? "+" : "") + SpringExpression.format(d, significantDigits: 4)
  }
}
