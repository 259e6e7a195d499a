import BenchmarkKit
import SelectorSimulation
import TestSupport
import Testing

@testable import MotionBenchCommands

/// The example components of `Examples/components`, measured by `scene` and checked against
/// their traces: each example's moves follow from its events by the example's own rule, written
/// here independently of the description, and every figure is recomputed from the traced values
/// without the scene's metric code (``SceneReference``).
@Suite("Example components: the crowd's metrics against the traced frames", .tags(.integration))
struct ComponentSceneTests {
  /// One example: its file, the measured channel, its units per value, and its rule: the
  /// measured channels' retargets from the traced events.
  struct Example: Sendable, CustomTestStringConvertible {
    var file: String
    var channel: String
    var points: Double
    /// Whether the channel animates with timing curves (``SceneReference``'s `timing`).
    var timing = false
    var initial: @Sendable (String) -> Double
    /// The retargets of the measured channels: per event row (name, value), the new targets.
    var rule: @Sendable (_ event: String, _ index: Int, _ state: inout [Int]) -> [(channel: String, target: Double)]
    var testDescription: String { file }
  }

  static let examples: [Example] = [
    Example(
      file: "tab-bar.json", channel: "pill.offset", points: 1, initial: { _ in 0 },
      rule: { event, index, state in
        // A tap on another tab moves the pill under it: 70 pt a tab.
        guard event == "event.tap", index != state[0] else { return [] }
        state[0] = index
        return [("pill.offset", 70 * Double(index))]
      }),
    Example(
      file: "toggle.json", channel: "thumb.offset", points: 1, initial: { _ in 0 },
      rule: { event, _, state in
        // Every tap flips the switch: the thumb goes to 22 pt or back to 0.
        guard event == "event.tap" else { return [] }
        state[0] = 1 - state[0]
        return [("thumb.offset", state[0] == 1 ? 22 : 0)]
      }),
    Example(
      file: "pop-button.json", channel: "press.opacity", points: 255, timing: true, initial: { _ in 1 },
      rule: { event, _, state in
        // A press dims to 0.7, the release brings it back to 1.
        let pressed = event == "event.press" ? 1 : (event == "event.release" ? 0 : state[0])
        guard pressed != state[0] else { return [] }
        state[0] = pressed
        return [("press.opacity", pressed == 1 ? 0.7 : 1)]
      }),
    Example(
      file: "accordion.json", channel: "row*.body.height", points: 1, initial: { _ in 0 },
      rule: { event, index, state in
        // state[0] is the open row + 1 (0: none). A tap opens its row to 48 pt and closes the open
        // one, or closes its own row.
        guard event == "event.tap" else { return [] }
        let open = state[0] - 1
        if open == index {
          state[0] = 0
          return [("row\(index).body.height", 0)]
        }
        state[0] = index + 1
        return (open >= 0 ? [("row\(open).body.height", 0)] : []) + [("row\(index).body.height", 48)]
      }),
  ]

  static let directory = ExampleOutputTests.root + "/Examples/components/"

