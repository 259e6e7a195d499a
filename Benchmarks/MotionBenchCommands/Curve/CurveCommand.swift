import BenchmarkKit
import BenchmarkPictures
import MotionCurves
import MotionODE
import SelectorSimulation

/// `motion-bench curve`: one or more animations sampled over one window of frames, as CSV.
///
/// One animation gives `t,value,velocity`; two or more give the long layout
/// `animation,t,value,velocity` (every animation over the same frames) or, with `--layout wide`,
/// one row per frame with a value and a velocity column per animation.
struct CurveCommand: Command {
  /// One `<animation>` argument: its text as typed (the name in the CSV) and its parse.
  struct AnimationArgument: Equatable {
    var source: String
    var expression: AnimationExpression
  }

  /// The CSV layout.
  enum Layout: String, CaseIterable, Sendable {
    /// One row per animation and frame; the `animation` column only with two or more animations.
    case long
    /// One row per frame: `t`, then `value:<animation>` and `velocity:<animation>` columns.
    case wide
  }

  /// The animations, in command-line order.
  var animations: [AnimationArgument]
  /// The value before the animation (for a keyframe track: before its first keyframe).
  var from: Double
  /// The target (unused by keyframe tracks).
  var to: Double
  /// The velocity at the start, in value units per second (springs and keyframe tracks).
  var velocity: Double
  var solver: SolverDescriptor
  /// What the solver is made with: `--rtol`, `--atol` and `--components`.
  var solverSettings = CurveSolverSettings()
  var hz: Double
  /// How long to sample, inclusive of t = seconds; nil picks the default window (``defaultLastFrame``).
  var seconds: Double?
  /// Output path; nil or `-` is standard output.
  var out: String?
  /// Adds `solver,value_error,velocity_error` columns (differences to the Float80 reference).
  var withErrors: Bool
  var layout: Layout
  /// Whether to draw the CSV's pictures after writing it (`--plot`).
  var plot: Bool
  /// The settling band (`--epsilon` or `--visible-pt`; ±0.001 of the change when neither is given).
  var band = SceneBand.standard
  /// Whether the CSV gets the settling columns: with `--epsilon`, `--visible-pt` or `--plot`.
  var writesSettling = false
  /// The target's changes after the first, in time order (`--retarget`).
  var retargets: [Retarget] = []
  /// When the device model starts an animation from rest (`--device-start`, `--solver swiftui` only).
  var deviceStart = SwiftUIRuntimeStart.frame
  /// The solver and band the command chose for the user, to print (``ShownMotion``).
  var assumed: String?

  static let maximumFrames = 50_000_000
  static let maximumDefaultSeconds = 10.0

  /// The equally moving components `--components` accepts.
  static let componentCounts = 1...64

