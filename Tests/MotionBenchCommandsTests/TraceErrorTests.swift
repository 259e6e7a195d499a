import BenchmarkKit
import Glibc
import TestSupport
import Testing

/// `trace --errors` and `--against`: the error columns against traces run separately, sizes in
/// points stated here from the selectors' geometry, and the bad values refused.
@Suite("motion-bench trace: errors against a second solver", .tags(.integration))
struct TraceErrorTests {
  /// Each channel family's size on screen per unit of its value, from the seeds' geometry as
  /// docs/selectors.md states it: the 26 pt indicator, its dot inset by 0.22 on each side
  /// (14.56 pt), the ring growing by 0.9 of the indicator, the 79.75 pt × 87 pt segment; 255
  /// 8-bit levels for opacities and tints.
  static let sizes: [String: Double] = [
    "dot.scale": 14.56, "dot.opacity": 255, "outline.tint": 255, "ring.progress": 23.4, "ring.scale": 26,
    "ring.opacity": 255, "highlight.offset": 1, "label.tint": 255, "press.scaleX": 79.75, "press.scaleY": 87,
    "press.opacity": 255, "divider.opacity": 255,
  ]

  /// The spring channels' families: the rest are timing curves, the pulse, snaps and derived.
  static let springFamilies: Set<String> = [
    "dot.scale", "dot.opacity", "outline.tint", "highlight.offset", "label.tint",
  ]

  /// The timing-curve channels' families: on the device a curve from rest begins a frame later.
  static let timingFamilies: Set<String> = ["press.scaleX", "press.scaleY", "divider.opacity"]

  /// A channel's family: `option1.dot.scale` → `dot.scale`, `divider0.opacity` → `divider.opacity`.
  static func family(_ channel: String) -> String {
    let parts = channel.split(separator: ".", maxSplits: 1).map(String.init)
    guard parts.count == 2, parts[0].contains(where: \.isNumber) else { return channel }
    return parts[0].hasPrefix("divider") ? "divider.\(parts[1])" : parts[1]
  }

  /// Runs `motion-bench trace` and reads its CSV.
  func trace(_ arguments: [String], in folder: String, name: String) throws -> CSVTable {
    let result = try ChildProcess.run(["trace"] + arguments + ["--out", name], in: folder)
    #expect(result.status == 0, "\(arguments): \(result.standardError)")
    return try CSVTable(contentsOfFile: folder + "/" + name)
  }

  /// The channel rows (events left out) of a long trace: (channel, value, error, error_pt).
  func channelRows(_ table: CSVTable) throws -> [(channel: String, value: Double, error: Double?, points: Double?)] {
    let names = try table.strings("channel")
    let values = try table.doubles("value")
    let errors = table.columns.contains("error") ? try table.optionalDoubles("error") : names.map { _ in nil }
    let points = table.columns.contains("error_pt") ? try table.optionalDoubles("error_pt") : names.map { _ in nil }
    return names.indices.filter { !names[$0].hasPrefix("event.") }.map {
      (names[$0], values[$0], errors[$0], points[$0])
    }
  }

  static let scripts: [(kind: String, events: String)] = [
    ("segmented", "0.2:tap 1; 0.5:tap 3; 0.55:press 2; 0.7:release 2"),
    ("radio", "0.2:tap 1; 0.45:tap 2; 0.6:tap 0"),
  ]

