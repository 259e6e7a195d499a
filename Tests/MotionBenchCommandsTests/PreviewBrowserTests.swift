import TestSupport
import Testing

/// `motion-bench preview` in headless Chromium: Tests/Browser/check_preview.py loads each kind
/// of preview, sets its animations to frame times and compares what the browser draws with
/// `motion-bench trace`, and checks that every label line lies inside its panel.
@Suite("motion-bench preview in headless Chromium", .tags(.browser))
struct PreviewBrowserTests {
  /// Makes each preview (`preview ARGUMENTS --out NAME`) in `directory` and checks them all with
  /// `checker`, which must pass and check every file at 20 frames or more, with values compared.
  ///
  /// - Parameters:
  ///   - files: Each preview's file name and `preview` arguments.
  ///   - checker: The checker's script in Tests/Browser.
  ///   - options: The checker's options before the files.
  ///   - directory: The working directory.
  /// - Returns: The checker's report.
  static func check(
    _ files: [(name: String, arguments: [String])], with checker: String, options: [String] = [],
    in directory: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> BrowserScript.Report {
    for (name, arguments) in files {
      let result = try ChildProcess.run(["preview"] + arguments + ["--out", name], in: directory)
      try #require(result.status == 0, "\(name): \(result.standardError)", sourceLocation: sourceLocation)
    }
    let report = try BrowserScript(checker).check(
      ["--motion-bench", try motionBenchExecutable()] + options + files.map { directory + "/" + $0.name },
      in: directory, sourceLocation: sourceLocation)
    let checked = report.numbers("frames checked")
    #expect(
      checked.count == files.count && checked.allSatisfy { $0 >= 20 }, "\(report)", sourceLocation: sourceLocation)
    return report
  }

  @Test(
    "Previews (a replayed selector too) draw trace's values at 20+ frames; labels fit their panels; not blank",
    ToolRequirement.browser)
  func previewsInChromium() throws {
    try withTemporaryDirectory { directory in
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
      _ = try Self.check(files, with: "check_preview.py", options: ["--frames", "24"], in: directory)
    }
  }
}