  static let animation = Argument(
    "animation",
    help: """
      One or more animations as SwiftUI writes them, e.g. '.spring(duration: 0.35, bounce: 0.55)', \
      '.smooth', '.easeOut(duration: 0.2)', '.linear(duration: 0.1).delay(0.15)', \
      '.interpolatingSpring(stiffness: 100, damping: 10)', 'MoveKeyframe(0) CubicKeyframe(1, duration: 0.5)' \
      or 'nil'. The leading dot is optional. Each must differ from the others.
      """, repeating: .string)
  static let from = MoveOptions.from(
    help: "Start value (for a keyframe track: the value before its first keyframe).", default: "0")
  static let to = MoveOptions.to(help: "Target value; not used by keyframe tracks.", default: "1")
  static let velocity = MoveOptions.velocity(
    help: "Velocity at the start in value units per second (springs and keyframe tracks; timing curves ignore it).")
  static let solver = SolverOptions.solver(
    help: "\(SolverDescriptor.usage(solving: .curves)), with \(SolverDescriptor.parameters(solving: .curves)).",
    default: ShownMotion.solver, solving: .curves)
  static let rtol = Option(
    "rtol", valueName: "R", help: "Relative tolerance of the GSL solver.", default: "1e-10",
    .number(in: OptionRanges.tolerance))
  static let atol = Option(
    "atol", valueName: "A", help: "Absolute tolerance of the GSL solver.", default: "1e-10",
    .number(in: OptionRanges.tolerance))
  static let hz = SceneOptions.hz
  static let seconds = Option(
    "seconds", valueName: "S",
    help: "Sample t = 0 to S inclusive (default: the longest animation's window: up to the first frame past its "
      + "settling time at epsilon 0.001, or its duration; with --solver swiftui SwiftUI's end; "
      + "at most \(MotionLimits.format(maximumDefaultSeconds)) s).",
    .number(in: OptionRanges.seconds, unit: " s"))
  static let out = CSVOutputOption.out
  static let layout = Option(
    "layout", valueName: "L",
    help: "'long' (a row per animation and frame; with several animations an animation column first) or 'wide' "
      + "(a row per frame: t, value:<animation>…, velocity:<animation>…).",
    default: "long", ValueParser<Layout>.choice)
  static let errors = Option.flag(
    "errors",
    help: "Add columns solver,value_error,velocity_error: differences to the Float80 reference (long layout only).")
  static let plot = FileOptions.plot(
    help: "Then draw the CSV's pictures with gnuplot, as motion-bench plot does, beside --out FILE: the animations "
      + "overlaid (value with the target and settling band, velocity, distance to the target).")
  static let components = Option(
    "components", valueName: "N",
    help: "With --solver swiftui: equally moving components of the animated value, \(componentCounts.lowerBound) to "
      + "\(componentCounts.upperBound), counted by the stop rule "
      + "(1 for an offset or an opacity, 2 for scaleEffect; default 1).",
    .positiveInt(maximum: componentCounts.upperBound))
  static let retarget = Option(
    "retarget", valueName: "T:TARGET[:ANIMATION]",
    help: "Change the target to TARGET at T seconds, animated by ANIMATION (default: each curve's own animation), "
      + "as the solver retargets: the device's rule with --solver swiftui, the closed form's rules otherwise "
      + "(docs/model.md). May be repeated, in time order; the CSV gets a retarget column (the new target at the "
      + "frame it first shows).",
    retargetItem)

  static let spec = CommandSpec(
    commandName: "motion-bench curve",
    overview: """
      Sample SwiftUI animations — springs, timing curves or keyframe tracks — at a fixed frame rate over one \
      window and write CSV (one row per frame from t = 0, %.17g numbers). One animation gives the header \
      t,value,velocity. Two or more give every animation over the same frames: the long layout \
      animation,t,value,velocity (animation is the expression as typed), or with --layout wide one row per \
      frame, t then value:<animation> columns then velocity:<animation> columns. The default window is the \
      longest animation's, at most \(MotionLimits.format(maximumDefaultSeconds)) s: up to the first frame past a spring's settling time (epsilon 0.001 of \
      the change), so that the last row is within the band, or to the end of a timing curve or keyframe track \
      (with --solver swiftui: to SwiftUI's end). With --epsilon, --visible-pt or --plot every row also gets \
      the animation's target, settling band and settle time (on the device with --solver swiftui, with SwiftUI's \
      stop), which motion-bench plot draws. To compare an old spring with a new one: \
      motion-bench curve OLD NEW --out FILE --plot.
      """,
    arguments: [animation],
    options: [from, to, velocity, solver, rtol, atol, hz, seconds, out, layout, errors, plot, components]
      + SettlingBandOptions.bandDeclarations + [retarget, DeviceStartOptions.start])

  init(parsed: ParsedArguments) throws(UsageError) {
    animations = try Self.parseAnimations(parsed[Self.animation])
    from = try parsed[Self.from]
    to = try parsed[Self.to]
    velocity = try parsed[Self.velocity]
    solver = try parsed[Self.solver]
    solverSettings.relativeTolerance = try parsed[Self.rtol]
    solverSettings.absoluteTolerance = try parsed[Self.atol]
    hz = try parsed[Self.hz]
    seconds = try parsed[Self.seconds]
    out = try parsed[Self.out]
    layout = try parsed[Self.layout]
    withErrors = try parsed[Self.errors]
    plot = try parsed[Self.plot]
    if let components = try parsed[Self.components] {
      guard solver == .swiftUI else {
        throw UsageError("--components applies only to --solver swiftui (got --solver \(solver))")
      }
      solverSettings.components = components
    }
    retargets = try parsed.all(Self.retarget)
    deviceStart = try DeviceStartOptions.start(parsed, solver: solver)
    let band = try SettlingBandOptions.band(parsed)
    self.band = band ?? .standard
    writesSettling = band != nil || plot
    assumed = ShownMotion.line(
      "curve", solver: solver, band: writesSettling ? self.band : nil,
      given: parsed.isGiven(Self.solver) && (!writesSettling || band != nil))
    try validate()
  }

