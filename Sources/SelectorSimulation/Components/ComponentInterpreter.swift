import MotionCurves

/// The working state of ``Component/init(_:)``: the names an expression reads, the errors at a
/// field, and the interpretation that builds the component's storage; its `let`s, animations and
/// states are interpreted in `ComponentInterpreter+Lets`, `+Animations` and `+States`.
struct ComponentInterpreter {
  let d: ComponentDescription
  /// Names an expression over the state may read, in the order of its variable vector:
  /// the state variables, `reduceMotion`, `index`, each element's count, then the `let`s.
  var names: [String] = []
  var letExpressions: [BoundExpression] = []
  var stateCount: Int { d.state.count }
  var indexSlot: Int { stateCount + 1 }
  var countSlots: Int { d.elements.count }
  var firstLet: Int { stateCount + 2 + countSlots }

  init(_ description: ComponentDescription) { d = description }

  func fail(_ source: ComponentDescription.Source, _ message: String) -> ComponentError {
    ComponentError(file: d.file, line: source.line, column: source.column, path: source.path, message: message)
  }

  func fail(path: String, _ message: String) -> ComponentError {
    ComponentError(file: d.file, line: 0, column: 0, path: path, message: message)
  }

  /// An expression error inside a source text, at its column in the file where the text is a
  /// string on one line.
  func fail(_ source: ComponentDescription.Source, _ error: ValueExpressionError) -> ComponentError {
    var located = fail(source, "column \(error.column) of \"\(source.text)\": \(error.message)")
    if source.isString, !source.text.contains("\n") { located.column = source.column + error.column }
    return located
  }

  func parse(_ source: ComponentDescription.Source) throws(ComponentError) -> ValueExpression {
    do { return try ValueExpression(parsing: source.text) } catch { throw fail(source, error) }
  }

  func bind(_ source: ComponentDescription.Source, to names: [String], what: String? = nil) throws(ComponentError)
    -> BoundExpression
  {
    let expression = try parse(source)
    do { return try expression.bind(to: names) } catch {
      if let what { throw fail(source, "column \(error.column) of \"\(source.text)\": \(what): \(error.message)") }
      throw fail(source, error)
    }
  }

