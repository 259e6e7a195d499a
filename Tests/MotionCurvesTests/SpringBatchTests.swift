import TestSupport
import Testing

@testable import MotionCurves

@Suite("Batched closed-form spring response", .tags(.unit))
struct SpringBatchTests {
  /// The batch against the Float80 reference over the whole sweep, with the bound the scalar
  /// path is held to: |Δx| ≤ 1e-13 (|x₀| + |v₀|/ω₀), |Δv| ≤ 1e-13 (|x₀| ω₀ + |v₀|). It must
  /// also agree with the scalar `state(at:displacement:velocity:)` to a few ulps of the basis.
  @Test("Batch matches the Float80 reference and the scalar path", arguments: SpringSweep.bounces)
  func matchesReference(bounce: Double) throws {
    var worst = (value: 0.0, velocity: 0.0, scalarValue: 0.0, scalarVelocity: 0.0)
    for duration in SpringSweep.durations {
      let spring = try Spring(duration: duration, bounce: bounce)
      let omega0 = spring.naturalFrequency
      let response = SpringResponse<Double>(spring)
      // 246 times per release: not a multiple of any lane width, so the tail is exercised.
      let times = SpringSweep.times(duration: duration)
      for x0 in SpringSweep.displacements {
        for v0 in SpringSweep.velocities {
          let valueScale = abs(x0) + abs(v0) / omega0
          let velocityScale = abs(x0) * omega0 + abs(v0)
          guard valueScale > 0 else { continue }
          let batch = response.states(
            elapsed: times, displacements: Array(repeating: x0, count: times.count),
            velocities: Array(repeating: v0, count: times.count))
          for (i, t) in times.enumerated() {
            let (x, v) = (batch.displacements[i], batch.velocities[i])
            let scalar = response.state(at: t, displacement: x0, velocity: v0)
            let reference = referenceState(spring, t: t, x0: x0, v0: v0)
            #expect(x.isFinite && v.isFinite)
            worst.value = max(worst.value, Double(abs(Float80(x) - reference.x)) / valueScale)
            worst.velocity = max(worst.velocity, Double(abs(Float80(v) - reference.v)) / velocityScale)
            worst.scalarValue = max(worst.scalarValue, abs(x - scalar.x) / valueScale)
            worst.scalarVelocity = max(worst.scalarVelocity, abs(v - scalar.v) / velocityScale)
          }
        }
      }
    }
    #expect(worst.value <= 1e-13, "bounce \(bounce): value error \(worst.value)")
    #expect(worst.velocity <= 1e-13, "bounce \(bounce): velocity error \(worst.velocity)")
    #expect(worst.scalarValue <= 1e-14, "bounce \(bounce): differs from scalar by \(worst.scalarValue)")
    #expect(worst.scalarVelocity <= 1e-14, "bounce \(bounce): differs from scalar by \(worst.scalarVelocity)")
  }