  /// Parses the `<animation>` arguments.
  ///
  /// - Parameter sources: The arguments as typed, at least one.
  /// - Returns: The animations in the same order.
  /// - Throws: ``UsageError`` for the first that does not parse, or repeats an earlier one:
  ///   `<animation> …` for a single animation, `<animation> 2 …` when there are several.
  static func parseAnimations(_ sources: [String]) throws(UsageError) -> [AnimationArgument] {
    var animations: [AnimationArgument] = []
    for (index, source) in sources.enumerated() {
      let name = sources.count == 1 ? "<animation>" : "<animation> \(index + 1)"
      if let earlier = sources[..<index].firstIndex(of: source) {
        throw UsageError(
          "\(name) repeats <animation> \(earlier + 1) \(UntrustedText.shown(source, limit: 60)); give each animation once"
        )
      }
      do {
        animations.append(AnimationArgument(source: source, expression: try AnimationExpression(parsing: source)))
      } catch {
        throw UsageError(
          sources.count == 1 ? "\(name) \(error)" : "\(name) \(UntrustedText.shown(source, limit: 60)): \(error)")
      }
    }
    return animations
  }

  /// Checks what the parser alone cannot: the retargets, the frame budget, the layout and the output paths.
  func validate() throws(UsageError) {
    try validateRetargets()
    let duration = seconds ?? defaultSeconds
    guard duration * hz * Double(animations.count) <= Double(Self.maximumFrames) else {
      let product = animations.count == 1 ? "--seconds × --hz" : "--seconds × --hz × animations"
      throw UsageError(
        "\(product) gives \(duration * hz * Double(animations.count)) frames; at most \(Self.maximumFrames) are allowed"
      )
    }
    if case .shown(let points) = band {
      for (animation, motion) in zip(animations, motions) {
        let change = abs(change(of: motion))
        guard change == 0 || points < change else {
          throw UsageError(
            "--visible-pt \(MotionLimits.format(points)) must be less than the change of "
              + "\(UntrustedText.shown(animation.source, limit: 60)) (|target − --from| = \(MotionLimits.format(change)))"
          )
        }
      }
    }
    if withErrors, layout == .wide {
      throw UsageError("--errors needs --layout long (the wide layout has no error columns)")
    }
    try OutputCheck.check(out)
    if plot {
      guard let out, !AtomicFile.isStandardOutput(out) else {
        throw UsageError("--plot needs a CSV file to draw: give --out FILE (the pictures go beside it)")
      }
      try PlotCommand.checkFolder(plotDirectory, option: "--plot")
    }
  }

  /// The motion the CLI samples for one expression: released at t = 0 (plus any delay) from `from`,
  /// then at each retarget handed off to the motion the closed form's rules make of it
  /// (``Motion/retargeted(to:at:with:combining:)``).
  func motion(_ expression: AnimationExpression) -> Motion {
    retargets.reduce(release(expression)) { motion, retarget in
      let next = motion.retargeted(
        to: retarget.target, at: retarget.time, with: retarget.animation?.expression ?? expression)
      return .handoff(motion, to: next, at: retarget.time)
    }
  }