  mutating func interpret() throws(ComponentError) -> Component.Storage {
    // The names an expression may read.
    let counts = d.elements.map { "\($0.name).count" }
    let stateNames = d.state.map(\.name)
    names = stateNames + ["reduceMotion", "index"] + counts
    var seen = Set<String>()
    for name in names + d.definitions.map(\.name) where !seen.insert(name).inserted {
      throw fail(path: "let.\(name)", "the name '\(name)' is already a state variable, an element count or a let")
    }
    try bindLets()

    // Channel layout: runs of families over the same element, element-major within a run.
    var groups: [(element: String?, channels: [Int])] = []
    for (i, channel) in d.channels.enumerated() {
      if let last = groups.last, last.element == channel.element {
        groups[groups.count - 1].channels.append(i)
      } else {
        groups.append((channel.element, [i]))
      }
    }
    let elements = d.elements
    let elementCount: (String?) -> Int = { name in name.flatMap { n in elements.first { $0.name == n }?.count } ?? 1 }
    var placement = [(first: Int, stride: Int)](repeating: (0, 0), count: d.channels.count)
    var start = 0
    for group in groups {
      for (offset, i) in group.channels.enumerated() { placement[i] = (start + offset, group.channels.count) }
      start += elementCount(group.element) * group.channels.count
    }
    guard start <= ComponentDescription.maximumChannels else {
      throw fail(
        path: "channels", "\(start) channels (families × elements); at most \(ComponentDescription.maximumChannels)")
    }
    var familyNames = Set<String>()
    for (i, channel) in d.channels.enumerated() where !familyNames.insert(channel.name).inserted {
      throw fail(path: "channels[\(i)].name", "the channel name '\(channel.name)' appears twice")
    }

    // Each family's role, animations, size.
    var families: [ChannelFamily] = []
    var rules: [FamilyRule] = []
    var timingCurves: [TimingCurve] = []
    var timelines: [(track: KeyframeTrack, initial: Double)] = []
    for (i, channel) in d.channels.enumerated() {
      let rule = try familyRule(channel, path: "channels[\(i)]", timingCurves: &timingCurves)
      rules.append(rule)
      families.append(
        ChannelFamily(
          name: channel.name, element: channel.element, elementCount: elementCount(channel.element), role: rule.role,
          property: channel.property, pointsPerUnit: try pointsPerUnit(channel, path: "channels[\(i)]"),
          components: channel.components, isClamped: channel.isClamped, index: i, first: placement[i].first,
          stride: placement[i].stride))
    }
    var channels = [ChannelInfo?](repeating: nil, count: start)
    for family in families {
      for e in 0..<family.elementCount {
        channels[family.channel(e)] = ChannelInfo(name: family.channelName(e), family: family, element: e)
      }
    }
    let infos = channels.map { $0! }

    // Derived channels follow a keyframe channel of their element.
    var derivedOf = [Component.DerivedChannel?](repeating: nil, count: infos.count)
    for (i, channel) in d.channels.enumerated() {
      guard let source = channel.derived else { continue }
      let expression = try parse(source)
      let keyframed = families.filter { $0.role == .pulse && $0.element == channel.element }.map(\.name)
      guard expression.identifiers.count == 1, let from = expression.identifiers.first, keyframed.contains(from) else {
        let named = expression.identifiers.first { !keyframed.contains($0) }
        let hint = named.map { " ('\($0)' is not one)" } ?? ""
        if named == channel.name { throw fail(source, "a derived channel cannot depend on itself") }
        throw fail(
          source,
          "a derived value reads exactly one keyframe channel of the same element\(hint)"
            + (keyframed.isEmpty ? "; this element has none" : ": \(keyframed.joined(separator: ", "))")
            + "; state conditions go in 'when'")
      }
      let bound: BoundExpression
      do { bound = try expression.bind(to: [from]) } catch { throw fail(source, error) }
      let sourceFamily = families.first { $0.name == from }!
      for e in 0..<families[i].elementCount {
        derivedOf[families[i].channel(e)] = Component.DerivedChannel(source: sourceFamily.channel(e), value: bound)
      }
    }

    // Tracks, interned with the value they start from.
    var trackOf = [Int](repeating: -1, count: infos.count)
    for (i, rule) in rules.enumerated() {
      guard let track = rule.track else { continue }
      let initial = rule.initial?.constantValue ?? 0
      let k = timelines.firstIndex { $0.track == track && $0.initial == initial } ?? timelines.count
      if k == timelines.count { timelines.append((track, initial)) }
      for e in 0..<families[i].elementCount { trackOf[families[i].channel(e)] = k }
    }

    var gestureElements: [SelectorAction.Gesture: (name: String, count: Int)] = [:]
    for action in d.actions { gestureElements[action.gesture] = (action.element, elementCount(action.element)) }

    let states = try exploreStates(families: families, rules: rules)
    let springs = infos.map { rules[$0.family.index].spring }
    return Component.Storage(
      source: d, families: families, channels: infos,
      animations: infos.map { rules[$0.family.index].animations }, springs: springs, timingCurves: timingCurves,
      tracks: timelines.map(\.track), trackOf: trackOf, derived: derivedOf, gestureElements: gestureElements,
      states: states, initialOfTrack: timelines.map(\.initial))
  }

  /// What one family does, interpreted.
  struct FamilyRule {
    var role: ChannelRole
    /// The state-driven value, trigger or gate, over ``names``.
    var target: BoundExpression?
    var animations = Component.ChannelAnimations(
      rising: .jump, falling: .jump, reducedRising: .jump, reducedFalling: .jump)
    var spring: Spring?
    var track: KeyframeTrack?
    var initial: BoundExpression?
  }
}
