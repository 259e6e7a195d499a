import BenchmarkKit
import TestSupport
import Testing

@testable import MotionBenchCommands

/// `plot` of traces from different solvers: one overlay naming each solver, and the picture of
/// `error_pt` from a trace with errors.
@Suite("motion-bench plot: traces of two solvers", .tags(.integration))
struct TracePlotTests {
  @Test("A device trace and a closed-form trace overlay, the solver in the title and every legend")
  func overlay() throws {
    try withTemporaryDirectory { directory in
      let script = ["trace", "segmented", "--events", "0.3:tap 2", "--hz", "30", "--seconds", "1.2"]
      let device = directory + "/device.csv"
      let closed = directory + "/closed.csv"
      #expect(MotionBenchMain.main(script + ["--solver", "swiftui", "--against", "closed-form", "--out", device]) == 0)
      #expect(MotionBenchMain.main(script + ["--solver", "closed-form", "--out", closed]) == 0)
      let result = try runMotionBench(["plot", device, closed, "--out", directory, "--format", "svg"])
      #expect(result.status == 0 && !result.stderr.contains { $0.contains("warning") }, "\(result.stderr)")
      try expectPictures(["device+closed-trace", "device-trace-error"], in: directory, format: .svg)

      let overlay = try text(directory + "/device+closed-trace.gp")
      #expect(overlay.contains("device.csv: SwiftUI runtime (device), solid · closed.csv: closed form, dashed"))
      let panels = overlay.components(separatedBy: "# Panel ").count - 1
      #expect(panels == 4)
      #expect(overlay.components(separatedBy: "title 'device'").count - 1 == panels)
      #expect(overlay.components(separatedBy: "title 'closed form'").count - 1 == panels)
      // The data: every channel of the first file, then of the second, each as its CSV has it.
      let blocks = try dataBlocks(directory + "/device+closed-trace.dat")
      #expect(blocks.count == 40)
      for (file, offset) in [(device, 0), (closed, 20)] {
        let table = try CSVTable(contentsOfFile: file)
        let highlight = zip(try table.strings("channel"), try table.doubles("value")).filter {
          $0.0 == "highlight.offset"
        }
        #expect(blocks[offset].map { $0[1] } == highlight.map(\.1), "\(file)")
      }

      let errors = try text(directory + "/device-trace-error.gp")
      #expect(errors.contains("device.csv: SwiftUI runtime (device) minus closed form · error in pt"))
      for title in [
        "offset (pt)", "mode0 (levels)", "mode1 scaleX (pt)", "mode1 opacity (levels)", "divider2 (levels)",
      ] {
        #expect(errors.contains("title '\(title)'"), "\(title)")
      }
      let table = try CSVTable(contentsOfFile: device)
      let highlight = zip(try table.strings("channel"), try table.optionalDoubles("error_pt")).filter {
        $0.0 == "highlight.offset"
      }
      let errorBlocks = try dataBlocks(directory + "/device-trace-error.dat")
      #expect(errorBlocks.count == 20 && errorBlocks[0].map { $0[1] } == highlight.map { $0.1 ?? .nan })
      #expect(errorBlocks[0].contains { abs($0[1]) > 0.05 })
    }
  }

  @Test("A description's trace: one panel per family, the elements as its lines, titled as a pattern names it")
  func componentFamilies() throws {
    try withTemporaryDirectory { directory in
      let trace = directory + "/tab.csv"
      let example = ComponentSceneTests.directory + "tab-bar.json"
      let traced = try runMotionBench(
        ["trace", example, "--events", "0.2:tap 3", "--seconds", "0.6", "--against", "closed-form", "--out", trace])
      #expect(traced.status == 0, "\(traced.stderr)")
      let result = try runMotionBench(["plot", trace, "--out", directory, "--format", "svg"])
      #expect(result.status == 0, "\(result.stderr)")
      let script = try text(directory + "/tab-trace.gp")
      #expect(script.components(separatedBy: "# Panel ").count - 1 == 2)
      #expect(script.contains("title 'pill.offset' left") && script.contains("title 'tab*.label.tint' left"))
      for tab in 0..<5 { #expect(script.contains("title 'tab\(tab)'"), "tab\(tab)") }
      // The errors' panels alike; a description's channel has no unit in the file, so its legend names none.
      let errors = try text(directory + "/tab-trace-error.gp")
      #expect(errors.contains("title 'tab*.label.tint' left") && errors.contains("title 'tab3'"))
      #expect(!errors.contains("(?)"))
    }
  }
}
