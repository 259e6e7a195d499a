import BenchmarkKit
import Glibc
import MotionCurves
import TestSupport
import Testing

@testable import MotionBenchCommands

/// `curve --retarget` and `--device-start`, end to end, against hand computations.
@Suite("motion-bench curve --retarget and --device-start", .tags(.integration))
struct CurveRetargetTests {
  private let scratch = try! TemporaryDirectory()

  /// Runs `curve` with `arguments` (on the closed form unless they name a solver) and reads the CSV it wrote.
  func curve(_ arguments: [String]) throws -> CSVTable {
    let path = scratch.path + "/curve.csv"
    let solver = arguments.contains("--solver") ? [] : ["--solver", "closed-form"]
    let status = MotionBenchMain.main(["curve"] + arguments + solver + ["--out", path])
    try #require(status == 0)
    return try CSVTable(contentsOfFile: path)
  }

  @Test("A timing curve retargeted by itself blends over the one it interrupts: x + p·(target − x)")
  func timingCurve() throws {
    let table = try curve([
      ".easeOut(duration: 0.4)", "--to", "10", "--retarget", "0.2:4", "--hz", "20", "--seconds", "1",
    ])
    let t = try table.doubles("t")
    let value = try table.doubles("value")
    func p(_ t: Double) -> Double { t <= 0 ? 0 : t >= 0.4 ? 1 : UnitCurve.easeOut.value(at: t / 0.4) }
    for i in t.indices {
      let below = 10 * p(t[i])
      let expected = t[i] < 0.2 ? below : below + p(t[i] - 0.2) * (4 - below)
      #expect(abs(value[i] - expected) <= 1e-12, "t = \(t[i])")
    }
    #expect(value.last == 4)
  }

  @Test("A keyframe track restarts at the retarget from the value and velocity shown (a cubic Hermite by hand)")
  func keyframes() throws {
    let table = try curve([
      "MoveKeyframe(0) LinearKeyframe(10, duration: 1)", "--retarget", "0.5:0:CubicKeyframe(0, duration: 1)", "--hz",
      "10", "--seconds", "1.5",
    ])
    let t = try table.doubles("t")
    let value = try table.doubles("value")
    for i in t.indices {
      // Before: the linear keyframe, 10 per second. After: from 5 with slope 10 to 0 with slope 0 over 1 s.
      let s = t[i] - 0.5
      let hermite = (2 * s * s * s - 3 * s * s + 1) * 5 + (s * s * s - 2 * s * s + s) * 10
      #expect(abs(value[i] - (t[i] < 0.5 ? 10 * t[i] : hermite)) <= 1e-12, "t = \(t[i])")
    }
  }

  @Test("A spring retargeted on the closed form keeps its value and velocity (critically damped, by hand)")
  func closedFormSpring() throws {
    let table = try curve([".smooth", "--to", "100", "--retarget", "0.25:-50", "--hz", "40", "--seconds", "1.5"])
    let t = try table.doubles("t")
    let value = try table.doubles("value")
    let velocity = try table.doubles("velocity")
    // .smooth: critically damped, ω = 2π/0.5. From x0 = −100 at rest: x = (x0 + ω x0 t)e^(−ωt).
    let omega = 4 * Double.pi
    func state(_ x0: Double, _ v0: Double, _ t: Double) -> (x: Double, v: Double) {
      let a = v0 + omega * x0
      return ((x0 + a * t) * exp(-omega * t), (a - omega * (x0 + a * t)) * exp(-omega * t))
    }
    let at = state(-100, 0, 0.25)
    for i in t.indices {
      let expected =
        t[i] < 0.25 ? 100 + state(-100, 0, t[i]).x : -50 + state(at.x + 150, at.v, t[i] - 0.25).x
      #expect(abs(value[i] - expected) <= 1e-9, "t = \(t[i])")
    }
    let i = try #require(t.firstIndex(of: 0.25))
    #expect(abs(value[i] - (100 + at.x)) <= 1e-9 && abs(velocity[i] - at.v) <= 1e-8)
  }

  @Test("With --solver swiftui a fluid spring goes on from the retarget frame's state (an independent transcription)")
  func device() throws {
    let table = try curve([
      ".spring(response: 2.2, dampingFraction: 0.5)", "--from", "694", "--to", "594", "--retarget", "2:694",
      "--solver", "swiftui", "--device-start", "immediate", "--hz", "60", "--seconds", "9",
    ])
    let value = try table.doubles("value")
    let reference = RuntimeSpringReference(response: 2.2, dampingFraction: 0.5)
      .frames(from: 694, to: 594, velocity: 0, hz: 60, count: value.count, retargets: [(120, 694)])
    for i in value.indices { #expect(abs(value[i] - reference[i].value) <= 1e-9, "frame \(i)") }
    let end = try #require(reference.firstIndex { $0.ended })
    #expect(value[end] == 694 && value[end - 1] != 694)
  }

  @Test(
    "The CSV marks each retarget: the new target at the first frame at or after its time, one column in either layout")
  func retargetColumn() throws {
    let long = try curve([".smooth", "--retarget", "0.21:0.5", "--retarget", "0.4:0", "--hz", "10", "--seconds", "0.6"])
    #expect(long.columns == ["t", "value", "velocity", "retarget"])
    #expect(try long.strings("retarget") == ["", "", "", "0.5", "0", "", ""])
    let wide = try curve([
      ".smooth", ".snappy", "--retarget", "0.3:0.5", "--layout", "wide", "--hz", "10", "--seconds", "0.4",
    ])
    #expect(
      wide.columns == ["t", "value:.smooth", "value:.snappy", "velocity:.smooth", "velocity:.snappy", "retarget"])
    #expect(try wide.strings("retarget") == ["", "", "", "0.5", ""])
  }

  @Test(
    "--device-start frame: the frame of the change and the next show the old value, then the immediate start one frame late"
  )
  func deviceStart() throws {
    for animation in [".bouncy", ".interpolatingSpring(stiffness: 100, damping: 10)", ".easeInOut"] {
      let framed = try curve([
        animation, "--solver", "swiftui", "--device-start", "frame", "--hz", "60", "--seconds", "1",
      ])
      // The same animation from the frame after the change (1/60 s as a %.17g number).
      let late = try curve([
        animation + ".delay(0.016666666666666666)", "--solver", "swiftui", "--device-start", "immediate", "--hz", "60",
        "--seconds", "1",
      ])
      let (a, b) = (try framed.doubles("value"), try late.doubles("value"))
      #expect(a[0] == 0 && a[1] == 0 && a.count == b.count)
      for i in a.indices { #expect(abs(a[i] - b[i]) <= 1e-12, "\(animation) frame \(i)") }
    }
  }

  @Test("--plot draws the retarget: a line at its frame through the value picture's panels")
  func plotMarks() throws {
    _ = try curve([".smooth", "--retarget", "0.3:0", "--solver", "swiftui", "--hz", "60", "--plot"])
    let script = try String(contentsOfFile: scratch.path + "/curve-value.gp", encoding: .utf8)
    // The frame at 0.3 s, as the CSV writes its time.
    #expect(script.contains("set arrow from first 0.29999999999999999, graph 0 to first 0.29999999999999999, graph 1"))
    #expect(script.contains("grey line: retargets"))
  }
}
