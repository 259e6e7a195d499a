import MotionCurves

extension SceneConfiguration {
  /// The blocks simulating selectors `range`: one per component present, in the mix's order,
  /// each with its scripts' events up to the last frame.
  public func blocks(covering range: Range<Int>) -> [SelectorBlock] {
    var members: [Component: (selectors: [Int], reduceMotion: [Bool], events: [[SelectorEvent]])] = [:]
    for index in range {
      var (kind, reduceMotion, script) = setup(ofSelector: index)
      var events: [SelectorEvent] = []
      while let event = script.next() { events.append(event) }
      members[kind, default: ([], [], [])].selectors.append(index)
      members[kind]!.reduceMotion.append(reduceMotion)
      members[kind]!.events.append(events)
    }
    return components.components.compactMap { kind in
      members[kind].map {
        SelectorBlock(kind: kind, selectors: $0.selectors, reduceMotion: $0.reduceMotion, events: $0.events)
      }
    }
  }
}
