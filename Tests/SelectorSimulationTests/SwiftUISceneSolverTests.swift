import MotionCurves
import TestSupport
import Testing

@testable import SelectorSimulation

/// The `swiftui` scene solver against an independent transcription of the runtime spring
/// (`RuntimeSpringReference`) on single moves, and its behaviour on interrupted ones.
@Suite("SwiftUI runtime scene solver", .tags(.unit))
struct SwiftUISceneSolverTests {
  static let solver = LockstepSceneSolver(.swiftUI)

  /// A scripted trace's channel from the frame of its event on, against the reference released
  /// at the next frame: the device begins a move from rest on the frame after its tap.
  @Test(
    "A single move matches the independent runtime frame by frame, the end frame included",
    arguments: [
      (Component.segmented, "highlight.offset", 60.0), (.segmented, "highlight.offset", 120.0),
      (.segmented, "mode2.label.tint", 120.0), (.radio, "option1.dot.scale", 120.0),
      (.radio, "option1.dot.opacity", 90.0), (.radio, "option0.outline.tint", 60.0),
    ])
  func singleMove(kind: Component, name: String, hz: Double) throws {
    let frames = try trace(kind, "0.5:tap \(kind == .radio ? 1 : 2)", seconds: 3, hz: hz, solver: Self.solver)
    let c = channel(kind, name)
    let info = kind.channels[c]
    let tap = Int((0.5 * hz).rounded(.up))
    let (from, to) = (frames[tap - 1][c], frames[frames.count - 1][c])
    let spring = kind.spring!
    let reference = RuntimeSpringReference(
      response: spring.response, dampingFraction: spring.dampingRatio, components: info.components)
    // The tap's frame still shows the old value; the reference is released on the next.
    #expect(frames[tap][c] == from)
    let begin = tap + 1
    let expected = reference.frames(from: from, to: to, velocity: 0, hz: hz, count: frames.count - begin)
    #expect(expected.contains { $0.ended } && !expected[0].ended)
    for (k, frame) in expected.enumerated() {
      let shown = frames[begin + k][c]
      // The shown opacity is clamped to [0, 1] by the model, as the view shows it.
      let value = info.isClamped ? min(1, max(0, frame.value)) : frame.value
      #expect(
        abs(shown - value) <= 1e-12 * max(1, abs(to - from)), "\(name) at frame \(begin + k): \(shown) vs \(value)")
    }
    // After the end frame the value is exactly the target.
    let end = try #require(expected.firstIndex { $0.ended })
    #expect(frames[(begin + end)...].allSatisfy { $0[c] == to })
  }

  @Test("Interrupted moves stay continuous, and every animation ends exactly at its target")
  func interrupted() throws {
    let frames = try trace(.segmented, "0.5:tap 3; 0.62:tap 1", seconds: 3, hz: 120, solver: Self.solver)
    let c = channel(.segmented, "highlight.offset")
    let values = frames.map { $0[c] }
    // No frame jumps by more than the move could carry in 1/120 s (a 0.5 s spring over 239 pt
    // peaks near 1000 pt/s), and the last value is the final target exactly.
    let steps = zip(values, values.dropFirst()).map { abs($1 - $0) }
    #expect(steps.max()! < 20)
    #expect(values.last == 79.75)
    // The closed form and the runtime agree on where it ends; they differ on the way, by the stepping
    // alone when the runtime begins at the tap as the closed form does.
    let closed = try trace(
      .segmented, "0.5:tap 3; 0.62:tap 1", seconds: 3, hz: 120, solver: LockstepSceneSolver(.closedForm))
    let stepped = try trace(
      .segmented, "0.5:tap 3; 0.62:tap 1", seconds: 3, hz: 120, solver: LockstepSceneSolver(.swiftUI(start: .immediate))
    )
    let deviation = zip(stepped.map { $0[c] }, closed.map { $0[c] }).map { abs($0 - $1) }.max()!
    #expect(deviation > 0.05 && deviation < 5, "\(deviation)")
  }

  @Test("Reduce Motion jumps under the runtime too")
  func reduceMotion() throws {
    let frames = try trace(.radio, "0.5:tap 2", reduceMotion: true, seconds: 1, hz: 60, solver: Self.solver)
    let c = channel(.radio, "option2.dot.scale")
    #expect(frames[29][c] == 0.01 && frames[30][c] == 1)
  }
}
