import BenchmarkKit
import BenchmarkPictures
import MotionCurves
import SelectorSimulation

/// `motion-bench components`: the built-in components, a built-in's description (to start a
/// file of one's own from), and the check of a description file.
struct ComponentsCommand: Command {
  enum Action: Equatable {
    case list
    case show(String)
    case check(String)
  }

  /// The first argument.
  enum Verb: String, CaseIterable, Sendable { case list, show, check }

  var action = Action.list
  /// The frame rate and length of `check`'s frame-by-frame table.
  var hz = 60.0
  var seconds = 0.5

  static let verb = Argument(
    "action", help: "list (the default), show NAME (a built-in's description, to copy), or check FILE.",
    optional: ValueParser<Verb>.choice)
  static let name = Argument("name", help: "The built-in (show) or the description file (check).", optional: .string)
  static let hzOption = Option(
    "hz", valueName: "HZ", help: "Frames per second of check's frame-by-frame table.", default: "60",
    .number(in: OptionRanges.hz, unit: " Hz"))
  static let secondsOption = Option(
    "seconds", valueName: "S", help: "How long check's table runs after the action.", default: "0.5",
    .number(in: 0.01...10, unit: " s"))

  static let spec = CommandSpec(
    commandName: "motion-bench components",
    overview: """
      List the built-in components (the seeds' radio group and segmented selector), print a built-in's \
      description as a file to start from, or check a description file: its elements, channels and states, \
      and what the crowd's first gesture does, frame by frame, to the element it acts on and to every channel \
      it moves, on the device model. Every command that takes a component (scene, trace, preview, tune --scene, sweep --scene, \
      export --scene) takes a built-in's name or such a file. The format is docs/components.md.
      """,
    arguments: [verb, name],
    options: [hzOption, secondsOption])

  init(parsed: ParsedArguments) throws(UsageError) {
    let name = try parsed[Self.name]
    switch try parsed[Self.verb] ?? .list {
    case .show:
      guard let name else { throw UsageError("components show needs a built-in's name: \(Self.builtinNames)") }
      guard Component.builtin(named: name) != nil else {
        let names = Component.builtins.map(\.name)
        throw UsageError(
          "components show: \(UntrustedText.shown(name, limit: 60)) is not a built-in\(Spelling.clause(for: name, in: names)); "
            + "they are \(Self.builtinNames)")
      }
      action = .show(name)
    case .check:
      guard let name else { throw UsageError("components check needs a description file") }
      action = .check(name)
    case .list:
      guard name == nil else { throw UsageError("components list takes no name") }
    }
    hz = try parsed[Self.hzOption]
    seconds = try parsed[Self.secondsOption]
  }

  static var builtinNames: String { Component.builtins.map(\.name).joined(separator: ", ") }

  func run() throws -> ExitCode {
    switch action {
    case .list:
      var table = TextTable("component", "elements", "channels", "gestures", "summary", leftAligned: 5)
      for kind in Component.builtins {
        table.add(
          kind.name, Self.elements(kind), "\(kind.channelCount)", Self.gestures(kind),
          String(kind.source.summary.prefix(60)) + (kind.source.summary.count > 60 ? "…" : ""))
      }
      printOutput(
        table.rendered
          + "\n'motion-bench components show NAME' prints a description to start from; "
          + "'motion-bench components check FILE' checks one.\n")
    case .show(let name):
      printOutput(Component.builtin(named: name)!.source.text)
    case .check(let path):
      let kind = try ComponentArgument.load(path)
      printOutput(try report(kind))
    }
    return .success
  }

  /// `option × 3`, `mode × 4, divider × 3`.
  static func elements(_ kind: Component) -> String {
    kind.source.elements.map { "\($0.name) × \($0.count)" }.joined(separator: ", ")
  }

  /// `tap, press, release`.
  static func gestures(_ kind: Component) -> String {
    SelectorAction.Gesture.allCases.filter { kind.element(of: $0) != nil }.map(\.rawValue).joined(separator: ", ")
  }

