import TestSupport
import Testing

/// `motion-bench preview FILE.json`: a description's drawing previewed, its worst scene
/// selector replayed, its preview read back in headless Chromium, and bad drawings refused.
@Suite("motion-bench preview of a description file", .tags(.browser))
struct ComponentPreviewTests {
  static let directory = ComponentSceneTests.directory
  static let examples = ["tab-bar.json", "toggle.json", "pop-button.json", "accordion.json"]

  @Test(
    "Each example's preview, SVG and HTML, a replayed worst selector and a second spring, equals trace in Chromium",
    ToolRequirement.browser)
  func examplesInChromium() throws {
    try withTemporaryDirectory { directory in
      var files: [(name: String, arguments: [String])] = []
      for example in Self.examples {
        let stem = String(example.dropLast(".json".count))
        files.append((stem + ".svg", [Self.directory + example]))
        files.append((stem + ".html", [Self.directory + example, "--reduce-motion", "--speed", "0.5"]))
      }
      files.append(
        (
          "toggle-against.svg",
          [Self.directory + "toggle.json", "--against-spring", "thumb.offset=.spring(duration: 0.3, bounce: 0.3)"]
        ))
      files.append(
        ("tab-bar-worst.svg", [Self.directory + "tab-bar.json", "--selector-seed", "1:23", "--seconds", "1.5"]))
      let report = try PreviewBrowserTests.check(files, with: "check_component_preview.py", in: directory)
      // Every channel of each example is drawn: 6 for the tab bar, 2 for the toggle and the button, 12
      // for the accordion (its chevrons' rotations among them).
      #expect(report.numbers("channels drawn") == [6, 6, 2, 2, 2, 2, 12, 12, 4, 6], "\(report)")
    }
  }

  @Test("The worst selector a scene of a description names previews with the scene's script")
  func worstSelector() throws {
    let path = Self.directory + "tab-bar.json"
    try withTemporaryDirectory { directory in
      let scene = try ChildProcess.run(["scene", path, "--channels", "pill.offset", "--seed", "3"], in: directory)
      try #require(scene.status == 0, "\(scene.standardError)")
      let lines = scene.standardOutput.split(separator: "\n")
      let worst = try #require(lines.first { $0.hasPrefix("worst overshoot") })
      let selector = try #require(worst.split(separator: "#").dropFirst().first?.prefix { $0.isNumber })
      let replay = try #require(lines.first { $0.hasPrefix("  trace: ") })
      let events = try #require(UsageRefusal.words(String(replay)).drop { $0 != "--events" }.dropFirst().first)
      let preview = try ChildProcess.run(
        [
          "preview", path, "--selector-seed", "3:\(selector)", "--solver", "swiftui", "--seconds", "5", "--out",
          "worst.svg",
        ],
        in: directory)
      try #require(preview.status == 0, "\(preview.standardError)")
      let svg = try readText(directory + "/worst.svg")
      // The panel's trace command plays the scene's script (JSON-escaped in data-trace): the scene's
      // 5 s of interaction (a longer preview draws the taps its selector would make after them).
      #expect(svg.contains("&quot;--events&quot;,&quot;\(events)&quot;"), "\(events)")
      #expect(svg.contains("data-selector=\"tab-bar\""))
    }
  }

  /// The toggle example with the first `find` replaced by `replace`.
  static func toggle(replacing find: String, with replace: String) throws -> String {
    var text = try readText(directory + "toggle.json")
    if let range = text.firstRange(of: find) { text.replaceSubrange(range, with: replace) }
    return text
  }

  @Test(
    "A bad drawing exits 65 with one Error: line naming the file, the JSON path and what is allowed; nothing written",
    arguments: [
      (
        #""shape": "text", "x": 36"#, #""shape": "txet", "x": 36"#,
        "drawing.shapes[1].shape: unknown shape 'txet'; did you mean 'text'?; allowed: group, circle"
      ),
      (
        #""cx": "thumb.offset""#, #""cx": "thumb.ofset""#,
        "shapes[0].cx: column 1 of \"thumb.ofset\": unknown identifier 'thumb.ofset'; did you mean 'thumb.offset'?"
      ),
      (
        #""r": 13.5"#, #""r": "big""#,
        "shapes[0].r: column 1 of \"big\": unknown identifier 'big'; allowed: index, switch.count"
      ),
      (#""r": 13.5"#, #""r": [13.5]"#, "shapes[0].r: expected an expression (a string or a number), found an array"),
      (#""r": 13.5"#, #""r": -13.5"#, "shapes[0].r: r is -13.5; a size is 0 or more"),
      (##""fill": "#E9E9EA""##, #""fill": "grey""#, "drawing.shapes[2].shapes[0].shapes[0].fill: expected a colour"),
    ])
  func badDrawing(find: String, replace: String, message: String) throws {
    try withTemporaryDirectory { directory in
      let text = try Self.toggle(replacing: find, with: replace)
      #expect(text.contains(replace))
      try writeText(text, to: directory + "/bad.json")
      let result = try ChildProcess.run(["preview", "bad.json", "--out", "bad.svg"], in: directory)
      #expect(result.ending == .exited(65))
      #expect(result.standardErrorLines.count == 1, "\(result.standardError)")
      let line = try #require(result.standardErrorLines.first)
      #expect(line.hasPrefix("Error: <selector>: bad.json:") && line.contains(message), "\(line)")
      #expect(try FileList(directory).names == ["bad.json"])
    }
  }
}
