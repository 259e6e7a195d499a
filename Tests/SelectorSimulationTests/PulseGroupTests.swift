import MotionCurves
import TestSupport
import Testing

@testable import SelectorSimulation

/// Keyframe channels share one list of running slots when they write alike: tabulated, when
/// their tables and their derived columns' distances agree bit for bit; evaluated, when they
/// share a track and their derived entries. And only then.
@Suite("Pulse groups", .tags(.unit))
struct PulseGroupTests {
  /// Two keyframe channels per option with different tracks, each driving a derived channel:
  /// the options' `pop` channels share a table, the `wave` channels another.
  static let channels = """
        {
          "name": "pop", "keyframes": "MoveKeyframe(0) CubicKeyframe(1.3, duration: 0.25) CubicKeyframe(1, duration: 0.25)",
          "per": "option", "property": "scale", "trigger": "isSelected", "initial": 0, "pointsPerUnit": 10
        },
        {
          "name": "wave", "per": "option", "property": "scale",
          "keyframes": "MoveKeyframe(1) LinearKeyframe(0, duration: 0.25)",
          "trigger": "isSelected", "initial": 1, "pointsPerUnit": 10
        },
        { "name": "popScale", "per": "option", "property": "scale", "derived": "1 + 0.5 * pop", "pointsPerUnit": 10 },
        { "name": "waveFade", "per": "option", "property": "opacity", "derived": "1 - wave", "when": "isSelected" }
    """

  /// The groups of `component`'s keyframe channels when its tracks are tabulated at `hz`, or
  /// else evaluated.
  static func groups(_ component: Component, hz: Double = 120, tabulated: Bool = true) -> (
    count: Int, ofChannel: [String: Int]
  ) {
    let block = SelectorBlock(kind: component, selectors: [0, 1], reduceMotion: [false, false], events: [[], []])
    let layout = block.layout
    let tracks: ChannelModel.PulseTracks =
      tabulated
      ? .tabulated(TabulatedProgress(hz: hz, kind: component).pulseTables!)
      : .evaluated(last: component.timelines.map { Int(($0.duration * hz).rounded(.up)) })
    let model = ChannelModel(block, layout: layout, tracks: tracks)
    var ofChannel: [String: Int] = [:]
    for (p, c) in layout.pulses.enumerated() {
      ofChannel[component.channels[c].name] = model.writer.slots[p * block.count].group
    }
    return withExtendedLifetime(model) { (model.writer.groups, ofChannel) }
  }

  @Test("The radio's three rings are one group", arguments: [true, false])
  func radioRings(tabulated: Bool) {
    let (count, ofChannel) = Self.groups(.radio, tabulated: tabulated)
    #expect(count == 1)
    #expect(Set(ofChannel.values) == [0])
    #expect(ofChannel.count == 3)
  }

  @Test("Channels with other tracks are other groups; the same track per option is one", arguments: [true, false])
  func twoTracks(tabulated: Bool) throws {
    let component = try OptionGroupFixture.component("two-pulses", channels: Self.channels)
    let (count, ofChannel) = Self.groups(component, tabulated: tabulated)
    #expect(count == 2)
    let pops = Set((0..<3).compactMap { ofChannel["option\($0).pop"] })
    let waves = Set((0..<3).compactMap { ofChannel["option\($0).wave"] })
    #expect(pops.count == 1)
    #expect(waves.count == 1)
    #expect(pops != waves)
  }

  @Test("A plan is found again for the same tracks only: tabulated, by their values' bits; evaluated, by their ends")
  func planKeys() {
    let (same, again, other, negativeZero) = ([0.0, 0.5, 1.0], [0.0, 0.5, 1.0], [0.0, 0.25, 1.0], [-0.0, 0.5, 1.0])
    same.withUnsafeBufferPointer { same in
      again.withUnsafeBufferPointer { again in
        other.withUnsafeBufferPointer { other in
          negativeZero.withUnsafeBufferPointer { negativeZero in
            let key = ChannelModel.Plan.TracksKey(.tabulated([same]))
            #expect(key.matches(.tabulated([again])))
            #expect(!key.matches(.tabulated([other])))
            #expect(!key.matches(.tabulated([negativeZero])))
            #expect(!key.matches(.tabulated([same, again])))
            #expect(!key.matches(.evaluated(last: [2])))
            #expect(!key.matches(nil))
          }
        }
      }
    }
    let evaluated = ChannelModel.Plan.TracksKey(.evaluated(last: [3, 4]))
    #expect(evaluated.matches(.evaluated(last: [3, 4])))
    #expect(!evaluated.matches(.evaluated(last: [3, 5])))
    #expect(!evaluated.matches(nil))
    #expect(ChannelModel.Plan.TracksKey(nil).matches(nil))
  }

