import Foundation
import TestSupport
import Testing

/// The platforms' code on `sweep --html`'s page names the swept channel's property: a scene
/// sweep of the radio dot's scale moves a scale from 0.01 to 1, as `motion-bench export
/// --property scale --from 0.01 --to 1` writes it.
@Suite("motion-bench sweep --scene --html: the code moves the swept channel's property", .tags(.integration))
struct SweepExplorerCodeTests {
  /// The page's embedded data: the platforms and each grid point's spring and code.
  struct Page: Decodable {
    struct Point: Decodable {
      var duration: String
      var bounce: String
      var code: [String]
    }
    var platforms: [String]
    var points: [Point]
  }

  @Test("Every point's code for every platform is export's for the dot's scale 0.01 → 1")
  func scaleCode() throws {
    try withTemporaryDirectory { directory in
      let swept = try ChildProcess.run(
        [
          "sweep", "--scene", "radio", "--channel", "*.dot.scale", "--selectors", "24", "--seconds", "1",
          "--visible-pt", "1/3",
          "--bounces", "2", "--durations", "2", "--out", "sweep.csv", "--html", "sweep.html",
        ], in: directory)
      try #require(swept.status == 0, "\(swept.standardError)")
      let html = try readText(directory + "/sweep.html")
      let open = #"<script type="application/json" id="data">"#
      let start = try #require(html.range(of: open)).upperBound
      let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
      let page = try JSONDecoder().decode(Page.self, from: Data(html[start..<end].utf8))
      #expect(page.points.count == 4 && page.platforms.contains("android"))
      // The dot's 0.99 of scale is 14.4144 pt: the band of 1/3 pt in scale units.
      let visible = (1.0 / 3) / (14.4144 / 0.99)
      for point in page.points {
        let spring = ".spring(duration: \(point.duration), bounce: \(point.bounce))"
        let exported = try ChildProcess.run(
          [
            "export", spring, "--property", "scale", "--from", "0.01", "--to", "1", "--visible-pt", "\(visible)",
            "--format", "json",
          ], in: directory)
        try #require(exported.status == 0, "\(exported.standardError)")
        let platforms = try #require(
          try JSONSerialization.jsonObject(with: Data(exported.standardOutput.utf8)) as? [String: [String: Any]])
        for (platform, code) in zip(page.platforms, point.code) {
          #expect(platforms[platform]?["code"] as? String == code, "\(spring) on \(platform)")
        }
      }
      #expect(page.points.allSatisfy { $0.code.contains { $0.contains("DynamicAnimation.SCALE_X") } })
    }
  }
}
