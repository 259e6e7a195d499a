import BenchmarkKit
import MotionCurves
import SpringTuning

/// `motion-bench tune`: the spring that meets motion targets, the parameterisations of a spring
/// expression (`--like`), or the spring that matches a recorded trace (`--match`).
struct TuneCommand: Command {
  /// What to tune from.
  enum Mode {
    /// Targets and an optional held parameter.
    case targets(SpringTuner)
    /// A spring expression and the spring it denotes.
    case like(source: String, spring: Spring, initialVelocity: Double)
    /// A CSV trace with columns `t,value`.
    case match(path: String, from: Double?, to: Double?, fitVelocity: Bool)
  }

  /// The output format.
  enum Format: String, CaseIterable, Sendable {
    case text, csv
  }

  var mode: Mode
  var epsilon = SettlingBandOptions.defaultEpsilon
  /// The change in points, to show velocities in points per second.
  var change = 100.0
  var format = Format.text
  /// Significant digits of the numbers in the pasted expressions.
  var digits = 6
  /// Output path; nil or `-` is standard output.
  var out: String?
  /// What the settle and overshoot targets and bounds are measured on.
  var rendering = TuningRendering.closedForm
  /// Frames per second of the device figures.
  var hz = 120.0

  /// The CSV columns: parameters, closed-form metrics, SwiftUI's stop (end time, s, and jump) for a
  /// change of `--change` points (jump in points) and for a unit change (jump in changes), then the
  /// device figures for the `--change` point move (``DeviceMetrics``).
  static let csvColumns = [
    "duration", "bounce", "response", "damping_fraction", "mass", "stiffness", "damping", "overshoot_fraction",
    "peak_time",
    "rise_time", "settle_time", "settle_envelope", "oscillations", "swiftui_end_time", "swiftui_end_jump",
    "swiftui_unit_end_time", "swiftui_unit_end_jump", "device_settle_time", "device_overshoot_fraction",
    "device_overshoot_pt", "device_peak_time",
  ]

  static let spec = CommandSpec(
    commandName: "motion-bench tune",
    overview: """
      Find the SwiftUI spring that does what the motion must do. Give two targets (or one and a held \
      --duration or --bounce) for the exact answer, more for a weighted least-squares compromise; or convert \
      a spring with --like, or fit one to a recorded trace with --match. Targets are measured on a change \
      released from rest, on the closed form or with --on device on the frames SwiftUI's runtime shows. Bounds \
      (--max-settle, --max-overshoot, --max-stop) leave a band of springs; the answer is the longest duration that \
      meets every bound (with --duration held, the highest bounce).
      """,
    options: [
      .option(
        "overshoot", valueName: "F", help: "Target overshoot as a fraction of the change, below 1: '0.05' or '5%'."),
      .option("peak-time", valueName: "T", help: "Target time of the overshoot's peak, in seconds."),
      .option("rise-time", valueName: "T", help: "Target 10 → 90 % rise time, in seconds."),
      .option(
        "settle", valueName: "T",
        help: "Target settling time in seconds: the last time |value − target| > epsilon·change. With --on device a "
          + "frame time: settled by T, at the edge (as --max-settle T)."),
      .option(
        "stop", valueName: "T",
        help: "Target time at which SwiftUI's stop rule ends the animation of a --change point move at --hz (not a "
          + "settle time): the edge where it passes T, a spring that stops by then next to one (1e-12 away) that "
          + "stops after; it takes one other target or a held parameter."),
      .option(
        "oscillations", valueName: "N",
        help: "Target number of visible excursions (turns farther than epsilon from the target)."),
      .option("duration", valueName: "D", help: "Hold the duration (seconds) and tune the bounce."),
      .option("bounce", valueName: "B", help: "Hold the bounce, in (-1, 1], and tune the duration."),
      .option(
        "weights", valueName: "LIST",
        help: "Weights for a least-squares compromise, e.g. 'overshoot=2,settle=0.5' (default 1 each; "
          + "residuals are in % of a time, percentage points of overshoot, and excursions)."),
      .option(
        "like", valueName: "EXPR",
        help: "Convert a spring expression, e.g. '.snappy' or '.interpolatingSpring(stiffness: 100, damping: 10)'."),
      .option(
        "match", valueName: "FILE",
        help: "Fit a spring to a CSV trace with columns t,value (t in seconds from release)."),
      .option("from", valueName: "A", help: "With --match: the value at release (default: the first value)."),
      .option("to", valueName: "B", help: "With --match: the target value (default: fitted)."),
      .flag("fit-velocity", help: "With --match: also fit the initial velocity (default: released from rest)."),
    ]
      + DeviceTuningOptions.boundSpecs + [DeviceTuningOptions.renderingSpec(for: "tune")]
      + SettlingBandOptions.specs(
        changeHelp:
          "The move in points: for --visible-pt and --max-overshoot in points, the velocities in pt/s, the device "
          + "figures and SwiftUI's stop (default: 100).") + [
        .option(
          "format", valueName: "F",
          help: "Output: 'text' (a report) or 'csv' (a header and one row: the parameters and metrics, %.17g).",
          defaultValue: "text"),
        .option(
          "digits", valueName: "N", help: "Significant digits in the text report's expressions.", defaultValue: "6"),
        SwiftUIEndOptions.spec(
          help:
            "The display's frame rate for the device figures and SwiftUI's stop (of a --change point move and of 1)."),
        .option(
          "out", valueName: "FILE", help: "Write the output to FILE (written atomically) instead of standard output."),
      ])

