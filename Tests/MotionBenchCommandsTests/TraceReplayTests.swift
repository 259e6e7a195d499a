import BenchmarkKit
import Glibc
import SelectorSimulation
import TestSupport
import Testing

@testable import MotionBenchCommands

/// `trace` and `preview` replay one selector of a scene (`--selector-seed`, `--taps`,
/// `--events-file`).
@Suite("motion-bench trace and preview: replaying a scene's selector", .tags(.integration))
struct TraceReplayTests {
  /// The event rows of a trace as (frame, channel, value), and the whole CSV.
  func events(_ arguments: [String], hz: Double) throws -> (rows: [(Int, String, Double)], csv: String) {
    try withTemporaryDirectory { directory in
      let path = directory + "/trace.csv"
      #expect(MotionBenchMain.main(["trace"] + arguments + ["--out", path]) == 0)
      let table = try CSVTable(contentsOfFile: path)
      let rows = zip(try table.doubles("t"), zip(try table.strings("channel"), try table.doubles("value")))
        .filter { $0.1.0.hasPrefix("event.") }.map { (Int(($0.0 * hz).rounded()), $0.1.0, $0.1.1) }
      return (rows, try readText(path))
    }
  }

  @Test("--selector-seed S:I --taps default replays the scene's script as 347a174 drew it")
  func defaultScript() throws {
    // Seed 1's selectors 1 (radio) and 0 (segmented) as the generator at 347a174 wrote them, at 120 Hz:
    // "132:autoplay; 264:autoplay; 329:tap 2; 566:tap 0; …" and "12:press 1; 23:release 1; 49:press 0; …".
    let radio = try events(["radio", "--selector-seed", "1:1", "--taps", "default", "--seconds", "3"], hz: 120)
    #expect(
      radio.rows.map { "\($0.0):\($0.1):\(Int($0.2))" } == [
        "132:event.autoplay:1", "264:event.autoplay:2", "329:event.tap:2",
      ])
    let segmented = try events(["segmented", "--selector-seed", "1:0", "--seconds", "1"], hz: 120).rows
    #expect(
      segmented.map { "\($0.0):\($0.1):\(Int($0.2))" } == [
        "12:event.press:1", "23:event.release:1", "49:event.press:0", "76:event.release:0", "108:event.press:2",
      ])
  }

  @Test("A replay by seed and one by the script written out (as scene prints it) write the same trace")
  func replayLines() throws {
    let scene = SceneConfiguration(
      seconds: 4, hz: 60, seed: 42, interaction: try InteractionModel(parsingTaps: "burst:3@0.12"))
    let timing = ["--hz", "60", "--seconds", "4"]
    for index in [0, 1, 2, 3] {
      let script = scene.timedScript(ofSelector: index)
      let kind = script.kind.name
      let bySeed = [kind, "--selector-seed", "42:\(index)", "--taps", "burst:3@0.12"] + timing
      var byScript = [kind, "--events", SelectorEvent.scriptText(script.events)] + timing
      if script.kind == .radio && !script.reduceMotion { byScript.append("--autoplay") }
      if script.reduceMotion { byScript.append("--reduce-motion") }
      let seeded = try events(bySeed, hz: 60)
      #expect(seeded.csv == (try events(byScript, hz: 60)).csv, "selector \(index)")
      #expect(seeded.rows.contains { $0.1 == "event.tap" || $0.1 == "event.press" }, "selector \(index)")
    }
  }

  @Test("A replay longer than its scene plays the scene's script and no more: --scene-seconds, 5 s by default")
  func replayOutlastsTheScene() throws {
    for (sceneSeconds, option) in [(4.0, ["--scene-seconds", "4"]), (5.0, [])] {
      let scene = SceneConfiguration(
        seconds: sceneSeconds, hz: 60, seed: 42, interaction: try InteractionModel(parsingTaps: "burst:3@0.12"))
      let timing = ["--hz", "60", "--seconds", "8"]
      for index in [0, 1] {
        let script = scene.timedScript(ofSelector: index)
        let kind = script.kind.name
        let bySeed = [kind, "--selector-seed", "42:\(index)", "--taps", "burst:3@0.12"] + option + timing
        var byScript = [kind, "--events", SelectorEvent.scriptText(script.events)] + timing
        if script.kind == .radio && !script.reduceMotion { byScript.append("--autoplay") }
        if script.reduceMotion { byScript.append("--reduce-motion") }
        let seeded = try events(bySeed, hz: 60)
        #expect(seeded.csv == (try events(byScript, hz: 60)).csv, "selector \(index), scene of \(sceneSeconds) s")
        let actions = seeded.rows.filter { ["event.tap", "event.press", "event.release"].contains($0.1) }
        #expect(!actions.isEmpty && actions.allSatisfy { Double($0.0) < sceneSeconds * 60 }, "selector \(index)")
      }
    }
    #expect(MotionBenchMain.main(["trace", "radio", "--scene-seconds", "3"]) == 64)
  }

  @Test("--events-file plays selector 0's rows, or --selector-seed's selector's")
  func eventsFile() throws {
    try withTemporaryDirectory { directory in
      let file = directory + "/log.csv"
      try write("time,action,selector,device\n0.5,tap 2,0,a\n0.25,press 1,1,b\n0.75,tap 1,0,a\n", to: file)
      let first = try events(["radio", "--events-file", file, "--hz", "20", "--seconds", "1"], hz: 20).rows
      #expect(first.map { "\($0.0):\($0.1):\(Int($0.2))" } == ["10:event.tap:2", "15:event.tap:1"])
      let second = try events(
        ["segmented", "--events-file", file, "--selector-seed", "3:1", "--hz", "20", "--seconds", "1"], hz: 20
      ).rows
      #expect(second.map { "\($0.0):\($0.1):\(Int($0.2))" } == ["5:event.press:1"])
    }
  }

  @Test("preview --selector-seed marks the replayed events and names the script in each panel's trace")
  func preview() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/worst.svg"
      let arguments = ["preview", "radio", "--selector-seed", "1:1", "--hz", "120", "--seconds", "3", "--out", path]
      #expect(MotionBenchMain.main(arguments) == 0)
      let svg = try readText(path)
      #expect(svg.contains("data-event=\"tap 2\" data-frame=\"329\""))
      #expect(svg.contains("&quot;--autoplay&quot;") && svg.contains(":tap 2&quot;"))
    }
  }
}
