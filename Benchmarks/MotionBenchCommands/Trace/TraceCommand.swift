import BenchmarkKit
import BenchmarkPictures
import MotionCurves
import MotionPreviews
import SelectorSimulation

/// `motion-bench trace`: one selector's channels over time, as long-format CSV
/// `t,channel,value,solver` or one column per channel — for plotting what a selector does and checking
/// it against the seed code.
struct TraceCommand: Command {
  /// One row per frame and channel, or one row per frame.
  enum Layout: String, CaseIterable, Sendable {
    case long, wide
  }

  var kind: Component
  var events: [(time: Double, action: SelectorAction)]
  var autoplay: Bool
  var reduceMotion: Bool
  var solver: SolverDescriptor
  var scene = SceneConfiguration()
  var out: String?
  var layout: Layout
  /// The channels written, in the selector's order (all by default).
  var channels: [Int]
  /// Whether event rows (or the `event` column) are written: by default, or when a pattern
  /// matches an event name such as `event.tap`.
  var writesEvents: Bool
  /// Spring channels given another spring (`--spring`).
  var springs: SpringOverrides
  /// The solver the errors are taken against (`--errors`, `--against`), or nil for none.
  var against: SolverDescriptor?
  /// The band of the settle times `--solver swiftui` reports.
  var band: SceneBand
  /// The solver and band the command chose for the user, to print (``ShownMotion``).
  var assumed: String?
  /// When the device model begins an animation from rest (`--device-start`).
  var deviceStart: SwiftUIRuntimeStart
  /// Springs laid over ``springs`` for a second run on the same taps (`--against-spring`), or nil.
  var againstSprings: SpringOverrides?
  /// Whether the trace is drawn beside `--out` (`--plot`).
  var plot = false
  /// The files the trace reads (an events file, a description file), which no output replaces.
  var inputs: [OutputCheck.Input] = []
  /// A replay of a scene's selector or an events file instead of `--events`, read when it runs.
  var replay: (options: InteractionOptions, selector: InteractionOptions.SelectorSeed?)?

  static let selector = Argument("selector", help: "The component: \(ComponentArgument.help).", .string)
  static let events = Option(
    "events", valueName: "SCRIPT",
    help: """
      Events 'T:ACTION I; …' with T in seconds and ACTION tap (select I), press or release (touch down/up on I; \
      a release also selects I). The selection starts at 0.
      """, .string)
  static let autoplay = Option.flag(
    "autoplay", help: "Radio: advance the selection every 1.1 s until the first tap, as the demo does.")
  static let reduceMotion = Option.flag("reduce-motion", help: "Accessibility Reduce Motion on: no springs, no pulse.")
  static let solver = SolverOptions.solver(
    help: "\(SolverDescriptor.synopsis(solving: .scenes)) (rtol = atol = 1e-10).", default: ShownMotion.solver)
  static let hz = SceneOptions.hz
  static let seconds = Option(
    "seconds", valueName: "S", help: "How long to trace; frames run from t = 0 to t = S inclusive.", default: "3",
    .number(in: OptionRanges.seconds, unit: " s"))
  static let channelPatterns = ChannelOptions.patterns(
    help: "Only the channels matching one of these comma-separated patterns ('*' any text, '?' one "
      + "character), e.g. 'highlight.*' or 'option1.*,event.*'; events are kept only when a pattern matches "
      + "them (default: every channel and event).")
  static let layout = Option(
    "layout", valueName: "L", help: "'long' (t,channel,value,solver) or 'wide' (a column per channel).",
    default: "long",
    ValueParser<Layout>.choice)
  static let out = CSVOutputOption.out
  static let springOverrides = ChannelOptions.springs(
    help: "Animate spring channels (a name or pattern) with another spring, e.g. "
      + "'option*.dot.*=.spring(duration: 0.3, bounce: 0.2)'; may be repeated, a later one wins.")

