import BenchmarkKit
import TestSupport
import Testing

/// `scene --platform` and `export --scene`, through the built binary.
@Suite("motion-bench scene --platform: other platforms on the same scripts", .tags(.integration))
struct ScenePlatformTests {
  /// Two units of selectors (so that two threads split them), the radio dots within 1/3 pt.
  static let crowd = [
    "--selectors", "130", "--seconds", "2", "--tail", "1", "--seed", "5", "--channels", "*.dot.scale", "--visible-pt",
    "1/3",
  ]

  /// The comparison tables of a summary: everything from its "On other platforms" line.
  static func comparison(_ output: String) -> Substring {
    output.firstRange(of: "On other platforms").map { output[$0.lowerBound...] } ?? ""
  }

  @Test("swiftui as a platform deviates 0 from the device; the result is the same for 1 and 2 threads")
  func deviceAndThreads() throws {
    try withTemporaryDirectory { directory in
      let arguments = ["scene", "radio"] + Self.crowd + ["--platform", "swiftui,css", "--platform", "flutter"]
      let one = try ChildProcess.run(arguments + ["--threads", "1", "--out", "one.csv"], in: directory)
      let two = try ChildProcess.run(arguments + ["--threads", "2", "--out", "two.csv"], in: directory)
      try #require(one.status == 0 && two.status == 0, "\(one.standardError)")
      #expect(one.standardOutput == two.standardOutput)
      #expect(try readBytes(directory + "/one.csv") == readBytes(directory + "/two.csv"))
      let rows = Self.comparison(one.standardOutput).split(separator: "\n").map { $0.split(separator: " ") }
      let deviceRows = rows.filter { $0.contains("swiftui") && !$0.contains("(swiftui)") }
      #expect(deviceRows.count == 5)
      for row in deviceRows { #expect(row.suffix(4) == ["0", "0", "0", "0"], "\(row)") }
      #expect(rows.contains { $0.first == "css" } && rows.contains { $0.first == "flutter" })
      // The CSV: the device's rows, then each platform's, named in the last column and as the solver.
      let table = try CSVTable(contentsOfFile: directory + "/one.csv")
      let platforms = try table.strings("platform")
      let solvers = try table.strings("solver")
      let values = try table.doubles("value")
      let device = platforms.indices.filter { platforms[$0] == "device" }
      let swiftui = platforms.indices.filter { platforms[$0] == "swiftui" }
      #expect(!device.isEmpty && device.map { values[$0] } == swiftui.map { values[$0] })
      #expect(
        platforms.indices.allSatisfy {
          platforms[$0] == "device" ? solvers[$0] == "swiftui" : solvers[$0] == platforms[$0]
        })
      #expect(Set(platforms) == ["device", "swiftui", "css", "flutter"])
    }
  }

  @Test("export --scene prints the comparison scene --platform prints for the same spring")
  func exportScene() throws {
    try withTemporaryDirectory { directory in
      let spring = ".spring(duration: 0.4, bounce: 0.3)"
      let scene = try ChildProcess.run(
        ["scene", "radio"] + Self.crowd + ["--spring", "*.dot.scale=\(spring)", "--platform", "all"],
        in: directory)
      let export = try ChildProcess.run(
        ["export", spring, "--scene", "radio"] + Self.crowd + ["--platform", "all"],
        in: directory)
      try #require(scene.status == 0 && export.status == 0, "\(scene.standardError)\(export.standardError)")
      let table = Self.comparison(scene.standardOutput)
      for platform in ["compose", "framer-duration", "android", "reanimated", "reanimated-duration"] {
        #expect(table.contains("\n  \(platform): "), "\(platform)")
      }
      #expect(table == Self.comparison(export.standardOutput))
    }
  }
}
