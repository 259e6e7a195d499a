import MotionCurves
import Testing
@testable import SelectorSimulation

/// The lockstep solvers on a random scene against the `Float80` reference.
@Suite("Scene solvers")
struct SceneSolverTests {
  static func scene(combining: TimingCombination) -> SceneConfiguration {
    var scene = SceneConfiguration()
    scene.selectors = 60
    scene.seconds = 3
    scene.seed = 7
    scene.reduceMotionShare = 0.3
    scene.combining = combining
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
    let expected = try Self.frames(ReferenceSceneSolver(), scene)
    let blocks = scene.blocks(covering: 0..<scene.selectors)
    #expect(blocks.count == 2 && blocks.allSatisfy { !$0.schedule.isEmpty })
    for solver in [ClosedFormSceneSolver() as any SceneSolver, BatchedClosedFormSceneSolver(), ExactStepSceneSolver()] {
      let actual = try Self.frames(solver, scene)
      for (a, e) in zip(actual, expected) {
        #expect(a.count == e.count)
        let worst = zip(a, e).map { abs($0 - $1) }.max() ?? 0
        // Values reach 239.25 pt (the highlight): 1e-12 is a few ulps there.
        #expect(worst <= 1e-12, "\(solver.name): \(worst)")
      }
    }
  }

  @Test("Every channel moves at least once in the random scene")
  func coverage() throws {
    let scene = Self.scene(combining: .blend)
    for block in scene.blocks(covering: 0..<scene.selectors) {
      var first: [Double]?, moved = Set<Int>()
      _ = try ExactStepSceneSolver().simulate(block, frames: scene.frameCount, hz: scene.hz, combining: .blend) {
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
