import BenchmarkKit
import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

@Suite("motion-bench trace: events as rows", .tags(.integration))
struct TraceEventTests {
  /// The rows of a trace as (t, channel, value).
  func trace(_ arguments: [String]) throws -> [(t: Double, channel: String, value: Double)] {
    return try withTemporaryDirectory { directory in
      let path = directory + "/trace.csv"
      #expect(MotionBenchMain.main(["trace"] + arguments + ["--out", path]) == 0)
      let table = try CSVTable(contentsOfFile: path)
      return Array(
        zip(try table.doubles("t"), zip(try table.strings("channel"), try table.doubles("value"))).map {
          ($0, $1.0, $1.1)
        })
    }
  }

  @Test("Each event is a row at the frame it takes effect, before that frame's channels")
  func pressAndRelease() throws {
    let rows = try trace(["segmented", "--events", "0.42:press 2; 0.5:release 2", "--hz", "10", "--seconds", "1"])
    let events = rows.filter { $0.channel.hasPrefix("event.") }
    // 0.42 s takes effect at the next frame, 0.5 s; the release at 0.5 s is in the same frame, after it.
    #expect(events.map(\.channel) == ["event.press", "event.release"])
    #expect(events.map(\.t) == [0.5, 0.5] && events.map(\.value) == [2, 2])
    let first = try #require(rows.firstIndex { $0.t == 0.5 })
    #expect(rows[first].channel == "event.press" && rows[first + 1].channel == "event.release")
    #expect(rows[first + 2].channel == "highlight.offset")
    // 11 frames (0 to 1 s inclusive) × 20 channels, plus the two events.
    #expect(rows.count == 222)
  }

  @Test("Auto-play rows give the new selection, then -1 once a tap has stopped it")
  func autoplay() throws {
    let rows = try trace(["radio", "--autoplay", "--events", "2.5:tap 0", "--hz", "10", "--seconds", "4"])
    let events = rows.filter { $0.channel.hasPrefix("event.") }
    #expect(events.map(\.channel) == ["event.autoplay", "event.autoplay", "event.tap", "event.autoplay"])
    #expect(events.map(\.value) == [1, 2, 0, -1])
    let frames: [Double] = [11, 22, 25, 33]
    #expect(events.map(\.t) == frames.map { $0 / 10 })
    let reduced = try trace(["radio", "--autoplay", "--reduce-motion", "--hz", "10", "--seconds", "3"])
    #expect(reduced.filter { $0.channel == "event.autoplay" }.map(\.value) == [-1, -1])
  }

  @Test("A trace without events has no event rows")
  func noEvents() throws {
    let rows = try trace(["radio", "--hz", "10", "--seconds", "1"])
    #expect(rows.count == 198 && !rows.contains { $0.channel.hasPrefix("event.") })
  }
}
