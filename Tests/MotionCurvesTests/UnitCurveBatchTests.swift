import TestSupport
import Testing

@testable import MotionCurves

/// The vector Bézier solve and keyframe walk against the scalar paths, bit for bit.
@Suite("Timing curves over SIMD lanes", .tags(.unit))
struct UnitCurveBatchTests {
  /// Control points: the standard curves, a grid over the x range with flat, steep and
  /// overshooting y, and random ones (x outside [0, 1] is clamped).
  static let curves: [UnitCurve] = {
    var curves: [UnitCurve] = [.linear, .easeIn, .easeOut, .easeInOut]
    let xs = [0, 1e-9, 0.42, 0.9, 1 - 1e-9, 1]
    let ys = [-2, -0.5, 0, 0.3, 1, 1.6, 4]
    for x1 in xs {
      for x2 in xs {
        for (y1, y2) in zip(ys, ys.reversed()) {
          curves.append(try! UnitCurve(startControlPoint: (x1, y1), endControlPoint: (x2, y2)))
        }
      }
    }
    var random = SeededGenerator(state: 11)
    for _ in 0..<40 {
      let x1 = 1.4 * random.unit() - 0.2
      let x2 = 1.4 * random.unit() - 0.2
      let y1 = 6 * random.unit() - 3
      let y2 = 6 * random.unit() - 3
      curves.append(try! UnitCurve(startControlPoint: (x1, y1), endControlPoint: (x2, y2)))
    }
    return curves
  }()

  /// Progresses: the ends and beyond, NaN, the smallest doubles, next to 1, and a sweep.
  static let progresses: [Double] =
    [0, -0.0, -1, 1, 1.5, .nan, .infinity, -.infinity, 0x1p-1074, 1e-300, 1e-16, 0.5, 1 - 0x1p-53, 1 - 1e-12]
    + (1..<96).map { Double($0) / 96 }

  /// Runs the vector solve on `progresses` with `hints`, `V` lanes at a time, and checks
  /// each lane's value and hint against the scalar path's bit patterns.
  static func check<V: DoubleVector>(_ curve: UnitCurve, _ progresses: [Double], hints: [Double], _: V.Type) -> Int {
    var mismatches = 0
    for first in stride(from: 0, to: progresses.count, by: V.scalarCount) {
      var u = V()
      var h = V()
      for j in 0..<V.scalarCount {
        u[j] = progresses[(first + j) % progresses.count]
        h[j] = hints[(first + j) % hints.count]
      }
      var vectorHints = h
      let values = curve.values(at: u, hints: &vectorHints)
      for j in 0..<V.scalarCount {
        var hint = h[j]
        let value = curve.value(at: u[j], hint: &hint)
        if value.bitPattern != values[j].bitPattern || hint.bitPattern != vectorHints[j].bitPattern {
          mismatches += 1
        }
      }
    }
    return mismatches
  }

  /// Lane counts other than 8 on the standard curves only (the debug build is slow).
  @Test("Values and hints equal the scalar solve bit for bit, for 2, 4, 8 and 16 lanes")
  func bitExact() {
    var random = SeededGenerator(state: 5)
    // No hint, hints anywhere (including outside (0, 1)), and hints from a nearby solve.
    let hintSets: [[Double]] = [
      [0], (0..<37).map { _ in 1.2 * random.unit() - 0.1 },
    ]
    var mismatches = 0
    for curve in Self.curves {
      var near = Self.progresses.map { u -> Double in
        var h = 0.0
        _ = curve.value(at: u + 0.01, hint: &h)
        return h
      }
      near.append(0.5)
      for hints in hintSets + [near] {
        mismatches += Self.check(curve, Self.progresses, hints: hints, SIMD8<Double>.self)
        guard [UnitCurve.linear, .easeIn, .easeOut, .easeInOut].contains(curve) else { continue }
        mismatches += Self.check(curve, Self.progresses, hints: hints, SIMD2<Double>.self)
        mismatches += Self.check(curve, Self.progresses, hints: hints, SIMD4<Double>.self)
        mismatches += Self.check(curve, Self.progresses, hints: hints, SIMD16<Double>.self)
      }
    }
    #expect(mismatches == 0)
  }

  @Test("Along an animation (each frame's hint from the last) the lanes follow the scalar path")
  func animation() {
    for curve in [UnitCurve.easeOut, .easeInOut, .easeIn] {
      // Eight animations started a frame apart, stepped at 120 Hz over 0.2 s.
      var scalarHints = [Double](repeating: 0, count: 8)
      var hints = SIMD8<Double>()
      for frame in 0...30 {
        var u = SIMD8<Double>()
        for j in 0..<8 { u[j] = (Double(frame - j) / 120) / 0.2 }
        let values = curve.values(at: u, hints: &hints)
        for j in 0..<8 {
          let expected = curve.value(at: u[j], hint: &scalarHints[j])
          #expect(values[j].bitPattern == expected.bitPattern && hints[j].bitPattern == scalarHints[j].bitPattern)
        }
      }
    }
  }

  @Test("A keyframe timeline's values equal the scalar walk bit for bit")
  func timelines() throws {
    let pulse = try KeyframeTrack {
      MoveKeyframe(0)
      CubicKeyframe(1, duration: 0.5)
    }
    let mixed = try KeyframeTrack {
      MoveKeyframe(2)
      LinearKeyframe(-1, duration: 0.3, timingCurve: .easeInOut)
      CubicKeyframe(3, duration: 0.2)
      CubicKeyframe(0.5, duration: 0.4, endVelocity: 2)
      SpringKeyframe(1, duration: 0.5, spring: .bouncy)
      LinearKeyframe(1.5, duration: 0.1)
    }
    for timeline in [pulse.timeline(from: 1), mixed.timeline(from: 0.25)] {
      let end = timeline.duration
      let times = [-1, -0.0, 0, end, end + 1, .nan] + (0..<400).map { end * (Double($0) / 380 - 0.02) }
      for first in stride(from: 0, to: times.count, by: 8) {
        var t = SIMD8<Double>()
        for j in 0..<8 { t[j] = times[(first + j) % times.count] }
        let values = timeline.values(at: t)
        for j in 0..<8 {
          #expect(values[j].bitPattern == timeline.value(at: t[j]).bitPattern, "t = \(t[j])")
        }
      }
    }
  }
}