  @Test(
    "--solver swiftui --against closed-form: the errors are the device trace minus the closed-form trace",
    arguments: scripts)
  func againstIsDifference(kind: String, events: String) throws {
    try withTemporaryDirectory { folder in
      let common = [kind, "--events", events, "--seconds", "1.5", "--hz", "60"]
      let compared = try trace(common + ["--solver", "swiftui", "--against", "closed-form"], in: folder, name: "e.csv")
      let device = try channelRows(trace(common + ["--solver", "swiftui"], in: folder, name: "d.csv"))
      let closed = try channelRows(trace(common + ["--solver", "closed-form"], in: folder, name: "c.csv"))
      let rows = try channelRows(compared)
      try #require(rows.count == device.count && rows.count == closed.count && !rows.isEmpty)
      #expect(try compared.strings("solver").allSatisfy { $0 == "swiftui" })
      #expect(try compared.strings("against").allSatisfy { $0 == "closed-form" })
      var largest: [String: Double] = [:]
      for (row, (d, c)) in zip(rows, zip(device, closed)) {
        #expect(row.channel == d.channel && row.channel == c.channel && row.value == d.value)
        let error = try #require(row.error)
        #expect(error == d.value - c.value, "\(row.channel): \(error) vs \(d.value) − \(c.value)")
        let size = try #require(Self.sizes[Self.family(row.channel)], "\(row.channel)")
        let points = try #require(row.points)
        #expect(abs(points - error * size) <= 1e-12 * max(1, abs(points)), "\(row.channel)")
        largest[Self.family(row.channel), default: 0] = max(largest[Self.family(row.channel)] ?? 0, abs(points))
      }
      // The pulse and snaps are the closed form's on the device too, bit for bit; the springs are
      // stepped and the timing curves from rest begin a frame later, so both differ somewhere
      // (DeviceTimingStartTests holds the curves to the device's own model).
      let moved = Self.springFamilies.union(Self.timingFamilies)
      for (family, error) in largest where !moved.contains(family) { #expect(error == 0, "\(family)") }
      let springs = largest.filter { Self.springFamilies.contains($0.key) }.values
      #expect(springs.contains { $0 > 0.05 }, "\(largest)")
      if kind == "segmented" {
        #expect(Self.timingFamilies.allSatisfy { (largest[$0] ?? 0) > 0 }, "\(largest)")
      }
    }
  }

  @Test(
    "--errors against the Float80 reference is at rounding level; bit-identical timing channels give exactly 0",
    arguments: ["closed-form", "closed-form-batched", "exact-step"])
  func againstReference(solver: String) throws {
    try withTemporaryDirectory { folder in
      for (kind, events) in Self.scripts {
        let common = [kind, "--events", events, "--seconds", "1.5", "--hz", "60", "--solver", solver]
        let rows = try channelRows(trace(common + ["--errors"], in: folder, name: "r.csv"))
        let reference = try channelRows(trace(common.dropLast() + ["reference"], in: folder, name: "f.csv"))
        try #require(rows.count == reference.count)
        for (row, f) in zip(rows, reference) {
          let error = try #require(row.error)
          #expect(error == row.value - f.value)
          #expect(abs(error) <= 1e-12 * max(1, abs(f.value)), "\(solver) \(row.channel): \(error)")
        }
      }
    }
  }

  @Test("The batched closed form against the scalar one: timing, pulse and snap channels exactly 0")
  func batchedTimingIsExact() throws {
    try withTemporaryDirectory { folder in
      for (kind, events) in Self.scripts {
        let arguments = [
          kind, "--events", events, "--seconds", "1.5", "--hz", "60", "--solver", "closed-form-batched", "--against",
          "closed-form",
        ]
        let rows = try channelRows(trace(arguments, in: folder, name: "b.csv"))
        #expect(rows.contains { !Self.springFamilies.contains(Self.family($0.channel)) && $0.value != 0 })
        for row in rows where !Self.springFamilies.contains(Self.family(row.channel)) {
          #expect(row.error == 0 && row.points == 0, "\(row.channel)")
        }
      }
    }
  }

  @Test("The wide layout's error columns hold the long layout's numbers")
  func wide() throws {
    try withTemporaryDirectory { folder in
      let common = ["segmented", "--events", "0.2:tap 2", "--seconds", "0.8", "--hz", "30", "--solver", "swiftui"]
      let long = try channelRows(trace(common + ["--against", "closed-form"], in: folder, name: "l.csv"))
      let wide = try trace(common + ["--against", "closed-form", "--layout", "wide"], in: folder, name: "w.csv")
      #expect(wide.columns.last == "against" && wide.columns.contains("error_pt:highlight.offset"))
      for channel in Set(long.map(\.channel)) {
        let rows = long.filter { $0.channel == channel }
        #expect(try wide.doubles("error:\(channel)") == rows.map { $0.error ?? .nan }, "\(channel)")
        #expect(try wide.doubles("error_pt:\(channel)") == rows.map { $0.points ?? .nan }, "\(channel)")
      }
    }
  }
}
