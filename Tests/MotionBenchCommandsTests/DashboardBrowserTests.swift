import TestSupport
import Testing

/// `motion-bench dashboard` in headless Chromium: Tests/Browser/check_dashboard.py opens the site
/// of a synthetic history with a real step (8 runs, then closed-form 10 % slower for 9 runs) and
/// compares what the pages show with the history's CSV.
@Suite("motion-bench dashboard in headless Chromium", .tags(.browser))
struct DashboardBrowserTests {
  @Test(
    "Sampled points equal the CSV, hover shows them, the step is marked at its commit, no console error or blank chart",
    ToolRequirement.browser)
  func dashboardInChromium() throws {
    try withTemporaryDirectory { directory in
      let history = directory + "/history.csv"
      let made = try BrowserScript("synthetic_history.py").run(
        ["--out", history, "--runs", "17", "--step", "8", "--factor", "1.1"], in: directory)
      try #require(made.status == 0, "\(made.standardError)")
      let built = try ChildProcess.run(
        ["dashboard", history, "--out", directory + "/site", "--commit-url", "https://example.com/commit/{sha}"],
        in: directory)
      try #require(built.status == 0, "\(built.standardError)")
      let report = try BrowserScript("check_dashboard.py").check(
        [
          "--site", directory + "/site", "--history", history,
          "--expect", "closed-form,cpu_ns_per_sample,s008", "--expect", "closed-form,ns_per_sample,s008",
        ],
        in: directory)
      #expect(
        report.numbers("points compared") == [128] && report.numbers("hovered") == [48], "\(report)")
    }
  }
}
