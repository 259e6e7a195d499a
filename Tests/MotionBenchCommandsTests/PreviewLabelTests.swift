import SelectorSimulation
import TestSupport
import Testing

@testable import MotionBenchCommands
@testable import MotionPreviews

/// Panel labels name each panel's own springs and solver in words.
@Suite("Preview labels", .tags(.unit))
struct PreviewLabelTests {
  @Test("Each panel names its own springs by channel, never the override pattern, and its solver")
  func ownSprings() throws {
    let left = try SpringOverrides(parsing: ["highlight*=.snappy"], kind: .segmented, option: "--spring")
    let right = left.merging(
      try SpringOverrides(parsing: ["highlight*=.smooth"], kind: .segmented, option: "--against-spring"))
    #expect(
      PreviewLabel(kind: .segmented, overrides: left.springs, solver: .closedForm).lines == [
        "highlight offset: snappy spring 0.5 s, bounce 0.15", "others: seed smooth spring 0.5 s, bounce 0",
        "solver: closed form",
      ])
    #expect(
      PreviewLabel(kind: .segmented, overrides: right.springs, solver: .swiftUI).lines == [
        "seed smooth spring 0.5 s, bounce 0", "solver: SwiftUI runtime (device)",
      ])
  }

  @Test("A spring on some options of a family names those options")
  func someOptions() throws {
    let overrides = try SpringOverrides(
      parsing: ["option1.dot.scale=.spring(duration: 0.3, bounce: 0.2)"], kind: .radio, option: "--spring")
    #expect(
      PreviewLabel(kind: .radio, overrides: overrides.springs, solver: .closedForm).springs == [
        "option 1 dot scale: spring 0.3 s, bounce 0.2", "others: seed spring 0.35 s, bounce 0.55",
      ])
  }

  @Test("A description with several springs names each by its channels, with no seed's and no others")
  func descriptionSprings() throws {
    let tabBar = try ComponentArgument.load(ComponentSceneTests.directory + "tab-bar.json")
    #expect(
      PreviewLabel(kind: tabBar, overrides: [:], solver: .swiftUI).springs == [
        "pill offset: spring 0.3 s, bounce 0.3", "label tint: smooth spring 0.5 s, bounce 0",
      ])
    let accordion = try ComponentArgument.load(ComponentSceneTests.directory + "accordion.json")
    let overrides = try SpringOverrides(parsing: ["*.body.height=.bouncy"], kind: accordion, option: "--spring")
    #expect(
      PreviewLabel(kind: accordion, overrides: overrides.springs, solver: .swiftUI).springs == [
        "chevron rotation: spring 0.35 s, bounce 0.2", "body height: bouncy spring 0.5 s, bounce 0.3",
      ])
  }
}
