import MotionCurves
import TestSupport
import Testing

@testable import SelectorSimulation

@Suite("The built-in radio and segmented selector as descriptions, against the seed code's logic", .tags(.unit))
struct BuiltinComponentTests {
  /// The oracle's retargets in the form ``ComponentLogic`` emits them, timing curves named by
  /// the component's table.
  static func oracle(_ r: SeedLogicOracle.Retarget, _ kind: Component) -> Retarget {
    let animation: ChannelAnimation =
      switch r.animation {
      case .jump: .jump
      case .spring: .spring
      case .pulse: .pulse
      case .timing(let curve): .timing(kind.timingCurves.firstIndex(of: curve) ?? -1)
      }
    return Retarget(channel: r.channel, target: r.target, animation: animation)
  }

  /// Plays `actions` through both and compares, per action, the retargets of each channel in
  /// order; the oracle's ring gates that do not change (Reduce Motion closes both) are
  /// dropped, as the description emits only changes.
  static func compare(_ kind: Component, _ seed: SeedLogicOracle.Kind, reduceMotion: Bool, actions: [SelectorAction])
    -> Int
  {
    var logic = ComponentLogic(kind: kind, reduceMotion: reduceMotion)
    var oracle = SeedLogicOracle(kind: seed, reduceMotion: reduceMotion)
    #expect(logic.initialValues() == oracle.initialValues())
    // The ring gates open at the start: option 0's, unless Reduce Motion is on.
    var gates = [Double](repeating: 0, count: kind.channelCount)
    if seed == .radio, !reduceMotion { gates[SeedLogicOracle.radio(0, 5)] = 1 }
    var compared = 0
    for action in actions {
      var mine: [Retarget] = []
      var theirs: [Retarget] = []
      logic.apply(action) { mine.append($0) }
      oracle.apply(action) { r in
        let r = Self.oracle(r, kind)
        if kind.channels[r.channel].role == .derived {
          guard gates[r.channel] != r.target else { return }
          gates[r.channel] = r.target
        }
        theirs.append(r)
      }
      // The same retargets of each channel in the same order (channels are independent).
      let byChannel = { (list: [Retarget]) in Dictionary(grouping: list, by: \.channel) }
      #expect(byChannel(mine) == byChannel(theirs), "\(kind.name) \(action)")
      compared += mine.count
    }
    return compared
  }

  @Test("Random actions on every element retarget as the seed code did (each press released before the next)")
  func randomActions() {
    for (kind, seed) in [(Component.radio, SeedLogicOracle.Kind.radio), (.segmented, .segmented)] {
      for reduceMotion in [false, true] {
        var actions: [SelectorAction] = []
        var random = SeededGenerator(state: 7)
        let n = seed == .radio ? 3 : 4
        for _ in 0..<4_000 {
          let index = Int.random(in: 0..<n, using: &random)
          switch Int.random(in: 0..<4, using: &random) {
          case 0: actions.append(.tap(index))
          case 1: actions += [.press(index), .release(Int.random(in: 0..<n, using: &random))]
          case 2: actions.append(.release(index))
          default: actions.append(.autoplay)
          }
        }
        #expect(Self.compare(kind, seed, reduceMotion: reduceMotion, actions: actions) > 1_000)
      }
    }
  }

  @Test("A second press without a release moves the press: the first mode springs back, unselected")
  func secondPress() {
    var logic = ComponentLogic(kind: .segmented, reduceMotion: false)
    let press = Component.segmented.timingCurves.firstIndex(of: SeedLogicOracle.press)!
    var emitted: [Retarget] = []
    logic.apply(.press(1)) { _ in }
    logic.apply(.press(2)) { emitted.append($0) }
    // Mode 1's scale returns to 1 and its opacity to 1; mode 2 takes the press (channels 1 + 4m + k).
    #expect(
      Set(emitted) == [
        Retarget(channel: 6, target: 1, animation: .timing(press)),
        Retarget(channel: 7, target: 1, animation: .timing(press)),
        Retarget(channel: 8, target: 1, animation: .jump),
        Retarget(channel: 10, target: 0.95, animation: .timing(press)),
        Retarget(channel: 11, target: 0.9, animation: .timing(press)),
        Retarget(channel: 12, target: 0.5, animation: .jump),
      ])
    emitted = []
    // Releasing the first mode releases the held one and selects the first (as the oracle does).
    logic.apply(.release(1)) { emitted.append($0) }
    #expect(emitted.contains(Retarget(channel: 0, target: 79.75, animation: .spring)))
    #expect(emitted.contains(Retarget(channel: 10, target: 1, animation: .timing(press))))
  }

  @Test("The crowd's drawn scripts give each selector the same schedule as the seed code")
  func drawnScripts() {
    let scene = SceneConfiguration(selectors: 400, seconds: 10)
    var compared = 0
    for index in 0..<scene.selectors {
      let (kind, reduceMotion, events) = scene.timedScript(ofSelector: index)
      compared += Self.compare(
        kind, kind == .radio ? .radio : .segmented, reduceMotion: reduceMotion, actions: events.map(\.action))
    }
    #expect(compared > 5_000)
  }

  @Test("The built-ins' channel tables are the seed code's")
  func channelTables() {
    #expect(
      Component.radio.channels.map(\.name).prefix(6) == [
        "option0.dot.scale", "option0.dot.opacity", "option0.outline.tint", "option0.ring.progress",
        "option0.ring.scale", "option0.ring.opacity",
      ])
    #expect(
      Component.segmented.channels.map(\.name) == ["highlight.offset"]
        + (0..<4).flatMap { m in
          ["label.tint", "press.scaleX", "press.scaleY", "press.opacity"].map { "mode\(m).\($0)" }
        } + (0..<3).map { "divider\($0).opacity" })
    let dot = Component.radio.channels[0]
    #expect(dot.pointsPerUnit == 26 * (1 - 2 * 0.22) && dot.components == 2)
    #expect(Component.radio.channels[3].pointsPerUnit == 0.9 * 26)
    #expect(Component.radio.channels[1].isClamped && !Component.radio.channels[2].isClamped)
    #expect(Component.radio.spring == (try! Spring(duration: 0.35, bounce: 0.55)))
    #expect(Component.segmented.spring == Spring.smooth)
    #expect(Component.radio.optionCount == 3 && Component.segmented.optionCount == 4)
    #expect(Component.radio.autoplayInterval == 1.1 && Component.segmented.autoplayInterval == nil)
    #expect(Component.radio.autoPlays(reduceMotion: false) && !Component.radio.autoPlays(reduceMotion: true))
  }
}
