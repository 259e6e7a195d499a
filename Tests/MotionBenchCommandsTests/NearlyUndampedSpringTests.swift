import BenchmarkKit
import Glibc
import MotionCurves
import TestSupport
import Testing

/// A spring just below bounce 1 (damping ratio 2⁻⁵², inside the documented range) settles after
/// about 10¹⁶ half-periods: every command that measures its settling finishes (it searched the
/// peaks one by one and ran for hours). The built binary runs with ``ChildProcess``'s deadline,
/// which fails the test on a hang instead of hanging the suite.
@Suite("Nearly undamped springs", .tags(.integration))
struct NearlyUndampedSpringTests {
  static let spring = ".spring(duration: 0.5, bounce: 0.9999999999999998)"

  /// The settling time of a unit change from rest by the envelope `ln(1/ε)/(ζω₀)` (ζ ≪ 1):
  /// the exact settling time lies at most a half-period before it.
  static func envelopeSettling(duration: Double) -> Double {
    let zeta = 1 - 0.9999999999999998
    return Glibc.log(1000) / (zeta * 2 * .pi / duration)
  }

  @Test(
    "Each command finishes",
    arguments: [
      ["curve", spring, "--seconds", "0.5"],
      ["curve", ".spring(response: 0.5, dampingFraction: 1e-15)", "--seconds", "0.5", "--solver", "swiftui"],
      ["export", spring, "--platform", "all"],
      ["tune", "--like", spring],
      ["tune", "--bounce", "0.9999999999999998", "--peak-time", "0.3"],
      ["tune", "--bounce", "0.9999999999999998", "--peak-time", "0.3", "--on", "device"],
      [
        "sweep", "--bounce-min", "0.9999999999999998", "--bounce-max", "1", "--bounces", "2", "--durations", "2",
        "--on", "device",
      ],
    ])
  func finishes(arguments: [String]) throws {
    try withTemporaryDirectory { directory in
      let result = try ChildProcess.run(arguments, in: directory)
      #expect(result.ending != .signalled(SIGKILL), "\(arguments) hung")
      #expect(result.status == 0, "\(arguments): \(result.standardError)")
    }
  }

  @Test("tune --like reports the settle time of the envelope")
  func tuneLikeSettles() throws {
    try withTemporaryDirectory { directory in
      let result = try ChildProcess.run(["tune", "--like", Self.spring], in: directory)
      #expect(result.status == 0)
      let line = try #require(result.standardOutput.split(separator: "\n").first { $0.contains("settle time") })
      // 2.476e+15 s, to the four digits printed.
      let printed = try #require(line.split(separator: " ").compactMap { Double($0) }.first)
      #expect(abs(printed / Self.envelopeSettling(duration: 0.5) - 1) < 1e-3, "\(line)")
    }
  }

  @Test("sweep measures the settle time within a half-period of the envelope")
  func sweepSettles() throws {
    try withTemporaryDirectory { directory in
      let result = try ChildProcess.run(
        [
          "sweep", "--bounce-min", "0.9999999999999998", "--bounce-max", "0.9999999999999998", "--bounces", "1",
          "--durations", "3", "--out", "sweep.csv",
        ], in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      let table = try CSVTable(contentsOfFile: directory + "/sweep.csv")
      let durations = try table.doubles("duration")
      let settles = try table.doubles("settle_time")
      #expect(durations.count == 3)
      for (duration, settle) in zip(durations, settles) {
        let envelope = Self.envelopeSettling(duration: duration)
        #expect(settle <= envelope * (1 + 1e-12) && settle >= envelope * (1 - 1e-12) - duration / 2, "\(duration)")
      }
    }
  }
}