  /// The motion of one expression released at t = 0 (plus any delay) from `from`.
  func release(_ expression: AnimationExpression) -> Motion {
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
      case .timing(let curve, let duration):
        let layer = TimingMotion(
          curve: curve, start: animation.delay, duration: duration, target: to, previousTarget: from)
        return .timing(layer, over: .constant(from))
      }
    }
  }

  /// The motions of the animations, in order.
  var motions: [Motion] { animations.map { motion($0.expression) } }

  /// The last frame of one motion's natural window: for a spring the first frame strictly past
  /// its settling time (so that it is within the band), or with `--solver swiftui` the frame
  /// where the runtime ends a fluid spring (exactly at the target); for other motions the first
  /// frame at or past their end. Nil when the motion never settles or ends (the window is then
  /// the 10 s cap).
  func naturalLastFrame(_ motion: Motion) -> Int? {
    let rate = FrameRate(hz: hz)
    switch motion {
    case .spring(let m):
      if solver == .swiftUI, let ending = swiftUIEnding(m) {
        return ending.time.isFinite ? rate.firstFrame(atOrAfter: ending.time) : nil
      }
      let settle = Self.settlingTime(m)
      guard settle.isFinite else { return nil }
      // A spring released at rest on its target is settled from its release on.
      if m.displacement == 0, m.velocity == 0 { return rate.firstFrame(atOrAfter: settle) }
      return rate.firstFrame(after: settle)
    case .handoff(_, let next, let time):
      // A retarget: the window reaches its frame and the motion after it.
      return naturalLastFrame(next).map { max($0, rate.firstFrame(atOrAfter: time)) }
    case let other:
      let end = max(0, other.restTime)
      guard end.isFinite else { return nil }
      return rate.firstFrame(atOrAfter: end)
    }
  }

  /// The last frame of the default window: the latest of the animations' natural last frames,
  /// at most 10 s.
  var defaultLastFrame: Int {
    let rate = FrameRate(hz: hz)
    let cap = rate.lastFrame(atOrBefore: Self.maximumDefaultSeconds)
    // The window reaches every retarget's frame.
    var last = retargets.last.map { rate.firstFrame(atOrAfter: $0.time) } ?? 0
    for (animation, motion) in zip(animations, motions) {
      // Force-try is safe: the animator's arguments were validated.
      // An animation the device model evaluates in closed form (an interpolating spring) never comes to rest
      // there: its window is the closed form's, a frame longer when it starts a frame late.
      let late = deviceStart == .frame ? 1 : 0
      let natural =
        usesAnimator
        ? (try! deviceRun(animation.expression, lastFrame: cap, untilRest: true)).restFrame
          ?? naturalLastFrame(motion).map { $0 + late }
        : naturalLastFrame(motion)
      guard let natural else { return cap }
      last = max(last, natural)
    }
    return min(cap, last)
  }

  /// The time of the default window's last frame.
  var defaultSeconds: Double { FrameRate(hz: hz).time(defaultLastFrame) }

  /// When a spring motion settles exactly (``Spring/settlingDuration(target:initialVelocity:epsilon:)``
  /// after its start), in seconds from t = 0.
  static func settlingTime(_ m: SpringMotion) -> Double {
    m.start + m.spring.settlingDuration(target: -m.displacement, initialVelocity: m.velocity)
  }

  /// The frames sampled, shared by every animation: t = i/hz for i = 0 … ⌊seconds·hz⌋, or to
  /// ``defaultLastFrame``.
  var frames: Frames {
    let last = seconds.map { FrameRate(hz: hz).lastFrame(atOrBefore: $0) } ?? defaultLastFrame
    return Frames(hz: hz, range: 0..<(last + 1))
  }

  func run() throws -> ExitCode {
    let gnuplot = plot ? try Gnuplot.locate() : nil
    let frames = frames
    let chosen = try solver.makeCurveSolver(solverSettings)
    let motions = motions
    var curves: [Curve] = []
    for (animation, motion) in zip(animations, motions) {
      let reference = withErrors ? try ReferenceSolver().sample(motion, frames: frames) : nil
      if usesAnimator {
        let last = frames.range.upperBound - 1
        let run = try deviceRun(animation.expression, lastFrame: last)
        let settling = try deviceSettling(animation.expression, motion: motion)
        curves.append(Curve(samples: run.samples, reference: reference, settling: settling))
      } else {
        let samples = try chosen.sample(motion, frames: frames)
        curves.append(Curve(samples: samples, reference: reference, settling: try settling(motion)))
      }
    }
    try write(curves, frames: frames)
    // What was assumed, once the curves are written (an error stays the only line).
    if let assumed { printError(assumed) }
    if usesAnimator, !retargets.isEmpty {
      let lastFrame = frames.time(frames.range.upperBound - 1)
      for (animation, curve) in zip(animations, curves) {
        printError(
          deviceNote(
            animation.expression, stop: curve.settling.stop, lastFrame: lastFrame,
            label: animations.count == 1 ? "swiftui" : "swiftui (\(animation.source))"))
      }
    } else if solver == .swiftUI {
      let lastFrame = frames.time(frames.range.upperBound - 1)
      for (animation, (motion, curve)) in zip(animations, zip(motions, curves)) {
        printError(
          swiftUINote(
            motion, lastFrame: lastFrame, label: animations.count == 1 ? "swiftui" : "swiftui (\(animation.source))",
            settling: writesSettling ? curve.settling : nil))
      }
    }
    if let gnuplot { try plotWritten(gnuplot: gnuplot) }
    return .success
  }
}
