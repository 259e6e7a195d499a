import Glibc
import TestSupport
import Testing

/// `motion-bench preview` in headless Chromium: Tests/Browser/check_preview.py loads each kind
/// of preview, sets its animations to frame times and compares what the browser draws with
/// `motion-bench trace`, and checks that every label line lies inside its panel.
@Suite("motion-bench preview in headless Chromium", .tags(.browser))
struct PreviewBrowserTests {
  static let tools = ["/usr/bin/chromium", "/usr/bin/chromedriver", "/usr/bin/python3"]

  /// Whether Chromium, its driver and Selenium are installed (`bash .ci/setup --browser`).
  static var browserInstalled: Bool {
    guard tools.allSatisfy({ access($0, X_OK) == 0 }) else { return false }
    return (try? ChildProcess.run(["-c", "import selenium"], in: "/tmp", program: "/usr/bin/python3").status) == 0
  }

  /// On CI (CI=true) the browser must be there, so the test runs and fails without it.
  static var onCI: Bool { getenv("CI").map { String(cString: $0) == "true" } ?? false }

  static let checker: String = {
    var path = #filePath
    for _ in 0..<2 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path + "/Browser/check_preview.py"
  }()

  @Test(
    "Previews (a replayed selector too) draw trace's values at 20+ frames; labels fit their panels; not blank",
    .enabled(
      if: browserInstalled || onCI,
      "headless Chromium, chromedriver or python3-selenium is not installed (bash .ci/setup --browser installs them)"))
  func previewsInChromium() throws {
    try #require(Self.browserInstalled, "CI=true but Chromium, chromedriver or python3-selenium is missing")
    let scratch = try TemporaryDirectory()
    defer { withExtendedLifetime(scratch) {} }
    let directory = scratch.path
    let files = [
      (
        "radio.svg",
        ["radio", "--events", "0.2:tap 1; 0.35:tap 2", "--against-spring", "*=.spring(duration: 0.35, bounce: 0.3)"]
      ),
      (
        "segmented.svg",
        ["segmented", "--speed", "0.25", "--spring", "highlight*=.snappy", "--against-spring", "highlight*=.smooth"]
      ),
      (
        "worst.svg",
        [
          "radio", "--selector-seed", "1:1", "--hz", "120", "--seconds", "3", "--against-spring",
          "option*.dot.*=.spring(duration: 0.3, bounce: 0.2)",
        ]
      ),
      ("radio.html", ["radio", "--against", "swiftui", "--hz", "120", "--seconds", "1.2"]),
      ("segmented.html", ["segmented", "--reduce-motion"]),
    ]
    for (name, arguments) in files {
      let result = try ChildProcess.run(["preview"] + arguments + ["--out", directory + "/" + name], in: directory)
      try #require(result.status == 0, "\(name): \(result.standardError)")
    }
    let check = try ChildProcess.run(
      [Self.checker, "--motion-bench", try motionBenchExecutable(), "--frames", "24"]
        + files.map { directory + "/" + $0.0 },
      in: directory, program: "/usr/bin/python3")
    #expect(check.status == 0, "\(check.standardError)\n\(check.standardOutput)")
    // Every file was checked at 20 frames or more, with values compared.
    let checked = check.standardOutput.matches(of: /"frames checked": ([0-9]+)/).compactMap { Int($0.1) }
    #expect(checked.count == files.count && checked.allSatisfy { $0 >= 20 }, "\(check.standardOutput)")
  }
}
