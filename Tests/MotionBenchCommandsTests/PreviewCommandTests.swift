import BenchmarkKit
import Glibc
import SelectorSimulation
import TestSupport
import Testing

@testable import MotionBenchCommands

/// `motion-bench preview` without a browser: the SVG's keyframes replayed by their SMIL rule
/// equal `trace`'s values at every frame; `trace --spring` against the closed form; bad input.
@Suite("motion-bench preview: keyframes against trace, --spring, bad input", .tags(.integration))
struct PreviewCommandTests {
  static let script = "0.1:tap 1; 0.25:tap 2"
  static let segmentedScript = "0.1:press 1; 0.2:release 1; 0.3:press 3; 0.4:release 3"

  func trace(_ arguments: [String], in directory: String) throws -> CSVTable {
    let path = directory + "/trace.csv"
    #expect(MotionBenchMain.main(["trace"] + arguments + ["--layout", "wide", "--out", path]) == 0)
    return try CSVTable(contentsOfFile: path)
  }

  /// Each data-channel element's value at every frame, replayed from its static attribute and
  /// the discrete keyframes of the animation that follows its tag: the value of the last key
  /// time at or before the frame's fraction of the duration.
  func replay(_ svg: String, frames: Int) throws -> [String: [Double]] {
    /// The number a value text shows: an opacity or x, or the scale that is not the fixed 1 of
    /// `sx 1` / `1 sy` (a uniform scale is one number).
    func number(_ text: Substring) throws -> Double {
      let parts = text.split(separator: " ").compactMap { Double($0) }
      return try #require(parts.count == 2 ? (parts[0] == 1 ? parts[1] : parts[0]) : parts.first)
    }
    var tracks: [String: [Double]] = [:]
    for match in svg.matches(of: /data-channel="([^"]+)"[^>]*?(?:opacity|x)="([-0-9.]+)"[^>]*>/) {
      tracks[String(match.1)] = try frameValues(svg, after: match.range.upperBound, initial: number(match.2), frames)
    }
    for match in svg.matches(of: /data-channel="([^"]+)" transform="scale\(([-0-9. ]+)\)"[^>]*>/) {
      tracks[String(match.1)] = try frameValues(svg, after: match.range.upperBound, initial: number(match.2), frames)
    }
    return tracks

    func frameValues(_ svg: String, after end: String.Index, initial: Double, _ frames: Int) throws -> [Double] {
      var values = [Double](repeating: initial, count: frames)
      let rest = svg[end...]
      guard rest.hasPrefix("<animate"), let tag = rest.firstMatch(of: /^<animate[^>]*>/),
        let keys = tag.0.firstMatch(of: /keyTimes="([^"]+)" values="([^"]+)"/)
      else { return values }
      let times = keys.1.split(separator: ";").compactMap { Double($0) }
      let shown = try keys.2.split(separator: ";").map(number)
      try #require(times.count == shown.count && times.first == 0)
      for frame in 0..<frames {
        values[frame] = shown[times.lastIndex { $0 <= Double(frame) / Double(frames) } ?? 0]
      }
      return values
    }
  }

  @Test(
    "The SVG's keyframes give trace's value (opacities clamped) at every frame, for each selector",
    arguments: [("radio", script), ("segmented", segmentedScript)])
  func keyframesEqualTrace(selector: String, script: String) throws {
    try withTemporaryDirectory { directory in
      let arguments = [selector, "--events", script, "--seconds", "0.8", "--hz", "60"]
      let path = directory + "/preview.svg"
      #expect(MotionBenchMain.main(["preview"] + arguments + ["--out", path]) == 0)
      let table = try trace(arguments, in: directory)
      let tracks = try replay(try readText(path), frames: 49)
      let kind = try #require(Component.builtin(named: selector))
      let drawn = kind.channels.filter { $0.family.description != "ring.progress" }
      #expect(Set(tracks.keys) == Set(drawn.map(\.name)), "one element per drawn channel")
      for channel in drawn {
        let expected = try table.doubles(channel.name)
        let values = try #require(tracks[channel.name])
        let isOpacity = channel.pointsPerUnit == nil
        for (frame, (got, want)) in zip(values, expected).enumerated() {
          let truth = isOpacity ? min(1, max(0, want)) : want
          // Drawn values carry 4 decimals (5 for scales): within 0.01 pt and 0.002 opacity.
          let tolerance = isOpacity ? 0.002 : 0.01 / (channel.pointsPerUnit ?? 1)
          #expect(abs(got - truth) <= tolerance, "\(channel.name) at frame \(frame): drawn \(got), trace \(truth)")
        }
      }
    }
  }

  @Test("--speed 0.25 makes every animation four times as long; --against-spring adds a labelled second panel")
  func speedAndPanels() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/preview.svg"
      let arguments = ["preview", "radio", "--seconds", "1", "--hz", "60", "--speed", "0.25"]
      #expect(
        MotionBenchMain.main(arguments + ["--against-spring", "*=.spring(duration: 0.35, bounce: 0.3)", "--out", path])
          == 0)
      let svg = try readText(path)
      let durations = Set(svg.matches(of: /dur="([0-9.]+)s"/).map { String($0.1) })
      #expect(durations == ["4.066667"], "61 frames at 60 Hz, at quarter speed")
      #expect(svg.matches(of: /data-panel="/).count == 2)
      #expect(svg.contains(">spring 0.35 s, bounce 0.3</text>"), "the label is the spring in words, not '*=…'")
      #expect(svg.contains(">seed spring 0.35 s, bounce 0.55</text>"))
      #expect(!svg.contains("<script"), "the SVG plays without script")
    }
  }

  @Test("The HTML page holds the SVG, paused and driven by its play, scrub and speed controls")
  func page() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/preview.html"
      #expect(MotionBenchMain.main(["preview", "segmented", "--against", "swiftui", "--out", path]) == 0)
      let html = try readText(path)
      #expect(html.hasPrefix("<!DOCTYPE html>"))
      for part in ["<svg", "pauseAnimations()", "setCurrentTime", "id=\"play\"", "id=\"scrub\"", "id=\"speed\""] {
        #expect(html.contains(part), "\(part)")
      }
      #expect(html.contains("solver: SwiftUI runtime (device)"))
    }
  }

  @Test("trace --spring: the overridden channel follows the given spring in closed form; the others keep the seed's")
  func traceSpring() throws {
    try withTemporaryDirectory { directory in
      let arguments = ["radio", "--events", "0.1:tap 1", "--seconds", "0.5", "--hz", "60", "--solver", "closed-form"]
      let seed = try trace(arguments, in: directory)
      let tuned = try trace(
        arguments + ["--spring", "option1.dot.scale=.spring(duration: 0.5, bounce: 0.2)"], in: directory)
      // Released at frame 6 from 0.01 towards 1 at rest: x(t) = −0.99 e^(−ζω t)(cos ω_d t + ζω/ω_d sin ω_d t)
      // with ω = 2π/0.5 and ζ = 1 − 0.2.
      let omega = 2 * Double.pi / 0.5
      let zeta = 0.8
      let damped = omega * (1 - zeta * zeta).squareRoot()
      for (frame, value) in try tuned.doubles("option1.dot.scale").enumerated() {
        let t = Double(frame - 6) / 60
        let expected =
          frame < 6
          ? 0.01 : 1 - 0.99 * exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        #expect(abs(value - expected) < 1e-9, "frame \(frame)")
      }
      for name in ["option1.dot.opacity", "option1.outline.tint", "option0.dot.scale", "option1.ring.scale"] {
        #expect(try tuned.doubles(name) == seed.doubles(name), "\(name) keeps the seed's animation")
      }
      #expect(try tuned.doubles("option1.dot.scale") != seed.doubles("option1.dot.scale"))
    }
  }
}
