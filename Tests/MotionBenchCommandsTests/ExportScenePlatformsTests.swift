import BenchmarkKit
import MotionExport
import TestSupport
import Testing

@testable import MotionBenchCommands

/// `export --scene --platform`: the export platforms named, as the platforms run under interruption.
@Suite("export --scene --platform: export names to retarget platforms", .tags(.unit))
struct ExportScenePlatformsTests {
  @Test("framer and reanimated run both their forms, android its own; all is every platform; tokens is refused")
  func names() throws {
    #expect(
      try ExportCommand.scenePlatforms([.android, .reanimated, .framer])
        == [.android, .reanimated, .reanimatedDuration, .framer, .framerDuration])
    #expect(try ExportCommand.scenePlatforms([.swiftui] + ExportPlatform.exported) == RetargetPlatform.allCases)
    #expect(throws: UsageError.self) { try ExportCommand.scenePlatforms([.tokens]) }
  }
}