  /// Each keyframe track's value at whole frames since its trigger, as `solver` gives it: the
  /// tables of the tabulating solvers, the closed form at each frame for the others.
  static func rows(of component: Component, hz: Double, solver: String) throws -> [[Double]] {
    if solver == "exact-step" {
      return try #require(TabulatedProgress(hz: hz, kind: component).pulseTables).map(Array.init)
    }
    return component.timelines.map { timeline in
      (0...Int((timeline.duration * hz).rounded(.up))).map { k in timeline.state(at: Double(k) / hz).value }
    }
  }

  @Test(
    "Every frame shows each option's own row since its last trigger, and its formulas of it",
    arguments: ["exact-step", "closed-form", "closed-form-batched"])
  func rowsSinceTrigger(solverName: String) throws {
    let component = try OptionGroupFixture.component("two-pulses", channels: Self.channels)
    let scene = SceneConfiguration(selectors: 24, seconds: 2, seed: 5, components: ComponentMix(component))
    let tables = try Self.rows(of: component, hz: scene.hz, solver: solverName)
    let names = component.channels.map(\.name)
    func index(_ name: String) throws -> Int { try #require(names.firstIndex(of: name)) }
    func table(_ name: String) throws -> [Double] { tables[component.storage.trackOf[try index(name)]] }
    let selection = try index("selection")
    let solver = try #require(SolverRegistry.named(solverName)).makeSceneSolver()
    var checked = 0
    var mismatches = 0
    var triggers = 0
    // Blocks of 1, 7 and 16 selectors: the model's plan, built for one, serves the others.
    for block in [0..<1, 1..<8, 8..<24].flatMap(scene.blocks(covering:)) {
      let n = block.count
      // Per selector and option: the frame of the last trigger (a change of isSelected).
      var last = [[Int?]](repeating: [nil, nil, nil], count: n)
      var selected = [Double](repeating: 0, count: n)
      let options = try (0..<3).map { o in
        (
          pop: try index("option\(o).pop"), wave: try index("option\(o).wave"),
          popScale: try index("option\(o).popScale"), waveFade: try index("option\(o).waveFade"),
          popTable: try table("option\(o).pop"), waveTable: try table("option\(o).wave")
        )
      }
      _ = try solver.simulate(block, frames: scene.frameCount, hz: scene.hz, combining: scene.combining) {
        frame, values in
        for s in 0..<n {
          let now = values[selection * n + s]
          for o in 0..<3 where frame > 0 && (now == Double(o)) != (selected[s] == Double(o)) {
            last[s][o] = frame
            triggers += 1
          }
          selected[s] = now
          for (o, c) in options.enumerated() {
            func row(_ table: [Double], initial: Double) -> Double {
              last[s][o].map { table[min(frame - $0, table.count - 1)] } ?? initial
            }
            let pop = row(c.popTable, initial: 0)
            let wave = row(c.waveTable, initial: 1)
            let expected = [
              (c.pop, pop), (c.wave, wave), (c.popScale, 1 + 0.5 * pop), (c.waveFade, now == Double(o) ? 1 - wave : 0),
            ]
            for (channel, value) in expected {
              if values[channel * n + s].bitPattern != value.bitPattern { mismatches += 1 }
              checked += 1
            }
          }
        }
      }
    }
    #expect(mismatches == 0)
    #expect(triggers > 20)
    #expect(checked == 24 * scene.frameCount * 12)
  }
}
