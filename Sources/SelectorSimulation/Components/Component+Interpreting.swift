import MotionCurves

extension Component {
  /// Interprets a description: parses and binds every expression and animation, lays out
  /// the channels, and walks every state the component can reach.
  ///
  /// - Parameter description: The description as read.
  /// - Throws: ``ComponentError`` at the offending field: an expression that does not parse
  ///   or names an unknown identifier (with a suggestion), a `let` or derived channel that
  ///   depends on itself, an animation that does not parse or does not fit its channel, a
  ///   trigger that is not a state expression, a channel value that is not finite in some
  ///   reachable state, or more than ``StateTable/maximumStates`` states.
  public init(_ description: ComponentDescription) throws(ComponentError) {
    var interpreter = Interpreter(description)
    storage = try interpreter.interpret()
  }
}

/// The working state of ``Component/init(_:)``.
private struct Interpreter {
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

  /// Binds the `let`s in an order where each reads only those before it.
  mutating func bindLets() throws(ComponentError) {
    let parsed = try d.definitions.map { (definition) throws(ComponentError) in try parse(definition.value) }
    let letNames = d.definitions.map(\.name)
    var order: [Int] = []
    var state = [Int](repeating: 0, count: parsed.count)  // 0 new, 1 visiting, 2 done
    func visit(_ i: Int) throws(ComponentError) {
      if state[i] == 2 { return }
      if state[i] == 1 {
        throw fail(d.definitions[i].value, "the let '\(letNames[i])' depends on itself")
      }
      state[i] = 1
      for name in parsed[i].identifiers { if let j = letNames.firstIndex(of: name) { try visit(j) } }
      state[i] = 2
      order.append(i)
    }
    for i in parsed.indices { try visit(i) }
    names += order.map { letNames[$0] }
    letExpressions = try order.map { (i) throws(ComponentError) in try bind(d.definitions[i].value, to: names) }
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

  func familyRule(
    _ channel: ComponentDescription.Channel, path: String, timingCurves: inout [TimingCurve]
  ) throws(ComponentError) -> FamilyRule {
    if let keyframes = channel.keyframes {
      let expression: AnimationExpression
      do { expression = try AnimationExpression(parsing: keyframes.text) } catch {
        throw fail(keyframes, "column \(error.column) of \"\(keyframes.text)\": \(error.message)")
      }
      guard case .keyframes(let track) = expression else {
        throw fail(keyframes, "expected keyframes such as \"MoveKeyframe(0) CubicKeyframe(1, duration: 0.5)\"")
      }
      let trigger = try bind(channel.trigger!, to: names, what: "a trigger is a state expression")
      let initial = try channel.initial.map { (source) throws(ComponentError) in
        let bound = try bind(source, to: [])
        guard let value = bound.constantValue, value.isFinite else { throw fail(source, "expected a finite number") }
        return bound
      }
      return FamilyRule(role: .pulse, target: trigger, track: track, initial: initial)
    }
    if channel.derived != nil {
      let gate = try channel.when.map { (source) throws(ComponentError) in
        try bind(source, to: names, what: "'when' is a state expression")
      }
      return FamilyRule(role: .derived, target: gate)
    }
    let value = try bind(channel.value!, to: names)
    let animation = channel.animation!
    let reduced = channel.reduceMotion ?? animation
    let parsed = try [animation.rising, animation.falling, reduced.rising, reduced.falling].map {
      (source) throws(ComponentError) in (source, try self.animation(source))
    }
    let springs = parsed.compactMap { $0.1.spring }
    let timings = parsed.compactMap { $0.1.timing }
    if !springs.isEmpty, !timings.isEmpty {
      let at = parsed.first { $0.1.timing != nil }!.0
      throw fail(at, "a channel animates with springs or with timing curves, not both")
    }
    if let first = springs.first, let other = parsed.first(where: { $0.1.spring != nil && $0.1.spring != first }) {
      throw fail(other.0, "a channel has one spring; \(other.0.text) differs from the channel's other spring")
    }
    var rule = FamilyRule(role: springs.isEmpty ? (timings.isEmpty ? .snap : .timing) : .spring, target: value)
    rule.spring = springs.first
    func pick(_ k: Int) -> ChannelAnimation {
      if parsed[k].1.spring != nil { return .spring }
      guard let curve = parsed[k].1.timing else { return .jump }
      if let i = timingCurves.firstIndex(of: curve) { return .timing(i) }
      timingCurves.append(curve)
      return .timing(timingCurves.count - 1)
    }
    rule.animations = Component.ChannelAnimations(
      rising: pick(0), falling: pick(1), reducedRising: pick(2), reducedFalling: pick(3))
    return rule
  }

  /// An animation source: a plain spring, a timing curve, or nil.
  func animation(_ source: ComponentDescription.Source) throws(ComponentError) -> (
    spring: Spring?, timing: TimingCurve?
  ) {
    let expression: AnimationExpression
    do { expression = try AnimationExpression(parsing: source.text) } catch {
      throw fail(source, "column \(error.column) of \"\(source.text)\": \(error.message)")
    }
    switch expression {
    case .none: return (nil, nil)
    case .keyframes: throw fail(source, "keyframes go in 'keyframes' (with a 'trigger'), not in 'animation'")
    case .animation(let animation):
      switch animation.curve {
      case .spring(let spring, let velocity, let blend):
        guard animation.delay == 0, velocity == 0, blend == 0, animation.fluid != nil else {
          throw fail(
            source,
            "a channel's spring is a SwiftUI spring without delay, initial velocity or blend duration "
              + "(.spring(duration:bounce:), .spring(response:dampingFraction:), .smooth, .snappy, .bouncy)")
        }
        return (spring, nil)
      case .timing(let curve, let duration):
        return (nil, TimingCurve(curve: curve, duration: duration, delay: animation.delay))
      }
    }
  }

  func pointsPerUnit(_ channel: ComponentDescription.Channel, path: String) throws(ComponentError) -> Double? {
    let measuredInLevels = channel.property == .opacity || channel.property == .tint
    guard let source = channel.pointsPerUnit else {
      if measuredInLevels { return nil }
      throw fail(
        path: path,
        "a \(channel.property.rawValue) needs 'pointsPerUnit': the points one unit of its value moves on screen")
    }
    guard !measuredInLevels else {
      throw fail(source, "an \(channel.property.rawValue) is measured in 1/255 levels; remove 'pointsPerUnit'")
    }
    let bound = try bind(source, to: [])
    guard let value = bound.constantValue, value.isFinite, value > 0, value <= 1e6 else {
      throw fail(source, "expected a positive number of points up to 1e6")
    }
    return value
  }
}

extension Interpreter {
  /// Walks every state reachable from the two initial ones (Reduce Motion off and on) under
  /// every declared action and the auto-play.
  func exploreStates(families: [ChannelFamily], rules: [FamilyRule]) throws(ComponentError) -> StateTable {
    let counts = d.elements.map { Double($0.count) }
    let initialNames = ["reduceMotion"] + d.elements.map { "\($0.name).count" }
    let initials = try d.state.map { (variable) throws(ComponentError) in
      try bind(variable.initial, to: initialNames, what: "an initial value reads reduceMotion and element counts")
    }
    typealias BoundAssignment = (variable: Int, value: BoundExpression, source: ComponentDescription.Source)
    func bindAssignments(_ assignments: [ComponentDescription.Assignment]) throws(ComponentError) -> [BoundAssignment] {
      try assignments.map { (a) throws(ComponentError) in
        (d.state.firstIndex { $0.name == a.name }!, try bind(a.value, to: names), a.value)
      }
    }
    // Action slots: auto-play, then each declared gesture's elements.
    var actions: [(assignments: [BoundAssignment], index: Int, label: String)] = [([], 0, "auto-play")]
    var firstSlot = [Int](repeating: -1, count: SelectorAction.Gesture.allCases.count)
    var slotCounts = [Int](repeating: 0, count: firstSlot.count)
    for gesture in SelectorAction.Gesture.allCases {
      guard let action = d.actions.first(where: { $0.gesture == gesture }) else { continue }
      firstSlot[StateTable.gestureNumber(gesture)] = actions.count
      let bound = try bindAssignments(action.assignments)
      let count = d.elements.first { $0.name == action.element }!.count
      slotCounts[StateTable.gestureNumber(gesture)] = count
      for i in 0..<count { actions.append((bound, i, "\(gesture.rawValue) \(i)")) }
    }
    let autoplayCondition = try d.autoplay.map { (a) throws(ComponentError) in try bind(a.condition, to: names) }
    actions[0].assignments =
      try d.autoplay.map { (a) throws(ComponentError) in try bindAssignments(a.assignments) } ?? []

    let stateCount = self.stateCount
    var context = [Double](repeating: 0, count: names.count)
    /// Fills `context` for a state vector (variables, then Reduce Motion) and element `index`.
    func load(_ state: ArraySlice<Double>, index: Int) {
      for (k, x) in state.enumerated() { context[k] = x }
      context[indexSlot] = Double(index)
      for (k, n) in counts.enumerated() { context[stateCount + 2 + k] = n }
      for (k, expression) in letExpressions.enumerated() { context[firstLet + k] = expression.evaluate(context) }
    }
    func describe(_ state: [Double]) -> String {
      (d.state.map(\.name) + ["reduceMotion"]).enumerated().map { "\($1) = \(state[$0])" }.joined(separator: ", ")
    }

    var values: [Double] = []
    var index: [[UInt64]: Int] = [:]
    var queue: [[Double]] = []
    func intern(_ state: [Double]) throws(ComponentError) -> Int {
      let key = state.map { ($0 + 0).bitPattern }
      if let known = index[key] { return known }
      guard index.count < StateTable.maximumStates else {
        throw fail(
          path: "state",
          "the state reaches more than \(StateTable.maximumStates) values (a counter?); a component's state must take "
            + "few values, as a view's @State does")
      }
      index[key] = index.count
      values += state
      queue.append(state)
      return index.count - 1
    }
    var initialStates: [Int] = []
    for rm in [0.0, 1.0] {
      let initialContext = [rm] + counts
      var state: [Double] = []
      for (k, expression) in initials.enumerated() {
        let x = expression.evaluate(initialContext)
        guard x.isFinite else { throw fail(d.state[k].initial, "the initial value is \(x) with reduceMotion = \(rm)") }
        state.append(x)
      }
      initialStates.append(try intern(state + [rm]))
    }
    var next: [Int32] = []
    var autoPlays: [Bool] = []
    var done = 0
    while done < queue.count {
      let state = queue[done]
      done += 1
      load(state[...], index: 0)
      autoPlays.append(autoplayCondition.map { $0.evaluate(context) != 0 } ?? false)
      for (slot, action) in actions.enumerated() {
        if slot == 0, autoPlays.last != true {
          next.append(Int32(done - 1))
          continue
        }
        load(state[...], index: action.index)
        var after = state
        for assignment in action.assignments {
          let x = assignment.value.evaluate(context)
          guard x.isFinite else {
            throw fail(assignment.source, "gives \(x) on \(action.label) when \(describe(state))")
          }
          after[assignment.variable] = x
        }
        next.append(Int32(try intern(after)))
      }
    }
    // Every channel's target in every state.
    let channelCount = families.reduce(0) { $0 + $1.elementCount }
    var targets = [Double](repeating: 0, count: queue.count * channelCount)
    for (s, state) in queue.enumerated() {
      for (f, family) in families.enumerated() {
        for e in 0..<family.elementCount {
          load(state[...], index: e)
          let c = family.channel(e)
          var x = 1.0
          if let target = rules[f].target { x = target.evaluate(context) }
          if family.role == .derived { x = x != 0 ? 1 : 0 }
          guard x.isFinite else {
            let source = d.channels[f].value ?? d.channels[f].trigger ?? d.channels[f].when!
            throw fail(source, "\(family.channelName(e)) is \(x) when \(describe(state))")
          }
          targets[s * channelCount + c] = x
        }
      }
    }
    return StateTable(
      variables: d.state.map(\.name) + ["reduceMotion"], values: values, targets: targets, channelCount: channelCount,
      reduceMotion: queue.map { $0[stateCount] != 0 }, autoPlays: autoPlays, next: next, slots: actions.count,
      firstSlot: firstSlot, slotCounts: slotCounts, initialStates: initialStates)
  }
}
