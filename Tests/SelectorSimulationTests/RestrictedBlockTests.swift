import MotionCurves
import TestSupport
import Testing

@testable import SelectorSimulation

/// A block that simulates some channels only (``SelectorBlock/keeping(channels:)``, what the
/// scene metrics run) against the whole block simulated by the same solver. (`gsl-scene` is
/// left out: its one system stops at every retarget of the block, so fewer retargets change
/// its steps.)
@Suite("Blocks restricted to some channels", .tags(.unit))
struct RestrictedBlockTests {
  /// Every other spring and timing channel of `kind` (a clamped opacity among the radio's).
  static func kept(_ kind: Component) -> Set<Int> {
    let moving = kind.channels.indices.filter { [.spring, .timing].contains(kind.channels[$0].role) }
    return Set(moving.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element))
  }

  @Test("A kept pulse brings its ring's channels and their retargets", arguments: ["exact-step", "swiftui"])
  func keptPulse(solverName: String) throws {
    var scene = SceneConfiguration(selectors: 24, seconds: 3, seed: 5, components: ComponentMix(.radio))
    scene.interaction.reduceMotionShare = 0.3
    let solver = try #require(SolverRegistry.named(solverName)).makeSceneSolver()
    let block = try #require(scene.blocks(covering: 0..<scene.selectors).first)
    let channels = block.kind.channels
    let pulse = try #require(channels.indices.first { channels[$0].role == .pulse })
    let restricted = block.keeping(channels: [pulse])
    #expect(restricted.layout.pulses == [pulse] && restricted.layout.springs.isEmpty)
    // The ring's scale and opacity, derived from the first option's pulse.
    let derived = restricted.layout.derived
    #expect(derived.count == 2)
    #expect(restricted.schedule.contains { derived.contains($0.retarget.channel) })
    let whole = try Self.frames(solver, block, frames: scene.frameCount, hz: scene.hz)
    let part = try Self.frames(solver, restricted, frames: scene.frameCount, hz: scene.hz)
    let n = block.count
    for c in [pulse] + derived {
      let shown = (0..<whole.count).flatMap { f in (0..<n).map { part[f][c * n + $0] } }
      let expected = (0..<whole.count).flatMap { f in (0..<n).map { whole[f][c * n + $0] } }
      #expect(shown == expected, "\(solverName) \(channels[c].name)")
      #expect(Set(expected).count > 2, "\(channels[c].name) moves")
    }
  }

  /// Every frame of `block`, channel-major.
  static func frames(_ solver: any SceneSolver, _ block: SelectorBlock, frames: Int, hz: Double) throws -> [[Double]] {
    var all: [[Double]] = []
    _ = try solver.simulate(block, frames: frames, hz: hz, combining: .blend) { all.append(Array($1)) }
    return all
  }

  @Test(
    "A kept channel shows what the whole block shows, bit for bit; the others keep their first value",
    // Every plain solver but the Float80 reference (the closed form's arithmetic, slowly), so
    // that a solver added to the registry is held to this too, and a GSL stepper per channel.
    arguments: SolverRegistry.plain.filter { $0.name != "reference" }.map(\.name) + ["gsl:rk4"])
  func keptChannelsMatch(solverName: String) throws {
    var scene = SceneConfiguration(selectors: 40, seconds: 3, seed: 11)
    scene.interaction.reduceMotionShare = 0.3
    let solver = try #require(SolverRegistry.named(solverName)).makeSceneSolver()
    let blocks = scene.blocks(covering: 0..<scene.selectors)
    #expect(Set(blocks.map(\.kind)) == [.radio, .segmented])
    for block in blocks {
      let kept = Self.kept(block.kind)
      #expect(kept.contains { block.kind.channels[$0].isClamped } == (block.kind == .radio))
      let restricted = block.keeping(channels: kept)
      #expect(restricted.layout.springs.count + restricted.layout.timings.count == kept.count)
      #expect(restricted.schedule.count < block.schedule.count)
      let whole = try Self.frames(solver, block, frames: scene.frameCount, hz: scene.hz)
      let part = try Self.frames(solver, restricted, frames: scene.frameCount, hz: scene.hz)
      #expect(part.count == whole.count)
      let n = block.count
      var moved = 0
      for (f, (w, p)) in zip(whole, part).enumerated() {
        for c in 0..<block.kind.channelCount {
          for s in 0..<n {
            let i = c * n + s
            let expected = kept.contains(c) ? w[i] : block.initialValues[i]
            if p[i].bitPattern != expected.bitPattern {
              Issue.record(
                "\(solverName) \(block.kind) frame \(f) \(block.kind.channels[c].name)[\(s)]: \(p[i]) ≠ \(expected)")
              return
            }
            if kept.contains(c), w[i] != block.initialValues[i] { moved += 1 }
          }
        }
      }
      // The comparison covers motion, not only resting values.
      #expect(moved > 1000, "\(solverName) \(block.kind): \(moved) moving samples")
    }
  }
}