  /// Every lane width, every count around the widths: full vectors, a padded tail, and not
  /// one element written past the end.
  @Test(
    "Counts that are not multiples of the lane width", arguments: [0, 1, 2, 3, 5, 7, 8, 9, 15, 16, 17, 31, 33, 100])
  func remainders(count: Int) throws {
    let response = SpringResponse<Double>(try Spring(duration: 0.4, bounce: 0.3))
    var generator = SeededGenerator(state: UInt64(count))
    let t = (0..<count).map { _ in Double.random(in: 0...8, using: &generator) }
    let x0 = (0..<count).map { _ in Double.random(in: -1...1, using: &generator) }
    let v0 = (0..<count).map { _ in Double.random(in: -50...50, using: &generator) }
    let expected = (0..<count).map { response.state(at: t[$0], displacement: x0[$0], velocity: v0[$0]) }

    func check<V: DoubleVector>(_: V.Type) {
      let sentinel = -12345.0
      var x = [Double](repeating: sentinel, count: count + 1)
      var v = x
      x.withUnsafeMutableBufferPointer { x in
        v.withUnsafeMutableBufferPointer { v in
          response._states(
            count: count, elapsed: t, displacements: x0, velocities: v0,
            outDisplacements: x.baseAddress!, outVelocities: v.baseAddress!, lanes: V.self)
        }
      }
      #expect(x[count] == sentinel && v[count] == sentinel, "\(V.self) wrote past \(count) elements")
      for i in 0..<count {
        #expect(abs(x[i] - expected[i].x) <= 1e-14 * (1 + abs(expected[i].x)), "\(V.self) x[\(i)] of \(count)")
        #expect(abs(v[i] - expected[i].v) <= 1e-12 * (1 + abs(expected[i].v)), "\(V.self) v[\(i)] of \(count)")
      }
    }
    check(SIMD2<Double>.self)
    check(SIMD4<Double>.self)
    check(SIMD8<Double>.self)
    check(SIMD16<Double>.self)

    // The public entry points: buffers, in place (outputs aliasing the inputs), and arrays.
    var x = x0
    var v = v0
    t.withUnsafeBufferPointer { t in
      x.withUnsafeMutableBufferPointer { x in
        v.withUnsafeMutableBufferPointer { v in
          response.states(
            elapsed: t, displacements: UnsafeBufferPointer(x), velocities: UnsafeBufferPointer(v),
            outDisplacements: x, outVelocities: v)
        }
      }
    }
    let arrays = response.states(elapsed: t, displacements: x0, velocities: v0)
    #expect(arrays.displacements == x && arrays.velocities == v)
    #expect(arrays.displacements.count == count)
    for i in 0..<count {
      #expect(abs(x[i] - expected[i].x) <= 1e-14 * (1 + abs(expected[i].x)))
    }
  }

  /// Huge times: the envelope underflows and the basis must be (0, 0), never 0·NaN, even
  /// where the phase ω_d·t is infinite; undamped springs stay bounded and match the scalar path.
  @Test("Huge times give no NaN", arguments: SpringSweep.bounces)
  func hugeTimes(bounce: Double) throws {
    for duration in SpringSweep.durations {
      let spring = try Spring(duration: duration, bounce: bounce)
      let response = SpringResponse<Double>(spring)
      let times: [Double] = [1e3, 1e6, 1e12, 1e300, .greatestFiniteMagnitude, 20 * duration, 0]
      let batch = response.states(
        elapsed: times, displacements: Array(repeating: -1, count: times.count),
        velocities: Array(repeating: 50, count: times.count))
      for (i, t) in times.enumerated() {
        let scalar = response.state(at: t, displacement: -1, velocity: 50)
        let (x, v) = (batch.displacements[i], batch.velocities[i])
        if bounce < 1 {
          #expect(x.isFinite && v.isFinite, "bounce \(bounce) t \(t): \(x), \(v)")
          if t >= 1e12 { #expect(abs(x) < 1e-300 && abs(v) < 1e-300, "bounce \(bounce) t \(t): \(x), \(v)") }
        } else if t <= 1e12 {
          // Undamped: phases beyond 2¹⁷ go through the scalar fallback, exactly as the scalar path.
          #expect(x.isFinite && v.isFinite, "bounce 1 t \(t): \(x), \(v)")
        }
        let scale = 1 + abs(scalar.x)
        let velocityScale = 1 + abs(scalar.v)
        #expect(
          (x.isNaN && scalar.x.isNaN) || abs(x - scalar.x) <= 1e-12 * scale,
          "bounce \(bounce) t \(t): x \(x) vs scalar \(scalar.x)")
        #expect(
          (v.isNaN && scalar.v.isNaN) || abs(v - scalar.v) <= 1e-12 * velocityScale,
          "bounce \(bounce) t \(t): v \(v) vs scalar \(scalar.v)")
      }
    }
  }
}
