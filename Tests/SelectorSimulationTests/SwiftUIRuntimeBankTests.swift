import MotionCurves
import TestSupport
import Testing

@testable import SelectorSimulation

/// The `swiftui` solver's lane-parallel bank against the scalar path it replaced
/// (``ScalarRuntimeBank``) and against ``SwiftUIRuntimeSpring``'s own state, bit for bit.
@Suite("SwiftUI runtime bank on SIMD lanes", .tags(.unit))
struct SwiftUIRuntimeBankTests {
  /// Every frame of `block` from the frame loop with `springs`, flattened; timing curves from
  /// rest begin at `start`.
  static func frames<Springs: SpringBank>(
    _ block: SelectorBlock, frames: Int, hz: Double, springs: inout Springs, start: SwiftUIRuntimeStart = .immediate
  ) throws -> [Double] {
    var curves = EvaluatedCurves(
      block, source: ClosedFormProgress<Double>(hz: hz, kind: block.kind), hz: hz, combining: .blend, start: start)
    var all: [Double] = []
    try BlockSimulation.run(block, frames: frames, springs: &springs, curves: &curves) { _, values in
      all.append(contentsOf: values)
    }
    return all
  }

  /// The first index where two runs differ in any bit, or nil.
  static func firstDifference(_ a: [Double], _ b: [Double]) -> Int? {
    guard a.count == b.count else { return -1 }
    return a.indices.first { a[$0].bitPattern != b[$0].bitPattern }
  }

  @Test(
    "A scene's every value equals the scalar path's, bit for bit",
    arguments: [60.0, 120, 144], SwiftUIRuntimeStart.allCases)
  func scene(hz: Double, start: SwiftUIRuntimeStart) throws {
    // Units of 128 and 22 selectors: blocks of several sizes, many with a partial last group.
    let scene = SceneConfiguration(selectors: 150, seconds: 4, hz: hz)
    var compared = 0
    var expectedCount = 0
    var moving = 0
    for unit in 0..<scene.unitCount {
      for block in scene.blocks(covering: scene.selectors(inUnit: unit)) {
        let targets = springTargets(block)
        var scalar = try ScalarRuntimeBank(
          kind: block.kind, spring: block.spring, hz: hz, selectors: block.count, initialTargets: targets, start: start)
        var lanes = try SwiftUIRuntimeBank(
          kind: block.kind, spring: block.spring, hz: hz, selectors: block.count, initialTargets: targets,
          start: start)
        let expected = try Self.frames(block, frames: scene.frameCount, hz: hz, springs: &scalar)
        let shown = try Self.frames(block, frames: scene.frameCount, hz: hz, springs: &lanes)
        #expect(Self.firstDifference(expected, shown) == nil, "\(block.kind), unit \(unit)")
        compared += shown.count
        expectedCount += block.valueCount * scene.frameCount
        moving += zip(expected, expected.dropFirst(block.valueCount)).filter { $0 != $1 }.count
      }
    }
    #expect(compared == expectedCount && compared > 0)
    #expect(moving > 1000)
  }

  @Test(
    "The swiftui solver shows what the scalar springs and scalar closed-form curves showed", arguments: [60.0, 120])
  func solver(hz: Double) throws {
    let scene = SceneConfiguration(selectors: 150, seconds: 3, hz: hz)
    for unit in 0..<scene.unitCount {
      for block in scene.blocks(covering: scene.selectors(inUnit: unit)) {
        var springs = try ScalarRuntimeBank(
          kind: block.kind, spring: block.spring, hz: hz, selectors: block.count, initialTargets: springTargets(block))
        let expected = try Self.frames(block, frames: scene.frameCount, hz: hz, springs: &springs, start: .frame)
        var shown: [Double] = []
        _ = try LockstepSceneSolver(.swiftUI).simulate(block, frames: scene.frameCount, hz: hz, combining: .blend) {
          _, values in shown.append(contentsOf: values)
        }
        #expect(Self.firstDifference(expected, shown) == nil, "\(block.kind), unit \(unit)")
      }
    }
  }

