import MotionCurves
import SpringTuning
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A deterministic Gaussian noise source (SplitMix64 and Box–Muller).
struct Noise {
  var state: UInt64
  mutating func next() -> Double {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
  }
  mutating func gaussian(_ sigma: Double) -> Double {
    sigma * (-2 * log(1 - next())).squareRoot() * cos(2 * .pi * next())
  }
}

@Suite("Fitting a spring to a trace", .tags(.unit))
struct TraceFitTests {
  /// The dot spring moving 79.75 pt, sampled at 60 Hz for 0.9 s.
  static func trace(velocity: Double = 0) throws -> (t: [Double], value: [Double]) {
    let spring = try Spring(duration: 0.35, bounce: 0.55)
    let t = (0...54).map { Double($0) / 60 }
    return (
      t, t.map { 79.75 + SpringResponse<Double>(spring).state(at: $0, displacement: -79.75, velocity: velocity).x }
    )
  }

  @Test("A noise-free trace gives back the spring, the target and the velocity")
  func exact() throws {
    let (t, value) = try Self.trace()
    let fit = try TraceFit(times: t, values: value)
    #expect(
      abs(fit.spring.duration - 0.35) <= 1e-9 && abs(fit.spring.bounce - 0.55) <= 1e-9 && abs(fit.to - 79.75) <= 1e-8)
    #expect(fit.residualRMS <= 1e-9 && fit.initialVelocity == 0 && fit.sampleCount == 55)
    let thrown = try Self.trace(velocity: 300)
    let withVelocity = try TraceFit(times: thrown.t, values: thrown.value, to: 79.75, fitVelocity: true)
    #expect(abs(withVelocity.initialVelocity - 300) <= 1e-6 && abs(withVelocity.spring.bounce - 0.55) <= 1e-9)
    #expect(withVelocity.uncertainty.to == 0)
  }

  /// With Gaussian noise of σ = 0.5 pt the residual RMS estimates σ, and the true parameters fall
  /// within two reported standard errors about 95 % of the time (here: at least 34 of 40).
  @Test("Noisy traces: recovered within the reported uncertainty")
  func noisy() throws {
    let (t, clean) = try Self.trace()
    var within = 0
    var total = 0
    for seed in 1...20 {
      var noise = Noise(state: UInt64(seed))
      let value = clean.map { $0 + noise.gaussian(0.5) }
      let fit = try TraceFit(times: t, values: value, from: 0)
      #expect(abs(fit.residualRMS - 0.5) < 0.2, "seed \(seed)")
      for (error, sigma) in [
        (fit.spring.duration - 0.35, fit.uncertainty.duration), (fit.spring.bounce - 0.55, fit.uncertainty.bounce),
      ] {
        #expect(abs(error) <= 4 * sigma, "seed \(seed): error \(error), σ \(sigma)")
        if abs(error) <= 2 * sigma { within += 1 }
        total += 1
      }
    }
    #expect(within >= 34, "\(within) of \(total) within 2σ")
  }

  @Test("Bad traces name the row and column")
  func badTraces() {
    func reason(_ t: [Double], _ v: [Double]) -> String {
      do {
        _ = try TraceFit(times: t, values: v)
        return "accepted"
      } catch { return error.description }
    }
    #expect(reason([0, 0.1, 0.1, 0.2, 0.3], [0, 1, 2, 3, 4]).hasPrefix("sample 3, column 't': times must increase"))
    #expect(reason([0, 0.1, 0.2, 0.3, 0.4], [0, 1, .nan, 3, 4]).hasPrefix("sample 3, column 'value'"))
    #expect(reason([-1, 0.1, 0.2, 0.3, 0.4], [0, 1, 2, 3, 4]).hasPrefix("sample 1, column 't'"))
    #expect(reason([0, 0.1, 0.2], [0, 1, 2]).contains("need at least 4"))
    #expect(reason([0, 0.1, 0.2, 0.3, 0.4], [1, 1, 1, 1, 1]).contains("does not move"))
  }
}
