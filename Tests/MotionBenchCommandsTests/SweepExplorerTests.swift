import Glibc
import TestSupport
import Testing

/// `sweep --html`, the explorer page: in headless Chromium, Tests/Browser/check_explorer.py moves
/// its sliders to sampled grid points and compares what it shows with the sweep's CSV and with
/// `motion-bench curve`; refused options leave no file.
@Suite("motion-bench sweep --html: the explorer page", .tags(.browser))
struct SweepExplorerTests {
  /// Sweeps with `--out sweep.csv --html sweep.html` and checks the page in Chromium.
  static func check(_ arguments: [String], in directory: String) throws -> BrowserScript.Report {
    let swept = try ChildProcess.run(
      ["sweep"] + arguments + ["--out", "sweep.csv", "--html", "sweep.html"], in: directory)
    try #require(swept.status == 0, "\(swept.standardError)")
    return try BrowserScript("check_explorer.py").check(
      [
        "--page", directory + "/sweep.html", "--csv", directory + "/sweep.csv", "--motion-bench",
        try motionBenchExecutable(),
      ], in: directory)
  }

  @Test(
    "Sliders at sampled points show the CSV's row, the device's frames, the worst selector's trace and the code",
    ToolRequirement.browser,
    arguments: [
      [
        "--scene", "radio", "--channel", "*.dot.scale", "--visible-pt", "1/3", "--max-overshoot", "1pt",
        "--max-settle-p95", "0.35", "--selectors", "48", "--seconds", "2", "--bounces", "5", "--durations", "6",
      ],
      ["--change", "70", "--visible-pt", "1/3", "--bounces", "7", "--durations", "4"],
    ])
  func explorerInChromium(arguments: [String]) throws {
    try withTemporaryDirectory { directory in
      let report = try Self.check(arguments, in: directory)
      let compared = report.numbers("points compared")
      let frames = report.numbers("frames compared")
      let clicked = report.numbers("clicked")
      let replayed = report.numbers("replayed frames compared")
      #expect(compared.count == 1 && compared[0] >= 7 && frames[0] > 100 && clicked == [3], "\(report)")
      // A scene sweep replays each point's worst selector; one from rest has none.
      #expect(arguments.contains("--scene") ? replayed[0] > 100 : replayed == [0], "\(report)")
      // The title names every swept channel, not the first.
      let title =
        arguments.contains("--scene")
        ? "sweep --scene radio: the spring of option*.dot.scale over bounce × duration"
        : "sweep: one move from rest over bounce × duration"
      #expect(try readText(directory + "/sweep.html").contains("<title>\(title)</title>"))
    }
  }

  @Test(
    "Refused: a shard, the long layout, too large a grid, standard output, the --out file; no file is left",
    arguments: [
      (["--shard", "1/2"], 64), (["--layout", "long"], 64), (["--bounces", "60", "--durations", "60"], 64),
      (["--html", "-"], 64), (["--html", "sweep.csv"], 73), (["--html", "missing/page.html"], 73),
    ] as [([String], Int32)])
  func refused(extra: [String], status: Int32) throws {
    try withTemporaryDirectory { directory in
      let html = extra.first == "--html" ? [] : ["--html", "page.html"]
      let result = try ChildProcess.run(
        ["sweep", "--out", "sweep.csv"] + html + extra, in: directory)
      #expect(result.status == status, "\(result.standardError)")
      #expect(result.standardErrorLines.first?.hasPrefix("Error: --") == true, "\(result.standardError)")
      #expect(try FileList(directory).names.isEmpty, "\(extra)")
    }
  }
}