  /// One spring slot of 11 selectors driven by hand: releases at different frames, a retarget
  /// in flight, a jump, a retarget after the end, at rates that give 2, 3 or many steps a frame
  /// and, at 0.5 Hz, frames 2 s apart that stall the clock.
  @Test("Single springs equal SwiftUIRuntimeSpring.advance and the scalar path", arguments: [0.5, 7, 60, 120, 144])
  func singleSprings(hz: Double) throws {
    let kind = Component.segmented
    let spring = kind.spring!
    let n = 11
    let slots = ChannelLayout(building: kind).springs.count
    let initial = (0..<(slots * n)).map { Double($0 % 5) }
    var lanes = try SwiftUIRuntimeBank(kind: kind, spring: spring, hz: hz, selectors: n, initialTargets: initial)
    var scalar = try ScalarRuntimeBank(kind: kind, spring: spring, hz: hz, selectors: n, initialTargets: initial)
    let model = lanes.models[0]
    var states = (0..<n).map { _ in
      SwiftUIRuntimeSpring.State(displacement: 0, velocity: 0, force: 0, origin: 0, steps: 0, change: 0, hasEnded: true)
    }
    var targets = Array(initial[0..<n])
    // At 0.5 Hz every frame stalls the clock and steps 1/60 s: 400 frames let the springs end.
    let frames = hz < 1 ? 400 : Int(3 * hz)
    let layout = ChannelLayout(building: kind)
    var a = [Double](repeating: .nan, count: kind.channelCount * n)
    var b = a
    var ended = 0
    var stalls = 0
    for frame in 0..<frames {
      let time = Double(frame) / hz
      a.withUnsafeMutableBufferPointer {
        lanes.advance(to: frame, layout: layout, selectors: n, values: $0.baseAddress!)
      }
      b.withUnsafeMutableBufferPointer {
        scalar.advance(to: frame, layout: layout, selectors: n, values: $0.baseAddress!)
      }
      let out = layout.springs[0] * n
      for s in 0..<n {
        let origin = states[s].origin
        if !states[s].hasEnded, model.advance(&states[s], to: time) { ended += 1 }
        if !states[s].hasEnded, states[s].origin != origin { stalls += 1 }
        let expected = targets[s] + states[s].shownDisplacement
        #expect(a[out + s].bitPattern == expected.bitPattern, "selector \(s), frame \(frame)")
        #expect(lanes.state(s) == states[s], "selector \(s), frame \(frame)")
      }
      #expect(a.map(\.bitPattern) == b.map(\.bitPattern), "frame \(frame)")
      // Selector s is released at frame 2s, retargeted in flight at 2s + 3, jumps at 2s + 40
      // when s is odd, and is released again at 2s + 60.
      for s in 0..<n {
        let schedule: [(Int, Double, Bool)] = [
          (2 * s, 7 + Double(s), false), (2 * s + 3, -3, false), (2 * s + 40, 1, s % 2 == 1), (2 * s + 60, 4, false),
        ]
        for (at, target, jump) in schedule where at == frame {
          lanes.retarget(s, to: target, at: frame, jump: jump)
          scalar.retarget(s, to: target, at: frame, jump: jump)
          if jump {
            states[s].hasEnded = true
          } else {
            model.retarget(
              &states[s], at: time, by: target - targets[s], restartingAt: Double(frame + 1) / hz)
          }
          targets[s] = target
        }
      }
    }
    #expect(ended > 0)
    #expect(hz < 1 ? stalls > 0 : stalls == 0)
  }

