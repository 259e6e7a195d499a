import BenchmarkKit
import SelectorSimulation
import TestSupport
import Testing

@testable import MotionBenchCommands

/// `trace --channels` and `--layout wide`: the same numbers as the long format, filtered and
/// laid out one column per channel.
@Suite("motion-bench trace: channel patterns and the wide layout", .tags(.integration))
struct TraceLayoutTests {
  func table(_ arguments: [String]) throws -> CSVTable {
    return try withTemporaryDirectory { folder in
      let path = folder + "/trace.csv"
      #expect(MotionBenchMain.main(["trace"] + arguments + ["--out", path]) == 0)
      return try CSVTable(contentsOfFile: path)
    }
  }

  static let script = ["--events", "0.1:tap 1; 0.3:press 2; 0.4:release 2", "--seconds", "0.6", "--hz", "60"]

  @Test("--channels keeps the matching channels in the selector's order, and events only when a pattern matches them")
  func patterns() throws {
    let highlight = try table(["segmented", "--channels", "highlight.*"] + Self.script)
    #expect(Set(try highlight.strings("channel")) == ["highlight.offset"])
    let modes = try table(["segmented", "--channels", "mode1.*,event.*"] + Self.script)
    let names = try modes.strings("channel")
    #expect(
      Set(names) == [
        "mode1.label.tint", "mode1.press.scaleX", "mode1.press.scaleY", "mode1.press.opacity", "event.tap",
        "event.press", "event.release",
      ])
    let option = try table(["radio", "--channels", "option?.dot.scale"] + Self.script)
    #expect(
      Array(Set(try option.strings("channel"))).sorted() == [
        "option0.dot.scale", "option1.dot.scale", "option2.dot.scale",
      ])
  }

  @Test("--layout wide has a row per frame and a column per channel, with the long format's numbers")
  func wideMatchesLong() throws {
    let long = try table(["segmented"] + Self.script)
    let wide = try table(["segmented", "--layout", "wide"] + Self.script)
    let channels = Component.segmented.channels.map(\.name)
    #expect(wide.columns == ["t"] + channels + ["event", "solver"])
    #expect(try wide.strings("solver").allSatisfy { $0 == "swiftui" })
    let frames = Int(0.6 * 60) + 1
    #expect(wide.rows.count == frames)
    let (t, names, values) = (try long.doubles("t"), try long.strings("channel"), try long.doubles("value"))
    var expected: [String: [Double]] = [:]
    for i in names.indices where !names[i].hasPrefix("event.") { expected[names[i], default: []].append(values[i]) }
    for channel in channels { #expect(try wide.doubles(channel) == expected[channel], "\(channel)") }
    #expect(try wide.doubles("t") == Array(Set(t)).sorted())
    let events = try wide.strings("event")
    #expect(
      events.enumerated().filter { !$0.element.isEmpty }.map { "\($0.offset):\($0.element)" } == [
        "6:tap 1", "18:press 2", "24:release 2",
      ])
  }

  @Test("--help says that indices count from 0")
  func helpNamesTheFirstIndex() {
    #expect(TraceCommand.spec.helpText.replacing("\n", with: " ").contains("indices <i> count from 0"))
  }
}
