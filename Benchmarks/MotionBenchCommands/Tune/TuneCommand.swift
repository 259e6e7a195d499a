import BenchmarkKit
import BenchmarkResults
import MotionCurves
import MotionExport
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
    /// Bounds across a crowd of selectors (`--scene`).
    case scene(SceneTuning)
  }

  /// The output format.
  enum Format: String, CaseIterable, Sendable {
    case text, csv
  }

  var mode: Mode
  var epsilon: Double
  var format: Format
  /// Significant digits of the numbers in the pasted expressions, or nil for the shortest
  /// decimals that rebuild the spring exactly.
  var digits: Int?
  /// Output path; nil or `-` is standard output.
  var out: String?
  /// What the settle and overshoot targets and bounds are measured on.
  var rendering: TuningRendering
  /// The move in points (velocities are shown in points per second) and the frame rate of the
  /// device figures and SwiftUI's stop.
  var device: SwiftUIEndMeasure
  /// `--export PLATFORM`: the tuned spring's export follows the text report.
  var export: [ExportPlatform]?

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

  /// The whole numbers `--oscillations` accepts.
  static let oscillationCounts = 0...1000

  static let overshoot = Option(
    TuningMetric.overshoot.rawValue, valueName: "F",
    help: "Target overshoot as a fraction of the change, below 1: '0.05' or '5%'.", .fraction(in: 0..<1))
  static let peakTime = Option(
    TuningMetric.peakTime.rawValue, valueName: "T", help: "Target time of the overshoot's peak, in seconds.",
    .number(in: MotionLimits.duration, unit: " s"))
  static let riseTime = Option(
    TuningMetric.riseTime.rawValue, valueName: "T", help: "Target 10 → 90 % rise time, in seconds.",
    .number(in: MotionLimits.duration, unit: " s"))
  static let settle = Option(
    TuningMetric.settleTime.rawValue, valueName: "T",
    help: "Target settling time in seconds: the last time |value − target| > epsilon·change. With --on device a "
      + "frame time: settled by T, at the edge (as --max-settle T).",
    .number(in: MotionLimits.duration, unit: " s"))
  static let stop = Option(
    TuningMetric.stop.rawValue, valueName: "T",
    help: "Target time at which SwiftUI's stop rule ends the animation of a --change point move at --hz (not a "
      + "settle time): the edge where it passes T, a spring that stops by then next to one (1e-12 away) that "
      + "stops after; it takes one other target or a held parameter.",
    .number(in: MotionLimits.duration, unit: " s"))
  static let oscillations = Option(
    TuningMetric.oscillations.rawValue, valueName: "N",
    help: "Target number of visible excursions (turns farther than epsilon from the target).",
    ValueParser<Double> { text, name throws(ValidationError) in
      guard let count = Int(text), oscillationCounts.contains(count) else {
        throw .invalidValue(
          name: name,
          expected: "a whole number from \(oscillationCounts.lowerBound) to \(oscillationCounts.upperBound)", got: text)
      }
      return Double(count)
    })
  static let duration = Option(
    "duration", valueName: "D", help: "Hold the duration (seconds) and tune the bounce.",
    .number(in: MotionLimits.duration, unit: " s"))
  static let bounce = Option(
    "bounce", valueName: "B", help: "Hold the bounce, in (-1, 1], and tune the duration.",
    .number(in: MotionLimits.bounce))
  static let like = Option(
    "like", valueName: "EXPR",
    help: "Convert a spring expression, e.g. '.snappy' or '.interpolatingSpring(stiffness: 100, damping: 10)'.",
    .string)
  static let match = FileOptions.input(
    "match",
    help: "Fit a spring's closed form to a CSV trace with columns t,value (t in seconds from release; a device's "
      + "frames start a frame late: docs/cli.md).")
  static let from = MoveOptions.from(help: "With --match: the value at release (default: the first value).")
  static let to = MoveOptions.to(help: "With --match: the target value (default: fitted).")
  static let fitVelocity = Option.flag(
    "fit-velocity", help: "With --match: also fit the initial velocity (default: released from rest).")
  static let band = SettlingBandOptions(
    changeHelp: "The move in points: for --visible-pt and --max-overshoot in points, the velocities in pt/s, the "
      + "device figures and SwiftUI's stop (default: \(MotionLimits.format(SettlingBandOptions.defaultChange))).")
  static let format = Option(
    "format", valueName: "F",
    help: "Output: 'text' (a report) or 'csv' (a header and one row: the parameters and metrics, %.17g).",
    default: "text", ValueParser<Format>.choice)
  static let digits = Option(
    "digits", valueName: "N",
    help:
      "Significant digits in the text report's expressions (default: the shortest decimals that build the same "
      + "spring again; a fitted trace's parameters: 6).", .positiveInt(maximum: 17))
  static let on = DeviceTuningOptions.on(
    help: "What the settle and overshoot targets and bounds are measured on: 'closed-form' (the spring's exact motion) "
      + "or 'device' (the frames SwiftUI's runtime shows for a move of --change points at --hz).")
  static let hz = SwiftUIEndOptions.hz(
    help: "The display's frame rate for the device figures and SwiftUI's stop (of a --change point move and of 1).")
  static let out = FileOptions.out(
    help: "Write the output to FILE (written atomically) instead of standard output.")
  static let export = ExportCommand.platforms(
    "export",
    help: "Then the tuned spring's export over a move of --change points, as motion-bench export prints it: "
      + ExportCommand.platformChoices.joined(separator: ", ") + " (text format only).")

  /// The option of each target, in ``TuningMetric/allCases`` order.
  static func option(for metric: TuningMetric) -> Option<Double?> {
    switch metric {
    case .overshoot: overshoot
    case .peakTime: peakTime
    case .riseTime: riseTime
    case .settleTime: settle
    case .oscillations: oscillations
    case .stop: stop
    }
  }

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
    options: TuningMetric.allCases.map(option(for:))
      + [duration, bounce, weights, like, match, from, to, fitVelocity] + DeviceTuningOptions.bounds + [on]
      + band.declarations + [format, digits, hz, DeviceStartOptions.start, out, export] + sceneDeclarations)

  init(parsed: ParsedArguments) throws(UsageError) {
    epsilon = try Self.band.epsilon(parsed)
    format = try parsed[Self.format]
    digits = try parsed[Self.digits]
    let out = try parsed[Self.out]
    let trace = try parsed[Self.match].map { [("--" + Self.match.name, $0)] } ?? []
    try OutputCheck.check(
      out,
      inputs: trace + InteractionOptions(parsed).inputs
        + ComponentArgument.inputs(naming: try parsed[Self.scene], option: "--scene"))
    self.out = out
    device = try SwiftUIEndOptions.measure(
      change: try parsed[Self.band.change] ?? SettlingBandOptions.defaultChange, hz: try parsed[Self.hz],
      start: try parsed[DeviceStartOptions.start])
    rendering = try parsed[Self.on]
    export = try parsed[Self.export]
    if export != nil, format != .text { throw UsageError("--export needs --format text") }
    if let kinds = try parsed[Self.scene] {
      mode = .scene(try Self.sceneTuning(parsed, kind: kinds, hz: device.hz))
      return
    }
    try SceneBoundOptions.requireScene(
      parsed, options: Self.sceneDeclarations.filter { $0.spec.name != Self.scene.name })
    let targets = try Self.targets(parsed)
    let bounds = try DeviceTuningOptions.bounds(parsed, change: device.change)
    let held = try Self.held(parsed)
    let tuning =
      targets.isEmpty && bounds.isEmpty && held == nil && !parsed.isGiven(Self.weights) ? nil : "targets"
    let like = try parsed[Self.like]
    let match = try parsed[Self.match]
    let modes = [tuning, like.map { _ in "--like" }, match.map { _ in "--match" }].compactMap { $0 }
    guard modes.count <= 1 else { throw UsageError("\(modes.joined(separator: " and ")) cannot be combined; give one") }
    if match == nil, let option = [Self.from, Self.to].first(where: parsed.isGiven) ?? nil {
      throw UsageError("--\(option.name) needs --match")
    }
    if match == nil, parsed.isGiven(Self.fitVelocity) { throw UsageError("--\(Self.fitVelocity.name) needs --match") }
    if let like {
      do {
        let (spring, velocity) = try SpringExpression.spring(parsing: like)
        mode = .like(source: like, spring: spring, initialVelocity: velocity)
      } catch {
        throw UsageError("--like \(error)")
      }
    } else if let match {
      mode = .match(
        path: match, from: try parsed[Self.from], to: try parsed[Self.to], fitVelocity: try parsed[Self.fitVelocity])
    } else {
      guard !targets.isEmpty || !bounds.isEmpty else {
        throw UsageError(
          "give targets (\(TuningMetric.allCases.map { "--" + $0.rawValue }.joined(separator: ", "))), bounds "
            + "(\(TuningBound.Metric.allCases.map { "--" + $0.rawValue }.joined(separator: ", "))), --like EXPR or "
            + "--match FILE")
      }
      do {
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
      guard let value = try parsed[option(for: metric)] else { continue }
      do { targets.append(try TuningTarget(metric, value, weight: weights[metric] ?? 1)) } catch {
        throw UsageError("--\(metric.rawValue): \(error)")
      }
    }
    if let unused = weights.keys.first(where: { metric in !targets.contains { $0.metric == metric } }) {
      throw UsageError("--weights names \(unused.rawValue), which is not a target")
    }
    return targets
  }

  /// `--duration` or `--bounce`.
  private static func held(_ parsed: ParsedArguments) throws(UsageError) -> HeldParameter? {
    let duration = try parsed[Self.duration]
    let bounce = try parsed[Self.bounce]
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
    case .scene(let tuning):
      return try runScene(tuning)
    case .match(let path, let from, let to, let fitVelocity):
      let fit = try Self.fit(path: path, from: from, to: to, fitVelocity: fitVelocity)
      output = TuneOutput(
        spring: fit.spring, initialVelocity: fit.relativeInitialVelocity, epsilon: epsilon, targets: []
      )
      .with(header: Self.describe(fit, path: path, digits: digits ?? 6))
    }
    output.hz = device.hz
    output.deviceStart = device.start
    let file = try AtomicFile(path: out)
    if format == .csv {
      try output.writeCSV(to: file, change: device.change)
    } else {
      var report = try output.report(change: device.change, digits: digits)
      if let export {
        let exported = try ExportCommand.report(
          spring: output.spring, platforms: export, change: device.change, hz: device.hz, deviceStart: device.start)
        report += "\n" + exported
      }
      try file.write(Array(report.utf8))
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
