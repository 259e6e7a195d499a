import MotionCurves
import TestSupport
import Testing

@testable import SelectorSimulation

/// The lockstep solvers on a random scene against the `Float80` reference.
@Suite("Scene solvers", .tags(.unit))
struct SceneSolverTests {
  static func scene(combining: TimingCombination) -> SceneConfiguration {
    var scene = SceneConfiguration(selectors: 60, seconds: 3, seed: 7, combining: combining)
    scene.interaction.reduceMotionShare = 0.3
    return scene
  }

  /// Every frame of every block, channel-major.
  static func frames(_ solver: any SceneSolver, _ scene: SceneConfiguration) throws -> [[Double]] {
    try scene.blocks(covering: 0..<scene.selectors).map { block in
      var all: [Double] = []
      _ = try solver.simulate(block, frames: scene.frameCount, hz: scene.hz, combining: scene.combining) {
        all.append(contentsOf: $1)
      }
      return all
    }
  }

  @Test(
    "Closed form, batched closed form and exact step match the reference within 1e-12",
    arguments: [TimingCombination.blend, .additive])
  func matchReference(combining: TimingCombination) throws {
    let scene = Self.scene(combining: combining)
    let expected = try Self.frames(LockstepSceneSolver(.reference), scene)
    let blocks = scene.blocks(covering: 0..<scene.selectors)
    #expect(blocks.count == 2 && blocks.allSatisfy { !$0.schedule.isEmpty })
    for solver in [
      LockstepSceneSolver(.closedForm) as any SceneSolver, LockstepSceneSolver(.closedFormBatched),
      LockstepSceneSolver(.exactStep),
    ] {
      let actual = try Self.frames(solver, scene)
      for (a, e) in zip(actual, expected) {
        #expect(a.count == e.count)
        let worst = zip(a, e).map { abs($0 - $1) }.max() ?? 0
        // Values reach 239.25 pt (the highlight): 1e-12 is a few ulps there.
        #expect(worst <= 1e-12, "\(solver.name): \(worst)")
      }
    }
  }

  @Test(
    "The batched closed form shows the scalar closed form's timing, pulse and derived channels bit for bit",
    arguments: [TimingCombination.blend, .additive])
  func batchedMatchesScalar(combining: TimingCombination) throws {
    var scene = Self.scene(combining: combining)
    scene.selectors = 200
    scene.seconds = 3
    let blocks = scene.blocks(covering: 0..<scene.selectors)
    let expected = try Self.frames(LockstepSceneSolver(.closedForm), scene)
    let actual = try Self.frames(LockstepSceneSolver(.closedFormBatched), scene)
    var compared = 0
    for ((block, a), e) in zip(zip(blocks, actual), expected) {
      let n = block.count
      let stride = block.valueCount
      #expect(a.count == e.count)
      for (c, channel) in block.kind.channels.enumerated() {
        var worst = 0.0
        var differing = 0
        for frame in 0..<(a.count / stride) {
          for s in 0..<n {
            let i = frame * stride + c * n + s
            worst = max(worst, abs(a[i] - e[i]))
            if a[i].bitPattern != e[i].bitPattern && !(a[i] == 0 && e[i] == 0) { differing += 1 }
            compared += 1
          }
        }
        if channel.role == .spring {
          // Own exp and sincos against libm: a few ulps (values reach 239.25 pt).
          #expect(worst <= 1e-12, "\(channel.name): \(worst)")
        } else {
          #expect(differing == 0, "\(channel.name): \(differing) values differ, by up to \(worst)")
        }
      }
    }
    #expect(compared > 1_000_000)
  }

  @Test("Batched progress equals the scalar closed form bit for bit, hints included")
  func batchedProgress() {
    let hz = 120.0
    let source = ClosedFormProgress<Double>(hz: hz, kind: .segmented)
    for curve in Component.segmented.timingCurves.indices {
      // 13 animations started a frame apart (a partial last vector), over their whole run.
      let count = 13
      var scalarHints = [Double](repeating: 0, count: count)
      var hints = scalarHints
      var elapsed = [Double](repeating: 0, count: count)
      var progress = elapsed
      for frame in 0...Int(Component.segmented.timingCurves[curve].end * hz) + 20 {
        for j in 0..<count { elapsed[j] = Double(max(0, frame - j)) }
        source.timings(
          curve, count: count, elapsed: elapsed, hints: &hints, progress: &progress, lanes: SIMD4<Double>.self)
        for j in 0..<count {
          let expected = source.timing(curve, elapsed: max(0, frame - j), hint: &scalarHints[j])
          #expect(progress[j].bitPattern == expected.bitPattern && hints[j].bitPattern == scalarHints[j].bitPattern)
        }
      }
    }
    let elapsed = (0..<80).map(Double.init)
    var progress = elapsed
    let radio = ClosedFormProgress<Double>(hz: hz, kind: .radio)
    radio.pulses(0, count: elapsed.count, elapsed: elapsed, progress: &progress, lanes: SIMD8<Double>.self)
    for (e, p) in zip(elapsed, progress) { #expect(p.bitPattern == radio.pulse(0, elapsed: Int(e)).bitPattern) }
  }

  @Test("Every channel moves at least once in the random scene")
  func coverage() throws {
    let scene = Self.scene(combining: .blend)
    for block in scene.blocks(covering: 0..<scene.selectors) {
      var first: [Double]?
      var moved = Set<Int>()
      _ = try LockstepSceneSolver(.exactStep).simulate(block, frames: scene.frameCount, hz: scene.hz, combining: .blend)
      {
        _, values in
        if let first {
          for i in values.indices where values[i] != first[i] { moved.insert(i / block.count) }
        } else {
          first = Array(values)
        }
      }
      #expect(moved.count == block.kind.channelCount, "\(block.kind): \(moved.count) of \(block.kind.channelCount)")
    }
  }

  @Test("A scene is the same for any order of generation: blocks depend only on the seed")
  func reproducible() {
    let scene = Self.scene(combining: .blend)
    let whole = scene.blocks(covering: 0..<60).map(\.schedule)
    let again = scene.blocks(covering: 0..<60).map(\.schedule)
    #expect(whole == again)
    let part = scene.blocks(covering: 30..<60)
    let fromWhole = scene.blocks(covering: 0..<60)
    for block in part {
      let same = fromWhole.first { $0.kind == block.kind }!
      let offset = same.selectors.firstIndex(of: block.selectors[0])!
      #expect(Array(same.reduceMotion[offset...]) == block.reduceMotion)
    }
  }
}
