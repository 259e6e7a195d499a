import BenchmarkKit
import MotionCurves
import SelectorSimulation
import TestSupport
import Testing

@testable import BenchmarkPictures

/// The settling band as the commands write it (`band_given`, titles, `--visible-pt` handed on):
/// one type, the scene library's ``SceneBand``, whose points are written back as text that reads
/// back to the same number.
@Suite("SceneBand as the commands give and write it", .tags(.unit))
struct SceneBandGivenTests {
  @Test("Points are written as a short decimal or a small ratio that reads back exactly")
  func pointsText() throws {
    // Hand-written: the text a person gives for each distance.
    let cases: [(Double, String)] = [
      (1.0 / 3, "1/3"), (2.0 / 3, "2/3"), (0.5, "0.5"), (1, "1"), (200, "200"), (0.05, "0.05"),
      (1.0 / 7, "1/7"), (1e-5, "1e-5"), (5.0 / 64, "0.078125"),
    ]
    for (points, text) in cases {
      #expect(SceneBand.text(points: points) == text)
      #expect(ValueParser.ratio(text) == points, "\(text)")
    }
    // No small ratio: the number, which still reads back within its seven digits.
    let odd = 0.123456789
    let written = SceneBand.text(points: odd)
    #expect(written == MotionLimits.format(odd))
  }

  @Test("band_given reads back to the band that wrote it")
  func givenRoundTrip() throws {
    for band in [SceneBand.shown(1.0 / 3), .shown(0.5), .shown(2), .share(0.001), .share(0.05)] {
      #expect(SceneBand(given: band.given) == band, "\(band.given)")
    }
    #expect(SceneBand.shown(1.0 / 3).given == "1/3 pt")
    #expect(SceneBand.share(0.001).given == "0.001")
    #expect(SceneBand(given: "0.1%") == .share(0.001))
    #expect(SceneBand(given: "2/6 pt") == .shown(1.0 / 3))
    for bad in ["", "pt", "0 pt", "-1 pt", "1/0 pt", "0", "1", "150%", "nan", "abc pt"] {
      #expect(SceneBand(given: bad) == nil, "\(bad)")
    }
  }

  @Test("Titles: within a share of the change, or within points")
  func description() {
    #expect("\(SceneBand.standard)" == "within 0.1 % of the change")
    #expect("\(SceneBand.shown(1.0 / 3))" == "within 1/3 pt")
    #expect(SceneBand.shown(0.5).distance(change: 100) == 0.5)
    #expect(SceneBand.share(0.01).distance(change: -50) == 0.5)
  }
}
