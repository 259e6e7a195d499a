import BenchmarkKit
import MotionExport
import TestSupport
import Testing

@testable import MotionBenchCommands

/// `export --scene --platform`: the export platforms named, as the platforms run under interruption.
@Suite("export --scene --platform: export names to the variants run under interruption", .tags(.unit))
struct ExportScenePlatformsTests {
  @Test("framer and reanimated run both their forms, android its own; all is every platform; tokens is refused")
  func names() throws {
    #expect(
      try ExportCommand.scenePlatforms([.android, .reanimated, .framer]).map(\.rawValue)
        == ["android", "reanimated", "reanimated-duration", "framer", "framer-duration"])
    #expect(try ExportCommand.scenePlatforms([.swiftui] + ExportPlatform.exported) == ExportPlatform.Variant.allCases)
    #expect(throws: UsageError.self) { try ExportCommand.scenePlatforms([.tokens]) }
  }
}
