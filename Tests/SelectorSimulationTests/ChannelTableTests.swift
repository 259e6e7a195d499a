import TestSupport
import Testing

@testable import SelectorSimulation

/// The channel table against the seeds' channels, written out by hand.
@Suite("Channel table", .tags(.unit))
struct ChannelTableTests {
  @Test("The channels of each kind, in output order, with their families, roles and clamping")
  func channels() {
    let radio = (0..<3).flatMap { i in
      ["dot.scale", "dot.opacity", "outline.tint", "ring.progress", "ring.scale", "ring.opacity"].map {
        "option\(i).\($0)"
      }
    }
    let segmented =
      ["highlight.offset"]
      + (0..<4).flatMap { i in
        ["label.tint", "press.scaleX", "press.scaleY", "press.opacity"].map { "mode\(i).\($0)" }
      } + (0..<3).map { "divider\($0).opacity" }
    #expect(Component.radio.channels.map(\.name) == radio)
    #expect(Component.segmented.channels.map(\.name) == segmented)
    #expect(Component.radio.channelCount == 18 && Component.segmented.channelCount == 20)
    #expect(Component.segmented.channels.map(\.role).filter { $0 == .spring }.count == 5)
    #expect(Component.radio.channels.filter(\.isClamped).map(\.name) == (0..<3).map { "option\($0).dot.opacity" })
    let dot = Component.radio.channels[0]
    #expect(dot.components == 2 && abs((dot.pointsPerUnit ?? 0) - 14.56) <= 1e-12)
    #expect(Component.segmented.channels[19].family.description == "divider.opacity")
  }

  @Test("Every family's channel(i) is the channel of that family and element")
  func indices() {
    for kind in Component.builtins {
      for family in kind.families {
        for element in 0..<family.elementCount {
          let info = kind.channels[family.channel(element)]
          #expect(info.family == family && info.element == element && info.name == family.channelName(element))
        }
      }
    }
  }
}
