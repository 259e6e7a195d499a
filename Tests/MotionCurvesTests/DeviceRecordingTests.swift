import TestSupport
import Testing

@testable import MotionCurves

@Suite("Device recordings: frame times on the display's grid, and the fitted start", .tags(.unit))
struct DeviceRecordingTests {
  @Test("A smooth error: Brent's minimiser finds its minimum, and only it fits as well")
  func smoothMinimum() throws {
    let fit = try DeviceRecording.fitStart(in: 0...0.05) { abs($0 - 0.0123456) * 200 + 0.01 }
    #expect(abs(fit.start - 0.0123456) <= 1e-9 && abs(fit.error - 0.01) <= 1e-9)
    #expect(fit.equallyGood.upperBound - fit.equallyGood.lowerBound <= 1e-9)
  }

  @Test("A staircase error: the range of starts that fit as well, found to 1e-12 s, and its middle")
  func staircase() throws {
    // Whole steps of 1/300 s: the error is the distance in steps from 5 steps before t = 0.03.
    let fit = try DeviceRecording.fitStart(in: 0...0.05) { abs(((0.03 - $0) * 300).rounded(.up) - 5) }
    #expect(fit.error == 0)
    #expect(abs(fit.equallyGood.lowerBound - (0.03 - 5.0 / 300)) <= 1e-11)
    #expect(abs(fit.equallyGood.upperBound - (0.03 - 4.0 / 300)) <= 1e-11)
    #expect(abs(fit.start - (0.03 - 4.5 / 300)) <= 1e-11)
  }

  @Test("Bad ranges, sample counts and errors are refused")
  func refusals() {
    #expect(throws: CurveError.self) { try DeviceRecording.fitStart(in: 1...1) { $0 } }
    #expect(throws: CurveError.self) { try DeviceRecording.fitStart(in: 0...1, samples: 2) { $0 } }
    #expect(throws: CurveError.self) { try DeviceRecording.fitStart(in: 0...1) { _ in .nan } }
    #expect(throws: CurveError.self) { try DeviceRecording(times: [0, 0], values: [1, 2]) }
    #expect(throws: CurveError.self) { try DeviceRecording(times: [0, 1], values: [1]) }
    #expect(throws: CurveError.self) { try DeviceRecording(times: [0, .nan], values: [1, 2]) }
  }

  @Test("Frames go on the display's grid: a misplaced offset moves the whole file, sub-microsecond noise goes")
  func displayTimes() throws {
    let period = 1.0 / 60
    // Frames of a 60 Hz display through 0.01 s, with noise; t = 0 put 3 ms off (the offset measured wrong).
    let noise = [2e-7, -1e-7, 0, 1.5e-7, -2e-7]
    let times = noise.indices.map { 0.01 + Double($0 + 100) * period - 0.003 - 2 + noise[$0] }
    let recording = try DeviceRecording(times: times, values: Array(repeating: 0, count: times.count))
    let shown = recording.displayTimes(origin: 0.01, period: period, offset: 2)
    for (k, t) in shown.enumerated() { #expect(abs(t - (0.01 + Double(k + 100) * period)) <= 1e-12, "frame \(k)") }
    // A frame 3 ms off the grid of the others keeps its place among them.
    let late = try DeviceRecording(times: [0.01 + 0.003, 0.01 + period, 0.01 + 2 * period], values: [0, 0, 0])
    let placed = late.displayTimes(origin: 0.01, period: period)
    #expect(abs(placed[0] - 0.013) <= 1e-15 && placed[1] == 0.01 + period)
    #expect(recording.maxError(of: [0, 0, 0.5, -0.75, 0]) == (0.75, 3))
  }
}
