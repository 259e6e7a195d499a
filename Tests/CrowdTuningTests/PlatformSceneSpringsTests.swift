import SelectorSimulation
import TestSupport
import Testing

@testable import CrowdTuning

/// The view property Android's `SpringAnimation` would animate for each spring channel, and the
/// minimum visible change `DynamicAnimation`'s constructor gives that property.
@Suite("scene --platform android: each channel's minimum visible change", .tags(.unit))
struct PlatformSceneSpringsTests {
  @Test("A scale 1/500, an opacity or tint 1/256, a position one pixel (1/3 pt)")
  func minimumVisibleChange() throws {
    let channels = Component.radio.channels + Component.segmented.channels
    func change(_ family: String) throws -> Double {
      let info = try #require(channels.first { $0.family.description == family })
      return PlatformSceneSprings.androidMinimumVisibleChange(info)
    }
    #expect(try change("dot.scale") == Double(Float(1.0 / 500)))
    #expect(try change("dot.opacity") == Double(Float(1.0 / 256)))
    #expect(try change("outline.tint") == Double(Float(1.0 / 256)))
    #expect(try change("label.tint") == Double(Float(1.0 / 256)))
    #expect(try change("highlight.offset") == 1.0 / 3)
  }
}
