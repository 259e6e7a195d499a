import TestSupport
import Testing

@testable import MotionCurves

@Suite("Timing curves", .tags(.unit))
struct UnitCurveTests {
  @Test("Check values of the standard curves")
  func checkValues() {
    let easeOut = [0.25, 0.5, 0.75].map { UnitCurve.easeOut.value(at: $0) }
    for (value, expected) in zip(easeOut, [0.38, 0.68, 0.91]) { #expect(abs(value - expected) < 0.005) }
    let easeInOut = [0.25, 0.5, 0.75].map { UnitCurve.easeInOut.value(at: $0) }
    for (value, expected) in zip(easeInOut, [0.13, 0.5, 0.87]) { #expect(abs(value - expected) < 0.005) }
    #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) <= 1e-15)
    #expect(abs(UnitCurve.easeInOut.slope(at: 0.5) - 1.72) < 0.005)
  }

  /// The parameter solve agrees with a brute-force bisection in Float80 everywhere.
  @Test(
    "Values match a Float80 bisection",
    arguments: [
      UnitCurve.easeIn, .easeOut, .easeInOut,
      try! UnitCurve(startControlPoint: (0.9, -0.5), endControlPoint: (0.1, 1.6)),
    ])
  func matchesBisection(curve: UnitCurve) {
    for i in 0...1000 {
      let u = Double(i) / 1000
      var lo: Float80 = 0
      var hi: Float80 = 1
      for _ in 0..<80 {
        let mid = (lo + hi) / 2
        if UnitCurve.bezier(mid, Float80(curve.startControlPoint.x), Float80(curve.endControlPoint.x)) < Float80(u) {
          lo = mid
        } else {
          hi = mid
        }
      }
      let y = UnitCurve.bezier((lo + hi) / 2, Float80(curve.startControlPoint.y), Float80(curve.endControlPoint.y))
      #expect(abs(Float80(curve.value(at: u)) - y) <= 1e-14, "u = \(u)")
    }
  }

  /// The slope is the derivative of the value: compare with a central difference.
  @Test("Slope is the derivative of the value", arguments: [UnitCurve.easeIn, .easeOut, .easeInOut, .linear])
  func slopeIsDerivative(curve: UnitCurve) {
    for i in 1..<200 {
      let u = Double(i) / 200
      let h = 1e-6
      let numeric = (curve.value(at: u + h) - curve.value(at: u - h)) / (2 * h)
      #expect(abs(curve.slope(at: u) - numeric) <= 1e-6)
    }
  }

  @Test("Ends are exact and finite, including where x'(s) vanishes")
  func ends() throws {
    for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .linear] {
      #expect(curve.value(at: 0.0) == 0 && curve.value(at: 1.0) == 1)
      #expect(curve.value(at: -3.0) == 0 && curve.value(at: 7.0) == 1)
      for u in [0.0, 1e-300, 1e-12, 1 - 1e-12, 1.0] { #expect(curve.slope(at: u).isFinite) }
    }
    // easeOut: x₁ = y₁ = 0, so the slope at 0 is the limit y₂/x₂ = 1/0.58.
    #expect(abs(UnitCurve.easeOut.slope(at: 0.0) - 1 / 0.58) <= 1e-15)
    #expect(abs(UnitCurve.easeOut.slope(at: 1e-10) - 1 / 0.58) <= 1e-4)
    #expect(abs(UnitCurve.easeIn.slope(at: 1.0) - 1 / 0.58) <= 1e-15)
    #expect(UnitCurve.easeInOut.slope(at: 0.0) == 0)
    // A control point straight above the start makes the curve vertical there.
    let vertical = try UnitCurve(startControlPoint: (0, 1), endControlPoint: (1, 1))
    #expect(vertical.slope(at: 0.0) == .infinity)
  }

  @Test("Control-point x is clamped to [0, 1]")
  func clamping() throws {
    let curve = try UnitCurve(startControlPoint: (-0.5, 0.2), endControlPoint: (1.7, 0.8))
    #expect(curve.startControlPoint == (0, 0.2) && curve.endControlPoint == (1, 0.8))
    for i in 0...100 { #expect(curve.value(at: Double(i) / 100).isFinite) }
  }
}