  init(parsed: ParsedArguments) throws(UsageError) {
    epsilon = try SettlingBandOptions.epsilon(parsed)
    change = try SettlingBandOptions.change(parsed) ?? SettlingBandOptions.defaultChange
    format = try parsed.require("format", .choice)
    digits = try parsed.require("digits", .positiveInt(maximum: 17))
    let out = parsed.text("out")
    try UsageError.wrapping("--out") { try AtomicFile.checkWritable(out) }
    self.out = out
    hz = try SwiftUIEndOptions.frameRate(parsed)
    rendering = try DeviceTuningOptions.rendering(parsed)
    let targets = try Self.targets(parsed)
    let bounds = try DeviceTuningOptions.bounds(parsed, change: change)
    let held = try Self.held(parsed)
    let tuning = targets.isEmpty && bounds.isEmpty && held == nil && parsed.text("weights") == nil ? nil : "targets"
    let like = parsed.text("like")
    let match = parsed.text("match")
    let modes = [tuning, like.map { _ in "--like" }, match.map { _ in "--match" }].compactMap { $0 }
    guard modes.count <= 1 else { throw UsageError("\(modes.joined(separator: " and ")) cannot be combined; give one") }
    let matchOnly =
      ["from", "to"].filter { parsed.text($0) != nil } + (parsed.flag("fit-velocity") ? ["fit-velocity"] : [])
    if match == nil, let option = matchOnly.first { throw UsageError("--\(option) needs --match") }
    if let like {
      do {
        let (spring, velocity) = try SpringExpression.spring(parsing: like)
        mode = .like(source: like, spring: spring, initialVelocity: velocity)
      } catch {
        throw UsageError("--like \(error)")
      }
    } else if let match {
      mode = .match(
        path: match, from: try parsed.get("from", OptionRanges.value), to: try parsed.get("to", OptionRanges.value),
        fitVelocity: parsed.flag("fit-velocity"))
    } else {
      guard !targets.isEmpty || !bounds.isEmpty else {
        throw UsageError(
          "give targets (--overshoot, --peak-time, --rise-time, --settle, --oscillations, --stop), bounds "
            + "(--max-settle, --max-overshoot, --max-stop), --like EXPR or --match FILE")
      }
      do {
        let device = try SwiftUIEndMeasure(change: change, hz: hz)
        mode = .targets(
          try SpringTuner(
            targets: targets, held: held, epsilon: epsilon, bounds: bounds, on: rendering, device: device))
      } catch {
        throw UsageError("\(error)")
      }
    }
  }

