import BenchmarkKit
import BenchmarkPictures
import MotionPreviews
import SelectorSimulation

/// `motion-bench preview`: a component's drawing animated frame by frame from the simulation `trace`
/// writes, as an animated SVG (SMIL, no script), an HTML page with play, pause, scrub and
/// slow-motion controls, a GIF, MP4 or WebM rendered frame by frame, or a PNG filmstrip of its key
/// frames; optionally two panels side by side (another spring, or another solver).
struct PreviewCommand: Command {
  var kind = Component.radio
  /// The event script as typed (it goes into each panel's trace command) and parsed.
  var script = ""
  var events: [(time: Double, action: SelectorAction)] = []
  var autoplay = false
  var reduceMotion = false
  var seconds = 2.0
  var hz = 60.0
  var solver = SolverDescriptor.closedForm
  /// The solver the command chose for the user, to print (``ShownMotion``).
  var assumed: String?
  var springs = SpringOverrides()
  /// The right-hand panel's solver (`--against`), if any.
  var againstSolver: SolverDescriptor?
  /// The right-hand panel's springs over the left's (`--against-spring`), if any.
  var againstSprings: SpringOverrides?
  /// A replay of a scene's selector or an events file instead of `--events`, read when it runs.
  var replay: (options: InteractionOptions, selector: InteractionOptions.SelectorSeed?)?
  /// Playback rate: 0.25 plays at quarter speed.
  var speed = 1.0
  var out = ""
  var format = PreviewFormat.svg
  /// The frame rate of a GIF, MP4 or WebM (`--fps`), or nil for the default (``frameRate``).
  var fps: Double?
  /// Whether to report the rasterising and encoding of a GIF, MP4, WebM or PNG (``ProgressOptions``).
  var progress = false

  /// The most frames a preview draws: every frame is a keyframe of every animated element.
  static let maximumFrames = 3_600

  /// The script used without `--events`: the component's demo (for the built-ins, a selection
  /// interrupted while it still moves).
  static func defaultScript(_ kind: Component) -> String { kind.source.demo?.text ?? "" }

  // MARK: - Options (spec and parsing)

  static let events = Option(
    "events", valueName: "SCRIPT",
    help:
      "Events 'T:ACTION I; …' as for trace (default: the component's demo, radio '\(defaultScript(.radio))', segmented "
      + "'\(defaultScript(.segmented))').", .string)
  static let seconds = Option(
    "seconds", valueName: "S", help: "How long the preview runs before it loops.", default: "2",
    .number(in: OptionRanges.seconds, unit: " s"))
  static let hz = SceneOptions.hz
  static let solver = SolverOptions.solver(
    help: "\(SolverDescriptor.synopsis(solving: .scenes)).", default: ShownMotion.solver)
  static let springs = TraceCommand.springOverrides.withHelp(
    "Animate spring channels (a name or pattern) with another spring, as trace --spring; may be repeated.")
  static let against = SolverOptions.against(
    help: "A second panel with this solver beside the first, e.g. swiftui (what the device shows).")
  static let againstSprings = ChannelOptions.againstSprings.withHelp(
    "A second panel with these springs laid over --spring's, e.g. '*=.spring(duration: 0.35, bounce: 0.3)'; "
      + "may be repeated.")
  /// The playback rates `--speed` accepts.
  static let speeds = 0.01...100.0
  static let speed = Option(
    "speed", valueName: "F", help: "Playback rate: 0.25 plays at quarter speed.", default: "1",
    .number(in: speeds))
  static let out = FileOptions.out(
    help: "FILE.svg (an animated image), FILE.html (a page with controls), FILE.gif, FILE.mp4 or FILE.webm (the "
      + "animation rendered frame by frame; needs rsvg-convert and ffmpeg) or FILE.png (a filmstrip of the key frames: "
      + "the events, the worst overshoot, the settle; needs rsvg-convert).")
  /// The frame rates `--fps` accepts.
  static let frameRates = 1.0...120.0
  static let fps = Option(
    "fps", valueName: "N",
    help: "Frames per second of a .gif, .mp4 or .webm (default: --hz, at most \(formatted(gifFrameRate)) for a GIF and "
      + "\(formatted(videoFrameRate)) for a video).", .number(in: frameRates))

  static let spec = CommandSpec(
    commandName: "motion-bench preview",
    overview: """
      Draw one component as it moves, frame by frame from the simulation 'trace' writes: a built-in (the radio \
      group, the segmented selector) or a description file, as its "drawing" section says (docs/components.md). \
      Geometry in points, one SVG unit per point; every animated element carries data-channel="NAME" with NAME \
      as in trace's CSV, and each panel data-trace with the trace command that reproduces it. Writes an animated \
      SVG (SMIL, no script; plays as an image); for a .html file, a page with play, pause, scrub and \
      slow-motion controls; for a .gif, .mp4 or .webm, the animation rendered frame by frame at --fps (each frame \
      a still SVG drawn by rsvg-convert, encoded by ffmpeg: bash .ci/setup --animation); for a .png, a filmstrip \
      of the key frames (the events, the worst overshoot, the settle), each labelled. Each frame's value is held until the next frame (discrete keyframes), so the picture \
      at a frame's time is the trace's value at that frame. With --against or --against-spring, two labelled \
      panels side by side.
      """,
    arguments: [TraceCommand.selector],
    options: [
      events, TraceCommand.autoplay, TraceCommand.reduceMotion, seconds, hz, solver, springs, against, againstSprings,
      speed, out, fps,
    ] + InteractionOptions.replayDeclarations + ProgressOptions.declarations)

