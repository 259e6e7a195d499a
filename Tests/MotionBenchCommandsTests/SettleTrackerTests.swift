import TestSupport
import Testing

@testable import BenchmarkPictures
@testable import MotionBenchCommands

/// The settle rule against its definition: the sample after the last one outside the band.
@Suite("Settle rule", .tags(.unit))
struct SettleTrackerTests {
  /// The definition, by a backward search: nil when the last sample is outside or there are none.
  static func bruteForce(t: [Double], value: [Double], target: Double, band: Double) -> Double? {
    var first = t.count
    while first > 0, abs(value[first - 1] - target) <= band { first -= 1 }
    return first < t.count ? t[first] : nil
  }

  @Test("Every pattern of eight samples inside, outside or NaN settles where the definition says")
  func everyPattern() {
    let t = (0..<8).map { Double($0) / 8 }
    for code in 0..<6561 {  // 3⁸ patterns
      var rest = code
      let value = t.map { _ -> Double in
        defer { rest /= 3 }
        return [1.005, 1.2, .nan][rest % 3]
      }
      for count in [0, 1, 5, 8] {
        let (times, values) = (Array(t.prefix(count)), Array(value.prefix(count)))
        let expected = Self.bruteForce(t: times, value: values, target: 1, band: 0.01)
        #expect(SettleTracker.settled(t: times, value: values, target: 1, band: 0.01) == expected)
      }
    }
  }

  @Test("A sample exactly on the band's edge is inside")
  func edge() {
    #expect(SettleTracker.settled(t: [0, 1, 2], value: [0, 0.5, 0.75], target: 1, band: 0.25) == 2)
    #expect(SettleTracker.settled(t: [0, 1], value: [2, 1.25], target: 1, band: 0.25) == 1)
    #expect(SettleTracker.settled(t: [0, 1], value: [1, 1.5], target: 1, band: 0.25) == nil)
  }
}
