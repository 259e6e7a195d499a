import MotionCurves
import TestSupport
import Testing

@testable import MotionExport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `linear()` written by the exporter, read back by an independent parser and evaluator
/// written here from CSS Easing Level 2 (not the exporter's code), against the Float80 spring.
@Suite("CSS linear()", .tags(.unit))
struct CSSLinearTests {
  /// linear() as the spec defines it: points "output [input%]"; a missing first input is 0%, a
  /// missing last 100%, runs of missing inputs spread evenly between their neighbours, and an
  /// input below an earlier one is raised to it.
  struct IndependentLinear {
    var outputs: [Double] = []
    var inputs: [Double] = []

    init(css: String) throws {
      let chars = Array(css)
      let prefix = Array("linear(")
      let start = try #require(
        (0...(chars.count - prefix.count)).first { Array(chars[$0..<$0 + prefix.count]) == prefix })
      let body = chars[(start + prefix.count)...]
      let close = try #require(body.firstIndex(of: ")"))
      var given: [Double?] = []
      for part in String(body[..<close]).split(separator: ",") {
        let words = part.split(separator: " ")
        outputs.append(try #require(Double(words[0])))
        given.append(try words.count > 1 ? #require(Double(words[1].dropLast())) / 100 : nil)
        #expect(words.count <= 2)
      }
      if given[0] == nil { given[0] = 0 }
      if given[given.count - 1] == nil { given[given.count - 1] = 1 }
      var largest = 0.0
      for i in given.indices {
        if let x = given[i] {
          largest = max(largest, x)
          given[i] = largest
        }
      }
      var i = 0
      while i < given.count {
        if given[i] == nil {
          var j = i
          while given[j] == nil { j += 1 }
          let (a, b) = (given[i - 1]!, given[j]!)
          for k in i..<j { given[k] = a + (b - a) * Double(k - i + 1) / Double(j - i + 1) }
          i = j
        }
        i += 1
      }
      inputs = given.map { $0! }
    }

    func callAsFunction(_ x: Double) -> Double {
      if x <= inputs[0] { return outputs[0] }
      for k in 1..<inputs.count where x <= inputs[k] {
        let span = inputs[k] - inputs[k - 1]
        return span == 0 ? outputs[k] : outputs[k - 1] + (outputs[k] - outputs[k - 1]) * (x - inputs[k - 1]) / span
      }
      return outputs[outputs.count - 1]
    }
  }

  /// Springs from overdamped to bounce 0.9, with a start velocity for some.
  static let springs: [(duration: Double, bounce: Double, velocity: Double)] = [
    (0.5, 0, 0), (0.35, 0.55, 0), (0.5, 0.9, 0), (0.3, -0.5, 0), (1, -0.8, 0), (0.5, 0.15, 0), (0.25, 0.3, 0),
    (0.8, 0.7, 0), (0.4, -0.2, 500), (0.6, 0.45, -800), (0.2, 0.05, 0), (1.5, 0.6, 0), (0.5, 0.3, 2000),
  ]

  @Test("The easing read back stays within P of the spring", arguments: [1.0, 12.0, 100.0, 400.0])
  func withinP(change: Double) throws {
    for s in Self.springs {
      let spring = try Spring(duration: s.duration, bounce: s.bounce)
      let move = try ExportMove(spring: spring, from: 0, to: change, velocity: s.velocity * change / 100)
      let export = Exporter(move: move).export(.css)
      let css = try #require(export.css)
      let parsed = try IndependentLinear(css: export.code)
      let duration = try #require(Double(export.code.split(separator: " ")[2].dropLast(2))) / 1000
      #expect(duration == css.easing.duration)
      // Every 0.1 ms over the move and 1 s beyond, against the Float80 reference.
      let end = duration + 1
      let times = (0...Int(end * 10_000)).map { Double($0) / 10_000 }
      let reference = try ReferenceSolver().sample(
        .spring(move.motion), frames: Frames(hz: 10_000, range: 0..<times.count))
      var worst = 0.0
      for (k, t) in times.enumerated() {
        let shown = t >= duration ? change : change * parsed(t / duration)
        worst = max(worst, abs(shown - reference.values[k]))
      }
      #expect(worst <= move.visibleThreshold, "\(s) over \(change) pt: \(worst) pt, \(export.code)")
    }
  }

  @Test("Fewer decimals or points would break P: every interior point is needed")
  func fewestPoints() throws {
    let move = try ExportMove(spring: try Spring(duration: 0.35, bounce: 0.55), to: 100)
    let easing = try #require(CSSLinearEasing.fit(move))
    #expect(easing.points.count >= 3)
    #expect(easing.deviation(from: move) <= move.visibleThreshold)
    for i in 1..<easing.points.count - 1 {
      var fewer = easing
      fewer.points.remove(at: i)
      #expect(fewer.deviation(from: move) > 0.5 * move.visibleThreshold)
    }
  }

  @Test("An interrupted transition loses the velocity: its error is far above P")
  func retarget() throws {
    let move = try ExportMove(spring: try Spring(duration: 0.35, bounce: 0.55), to: 100)
    let easing = try #require(CSSLinearEasing.fit(move))
    let interrupted = try #require(easing.retarget(move))
    #expect(interrupted.deviationVsClosedForm > 10 * move.visibleThreshold)
    #expect(interrupted.reversedDuration <= easing.duration)
  }
}