  static let spec = CommandSpec(
    commandName: "motion-bench trace",
    overview: """
      Trace one component's channels frame by frame: the radio group's option<i>.dot.scale, .dot.opacity, \
      .outline.tint, .ring.progress, .ring.scale, .ring.opacity, the segmented selector's \
      highlight.offset (points on a 393 pt screen), mode<i>.label.tint, .press.scaleX, .press.scaleY, \
      .press.opacity and divider<i>.opacity, or a description file's, named as its channels say \
      (row<i>.body.height; 'motion-bench components check FILE' lists them); indices <i> count from 0 (the \
      radio group has options 0 to 2, the segmented selector modes 0 to 3 and dividers 0 to 2). Values are \
      what the view shows (opacities \
      clamped to [0, 1]). Writes CSV with the header t,channel,value,solver. Each event is a row too, at the frame it \
      takes effect and before that frame's channels: channel event.tap, event.press or event.release with the \
      index as the value, or event.autoplay with the selection it moves to (-1 when auto-play has stopped). \
      With --layout wide: the header t,<channel>,…,event,solver and one row per frame, the frame's events in \
      the event column ('tap 1', several joined by '; '). With --solver swiftui, standard error gets a line per \
      spring move: when SwiftUI's stop rule ends it, its jump, and when it settles within the band (--epsilon, or \
      --visible-pt P: P points, or P levels of 1/255 for opacities and tints; both need --solver swiftui).
      """,
    arguments: [selector],
    options: [
      events, autoplay, reduceMotion, solver, hz, seconds, channelPatterns, layout, out, springOverrides, errors,
      against,
      SettlingBandOptions.epsilon.withHelp(
        "Settling band of the --solver swiftui lines as a fraction of each move's change, '0.001' or '0.1%', "
          + "instead of --visible-pt's.",
        showsDefault: false),
      SettlingBandOptions.visiblePoints.withHelp(
        "Settling band instead in what the screen shows, such as 1/3: P points for sizes and offsets, "
          + "P levels of 1/255 for opacities and tints (needs --solver swiftui)" + ShownMotion.bandDefaultHelp + "."),
      DeviceStartOptions.start, againstSprings, plot,
    ] + InteractionOptions.replayDeclarations)

  init(parsed: ParsedArguments) throws(UsageError) {
    let script = try TraceScript(parsed, events: Self.events) { _ in "" }
    (kind, events, autoplay, reduceMotion) = (script.kind, script.events, script.autoplay, script.reduceMotion)
    replay = script.replay
    solver = try parsed[Self.solver]
    scene.hz = try parsed[Self.hz]
    scene.seconds = try parsed[Self.seconds]
    out = try parsed[Self.out]
    layout = try parsed[Self.layout]
    (channels, writesEvents) = try Self.select(parsed[Self.channelPatterns], kind: kind)
    springs = try SpringOverrides(parsing: parsed.all(Self.springOverrides), kind: kind, option: "--spring")
    against = try Self.comparison(parsed, solver: solver)
    againstSprings = try ChannelOptions.againstSprings(parsed, kind: kind)
    if againstSprings != nil, against != nil {
      throw UsageError("give --errors or --against (another solver) or --against-spring (another spring), not both")
    }
    band = try Self.band(parsed, solver: solver)
    let bandGiven = try SettlingBandOptions.band(parsed) != nil
    assumed = ShownMotion.line(
      "trace", solver: solver, band: solver == .swiftUI ? band : nil,
      given: parsed.isGiven(Self.solver) && (solver != .swiftUI || bandGiven))
    deviceStart = try DeviceStartOptions.start(parsed, solver: solver, against: against)
    solver = solver.startingAnimations(deviceStart)
    against = against?.startingAnimations(deviceStart)
    let kept = against != nil ? channels.count : 2 * againstPositions.count
    let maximum = kept == 0 ? Self.maximumValues / kind.channelCount : Self.maximumComparedValues / kept
    guard scene.seconds * scene.hz < Double(maximum) else {
      throw UsageError(
        "--seconds × --hz gives \(formatted(scene.seconds * scene.hz + 1)) frames; at most \(maximum) are allowed"
          + (against == nil ? "" : " with --errors for \(channels.count) channels")
          + (kept == 0 || against != nil ? "" : " with --against-spring for \(kept / 2) channels"))
    }
    do { try scene.validate() } catch { throw UsageError(error.description) }
    plot = try parsed[Self.plot]
    if plot && AtomicFile.isStandardOutput(out) {
      throw UsageError("--plot needs --out FILE: the picture is drawn from it")
    }
    inputs = try InteractionOptions(parsed).inputs + ComponentArgument.inputs([kind], option: "<selector>")
    try OutputCheck.check(out, inputs: inputs)
  }

