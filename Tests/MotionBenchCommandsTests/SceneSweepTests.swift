import BenchmarkKit
import TestSupport
import Testing

@Suite("motion-bench sweep --scene: each grid point is the crowd's figures of its spring", .tags(.integration))
struct SceneSweepTests {
  @Test("A grid point's row is what scene measures with that spring; the heatmap draws the bound")
  func pointsAgreeWithScene() throws {
    try withTemporaryDirectory { directory in
      let swept = try ChildProcess.run(
        [
          "sweep", "--scene", "radio", "--channel", "*.dot.scale", "--bounces", "2", "--durations", "2",
          "--bounce-min", "0", "--bounce-max", "0.5", "--duration-min", "0.3", "--duration-max", "0.6",
          "--max-settle-p95", "0.4", "--out", "sweep.csv",
        ] + SceneTuneTests.crowd, in: directory)
      #expect(swept.status == 0, "\(swept.standardError)")
      let table = try CSVTable(contentsOfFile: directory + "/sweep.csv")
      let (bounce, duration) = (try table.doubles("bounce"), try table.doubles("duration"))
      #expect(bounce == [0, 0, 0.5, 0.5] && duration == [0.3, 0.6, 0.3, 0.6])
      let last = 3
      let run = try ChildProcess.run(
        [
          "scene", "radio", "--channels", "*.dot.scale", "--spring",
          "*.dot.scale=.spring(duration: \(duration[last]), bounce: \(bounce[last]))", "--out", "scene.csv",
        ] + SceneTuneTests.crowd,
        in: directory)
      #expect(run.status == 0, "\(run.standardError)")
      let figures = try SceneTuneTests.figures(directory + "/scene.csv")
      #expect(try table.doubles("overshoot_max")[last] == figures.overshoot)
      #expect(try table.doubles("settle_after_last_p95")[last] == figures.settleP95)
      #expect(try table.doubles("reversals_max")[last] == figures.reversals)
      #expect(try table.doubles("meets_bounds")[last] == (figures.settleP95 <= 0.4 ? 1 : 0))
      #expect(try table.strings("interaction")[0].hasPrefix("taps default"))
      // The crowd and the radio dot's own spring, .spring(duration: 0.35, bounce: 0.55), on every row.
      #expect(try table.strings("component") == Array(repeating: "radio", count: 4))
      #expect(try table.doubles("described_bounce") == [0.55, 0.55, 0.55, 0.55])
      #expect(try table.doubles("described_duration") == [0.35, 0.35, 0.35, 0.35])
      let plotted = try ChildProcess.run(["plot", "sweep.csv"], in: directory)
      #expect(plotted.status == 0, "\(plotted.standardError)")
      let script = try readText(directory + "/sweep-settle-after-last-p95.gp")
      // The presets inside the grid are marked, the seeds' segmented highlight not; the dot lies outside.
      #expect(script.contains("'option*.dot.scale of radio across"))
      #expect(script.contains("marked: SwiftUI''s presets and the description''s spring (radio)"))
      #expect(script.contains("set label '.smooth' at 0, 0.5") && script.contains("set label '.snappy' at 0.1"))
      #expect(!script.contains("highlight") && !script.contains("label 'radio'"))
      // The bound's contour is drawn where the grid's values lie on both sides of it.
      let settles = try table.doubles("settle_after_last_p95").filter(\.isFinite)
      #expect(script.contains("$BOUND") == (settles.min()! < 0.4 && settles.max()! > 0.4))
      // Named in the title with its unit, in the colour drawn (#D55E00), with no key over the map.
      #expect(script.contains("orange line: the bound 0.4 s") && !script.contains("title 'bound"))
      // Meeting the bounds is yes or no: two colours, no contour.
      let meets = try readText(directory + "/sweep-meets-bounds.gp")
      #expect(meets.contains("set cbtics ('no' 0.25, 'yes' 0.75)") && !meets.contains("$CONTOURS"))
    }
  }
}