  @Test("The packed lists follow the springs")
  func packedLists() throws {
    let kind = Component.radio
    let n = 20
    let slots = ChannelLayout(building: kind).springs.count
    var bank = try SwiftUIRuntimeBank(
      kind: kind, spring: kind.spring!, hz: 120, selectors: n,
      initialTargets: Array(repeating: 0, count: slots * n))
    #expect(bank.springs.capacity == (slots * n + 7) / 8 * 8 && bank.springs.live == 0)
    bank.retarget(3, to: 1, at: 0, jump: false)
    bank.retarget(19, to: 1, at: 0, jump: false)
    bank.retarget(n + 1, to: 1, at: 0, jump: false)
    #expect(bank.springs.live == 3)
    #expect(bank.springs.entryOf[3] == 0 && bank.springs.entryOf[19] == 1 && bank.springs.entryOf[n + 1] == 2)
    // Slot 1's selector 1 shows in the second spring channel.
    #expect(bank.springs.outputAt[2] == ChannelLayout(building: kind).springs[1] * n + 1)
    bank.retarget(3, to: 2, at: 0, jump: true)
    // The last running spring takes the ended one's entry; the ended one keeps its state past them.
    #expect(bank.springs.live == 2 && !bank.springs.isLive(3) && bank.springs.entryOf[n + 1] == 0)
    #expect(bank.springs.itemAt[0] == n + 1 && bank.springs.itemAt[bank.springs.entryOf[3]] == 3)
    #expect(bank.state(3).hasEnded && !bank.state(19).hasEnded && bank.targets[3] == 2)
    var values = [Double](repeating: 0, count: kind.channelCount * n)
    for frame in 0..<600 {
      values.withUnsafeMutableBufferPointer {
        bank.advance(to: frame, layout: ChannelLayout(building: kind), selectors: n, values: $0.baseAddress!)
      }
    }
    #expect(bank.springs.live == 0)
    #expect(bank.state(19).hasEnded && bank.state(n + 1).hasEnded)
  }

  /// One spring slot against ``SwiftUIAnimator``, MotionCurves' replay of SwiftUI's animator for
  /// one value (its own clock and retarget rule, not the bank's code): a tap from rest shows the
  /// old value on its frame and the next, a retarget in flight goes on with the force, and a tap
  /// after the stop rule has ended the move starts from rest again, a frame late. A retarget on
  /// the frame right after a start from rest (frame 4) finds the animation at its time 0 in both.
  @Test(
    "A slot shows what SwiftUIAnimator shows: from rest a frame late, a retarget keeping the force",
    arguments: [60.0, 120], [13, 4])
  func animator(hz: Double, retargetFrame: Int) throws {
    let kind = Component.segmented
    let layout = ChannelLayout(building: kind)
    let channel = layout.springs[0]
    let expression = ".spring(duration: 0.5, bounce: 0.3)"
    let spring = try Spring(duration: 0.5, bounce: 0.3)
    var bank = try SwiftUIRuntimeBank(
      kind: kind, channels: layout.springs, spring: spring, hz: hz, selectors: 1,
      initialTargets: Array(repeating: 0, count: layout.springs.count))
    let taps: [(frame: Int, target: Double)] = [(3, 80), (retargetFrame, 160), (Int(4 * hz), 0)]
    let animation = try AnimationExpression(parsing: expression)
    var animator = try SwiftUIAnimator(
      from: 0, changes: taps.map { .init(at: Double($0.frame) / hz, to: $0.target, with: animation) },
      components: kind.channels[channel].components, start: .frame, carry: .frame, frameInterval: 1 / hz)
    var values = [Double](repeating: .nan, count: kind.channelCount)
    var shown: [Double] = []
    var expected: [Double] = []
    for frame in 0..<Int(6 * hz) {
      values.withUnsafeMutableBufferPointer {
        bank.advance(to: frame, layout: layout, selectors: 1, values: $0.baseAddress!)
      }
      for tap in taps where tap.frame == frame { bank.retarget(0, to: tap.target, at: frame, jump: false) }
      shown.append(values[channel])
      expected.append(animator.frame(at: Double(frame) / hz).value)
    }
    // The tap's frame and the next show the old value; the one after moves.
    #expect(shown[3] == 0 && shown[4] == 0 && shown[5] > 0)
    #expect(shown[Int(4 * hz) + 1] == 160 && shown[Int(4 * hz) + 2] < 160)
    let worst = zip(shown, expected).map { abs($0 - $1) }.max() ?? .nan
    #expect(worst <= 1e-9, "largest difference \(worst)")
    #expect(animator.endings.count == 2)
  }
}
