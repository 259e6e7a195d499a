import BenchmarkKit
import BenchmarkResults
import TestSupport
import Testing

@testable import BenchmarkPictures
@testable import MotionBenchCommands

@Suite("plot of a history: series gnuplot cannot draw", .tags(.integration))
struct HistoryPicturesTests {
  /// One accuracy row of the history: a run at `time` of `solver`'s max_error.
  static func row(_ time: String, _ solver: String, _ value: String) -> String {
    HistoryFixture.row(time: time, commit: "abc1234", solver: solver, value: value)
  }

  @Test("A series with only NaN, infinite or 1e308 values is left out with a note; the others are drawn")
  func undrawableSeries() throws {
    try withTemporaryDirectory { folder in
      let path = folder + "/history.csv"
      let rows = [
        Self.row("00:00:00", "exact-step", "1e-13"), Self.row("00:00:00", "swiftui", "nan"),
        Self.row("00:00:00", "reference", "1e308"), Self.row("01:00:00", "exact-step", "2e-13"),
        Self.row("01:00:00", "swiftui", "inf"), Self.row("01:00:00", "reference", "-1e308"),
      ]
      try write(HistoryFixture.header + rows.joined(), to: path)
      let pictures = try HistoryPictures(try PlotInput(path: path), terminal: GnuplotTerminal())
      #expect(pictures.pictures.count == 1)
      #expect(
        pictures.notes == [
          "'history.csv': max_error of accuracy swiftui all and accuracy reference all has only NaN, infinite or "
            + "overflowing values: not drawn"
        ])
      let data = try #require(pictures.pictures.first?.data.first).bytes
      let text = String(decoding: data, as: UTF8.self)
      #expect(text.contains("exact-step") && !text.contains("swiftui") && !text.contains("reference"))
    }
  }

  @Test("gnuplot's undefined values: non-finite, and a magnitude from DBL_MAX / 2 on")
  func drawable() {
    #expect(Gnuplot.isDrawable(8.9e307) && Gnuplot.isDrawable(-1e300) && Gnuplot.isDrawable(0))
    #expect(!Gnuplot.isDrawable(9e307) && !Gnuplot.isDrawable(-1e308) && !Gnuplot.isDrawable(.nan))
    #expect(!Gnuplot.isDrawable(.infinity))
  }
}
