import MotionCurves
import TestSupport
import Testing

@testable import SelectorSimulation

/// ``BlockWork``'s counts against an independent replay of each block's schedule: timing
/// layers with their own lifetimes and pruning, pulses with their own ends, and the runtime's
/// springs one by one through ``SwiftUIRuntimeSpring/State``.
@Suite("Block work: counts replayed from the schedule", .tags(.unit))
struct BlockWorkTests {
  /// The first elapsed frame at which a curve's progress is 1 (u ≥ 1).
  static func lastFrame(_ timing: TimingCurve, hz: Double) -> Int {
    var e = 0
    while (Double(e) / hz - timing.delay) / timing.duration < 1 { e += 1 }
    return e
  }

  /// The first elapsed frame at which the pulse track's value is 1.
  static func pulseEnd(hz: Double) -> Int {
    var e = 0
    while Component.radio.timelines[0].state(at: Double(e) / hz).value != 1 { e += 1 }
    return e
  }

  /// The counts of `block`, replayed here without the solvers' code.
  static func independent(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination
  ) throws -> BlockWork {
    let n = block.count
    let layout = ChannelLayout(building: block.kind)
    let fluid = FluidSpring(block.spring)
    let models = try layout.springs.map { (c) throws(CurveError) in
      try SwiftUIRuntimeSpring(fluid, components: block.kind.channels[c].components)
    }
    var springs = (0..<(layout.springs.count * n)).map { _ in
      SwiftUIRuntimeSpring.State(displacement: 0, velocity: 0, force: 0, origin: 0, steps: 0, change: 0, hasEnded: true)
    }
    var targets = springTargets(block)
    /// Per timing slot, its layers in flight: (start frame, curve).
    var layers: [Int: [(start: Int, curve: TimingCurve)]] = [:]
    /// Per pulse slot, the last frame it runs (its progress reaches 1).
    var pulseUntil: [Int: Int] = [:]
    let pulseEnd = pulseEnd(hz: hz)
    var work = BlockWork()
    var next = 0
    for frame in 0..<frames {
      let time = Double(frame) / hz
      for i in springs.indices where !springs[i].hasEnded {
        let model = models[i / n]
        let (steps, origin) = (springs[i].steps, springs[i].origin)
        model.advance(&springs[i], to: time)
        work.runtimeChecks += 1
        work.runtimeSteps += springs[i].steps - (springs[i].origin != origin ? 0 : steps)
      }
      var set: Set<Int> = []
      while next < block.schedule.count, block.schedule[next].frame <= frame {
        let event = block.schedule[next]
        next += 1
        switch layout.change(event.retarget, selector: event.selector, of: n) {
        case .spring(let i, let target, let jump):
          if jump {
            springs[i].hasEnded = true
          } else {
            // The device's rule: a move from rest begins on the next frame, a running one keeps its force.
            models[i / n].retarget(&springs[i], at: time, by: target - targets[i], restartingAt: Double(frame + 1) / hz)
          }
          targets[i] = target
        case .timing(let slot, _, let curve):
          if let curve {
            // The device's rule again: a curve from rest begins on the next frame, one over others at once.
            let start = layers[slot, default: []].isEmpty ? frame + 1 : frame
            layers[slot, default: []].append((start, block.kind.timingCurves[curve]))
          } else {
            layers[slot] = []
          }
          set.insert(slot)
        case .pulse(let slot):
          pulseUntil[slot] = frame + pulseEnd
        default:
          break
        }
      }
      for (slot, stack) in layers where !stack.isEmpty || set.contains(slot) {
        work.timingWrites += 1
        work.timingLayers += stack.count
        var finished: [Int] = []
        for (k, layer) in stack.enumerated() {
          let timing = layer.curve
          let u = (Double(frame - layer.start) / hz - timing.delay) / timing.duration
          if timing.curve != .linear, u > 0, u < 1 { work.timingSolves += 1 }
          if frame - layer.start >= lastFrame(layer.curve, hz: hz) { finished.append(k) }
        }
        guard let top = finished.last else { continue }
        // A finished layer leaves; under blend it takes every layer below it along.
        layers[slot] = stack.enumerated().filter {
          combining == .blend ? $0.offset > top : !finished.contains($0.offset)
        }
        .map(\.element)
      }
      work.pulses += pulseUntil.values.filter { $0 >= frame }.count
    }
    return work
  }

  @Test(
    "Timing layers, Bézier solves, pulses, runtime steps and checks equal the independent replay",
    arguments: [(60.0, TimingCombination.blend), (120, .blend), (120, .additive)])
  func replay(hz: Double, combining: TimingCombination) throws {
    let scene = SceneConfiguration(selectors: 200, seconds: 3, hz: hz, combining: combining)
    var total = BlockWork()
    for unit in 0..<scene.unitCount {
      for block in scene.blocks(covering: scene.selectors(inUnit: unit)) {
        let counted = try BlockWork.replay(
          block, frames: scene.frameCount, hz: hz, combining: combining, runtime: true)
        let expected = try Self.independent(block, frames: scene.frameCount, hz: hz, combining: combining)
        #expect(counted == expected, "\(block.kind), unit \(unit)")
        total = total + counted
      }
    }
    // The scene exercises every count, and runs up to 2.5 steps per running spring-frame at 120 Hz
    // (300 Hz over 120 frames per second), 5 at 60 Hz: a little less, for the frame after a tap
    // that begins a move from rest is checked without a step.
    #expect(total.timingLayers > 0 && total.timingSolves > 0 && total.pulses > 0)
    #expect(total.timingWrites >= total.timingLayers / 8)
    let perFrame = Double(total.runtimeSteps) / Double(total.runtimeChecks)
    #expect(perFrame < 300 / hz && perFrame > 0.97 * 300 / hz, "\(perFrame) steps per running spring-frame")
  }

  @Test("Without the runtime, no steps are counted and the curves' counts stay")
  func withoutRuntime() throws {
    let scene = SceneConfiguration(selectors: 50, seconds: 2)
    let block = try #require(scene.blocks(covering: scene.selectors(inUnit: 0)).first)
    let with = try BlockWork.replay(block, frames: scene.frameCount, hz: scene.hz, combining: .blend, runtime: true)
    let without = try BlockWork.replay(block, frames: scene.frameCount, hz: scene.hz, combining: .blend, runtime: false)
    #expect(without.runtimeSteps == 0 && without.runtimeChecks == 0 && with.runtimeChecks > 0)
    #expect(without.timingLayers == with.timingLayers && without.pulses == with.pulses)
  }
}
