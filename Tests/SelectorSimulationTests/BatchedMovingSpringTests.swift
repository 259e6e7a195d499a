import TestSupport
import Testing

@testable import SelectorSimulation

/// The batched closed form's count of moving spring-frames (what the roofline counts for it)
/// against the bank itself.
@Suite("Batched closed form: moving spring-frames", .tags(.unit))
struct BatchedMovingSpringTests {
  /// Drives a ``BatchedClosedFormBank`` frame by frame as the frame loop does (springs advance,
  /// then the frame's retargets apply) and sums its moving springs over the frames.
  func movingFramesOfTheBank(_ block: SelectorBlock, frames: Int, hz: Double) -> Int {
    let n = block.count
    let layout = ChannelLayout(building: block.kind)
    var bank = BatchedClosedFormBank(
      spring: block.kind.spring!, hz: hz, initialTargets: springTargets(block), selectors: n)
    var values = block.initialValues
    var next = 0
    var moving = 0
    for frame in 0..<frames {
      values.withUnsafeMutableBufferPointer {
        bank.advance(to: frame, layout: layout, selectors: n, values: $0.baseAddress!)
      }
      moving += bank.movingCount.reduce(0, +)
      while next < block.schedule.count, block.schedule[next].frame <= frame {
        let event = block.schedule[next]
        next += 1
        if case .spring(let i, let target, let jump) = layout.change(event.retarget, selector: event.selector, of: n) {
          bank.retarget(i, to: target, at: frame, jump: jump)
        }
      }
    }
    return moving
  }

  @Test("The replay counts exactly the spring-frames the bank evaluates", arguments: [60.0, 120])
  func replayMatchesBank(hz: Double) {
    let scene = SceneConfiguration(selectors: 300, seconds: 3, hz: hz)
    var kinds: Set<Component> = []
    for unit in 0..<scene.unitCount {
      for block in scene.blocks(covering: scene.selectors(inUnit: unit)) {
        let (moving, total) = LockstepSceneSolver.batchedMovingSpringFrames(block, frames: scene.frameCount, hz: hz)
        let springs = ChannelLayout(building: block.kind).springs.count * block.count
        #expect(total == springs * scene.frameCount)
        #expect(moving == movingFramesOfTheBank(block, frames: scene.frameCount, hz: hz), "\(block.kind) unit \(unit)")
        #expect(moving > 0 && moving < total, "\(block.kind) unit \(unit)")
        kinds.insert(block.kind)
      }
    }
    #expect(kinds == Set(Component.builtins))
  }
}
