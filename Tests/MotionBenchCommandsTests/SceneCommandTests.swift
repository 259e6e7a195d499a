import BenchmarkKit
import SelectorSimulation
import TestSupport
import Testing

@testable import MotionBenchCommands

@Suite("motion-bench scene: metrics against the traced frames", .tags(.integration))
struct SceneCommandTests {
  /// The scene of these tests: small, radio only, the dot scales, within 1/3 pt.
  static let sceneArguments = [
    "scene", "radio", "--selectors", "48", "--seconds", "3", "--tail", "1.5", "--seed", "7", "--visible-pt", "1/3",
    "--channels", "*.dot.scale",
  ]

  /// One row of the scene CSV.
  struct Row {
    var channel: String
    var selector: Int
    var frame: Int
    var metric: String
    var value: Double
  }

  /// The rows of `path`, a scene CSV.
  static func rows(_ path: String) throws -> [Row] {
    let table = try CSVTable(contentsOfFile: path)
    let (channel, selector, frame) = (
      try table.strings("channel"), try table.doubles("selector"), try table.doubles("frame")
    )
    let (metric, value) = (try table.strings("metric"), try table.doubles("value"))
    return channel.indices.map {
      Row(
        channel: channel[$0], selector: Int(selector[$0]), frame: Int(frame[$0]), metric: metric[$0], value: value[$0])
    }
  }

  @Test("Every metric of sampled selectors, the worst included, is what their trace shows")
  func recomputedFromTrace() throws {
    try withTemporaryDirectory { directory in
      let result = try ChildProcess.run(Self.sceneArguments + ["--out", "scene.csv"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      let rows = try Self.rows(directory + "/scene.csv")
      let worstLine = try #require(result.standardOutput.split(separator: "\n").first { $0.hasPrefix("  trace: ") })
      let worstArguments = Array(UsageRefusal.words(String(worstLine.dropFirst("  trace: ".count))).dropFirst())
      let worst = try #require(
        rows.filter { $0.metric == "overshoot" }.max { ($0.value, -$0.selector) < ($1.value, -$1.selector) })
      // The worst selector by the printed replay line; two more by the scene's own scripts.
      var samples: [(selector: Int, trace: [String])] = [(worst.selector, worstArguments)]
      let scene = SceneConfiguration(selectors: 48, seconds: 3, seed: 7, components: ComponentMix(.radio))
      let moved = Set(rows.map(\.selector)).sorted()
      for selector in [moved.first!, moved[moved.count / 2]] where selector != worst.selector {
        let script = scene.timedScript(ofSelector: selector)
        samples.append(
          (
            selector,
            [
              "trace", "radio", "--events", SelectorEvent.scriptText(script.events), "--autoplay", "--solver",
              "swiftui",
              "--seconds", "\(Double(360 + 180 - 1) / 120)", "--hz", "120",
            ]
          ))
      }
      for (selector, arguments) in samples {
        let traced = try ChildProcess.run(
          arguments + ["--channels", "option*.dot.scale,event.*", "--out", "t.csv"], in: directory)
        #expect(traced.status == 0, "\(traced.standardError)")
        let reference = try SceneReference(trace: directory + "/t.csv", hz: 120, band: 1.0 / 3)
        reference.expectEqual(rows.filter { $0.selector == selector }, selector: selector)
      }
      #expect(result.standardOutput.contains("worst overshoot (pt): "))
      #expect(result.standardOutput.contains("at selector #\(worst.selector) "))
    }
  }

  @Test("--device-start immediate: the replay line carries it, and the worst selector's trace gives its metrics")
  func immediateStart() throws {
    try withTemporaryDirectory { directory in
      let result = try ChildProcess.run(
        Self.sceneArguments + ["--device-start", "immediate", "--out", "scene.csv"], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      let rows = try Self.rows(directory + "/scene.csv")
      let worstLine = try #require(result.standardOutput.split(separator: "\n").first { $0.hasPrefix("  trace: ") })
      #expect(worstLine.contains(" --device-start immediate "))
      let arguments = Array(UsageRefusal.words(String(worstLine.dropFirst("  trace: ".count))).dropFirst())
      let worst = try #require(
        rows.filter { $0.metric == "overshoot" }.max { ($0.value, -$0.selector) < ($1.value, -$1.selector) })
      let traced = try ChildProcess.run(
        arguments + ["--channels", "option*.dot.scale,event.*", "--out", "t.csv"], in: directory)
      #expect(traced.status == 0, "\(traced.standardError)")
      let reference = try SceneReference(trace: directory + "/t.csv", hz: 120, band: 1.0 / 3)
      reference.expectEqual(rows.filter { $0.selector == worst.selector }, selector: worst.selector)
      // The default start's trace of the same selector differs: its moves begin a frame later.
      let late = try ChildProcess.run(
        arguments.filter { $0 != "--device-start" && $0 != "immediate" }
          + ["--channels", "option*.dot.scale,event.*", "--out", "late.csv"], in: directory)
      #expect(late.status == 0)
      let lateReference = try SceneReference(trace: directory + "/late.csv", hz: 120, band: 1.0 / 3)
      #expect(lateReference.bursts != reference.bursts)
    }
  }

  @Test("The worst move's retarget keeps the traced value: a trace cut before it shows the same frame")
  func retargetJump() throws {
    try withTemporaryDirectory { directory in
      let result = try ChildProcess.run(Self.sceneArguments + ["--out", "scene.csv"], in: directory)
      #expect(result.status == 0)
      let worstLine = try #require(result.standardOutput.split(separator: "\n").first { $0.hasPrefix("  trace: ") })
      var arguments = Array(UsageRefusal.words(String(worstLine.dropFirst("  trace: ".count))).dropFirst())
      let full = try ChildProcess.run(arguments + ["--layout", "wide", "--out", "full.csv"], in: directory)
      #expect(full.status == 0)
      // Drop the script's last action: at its frame the old motion must show what the full trace shows.
      let events = try #require(arguments.firstIndex(of: "--events"))
      var items = arguments[events + 1].split(separator: ";").map(String.init)
      let last = items.removeLast()
      arguments[events + 1] = items.joined(separator: ";")
      let cut = try ChildProcess.run(arguments + ["--layout", "wide", "--out", "cut.csv"], in: directory)
      #expect(cut.status == 0)
      let timeText = String(last.split(separator: ":")[0].filter { $0 != " " })
      let time = try #require(Double(timeText))
      let frame = Int((time * 120 * (1 - 1e-12)).rounded(.up))
      let a = try CSVTable(contentsOfFile: directory + "/full.csv")
      let b = try CSVTable(contentsOfFile: directory + "/cut.csv")
      for option in 0..<3 {
        #expect(try a.doubles("option\(option).dot.scale")[frame] == b.doubles("option\(option).dot.scale")[frame])
      }
    }
  }

  @Test("The same seed gives the same summary and CSV for 1 and 2 threads")
  func threads() throws {
    try withTemporaryDirectory { directory in
      let arguments = ["scene", "both", "--selectors", "300", "--seconds", "2", "--visible-pt", "1/3"]
      let one = try ChildProcess.run(arguments + ["--threads", "1", "--out", "one.csv"], in: directory)
      let two = try ChildProcess.run(arguments + ["--threads", "2", "--out", "two.csv"], in: directory)
      #expect(one.status == 0 && two.status == 0)
      #expect(one.standardOutput == two.standardOutput)
      #expect(try readBytes(directory + "/one.csv") == readBytes(directory + "/two.csv"))
      #expect(one.standardOutput.contains("segmented highlight.offset"))
    }
  }
}