  /// `check`'s report: the component, its channels, and the first gesture frame by frame.
  func report(_ kind: Component) throws -> String {
    var text = "\(kind.name): valid. \(kind.source.summary)\n"
    text += "Elements: \(Self.elements(kind)); gestures: \(Self.gestures(kind)); the crowd "
    text += kind.crowdGesture == .tap ? "taps" : "presses and releases"
    text += " a random \(kind.element(of: kind.crowdGesture)!.name)"
    if let interval = kind.autoplayInterval { text += "; auto-play every \(MotionLimits.format(interval)) s" }
    text += ".\n\n"
    var table = TextTable("channel", "drives it", "unit", "per element", leftAligned: 4)
    for family in kind.families {
      let written = kind.source.channels[family.index]
      let animation: String =
        switch family.role {
        case .spring, .timing, .snap:
          written.animation.map { $0.rising == $0.falling ? $0.rising.text : "\($0.rising) ↑, \($0.falling) ↓" } ?? ""
        case .pulse: "keyframes when \(written.trigger?.text ?? "") changes"
        case .derived: "\(written.derived?.text ?? "")" + (written.when.map { " while \($0.text)" } ?? "")
        }
      let unit = family.pointsPerUnit.map { "\(formatted($0, digits: 6)) pt" } ?? "1/255 levels"
      table.add(family.name, animation, unit, family.element.map { "\($0) × \(family.elementCount)" } ?? "one")
    }
    text += table.rendered
    // The crowd's gesture on the second element (the first of one); its channels, the component's own,
    // and every other channel that moves in the window.
    let element = min(1, kind.optionCount - 1)
    let acted = kind.element(of: kind.crowdGesture)!.name
    var events: [(time: Double, action: SelectorAction)] = [(0, SelectorAction(kind.crowdGesture, element))]
    if kind.crowdGesture == .press { events.append((0.1, .release(element))) }
    let frames = Int((seconds * hz).rounded()) + 1
    let block = SelectorBlock.scripted(
      kind, events: events, autoplay: false, reduceMotion: false, frames: frames, hz: hz)
    var rows: [[Double]] = []
    let solver = try SolverRegistry.named("swiftui")!.makeSceneSolver(tolerance: 1e-10)
    try SpringOverrides().simulate(block, solver: solver, frames: frames, hz: hz, combining: .blend) { _, values in
      rows.append(Array(values))
    }
    // The component's own channels and the element's first, then the others that move.
    func isOwnOrActed(_ c: Int) -> Bool {
      guard let owner = kind.channels[c].family.element else { return true }
      return owner == acted && kind.channels[c].element == element
    }
    let others = kind.channels.indices.filter { c in !isOwnOrActed(c) && rows.contains { $0[c] != rows[0][c] } }
    let moved = kind.channels.indices.filter(isOwnOrActed) + others
    // A table a terminal can show: the first columns, and where the rest are.
    let shown = moved.prefix(Self.checkColumns)
    let gesture = events.map { "\(MotionLimits.format($0.time)) s \($0.action.gesture!.gesture.rawValue) \(element)" }
    text +=
      "\nOn the device model (swiftui) at \(MotionLimits.format(hz)) Hz, after \(gesture.joined(separator: ", ")):\n"
    var frameTable = TextTable(headers: ["t (s)"] + shown.map { kind.channels[$0].name }, leftAligned: 0)
    for (frame, values) in rows.enumerated() {
      frameTable.rows.append(
        [formatted(Double(frame) / hz, digits: 4)] + shown.map { formatted(values[$0], digits: 5) })
    }
    text += frameTable.rendered
    if moved.count > shown.count {
      let script = events.map { "\(MotionLimits.format($0.time)):\($0.action.gesture!.gesture.rawValue) \(element)" }
      text +=
        "\(moved.count - shown.count) more channels move; motion-bench trace \(kind.argument) --events "
        + "'\(script.joined(separator: "; "))' writes every one.\n"
    }
    return text
  }

  /// The most channels `check`'s frame-by-frame table shows.
  static let checkColumns = 8
}
