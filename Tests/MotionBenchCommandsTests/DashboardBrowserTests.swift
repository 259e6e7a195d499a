import Glibc
import TestSupport
import Testing

/// `motion-bench dashboard` in headless Chromium: Tests/Browser/check_dashboard.py opens the site
/// of a synthetic history with a real step (8 runs, then closed-form 10 % slower for 9 runs) and
/// compares what the pages show with the history's CSV.
@Suite("motion-bench dashboard in headless Chromium", .tags(.browser))
struct DashboardBrowserTests {
  /// Tests/Browser, beside the preview's checker.
  static let folder = String(PreviewBrowserTests.checker.dropLast("/check_preview.py".count))

  @Test(
    "Sampled points equal the CSV, hover shows them, the step is marked at its commit, no console error or blank chart",
    .enabled(
      if: PreviewBrowserTests.browserInstalled || PreviewBrowserTests.onCI,
      "headless Chromium, chromedriver or python3-selenium is not installed (bash .ci/setup --browser installs them)"))
  func dashboardInChromium() throws {
    try #require(
      PreviewBrowserTests.browserInstalled, "CI=true but Chromium, chromedriver or python3-selenium is missing")
    try withTemporaryDirectory { directory in
      let history = directory + "/history.csv"
      let made = try ChildProcess.run(
        [Self.folder + "/synthetic_history.py", "--out", history, "--runs", "17", "--step", "8", "--factor", "1.1"],
        in: directory, program: "/usr/bin/python3")
      try #require(made.status == 0, "\(made.standardError)")
      let built = try ChildProcess.run(
        ["dashboard", history, "--out", directory + "/site", "--commit-url", "https://example.com/commit/{sha}"],
        in: directory)
      try #require(built.status == 0, "\(built.standardError)")
      let check = try ChildProcess.run(
        [
          Self.folder + "/check_dashboard.py", "--site", directory + "/site", "--history", history,
          "--expect", "closed-form,cpu_ns_per_sample,s008", "--expect", "closed-form,ns_per_sample,s008",
        ],
        in: directory, program: "/usr/bin/python3")
      #expect(check.status == 0, "\(check.standardError)\n\(check.standardOutput)")
      let compared = check.standardOutput.matches(of: /"points compared": ([0-9]+)/).compactMap { Int($0.1) }
      let hovered = check.standardOutput.matches(of: /"hovered": ([0-9]+)/).compactMap { Int($0.1) }
      #expect(compared == [128] && hovered == [48], "\(check.standardOutput)")
    }
  }
}
