import BenchmarkKit
import TestSupport
import Testing

/// The device model's timing curves in a scene against the one-value device model
/// (`curve --solver swiftui`, SwiftUI's animator): a curve from rest begins on the frame after
/// its change, one over a running curve at once, frame for frame.
@Suite("motion-bench trace: the device's timing curves begin as SwiftUI's animator begins them", .tags(.integration))
struct DeviceTimingStartTests {
  /// One channel of a segmented selector's scene and the curve that should reproduce it from the
  /// first change on: every time is a whole number of 60 Hz frames.
  struct Case: Sendable, CustomTestStringConvertible {
    var events: String
    var channel: String
    /// The `curve` arguments: the animation, the values, retargets relative to the first change.
    var curve: [String]
    /// The first change's time in the scene.
    var start: Double
    var testDescription: String { "\(channel) under \(events)" }
  }

  static let cases: [Case] = [
    // Pressed and released while the press still runs, then again from rest.
    Case(
      events: "0.5:press 2; 0.75:release 2; 1.5:press 2; 1.75:release 2", channel: "mode2.press.scaleX",
      curve: [
        ".easeOut(duration: 0.2)", "--from", "1", "--to", "0.95", "--retarget", "0.25:1", "--retarget", "1:0.95",
        "--retarget", "1.25:1",
      ], start: 0.5),
    // A tap on segment 2: divider 0 appears after its delay, divider 1 fades at once.
    Case(
      events: "0.5:tap 2", channel: "divider0.opacity",
      curve: [".linear(duration: 0.1).delay(0.15)", "--from", "0", "--to", "1"], start: 0.5),
    Case(
      events: "0.5:tap 2", channel: "divider1.opacity",
      curve: [".linear(duration: 0.1)", "--from", "1", "--to", "0"], start: 0.5),
  ]

  @Test("A scene's timing channel equals curve --solver swiftui with the same changes", arguments: cases)
  func sceneEqualsAnimator(_ test: Case) throws {
    try withTemporaryDirectory { folder in
      let hz = 60.0
      let trace = try ChildProcess.run(
        [
          "trace", "segmented", "--events", test.events, "--seconds", "2.5", "--hz", "60", "--channels", test.channel,
          "--out", "t.csv",
        ], in: folder)
      try #require(trace.status == 0, "\(trace.standardError)")
      let curve = try ChildProcess.run(
        ["curve"] + test.curve + ["--solver", "swiftui", "--hz", "60", "--seconds", "1.5", "--out", "c.csv"],
        in: folder)
      try #require(curve.status == 0, "\(curve.standardError)")
      let scene = try CSVTable(contentsOfFile: folder + "/t.csv")
      let shown = try zip(scene.strings("channel"), scene.doubles("value")).filter { $0.0 == test.channel }.map(\.1)
      let expected = try CSVTable(contentsOfFile: folder + "/c.csv").doubles("value")
      let first = Int((test.start * hz).rounded())
      try #require(shown.count > first + expected.count)
      // Before the change the value rests at the curve's start.
      #expect(shown[..<first].allSatisfy { $0 == expected[0] })
      for (k, value) in expected.enumerated() {
        #expect(abs(shown[first + k] - value) <= 1e-12, "frame \(k) after the change: \(shown[first + k]) vs \(value)")
      }
      // The change's own frame and the next show the old value.
      #expect(shown[first] == expected[0] && shown[first + 1] == expected[0])
    }
  }
}
