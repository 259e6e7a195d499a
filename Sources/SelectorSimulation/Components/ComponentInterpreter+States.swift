import MotionCurves

/// The state table: every state the component reaches, and each channel's value there.
extension ComponentInterpreter {
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
