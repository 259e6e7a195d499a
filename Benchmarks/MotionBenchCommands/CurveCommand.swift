import BenchmarkKit
import MotionCurves
import MotionODE

/// `motion-bench curve`: one animation sampled frame by frame as CSV `t,value,velocity`.
struct CurveCommand: Command {
  /// The parsed animation.
  var expression: AnimationExpression
  /// The value before the animation (for a keyframe track: before its first keyframe).
  var from = 0.0
  /// The target (unused by keyframe tracks).
  var to = 1.0
  /// The velocity at the start, in value units per second (springs and keyframe tracks).
  var velocity = 0.0
  var solver = SolverChoice.closedForm
  var relativeTolerance = 1e-10
  var absoluteTolerance = 1e-10
  var hz = 120.0
  /// How long to sample; nil picks the settling time or the track's duration, at most 10 s.
  var seconds: Double?
  /// Output path; nil or `-` is standard output.
  var out: String?
  /// Adds `solver,value_error,velocity_error` columns (differences to the Float80 reference).
  var withErrors = false
  /// Equally moving components of the value, for the `swiftui` solver's stop rule.
  var components = 1

  static let maximumFrames = 50_000_000
  static let maximumDefaultSeconds = 10.0

  static let spec = CommandSpec(
    commandName: "motion-bench curve",
    overview: """
      Sample one SwiftUI animation — a spring, a timing curve or a keyframe track — at a fixed frame \
      rate and write CSV with the header t,value,velocity (one row per frame from t = 0, %.17g numbers).
      """,
    arguments: [
      ArgumentSpec(
        "animation",
        help: """
          The animation as SwiftUI writes it, e.g. '.spring(duration: 0.35, bounce: 0.55)', '.smooth', \
          '.easeOut(duration: 0.2)', '.linear(duration: 0.1).delay(0.15)', \
          '.interpolatingSpring(stiffness: 100, damping: 10)', 'MoveKeyframe(0) CubicKeyframe(1, duration: 0.5)' \
          or 'nil'. The leading dot is optional.
          """)
    ],
    options: [
      .option("from", valueName: "A", help: "Start value (for a keyframe track: the value before its first keyframe).", defaultValue: "0"),
      .option("to", valueName: "B", help: "Target value; not used by keyframe tracks.", defaultValue: "1"),
      .option("velocity", valueName: "V", help: "Velocity at the start in value units per second (springs and keyframe tracks; timing curves ignore it).", defaultValue: "0"),
      .option("solver", valueName: "S", help: "\(SolverChoice.synopsis); STEPPER is one of \(stepperNames).", defaultValue: "closed-form"),
      .option("rtol", valueName: "R", help: "Relative tolerance of the GSL solver.", defaultValue: "1e-10"),
      .option("atol", valueName: "A", help: "Absolute tolerance of the GSL solver.", defaultValue: "1e-10"),
      .option("hz", valueName: "H", help: "Frames per second.", defaultValue: "120"),
      .option(
        "seconds", valueName: "S",
        help: "How long to sample (default: the settling time at epsilon 0.001, or the track's duration; with --solver "
          + "swiftui no earlier than SwiftUI's end; at most 10 s)."),
      .option("out", valueName: "FILE", help: "Write the CSV to FILE (written atomically) instead of standard output."),
      .flag("errors", help: "Add columns solver,value_error,velocity_error: differences to the Float80 reference."),
      .option(
        "components", valueName: "N",
        help: "With --solver swiftui: equally moving components of the animated value, 1 to 64, counted by the stop rule "
          + "(1 for an offset or an opacity, 2 for scaleEffect; default 1)."),
    ])

  static var stepperNames: String { GSLStepper.allCases.map(\.rawValue).joined(separator: ", ") }

  init(parsed: ParsedArguments) throws(UsageError) {
    let source = try parsed.require("animation", .string)
    do {
      expression = try AnimationExpression(parsing: source)
    } catch {
      throw UsageError("<animation> \(error)")
    }
    from = try parsed.require("from", OptionRanges.value)
    to = try parsed.require("to", OptionRanges.value)
    velocity = try parsed.require("velocity", OptionRanges.velocity)
    solver = try SolverChoice(parsing: parsed.require("solver", .string))
    relativeTolerance = try parsed.require("rtol", .number(in: OptionRanges.tolerance))
    absoluteTolerance = try parsed.require("atol", .number(in: OptionRanges.tolerance))
    hz = try parsed.require("hz", .number(in: OptionRanges.hz))
    seconds = try parsed.get("seconds", .number(in: OptionRanges.seconds, unit: " s"))
    out = parsed.text("out")
    withErrors = parsed.flag("errors")
    if let components = try parsed.get("components", .positiveInt(maximum: 64)) {
      guard solver == .swiftUI else { throw UsageError("--components applies only to --solver swiftui (got --solver \(solver))") }
      self.components = components
    }
    try validate()
  }