  /// The event rows' channel names, which `--channels` patterns may match.
  static let eventNames = ["event.tap", "event.press", "event.release", "event.autoplay"]

  /// The channels (indices in the selector's order) and whether events match `patterns`.
  ///
  /// - Parameters:
  ///   - patterns: Shell patterns, or nil for everything.
  ///   - kind: The selector.
  /// - Returns: The matching channels, and whether any pattern matches an event name.
  /// - Throws: ``UsageError`` for a pattern that matches nothing, listing a few names.
  static func select(_ patterns: [String]?, kind: Component) throws(UsageError) -> (channels: [Int], events: Bool) {
    let names = kind.channels.map(\.name)
    guard let list = patterns else { return (Array(names.indices), true) }
    if let pattern = ShellPattern.firstUnmatched(list, among: names + eventNames) {
      throw UsageError(
        "--channels pattern '\(pattern)' matches no \(kind.name) channel; channels are \(names.prefix(4).joined(separator: ", ")), …, "
          + "\(names.last ?? "") and \(eventNames.joined(separator: ", "))"
          + ChannelOptions.familyHint(for: pattern, in: [kind], roles: [.spring, .timing, .snap, .pulse, .derived]))
    }
    let channels = names.indices.filter { ShellPattern.matches(names[$0], anyOf: list) }
    let events = eventNames.contains { ShellPattern.matches($0, anyOf: list) }
    return (channels, events)
  }

  /// The most values (frames × channels) one trace writes.
  static let maximumValues = 100_000_000

  /// The frames traced: t = i/hz for i = 0 … ⌊seconds·hz⌋, so the end time is included.
  var frameCount: Int { FrameRate(hz: scene.hz).lastFrame(atOrBefore: scene.seconds) + 1 }