  init(parsed: ParsedArguments) throws(UsageError) {
    let read = try TraceScript(parsed, events: Self.events, default: Self.defaultScript)
    (kind, script, events, autoplay, reduceMotion) = (
      read.kind, read.text, read.events, read.autoplay, read.reduceMotion
    )
    replay = read.replay
    guard kind.source.drawing != nil else {
      throw UsageError(
        "\(kind.argument) has no \"drawing\" section to preview (docs/components.md, Drawing); "
          + "'motion-bench trace \(kind.argument)' writes its channels frame by frame")
    }
    seconds = try parsed[Self.seconds]
    hz = try parsed[Self.hz]
    guard seconds * hz < Double(Self.maximumFrames) else {
      throw UsageError(
        "--seconds × --hz gives \(frameCount) frames (t = 0 and every frame up to --seconds); a preview draws at most "
          + "\(Self.maximumFrames)")
    }
    solver = try parsed[Self.solver]
    assumed = ShownMotion.line("preview", solver: solver, band: nil, given: parsed.isGiven(Self.solver))
    springs = try SpringOverrides(parsing: parsed.all(Self.springs), kind: kind, option: "--spring")
    againstSolver = try parsed[Self.against]
    againstSprings = try ChannelOptions.againstSprings(parsed, kind: kind)
    if againstSprings != nil, againstSolver != nil {
      throw UsageError("give --against or --against-spring, not both")
    }
    speed = try parsed[Self.speed]
    guard let out = try parsed[Self.out] else {
      throw UsageError("--out FILE is required, ending in \(Self.extensions)")
    }
    self.out = out
    guard let format = Self.format(of: out) else {
      throw UsageError("--out must end in \(Self.extensions) (got \(UntrustedText.shown(out, limit: 80)))")
    }
    self.format = format
    fps = try parsed[Self.fps]
    if fps != nil, !format.isEncoded {
      throw UsageError("--fps is the frame rate of a .gif, .mp4 or .webm; --out names a .\(format.rawValue)")
    }
    if format.isEncoded, movieFrames.count > Self.maximumFrames {
      throw UsageError(
        "the \(format.rawValue) would have \(movieFrames.count) frames at \(formatted(frameRate)) per second; "
          + "at most \(Self.maximumFrames) (a lower --fps, a higher --speed or fewer --seconds)")
    }
    try OutputCheck.check(
      out, inputs: InteractionOptions(parsed).inputs + ComponentArgument.inputs([kind], option: "<selector>"))
    progress = try ProgressOptions.reports(parsed)
  }

  /// The extensions `--out` accepts, for messages: `.svg, .html, … or .png`.
  static var extensions: String { list(PreviewFormat.allCases.map { "." + $0.rawValue }) }

  /// The format a file name asks for, by its extension (`.htm` too).
  static func format(of path: String) -> PreviewFormat? {
    let lower = path.lowercased()
    if lower.hasSuffix(".htm") { return .html }
    return PreviewFormat.allCases.first { lower.hasSuffix("." + $0.rawValue) }
  }

  // MARK: - Run

  /// The frames drawn: t = i/hz for i = 0 … ⌊seconds·hz⌋, as `trace` traces them.
  var frameCount: Int { Int((seconds * hz * (1 + 1e-12)).rounded(.down)) + 1 }

  func run() throws -> ExitCode {
    // The programs first: a missing one fails before any work.
    let tools = format.isRaster ? try AnimationTools.locate(encoding: format.isEncoded) : nil
    let preview = try replayed()
    var panels = [try preview.panel(solver: solver, springs: springs)]
    if let againstSolver {
      panels.append(try preview.panel(solver: againstSolver, springs: springs))
    } else if let againstSprings {
      panels.append(try preview.panel(solver: solver, springs: springs.merging(againstSprings)))
    }
    let document = PreviewDocument(kind: kind, panels: panels, speed: speed)
    if let tools {
      let (format, reports) = (format, progress)
      try document.writeRaster(
        format, frames: movieFrames, frameRate: frameRate, to: out, tools: tools,
        threads: ThreadAffinity.usableCPUCount
      ) { done, count in
        guard reports else { return }
        printError("preview: rasterised \(done) of \(count) picture\(count == 1 ? "" : "s") (rsvg-convert)")
        if done == count, format.isEncoded { printError("preview: encoding the \(format.rawValue) (ffmpeg)") }
      }
    } else {
      let text = format == .svg ? document.svg() : document.html()
      let file = try AtomicFile(path: out)
      try file.write(Array(text.utf8))
      try file.commit()
    }
    // What was assumed, once the preview is written (an error stays the only line).
    if let assumed { printError(assumed) }
    return .success
  }

  /// One panel: the selector simulated with a solver and springs, and its label.
  func panel(solver: SolverDescriptor, springs: SpringOverrides) throws -> PreviewPanel {
    var arguments = ["trace", kind.argument, "--events", script, "--seconds", "\(seconds)", "--hz", "\(hz)"]
    arguments += ["--solver", solver.description]
    if autoplay { arguments.append("--autoplay") }
    if reduceMotion { arguments.append("--reduce-motion") }
    for source in springs.sources { arguments += ["--spring", source] }
    let recording: PreviewRecording
    do {
      let sceneSolver = try solver.makeSceneSolver(tolerance: 1e-10)
      recording = try PreviewRecording(
        kind: kind, events: events, autoplay: autoplay, reduceMotion: reduceMotion, frames: frameCount, hz: hz
      ) { block, sink in
        try springs.simulate(
          block, solver: sceneSolver, frames: frameCount, hz: hz, combining: SceneConfiguration().combining, sink: sink)
      }
    } catch let error as SceneError {
      throw replay.map { $0.options.scriptError(error) } ?? UsageError("--events: \(error)")
    }
    return PreviewPanel(
      label: PreviewLabel(kind: kind, overrides: springs.springs, solver: solver), traceArguments: arguments,
      recording: recording)
  }
}
