import Glibc
import TestSupport
import Testing

@testable import BenchmarkPictures
@testable import MotionBenchCommands

/// A long curve is drawn from the samples that are first, last, lowest or highest of each
/// drawn quantity in each half pixel column: checked against extremes found here by brute force.
@Suite(.tags(.unit)) struct CurveReductionTests {
  @Test func keepsEveryBucketsExtremesAndFewSamples() {
    let count = 200_000
    let t = (0..<count).map { Double($0) / 1000 }
    let value = t.map { 80 - 80 * exp(-$0 / 20) * cos(7 * $0) }
    let velocity = t.map { 4 * exp(-$0 / 20) * sin(7 * $0) }
    let curve = CurvePictures.Curve(
      name: "c", fileName: "c.csv", solver: nil, t: t, value: value, velocity: velocity, target: 80, band: 0.08,
      given: .standard, settle: nil)
    let (reduced, notes) = CurvePictures.reduced([curve], width: 600)
    let kept = reduced[0]
    #expect(notes.count == 1 && kept.t.count < count / 10)
    #expect(kept.t.first == t.first && kept.t.last == t.last && kept.t[1] == t[1])
    // Every bucket of 1,200 over the span keeps its lowest and highest value and distance.
    let width = (t[count - 1] - t[0]) / 1200
    var buckets: [Int: [Int]] = [:]
    for i in 0..<count { buckets[min(1199, Int(t[i] / width)), default: []].append(i) }
    let keptTimes = Set(kept.t)
    for (_, rows) in buckets {
      for quantity in [{ value[$0] }, { velocity[$0] }, { abs(value[$0] - 80) }] as [(Int) -> Double] {
        let low = rows.min { quantity($0) < quantity($1) }!
        let high = rows.max { quantity($0) < quantity($1) }!
        #expect(keptTimes.contains(t[low]) && keptTimes.contains(t[high]))
      }
    }
    // A short curve is drawn as it is.
    let short = CurvePictures.reduced([curve], width: 20_000)
    #expect(short.curves[0].t.count == count && short.notes.isEmpty)
  }
}
