import TestSupport
import Testing

/// The commands that compare a crowd with one move from rest, on a component whose element 0 does
/// not move on the crowd's first gesture (an accordion opening row 1): the move is row 1's 48 pt.
@Suite("tune --scene and export --scene size the move from rest by the element that moves", .tags(.integration))
struct ComponentFirstMoveCommandTests {
  @Test("tune --scene tunes from rest over row 1's 48 pt; export --scene fits every platform to it")
  func accordion() throws {
    try withTemporaryDirectory { folder in
      try writeText(readText(ComponentSceneTests.directory + "accordion.json"), to: folder + "/accordion.json")
      let common = [
        "--scene", "accordion.json", "--channels", "row*.body.height", "--selectors", "20", "--seconds", "2",
      ]
      let tune = try ChildProcess.run(
        ["tune"] + common + ["--max-overshoot", "0.1pt", "--max-settle-p95", "0.4"], in: folder)
      try #require(tune.status == 0, "\(tune.standardError)")
      #expect(tune.standardOutput.contains("from rest: tune --on device with the same bounds over one move of 48 pt"))
      #expect(!tune.standardOutput.contains("from rest: none"))
      let export = try ChildProcess.run(["export", ".snappy"] + common, in: folder)
      try #require(export.status == 0, "\(export.standardError)")
      #expect(export.standardOutput.contains("css"))
    }
  }
}
