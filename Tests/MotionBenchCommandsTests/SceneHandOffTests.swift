import MotionCurves
import MotionExport
import TestSupport
import Testing

/// `tune --scene --platform` and `export --scene --max-…`: a spring handed to a platform that holds
/// the bounds under the same taps, checked by export on its own path; snippets by property kind.
@Suite("tune --scene --platform: the hand-off holds under taps", .tags(.integration))
struct SceneHandOffTests {
  /// A small crowd, the same for tune and the export that checks it.
  static let crowd = ["--selectors", "12", "--seconds", "2", "--tail", "1", "--seed", "3", "--visible-pt", "1/3"]
  static let bounds = ["--max-overshoot", "1pt", "--max-settle-p95", "0.35"]

  /// The duration and bounce of the first `.spring(duration: D, bounce: B)` in `line`.
  static func spring(_ line: String) throws -> (duration: Double, bounce: Double) {
    let start = try #require(line.range(of: ".spring(duration: "))
    let numbers = line[start.upperBound...].split(whereSeparator: { !($0.isNumber || $0 == "." || $0 == "-") })
      .compactMap { Double($0) }
    try #require(numbers.count >= 2)
    return (numbers[0], numbers[1])
  }

  @Test("The android answer meets the bounds when export --scene re-measures it; 3 % longer breaks one")
  func androidHolds() throws {
    try withTemporaryDirectory { directory in
      let tuned = try ChildProcess.run(
        ["tune", "--scene", "radio", "--channel", "*.dot.scale", "--platform", "android"] + Self.bounds + Self.crowd,
        in: directory)
      #expect(tuned.status == 0, "\(tuned.standardError)")
      let lines = tuned.standardOutput.split(separator: "\n").map(String.init)
      let block = try #require(lines.firstIndex { $0.hasPrefix("On android (") })
      let answer = try Self.spring(try #require(lines[block...].first { $0.hasPrefix("  SwiftUI: ") }))
      #expect(
        lines[block...].contains { $0.contains("DynamicAnimation.SCALE_X") && $0.contains("MIN_VISIBLE_CHANGE_SCALE") })
      let last = try #require(lines.last)
      #expect(last.hasPrefix("on every platform under the same taps: motion-bench export '.spring(duration: "))
      #expect(last.contains("--max-overshoot 1pt --max-settle-p95 0.35 --platform android"), "\(last)")
      func verdict(_ duration: Double) throws -> String {
        let run = try ChildProcess.run(
          [
            "export", ".spring(duration: \(duration), bounce: \(answer.bounce))", "--scene", "radio", "--channels",
            "*.dot.scale", "--platform", "android",
          ] + Self.bounds + Self.crowd, in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        return try #require(
          run.standardOutput.split(separator: "\n").map(String.init).last { $0.hasPrefix("  android: ") })
      }
      let met = try verdict(answer.duration)
      #expect(met.hasPrefix("  android: meets every bound"), "\(met)")
      let further = try verdict(answer.duration * 1.03)
      #expect(further.hasPrefix("  android: breaks "), "\(further)")
    }
  }

  @Test("Without --platform the one line added at the end is the hand-off, naming the crowd and the bounds")
  func handOffLine() throws {
    try withTemporaryDirectory { directory in
      let tuned = try ChildProcess.run(
        ["tune", "--scene", "radio", "--channel", "*.dot.scale"] + Self.bounds + Self.crowd, in: directory)
      #expect(tuned.status == 0, "\(tuned.standardError)")
      let lines = tuned.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      try #require(lines.count > 3)
      #expect(lines[lines.count - 3].hasPrefix("measured ") && lines.last == "")
      let answer = try #require(lines.first { $0.hasPrefix("  .spring(duration: ") })
      #expect(
        lines[lines.count - 2]
          == "on every platform under the same taps: motion-bench export '\(answer.dropFirst(2))' --scene radio "
          + "--selectors 12 --seconds 2 --tail 1 --seed 3 --channels '*.dot.scale' --visible-pt 1/3 --max-overshoot 1pt "
          + "--max-settle-p95 0.35")
    }
  }

  @Test("Unknown and unmodelled platforms, a wrong --property and bounds without --scene: one Error: line, exit 64")
  func refusals() throws {
    try withTemporaryDirectory { directory in
      for arguments in [
        ["tune", "--scene", "radio", "--platform", "tokens", "--max-overshoot", "1pt"],
        ["tune", "--scene", "radio", "--platform", "nokia", "--max-overshoot", "1pt"],
        ["tune", "--platform", "android", "--settle", "0.3", "--overshoot", "0.01"],
        ["export", ".snappy", "--property", "size"], ["export", ".snappy", "--max-settle-p95", "0.3"],
      ] {
        let run = try ChildProcess.run(arguments, in: directory)
        #expect(run.status == 64, "\(arguments)")
        #expect(run.standardErrorLines.first?.hasPrefix("Error: ") == true, "\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
      }
    }
  }

  @Test("export --property: position is the default, byte for byte; Android names the property of each kind")
  func properties() throws {
    try withTemporaryDirectory { directory in
      let plain = try ChildProcess.run(["export", ".snappy"], in: directory)
      let position = try ChildProcess.run(["export", ".snappy", "--property", "position"], in: directory)
      #expect(plain.status == 0 && plain.standardOutput == position.standardOutput)
      #expect(plain.standardOutput.contains("DynamicAnimation.TRANSLATION_X).setSpring("))
      #expect(!plain.standardOutput.contains("setMinimumVisibleChange"))
      let scale = try ChildProcess.run(
        ["export", ".snappy", "--property", "scale", "--from", "1", "--to", "1.2", "--platform", "android"],
        in: directory)
      #expect(scale.status == 0)
      #expect(scale.standardOutput.contains("Move of the scale 1 → 1.2, "))
      #expect(!scale.standardOutput.contains(" pt"))
    }
    for (property, name, minimum) in [
      (ExportProperty.position, "TRANSLATION_X", nil), (.scale, "SCALE_X", "MIN_VISIBLE_CHANGE_SCALE"),
      (.opacity, "ALPHA", "MIN_VISIBLE_CHANGE_ALPHA"),
    ] {
      var move = try ExportMove(spring: try Spring(duration: 0.4, bounce: 0.2), from: 0, to: 1)
      move.property = property
      let android = Exporter(move: move).export(.android)
      #expect(android.code.contains("DynamicAnimation.\(name))"))
      #expect(android.code.contains("setMinimumVisibleChange") == (minimum != nil))
      if let minimum { #expect(android.code.contains("DynamicAnimation.\(minimum)")) }
      let expected: Float =
        switch property {
        case .position: AndroidSpring.defaultMinimumVisibleChange
        case .scale: AndroidSpring.minimumVisibleChangeScale
        case .opacity: AndroidSpring.minimumVisibleChangeAlpha
        }
      #expect(AndroidSpring(closestTo: move).minimumVisibleChange == expected)
    }
  }
}