  /// The targets given, weighted by `--weights`.
  private static func targets(_ parsed: ParsedArguments) throws(UsageError) -> [TuningTarget] {
    let weights = try Self.weights(parsed)
    var targets: [TuningTarget] = []
    for metric in TuningMetric.allCases {
      guard let text = parsed.text(metric.rawValue) else { continue }
      let value: Double
      switch metric {
      case .overshoot:
        value = try parsed.require("overshoot", .fraction(in: 0..<1))
      case .oscillations:
        guard let count = Int(text), (0...1000).contains(count) else {
          throw UsageError("--oscillations must be a whole number from 0 to 1000 (got '\(text)')")
        }
        value = Double(count)
      case .peakTime, .riseTime, .settleTime, .stop:
        value = try parsed.require(metric.rawValue, .number(in: MotionLimits.duration, unit: " s"))
      }
      do { targets.append(try TuningTarget(metric, value, weight: weights[metric] ?? 1)) } catch {
        throw UsageError("--\(metric.rawValue): \(error)")
      }
    }
    if let unused = weights.keys.first(where: { metric in !targets.contains { $0.metric == metric } }) {
      throw UsageError("--weights names \(unused.rawValue), which is not a target")
    }
    return targets
  }

  /// `--weights overshoot=2,settle=0.5`.
  private static func weights(_ parsed: ParsedArguments) throws(UsageError) -> [TuningMetric: Double] {
    guard let text = parsed.text("weights") else { return [:] }
    var weights: [TuningMetric: Double] = [:]
    let names = TuningMetric.allCases.map(\.rawValue).joined(separator: ", ")
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let metric = TuningMetric(rawValue: parts[0]) else {
        throw UsageError("--weights must be a list of METRIC=WEIGHT with METRIC one of \(names) (got '\(item)')")
      }
      guard let weight = Double(parts[1]), (1e-6...1e6).contains(weight) else {
        throw UsageError(
          "--weights: the weight of \(metric.rawValue) must be a number from 1e-6 to 1e6 (got '\(parts[1])')")
      }
      weights[metric] = weight
    }
    return weights
  }

  /// `--duration` or `--bounce`.
  private static func held(_ parsed: ParsedArguments) throws(UsageError) -> HeldParameter? {
    let duration = try parsed.get("duration", .number(in: MotionLimits.duration, unit: " s"))
    let bounce = try parsed.get("bounce", .number(in: MotionLimits.bounce))
    switch (duration, bounce) {
    case (let d?, nil): return .duration(d)
    case (nil, let b?): return .bounce(b)
    case (nil, nil): return nil
    case (_?, _?): throw UsageError("--duration and --bounce cannot both be held: that leaves nothing to tune")
    }
  }

  func run() throws -> ExitCode {
    var output: TuneOutput
    switch mode {
    case .targets(let tuner):
      let result: TuningResult
      do { result = try tuner.solve() } catch { throw error.commandError }
      output = TuneOutput(spring: result.spring, initialVelocity: 0, epsilon: epsilon, targets: result.targets)
        .with(header: Self.header(result.method), showsResiduals: result.method == .leastSquares)
        .with(notes: result.notes, alternatives: result.alternatives)
      output.bounds = result.bounds
      output.rendering = result.rendering
      output.jumps = result.jumps
    case .like(let source, let spring, let velocity):
      output = TuneOutput(spring: spring, initialVelocity: velocity, epsilon: epsilon, targets: [])
        .with(header: "\(source) is the spring:")
    case .match(let path, let from, let to, let fitVelocity):
      let fit = try Self.fit(path: path, from: from, to: to, fitVelocity: fitVelocity)
      output = TuneOutput(
        spring: fit.spring, initialVelocity: fit.relativeInitialVelocity, epsilon: epsilon, targets: []
      )
      .with(header: Self.describe(fit, path: path, digits: digits))
    }
    output.hz = hz
    let file = try AtomicFile(path: out)
    if format == .csv {
      try output.writeCSV(to: file, change: change)
    } else {
      try file.write(Array(try output.report(change: change, digits: digits).utf8))
      try file.commit()
    }
    return .success
  }

  /// The report's first line for a tuning method.
  static func header(_ method: TuningResult.Method) -> String {
    switch method {
    case .exact: "Exact solution."
    case .leastSquares: "Least-squares compromise (more targets than unknowns)."
    case .swiftUIEnd:
      "Solution on SwiftUI's stop (a step function: the spring at the edge where it passes the target)."
    case .bounded:
      "Solution within the bounds (the spring at the edge the objective pushes it to)."
    }
  }

  /// Reads `t,value` from a CSV file and fits a spring.
  /// - Throws: ``DataError`` naming the line and column of an unreadable or malformed file or
  ///   of a bad sample, or a file without data rows; ``UsageError`` for a bad `--from`/`--to`;
  ///   ``TuningError/solverFailed(_:)`` if the fit fails.
  static func fit(path: String, from: Double?, to: Double?, fitVelocity: Bool) throws -> TraceFit {
    let table: CSVTable
    let times: [Double]
    let values: [Double]
    do {
      table = try CSVTable(contentsOfFile: path)
      (times, values) = (try table.doubles("t"), try table.doubles("value"))
    } catch {
      throw DataError("--match \(path): \(error)")
    }
    guard !table.rows.isEmpty else { throw DataError("--match \(path): the file has no data rows, only a header") }
    do {
      return try TraceFit(times: times, values: values, from: from, to: to, fitVelocity: fitVelocity)
    } catch .invalidTrace(let row, let column, let reason) {
      let place = [row.map { "line \(table.line(ofRow: $0 - 1))" }, column.map { "column '\($0)'" }].compactMap { $0 }
      throw DataError("--match \(path): " + (place.isEmpty ? reason : place.joined(separator: ", ") + ": " + reason))
    } catch {
      throw error.commandError.prefixed("--match \(path): ")
    }
  }

  /// `Fitted to FILE (N samples): residual RMS …` and the parameters with their standard errors.
  static func describe(_ fit: TraceFit, path: String, digits: Int) -> String {
    func pm(_ value: Double, _ error: Double) -> String {
      "\(SpringExpression.format(value, significantDigits: digits)) ± \(SpringExpression.format(error, significantDigits: 2))"
    }
    var lines = [
      "Fitted to \(path) (\(fit.sampleCount) samples, from \(SpringExpression.format(fit.from, significantDigits: digits))): "
        + "residual RMS \(SpringExpression.format(fit.residualRMS, significantDigits: 3)).",
      "  duration \(pm(fit.spring.duration, fit.uncertainty.duration)) s, bounce \(pm(fit.spring.bounce, fit.uncertainty.bounce)), "
        + "to \(fit.uncertainty.to == 0 ? SpringExpression.format(fit.to, significantDigits: digits) : pm(fit.to, fit.uncertainty.to))"
        + (fit.uncertainty.initialVelocity == 0 && fit.initialVelocity == 0
          ? "" : ", initial velocity \(pm(fit.initialVelocity, fit.uncertainty.initialVelocity)) per s"),
      "  (± one standard error; about 95 % of fits to independent noise land within 2 of them)",
    ]
    if fit.stop != .smallStep && fit.stop != .smallGradient {
      lines.append("  note: the fit stopped early (\(fit.stop))")
    }
    return lines.joined(separator: "\n")
  }
}

extension TuningError {
  /// Bad input, conflicting or missing targets and bad traces are usage errors (exit 64); a
  /// failing solver is a run-time failure (exit 1).
  var commandError: any Error {
    if case .solverFailed = self { return self }
    return UsageError(description)
  }
}

extension Error {
  /// A usage error with `prefix` before its message; other errors unchanged.
  func prefixed(_ prefix: String) -> any Error {
    (self as? UsageError).map { UsageError(prefix + $0.message) } ?? self
  }
}
