import Glibc
import TestSupport
import Testing

/// `trace --solver swiftui`'s end, jump and settle lines against an independent transcription
/// of the runtime spring (`RuntimeSpringReference`).
@Suite("motion-bench trace --solver swiftui: the end and jump lines", .tags(.integration))
struct TraceSwiftUITests {
  /// One move released from rest: the seeds' springs as docs/selectors.md states them.
  struct Move: CustomTestStringConvertible, Sendable {
    var kind: String, tap: String, channel: String
    /// `.smooth` (duration 0.5, bounce 0) or `.spring(duration: 0.35, bounce: 0.55)`: response =
    /// duration, damping fraction 1 − bounce.
    var response: Double, dampingFraction: Double
    /// Moving components (2 for a scale effect) and the size of a unit in points or levels.
    var components: Int, size: Double
    var from: Double, to: Double
    var hz: Double, seconds: Double
    var testDescription: String { "\(channel) at \(hz) Hz over \(seconds) s" }
  }

  static let moves = [
    Move(
      kind: "segmented", tap: "tap 2", channel: "highlight.offset", response: 0.5, dampingFraction: 1, components: 1,
      size: 1, from: 0, to: 159.5, hz: 120, seconds: 3),
    // The end falls after the last frame written: the trace follows the move on.
    Move(
      kind: "segmented", tap: "tap 2", channel: "highlight.offset", response: 0.5, dampingFraction: 1, components: 1,
      size: 1, from: 0, to: 159.5, hz: 60, seconds: 1),
    Move(
      kind: "radio", tap: "tap 1", channel: "option1.dot.scale", response: 0.35, dampingFraction: 0.45,
      components: 2, size: 14.56, from: 0.01, to: 1, hz: 60, seconds: 2),
    Move(
      kind: "radio", tap: "tap 1", channel: "option1.outline.tint", response: 0.35, dampingFraction: 0.45,
      components: 1, size: 255, from: 0, to: 1, hz: 120, seconds: 2),
  ]

  /// The first number after `prefix` in `line`.
  func number(after prefix: String, in line: String) throws -> Double {
    let start = try #require(line.range(of: prefix), "no '\(prefix)' in \(line)")
    let text = line[start.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "e" || $0 == "-" }
    return try #require(Double(text), "\(line)")
  }

  @Test("A single move: end, jump and the time settled within 1/3 pt match the independent runtime", arguments: moves)
  func singleMove(move: Move) throws {
    let release = 0.5
    let result = try withTemporaryDirectory { folder in
      try ChildProcess.run(
        [
          "trace", move.kind, "--events", "\(release):\(move.tap)", "--solver", "swiftui", "--hz", "\(move.hz)",
          "--seconds", "\(move.seconds)", "--channels", move.channel, "--visible-pt", "1/3", "--out", "t.csv",
        ], in: folder)
    }
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardErrorLines.filter { $0.hasPrefix("swiftui: \(move.channel) ") }
    try #require(lines.count == 1, "\(result.standardError)")
    let line = lines[0]

    let reference = RuntimeSpringReference(
      response: move.response, dampingFraction: move.dampingFraction, components: move.components)
    let count = Int(10 * move.hz)
    let shown = reference.frames(from: move.from, to: move.to, velocity: 0, hz: move.hz, count: count)
    let free = reference.frames(from: move.from, to: move.to, velocity: 0, hz: move.hz, count: count, stopping: false)
    let end = try #require(shown.firstIndex { $0.ended })
    let band = 1.0 / 3 / move.size
    let outside = try #require(shown.lastIndex { abs($0.value - move.to) > band })
    // The device begins the move on the frame after the tap's (--device-start frame, the default):
    // the reference's frame k is the trace's k + 1 frames after the tap.
    let endTime = release + Double(end + 1) / move.hz
    let settleTime = release + Double(outside + 2) / move.hz
    let jump = abs(free[end].value - move.to)

    // Four significant digits: well inside half a frame, so the frame is the reference's.
    #expect(abs(try number(after: "ends at ", in: line) - endTime) < 0.5 / move.hz, "\(line) vs \(endTime)")
    #expect(abs(try number(after: " by ", in: line) - settleTime) < 0.5 / move.hz, "\(line) vs \(settleTime)")
    let printed = try number(after: "jump ", in: line)
    #expect(abs(printed - jump) <= 1e-3 * jump, "\(line) vs \(jump)")
    let unit = move.size == 255 ? "levels" : "pt"
    let afterJump = String(try #require(line.split(separator: "jump ").last))
    let inUnits = try number(after: "(", in: afterJump)
    #expect(abs(inUnits - jump * move.size) <= 1e-3 * jump * move.size && line.hasSuffix(" \(unit))"), "\(line)")
    #expect(line.contains("within 1/3 \(unit == "pt" ? "pt" : "levels (1/255)")"), "\(line)")
    #expect(line.contains("after the last frame written") == (endTime > move.seconds), "\(line)")
  }

  @Test("An interrupted move says so, and the next move starts where it was")
  func interrupted() throws {
    let result = try withTemporaryDirectory { folder in
      try ChildProcess.run(
        [
          "trace", "segmented", "--events", "0.5:tap 3; 0.625:tap 1", "--solver", "swiftui", "--channels",
          "highlight.offset", "--out", "t.csv",
        ], in: folder)
    }
    let lines = result.standardErrorLines.filter { $0.hasPrefix("swiftui: highlight.offset") }
    try #require(lines.count == 2, "\(result.standardError)")
    #expect(lines[0].hasPrefix("swiftui: highlight.offset at 0.5 s, 0 → 239.2: retargeted at 0.625 s before it ends"))
    #expect(lines[1].hasPrefix("swiftui: highlight.offset at 0.625 s, ") && lines[1].contains(" → 79.75: ends at "))
    // Other solvers print no such line.
    let closed = try withTemporaryDirectory { folder in
      try ChildProcess.run(
        ["trace", "segmented", "--events", "0.5:tap 3", "--solver", "closed-form", "--out", "t.csv"], in: folder)
    }
    #expect(closed.status == 0 && closed.standardError.isEmpty)
  }
}