  @Test("Every metric of sampled selectors, the worst included, is what their trace shows", arguments: examples)
  func recomputedFromTrace(_ example: Example) throws {
    let path = Self.directory + example.file
    try withTemporaryDirectory { directory in
      let arguments = [
        "scene", path, "--selectors", "48", "--seconds", "3", "--tail", "1.5", "--seed", "7", "--visible-pt", "1/3",
        "--channels", example.channel,
      ]
      let result = try ChildProcess.run(arguments + ["--out", "scene.csv"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      let rows = try SceneCommandTests.rows(directory + "/scene.csv")
      try #require(!rows.isEmpty)
      let worstLine = try #require(result.standardOutput.split(separator: "\n").first { $0.hasPrefix("  trace: ") })
      let worstArguments = Array(UsageRefusal.words(String(worstLine.dropFirst("  trace: ".count))).dropFirst())
      #expect(worstArguments[1] == path, "the replay line names the description file")
      // Every example has a drawing: a preview line replays the same selector, and draws it.
      let previewLine = try #require(
        result.standardOutput.split(separator: "\n").first { $0.hasPrefix("  preview: ") })
      let previewArguments = Array(UsageRefusal.words(String(previewLine.dropFirst("  preview: ".count))).dropFirst())
      #expect(Array(previewArguments[1...3]) == Array(worstArguments[1...3]))
      let previewed = try ChildProcess.run(previewArguments, in: directory)
      #expect(previewed.status == 0 && previewArguments.last == "worst.html", "\(previewed.standardError)")
      #expect(try readText(directory + "/worst.html").hasPrefix("<!DOCTYPE html>"))
      // The replayed selector: the first worst line's (by overshoot, or by settle time when no move overshoots).
      let worstText = try #require(result.standardOutput.split(separator: "\n").first { $0.hasPrefix("worst ") })
      let number = try #require(worstText.split(separator: "#").dropFirst().first?.prefix { $0.isNumber })
      let worst = try #require(Int(number))
      var samples: [(selector: Int, trace: [String])] = [(worst, worstArguments)]
      let kind = try ComponentArgument.load(path)
      let scene = SceneConfiguration(selectors: 48, seconds: 3, seed: 7, components: ComponentMix(kind))
      let moved = Set(rows.map(\.selector)).sorted()
      for selector in [moved.first!, moved[moved.count / 2]] where selector != worst {
        let script = scene.timedScript(ofSelector: selector)
        samples.append(
          (
            selector,
            [
              "trace", path, "--events", SelectorEvent.scriptText(script.events), "--solver", "swiftui",
              "--seconds", "\(Double(360 + 180 - 1) / 120)", "--hz", "120",
            ] + (script.reduceMotion ? ["--reduce-motion"] : [])
          ))
      }
      for (selector, arguments) in samples {
        let traced = try ChildProcess.run(
          arguments + ["--channels", "\(example.channel),event.*", "--out", "t.csv"], in: directory)
        #expect(traced.status == 0, "\(traced.standardError)")
        let table = try CSVTable(contentsOfFile: directory + "/t.csv")
        let (t, channel, value) = (try table.doubles("t"), try table.strings("channel"), try table.doubles("value"))
        var series: [String: [Double]] = [:]
        var retargets: [String: [(frame: Int, target: Double)]] = [:]
        var state = [0]
        for row in channel.indices {
          if channel[row].hasPrefix("event.") {
            for (name, target) in example.rule(channel[row], Int(value[row]), &state) {
              retargets[name, default: []].append((Int((t[row] * 120).rounded()), target))
            }
          } else {
            series[channel[row], default: []].append(value[row])
          }
        }
        let reference = SceneReference(
          series: series, retargets: retargets, initial: example.initial, points: example.points, band: 1.0 / 3,
          timing: example.timing)
        reference.expectEqual(rows.filter { $0.selector == selector }, selector: selector)
      }
    }
  }

  /// The radio's description under another name, written to `directory`, with `edit` applied.
  static func radioCopy(in directory: String, name: String, _ edit: (String) -> String = { $0 }) throws -> String {
    let text = edit(
      Component.radio.source.text.replacing("\"component\": \"radio\"", with: "\"component\": \"\(name)\""))
    let path = directory + "/\(name).json"
    try writeText(text, to: path)
    return path
  }

  /// `scene`'s CSV for `component` with `extra` arguments, its component column dropped.
  static func sceneRows(_ component: String, _ extra: [String] = [], in directory: String) throws -> [String] {
    let out = directory + "/scene-\(abs(component.hashValue)).csv"
    let code = MotionBenchMain.main(
      [
        "scene", component, "--selectors", "64", "--seconds", "3", "--seed", "3", "--channels", "*", "--out", out,
      ] + extra)
    #expect(code == 0)
    return try readText(out).split(separator: "\n").map { line in
      line.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false).last.map(String.init) ?? ""
    }
  }

  @Test("The radio's description under another name gives the built-in's figures; a spring changed in it, --spring's")
  func radioCopy() throws {
    try withTemporaryDirectory { directory in
      let builtin = try Self.sceneRows("radio", in: directory)
      #expect(builtin.count > 100)
      #expect(try Self.sceneRows(try Self.radioCopy(in: directory, name: "my-radio"), in: directory) == builtin)
      // The dot's spring changed in the file, and the same change by --spring on the built-in.
      let calmer = ".spring(duration: 0.5, bounce: 0.2)"
      let edited = try Self.radioCopy(in: directory, name: "calm-radio") { text in
        // The first animation is dot.scale's.
        text.replacing(
          "\"animation\": \".spring(duration: 0.35, bounce: 0.55)\"", with: "\"animation\": \"\(calmer)\"",
          maxReplacements: 1)
      }
      let overridden = try Self.sceneRows("radio", ["--spring", "*.dot.scale=\(calmer)"], in: directory)
      #expect(overridden != builtin)
      #expect(try Self.sceneRows(edited, in: directory) == overridden)
    }
  }
}