  /// Checks what the parser alone cannot: the frame budget and the output path.
  func validate() throws(UsageError) {
    let duration = seconds ?? defaultSeconds
    guard duration * hz <= Double(Self.maximumFrames) else {
      throw UsageError(
        "--seconds × --hz gives \(duration * hz) frames; at most \(Self.maximumFrames) are allowed")
    }
    try UsageError.wrapping("--out") { try AtomicFile.checkWritable(out) }
  }

  /// The motion the CLI samples: released at t = 0 (plus any delay) from `from`.
  var motion: Motion {
    switch expression {
    case .none:
      return .constant(to)
    case .keyframes(let track):
      return .keyframes(track.timeline(from: from, initialVelocity: velocity), start: 0)
    case .animation(let animation):
      switch animation.curve {
      case .spring:
        // Force-unwrap is safe: the curve is a spring.
        return .spring(animation.springMotion(releasedAt: animation.delay, from: from, velocity: velocity, to: to)!)
      case let .timing(curve, duration):
        let layer = TimingMotion(
          curve: curve, start: animation.delay, duration: duration, target: to, previousTarget: from)
        return .timing(layer, over: .constant(from))
      }
    }
  }

  /// The settling time (epsilon 0.001 of the change) or the track's duration, at most 10 s; with
  /// `--solver swiftui`, no earlier than the frame where the runtime ends a fluid spring.
  var defaultSeconds: Double {
    let natural: Double
    switch motion {
    case .spring(let m):
      natural = max(Self.exactSettlingTime(m), solver == .swiftUI ? swiftUIEnding(m)?.time ?? 0 : 0)
    case let other:
      natural = max(0, other.restTime)
    }
    return min(Self.maximumDefaultSeconds, natural)
  }

  /// When a spring motion settles exactly, within epsilon 0.001 of its change (of its initial
  /// velocity over ω₀ when the change is 0), in seconds from t = 0.
  static func exactSettlingTime(_ m: SpringMotion) -> Double {
    let scale = m.displacement != 0 ? abs(m.displacement) : abs(m.velocity) / m.spring.naturalFrequency
    let settle = scale > 0 ? m.spring.settlingTime(displacement: m.displacement, velocity: m.velocity, threshold: 1e-3 * scale) : 0
    return m.start + settle
  }

  /// The frames sampled: t = i/hz for i = 0 … ⌊seconds·hz⌋.
  var frames: Frames {
    let duration = seconds ?? defaultSeconds
    let last = Int((duration * hz * (1 + 1e-12)).rounded(.down))
    return Frames(hz: hz, range: 0..<(last + 1))
  }

  func run() throws -> ExitCode {
    let frames = frames
    let chosen = try solver.makeSolver(
      relativeTolerance: relativeTolerance, absoluteTolerance: absoluteTolerance, components: components)
    let samples = try chosen.sample(motion, frames: frames)
    var reference: Samples?
    if withErrors {
      let referenceSolver = ReferenceSolver()
      reference = try referenceSolver.sample(motion, frames: frames)
    }
    let columns = ["t", "value", "velocity"] + (withErrors ? ["solver", "value_error", "velocity_error"] : [])
    var writer = CSVWriter(columns: columns, output: try AtomicFile(path: out))
    let name = solver.description
    for (k, i) in frames.range.enumerated() {
      writer.append(frames.time(i))
      writer.append(samples.values[k])
      writer.append(samples.velocities[k])
      if let reference {
        writer.append(name)
        writer.append(samples.values[k] - reference.values[k])
        writer.append(samples.velocities[k] - reference.velocities[k])
      }
      try writer.endRow()
    }
    try writer.finish()
    if solver == .swiftUI { printError(swiftUINote(lastFrame: frames.time(frames.range.upperBound - 1))) }
    return .success
  }
}
