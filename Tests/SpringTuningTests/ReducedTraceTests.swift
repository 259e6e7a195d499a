import MotionCurves
import SpringTuning
import TestSupport
import Testing

/// A long trace is fitted on a bounded number of bins, and the fit is the one on every sample.
@Suite("Reducing a long trace for the fit", .tags(.unit))
struct ReducedTraceTests {
  /// `count` samples of the dot spring's move by 79.75 pt over 0.9 s, with noise of `sigma`.
  static func samples(_ count: Int, sigma: Double, seed: UInt64) throws -> (t: [Double], value: [Double]) {
    let response = SpringResponse<Double>(try Spring(duration: 0.35, bounce: 0.55))
    var noise = Noise(state: seed)
    let t = (0..<count).map { 0.9 * Double($0) / Double(count - 1) }
    return (t, t.map { 79.75 + response.state(at: $0, displacement: -79.75, velocity: 0).x + noise.gaussian(sigma) })
  }

  @Test("The bins stay within the capacity and keep each bin's sums exactly")
  func binsAreBounded() throws {
    let (t, value) = try Self.samples(1000, sigma: 0.5, seed: 3)
    var trace = ReducedTrace(capacity: 64)
    for (t, v) in zip(t, value) { try trace.append(t: t, value: v) }
    // 1000 samples: halved at 64, 128, 256 and 512 samples, so 16-sample bins, the last one partial.
    #expect(trace.sampleCount == 1000 && trace.binSize == 16 && trace.binCount == 63)
    #expect(trace.first?.value == value[0] && trace.last?.t == t[999])
    // The scatter is Σ over bins of the residuals about each bin's own least-squares line.
    var scatter = 0.0
    for start in stride(from: 0, to: 1000, by: 16) {
      let bin = start..<min(start + 16, 1000)
      let n = Double(bin.count)
      let (mt, mv) = (bin.map { t[$0] }.reduce(0, +) / n, bin.map { value[$0] }.reduce(0, +) / n)
      let stt = bin.map { (t[$0] - mt) * (t[$0] - mt) }.reduce(0, +)
      let stv = bin.map { (t[$0] - mt) * (value[$0] - mv) }.reduce(0, +)
      let svv = bin.map { (value[$0] - mv) * (value[$0] - mv) }.reduce(0, +)
      scatter += svv - stv * stv / stt
    }
    #expect(abs(trace.scatter - scatter) <= 1e-9 * scatter)
  }

  /// A trace of 4,000 noisy samples in at most 256 bins, against the fit on every sample
  /// (capacity above the count): the same answer to within a small share of its standard
  /// error, the same standard errors and residual RMS to 1 %.
  @Test("A reduced fit agrees with the fit on every sample")
  func reducedFitAgrees() throws {
    let (t, value) = try Self.samples(4000, sigma: 0.5, seed: 11)
    var whole = ReducedTrace(capacity: 8192)
    var reduced = ReducedTrace(capacity: 256)
    for (t, v) in zip(t, value) {
      try whole.append(t: t, value: v)
      try reduced.append(t: t, value: v)
    }
    #expect(whole.binCount == 4000 && reduced.binCount == 250 && reduced.binSize == 16)
    let exact = try TraceFit(whole)
    let fit = try TraceFit(reduced)
    #expect(fit.sampleCount == 4000 && exact.sampleCount == 4000)
    #expect(abs(fit.spring.duration - exact.spring.duration) <= 0.05 * exact.uncertainty.duration)
    #expect(abs(fit.spring.bounce - exact.spring.bounce) <= 0.05 * exact.uncertainty.bounce)
    #expect(abs(fit.to - exact.to) <= 0.05 * exact.uncertainty.to)
    #expect(abs(fit.residualRMS / exact.residualRMS - 1) <= 0.01)
    #expect(abs(fit.uncertainty.duration / exact.uncertainty.duration - 1) <= 0.01)
    #expect(abs(fit.uncertainty.bounce / exact.uncertainty.bounce - 1) <= 0.01)
    // And both find the spring that made the trace.
    #expect(abs(fit.spring.duration - 0.35) <= 4 * fit.uncertainty.duration)
    #expect(abs(fit.residualRMS - 0.5) <= 0.05)
  }

  @Test("A bad sample is refused as it is added, naming its row")
  func badSample() throws {
    var trace = ReducedTrace(capacity: 4)
    for i in 0..<9 { try trace.append(t: Double(i), value: 1) }
    #expect(throws: TuningError.invalidTrace(row: 10, column: "t", reason: "times must increase (got 8.0 after 8.0)")) {
      try trace.append(t: 8, value: 1)
    }
    #expect(trace.sampleCount == 9 && trace.binCount <= 4)
  }
}