  func run() throws -> ExitCode {
    let frames = frameCount
    var (events, autoplay, reduceMotion) = (self.events, self.autoplay, self.reduceMotion)
    if let replay {
      let script = try replay.options.replay(
        replay.selector, kind: kind, hz: scene.hz, seconds: scene.seconds, autoplay: autoplay,
        reduceMotion: reduceMotion)
      (events, autoplay, reduceMotion) = (script.events, script.autoplay, script.reduceMotion)
    }
    let scripted = SelectorEvent.scripted(
      events, autoplay: autoplay ? kind.autoplayInterval : nil, frames: frames, hz: scene.hz)
    let block = SelectorBlock(kind: kind, selectors: [0], reduceMotion: [reduceMotion], events: [scripted])
    let eventRows = writesEvents ? TraceEvent.rows(scripted, kind: kind, reduceMotion: reduceMotion) : []
    var nextEvent = 0
    let infos = kind.channels
    let (solverName, againstName) = (solver.description, against?.description)
    let gnuplot = plot ? try Gnuplot.locate() : nil
    let positions = againstPositions
    // Position in `channels` → its index among `positions`, for the against run's values.
    var againstSlot = [Int?](repeating: nil, count: channels.count)
    for (k, j) in positions.enumerated() { againstSlot[j] = k }
    let againstField = againstField
    let againstExpressions = channels.map(againstExpression)
    do {
      let notes = solver == .swiftUI ? try swiftUINotes(block, frames: frames) : []
      let compared = try comparedValues(block, frames: frames)
      let againstValues =
        againstSprings == nil
        ? [] : try keptValues(block, frames: frames, overrides: againstOverrides, positions: positions)
      var currentValues = [Double](repeating: 0, count: againstValues.count)
      var writer = CSVWriter(columns: columns, output: try AtomicFile(path: out))
      var failure: (any Error)?
      func end() {
        do { try writer.endRow() } catch { failure = error }
      }
      try springs.simulate(
        block, solver: solver.makeSceneSolver(tolerance: 1e-10), frames: frames, hz: scene.hz,
        combining: scene.combining
      ) { frame, values in
        guard failure == nil else { return }
        let t = Double(frame) / scene.hz
        func error(_ j: Int) -> Double { values[channels[j]] - compared[frame * channels.count + j] }
        func againstValue(_ k: Int) -> Double { againstValues[frame * positions.count + k] }
        for (k, j) in positions.enumerated() { currentValues[frame * positions.count + k] = values[channels[j]] }
        var frameEvents: [TraceEvent] = []
        while nextEvent < eventRows.count, eventRows[nextEvent].frame <= frame {
          let event = eventRows[nextEvent]
          nextEvent += 1
          if layout == .wide {
            frameEvents.append(event)
            continue
          }
          writer.append(t)
          writer.append(event.channel)
          writer.append(event.value)
          writer.append(solverName)
          if let againstName { for field in [againstName, "", ""] { writer.append(field) } }
          if againstSprings != nil { for field in ["", "", ""] { writer.append(field) } }
          end()
        }
        if layout == .wide {
          writer.append(t)
          for c in channels { writer.append(values[c]) }
          if againstName != nil {
            for j in channels.indices { writer.append(error(j)) }
            for j in channels.indices { writer.append(error(j) * infos[channels[j]].shownPerUnit) }
          }
          for k in positions.indices { writer.append(againstValue(k)) }
          for (k, j) in positions.enumerated() { writer.append(againstValue(k) - values[channels[j]]) }
          if writesEvents { writer.append(TraceEvent.wideField(frameEvents)) }
          writer.append(solverName)
          if let againstName { writer.append(againstName) }
          if againstSprings != nil { writer.append(againstField) }
          end()
          return
        }
        for (j, c) in channels.enumerated() {
          writer.append(t)
          writer.append(infos[c].name)
          writer.append(values[c])
          writer.append(solverName)
          if let againstName {
            writer.append(againstName)
            writer.append(error(j))
            writer.append(error(j) * infos[c].shownPerUnit)
          }
          if againstSprings != nil {
            if let k = againstSlot[j] {
              writer.append(againstExpressions[j])
              writer.append(againstValue(k))
              writer.append(againstValue(k) - values[c])
            } else {
              for field in ["", "", ""] { writer.append(field) }
            }
          }
          end()
        }
      }
      if let failure { throw failure }
      try writer.finish()
      // What was assumed, once the trace is written (an error stays the only line).
      if let assumed { printError(assumed) }
      for note in notes { printError(note) }
      if againstSprings != nil {
        // With the CSV on standard output, the summary goes to standard error.
        let summary = againstSummary(current: currentValues, against: againstValues, frames: frames)
        if AtomicFile.isStandardOutput(out) { printError(summary) } else { printOutput(summary) }
      }
    } catch let error as SceneError {
      // The script is the user's: too many overlapping curves on a channel is bad input.
      throw replay.map { $0.options.scriptError(error) } ?? UsageError("--events: \(error)")
    }
    if let gnuplot, let out {
      let plan = try PlotPlan(
        [try PlotInput(path: out)], out: AtomicFile.directory(of: out), terminal: GnuplotTerminal())
      try PlotCommand.drawWritten(plan, gnuplot: gnuplot, inputs: inputs)
    }
    return .success
  }
}
