import BenchmarkKit
import MotionBenchmarks
import MotionCurves
import MotionODE
import SelectorSimulation
import TestSupport
import Testing

@Suite("Roofline: each solver's counted work per channel-sample", .tags(.unit))
struct RooflineWorkTests {
  /// A scene of one kind only, one block of 100 selectors.
  static func scene(radio: Bool) -> SceneConfiguration {
    SceneConfiguration(selectors: 100, components: ComponentMix(radio ? .radio : .segmented))
  }

  /// The scene's one block.
  static func block(_ scene: SceneConfiguration) throws -> SelectorBlock {
    let blocks = scene.blocks(covering: scene.selectors(inUnit: 0))
    try #require(blocks.count == 1 && scene.unitCount == 1)
    return blocks[0]
  }

  /// The scene's event counts, from the replay (checked against an independent one in
  /// `BlockWorkTests`).
  static func counts(_ scene: SceneConfiguration, runtime: Bool = false) throws -> BlockWork {
    try BlockWork.replay(
      block(scene), frames: scene.frameCount, hz: scene.hz, combining: scene.combining, runtime: runtime)
  }

  @Test("Exact step per frame: 4 multiply-adds, 24 B in and out per spring; radio also clamps 3 opacities")
  func exactStepFrame() {
    // Radio: 9 springs and 3 clamped opacities over 18 channels.
    let radio = SolverDescriptor.exactStep.selectorFrameWork(.radio)
    #expect(radio.madds == 36)
    #expect(radio.loadBytes == 9 * 24 + 3 * 8 && radio.storeBytes == 9 * 24 + 3 * 8)
    #expect(radio.calls.isEmpty)
    #expect(radio.bytesPerSelector == 18 * 8 + 9 * 24)
    // Segmented: 5 springs over 20 channels, nothing clamped.
    let segmented = SolverDescriptor.exactStep.selectorFrameWork(.segmented)
    #expect(segmented.madds == 20 && segmented.loadBytes == 120)
  }

  @Test(
    "Exact step per sample: every frame's springs plus each running layer's table read and fold and each pulse's row",
    arguments: [true, false])
  func exactStepScene(radio: Bool) throws {
    // Radio: pulses, no timing curves; segmented: timing curves, no pulses.
    let scene = Self.scene(radio: radio)
    let counts = try Self.counts(scene)
    #expect(radio ? counts.pulses > 0 && counts.timingLayers == 0 : counts.timingLayers > 0 && counts.pulses == 0)
    #expect(counts.runtimeSteps == 0)
    let kind = SolverDescriptor.exactStep.selectorFrameWork(radio ? .radio : .segmented)
    let frames = Double(scene.frameCount)
    let samples = 100 * (radio ? 18 : 20) * frames
    let work = try SolverDescriptor.exactStep.rooflineWork(scene)
    let layers = Double(counts.timingLayers)
    let pulses = Double(counts.pulses)
    let writes = Double(counts.timingWrites)
    // A running pulse copies its row (values computed at set-up): no multiply-add.
    #expect(abs(work.madds - (kind.madds * 100 * frames + 2 * layers) / samples) < 1e-12)
    let loads = kind.loadBytes * 100 * frames + 32 * layers + 56 * pulses + 16 * writes
    let stores = kind.storeBytes * 100 * frames + 32 * pulses + 16 * writes
    #expect(abs(work.loadBytes - loads / samples) < 1e-12)
    #expect(abs(work.storeBytes - stores / samples) < 1e-12)
    #expect(work.workingSetBytes == 100 * kind.bytesPerSelector)
    // The events add work: more than the spring pass alone.
    #expect(work.loadBytes > kind.loadBytes * 100 * frames / samples)
    #expect(radio || work.madds > kind.madds * 100 * frames / samples)
  }

  @Test("Closed forms: exp and sincos per underdamped spring, exp per critical one; Bézier solves per running press")
  func closedForms() throws {
    let radio = Self.scene(radio: true)
    let segmented = Self.scene(radio: false)
    #expect(try SolverDescriptor.closedForm.rooflineWork(radio).calls == [.exp: 0.5, .sincos: 0.5])
    #expect(try SolverDescriptor.reference.rooflineWork(radio).calls == [.expl: 0.5, .sincosl: 0.5])
    #expect(try SolverDescriptor.reference.rooflineWork(radio).madds == 0)
    #expect(try SolverDescriptor.closedForm.rooflineWork(segmented).calls == [.exp: 0.25])
    // Segmented: 5 critically damped springs (5 multiply-adds each), and the press's Bézier
    // solves besides the linear dividers' layers.
    let counts = try Self.counts(segmented)
    #expect(counts.timingSolves > 0 && counts.timingSolves < counts.timingLayers)
    let frames = Double(segmented.frameCount)
    let expected =
      (5 * 5 * 100 * frames + 3 * Double(counts.timingLayers) + 22 * Double(counts.timingSolves))
      / (100 * 20 * frames)
    #expect(abs(try SolverDescriptor.closedForm.rooflineWork(segmented).madds - expected) < 1e-12)
    // Radio: 9 underdamped springs (7 each) and the pulses (6 each).
    let pulses = Double(try Self.counts(radio).pulses)
    let radioFrames = Double(radio.frameCount)
    #expect(
      abs(
        try SolverDescriptor.closedForm.rooflineWork(radio).madds - (9 * 7 * 100 * radioFrames + 6 * pulses)
          / (100 * 18 * radioFrames)) < 1e-12)
    // The batched closed form evaluates only moving springs: its calls scale with their share,
    // and a spring at rest copies its target (8 B in, 8 B out).
    let (moving, total) = LockstepSceneSolver.batchedMovingSpringFrames(
      try Self.block(radio), frames: radio.frameCount, hz: radio.hz)
    let share = Double(moving) / Double(total)
    #expect(share > 0 && share < 1)
    let batched = try SolverDescriptor.closedFormBatched.rooflineWork(radio)
    #expect(abs(batched.calls[.vectorExp, default: 0] - 0.5 * share) < 1e-12)
    #expect(abs(batched.calls[.vectorSincos, default: 0] - 0.5 * share) < 1e-12)
  }

  @Test("SwiftUI: 5 multiply-adds per 300 Hz step and 9 per running spring-frame, on top of the settled copy")
  func swiftUI() throws {
    let scene = Self.scene(radio: false)
    let counts = try Self.counts(scene, runtime: true)
    #expect(counts.runtimeChecks > 0 && counts.runtimeSteps > 2 * counts.runtimeChecks)
    let frames = Double(scene.frameCount)
    let samples = 100 * 20 * frames
    let work = try SolverDescriptor.swiftUI.rooflineWork(scene)
    let madds =
      5 * Double(counts.runtimeSteps) + 9 * Double(counts.runtimeChecks) + 3 * Double(counts.timingLayers) + 22
      * Double(counts.timingSolves) + 6 * Double(counts.pulses)
    #expect(abs(work.madds - madds / samples) < 1e-12)
    let loads =
      5 * 9 * 100 * frames + 48 * Double(counts.runtimeChecks) + 24 * Double(counts.timingLayers) + 8
      * Double(counts.timingSolves) + 48 * Double(counts.pulses) + 16 * Double(counts.timingWrites)
    #expect(abs(work.loadBytes - loads / samples) < 1e-12)
  }

  @Test("GSL: stages per accepted step × the stage's cost, from the run's steps")
  func gsl() throws {
    let scene = Self.scene(radio: false)
    let steps = SolverWork(steps: 1000, functionEvaluations: 17_000)
    let samples = Double(100 * 20 * scene.frameCount)
    // rk8pd: 13 stages per step, 4 multiply-adds, 32 B in and 32 B out each.
    let rk8pd = try SolverDescriptor.gsl(.rk8pd).rooflineWork(scene, steps: steps)
    let replay = try SolverDescriptor.gsl(.rk8pd).rooflineWork(scene)
    #expect(replay.madds == 0)
    #expect(abs(rk8pd.madds - 13 * 1000 * 4 / samples) < 1e-12)
    #expect(abs(rk8pd.loadBytes - replay.loadBytes - 13 * 1000 * 32 / samples) < 1e-9)
    // A method without fixed stages counts the evaluations per step the run measured.
    let msbdf = try SolverDescriptor.gslScene(.msbdf).rooflineWork(scene, steps: steps)
    #expect(abs(msbdf.madds - 17 * 1000 * 4 / samples) < 1e-12)
    #expect(GSLStepper.allCases.compactMap(\.stagesPerStep).count == 5)
  }

  @Test("A mixed scene averages the kinds by their channel-samples")
  func mixed() throws {
    let scene = SceneConfiguration(selectors: 300)
    let frames = scene.frameCount
    var springMadds = 0.0
    var eventMadds = 0.0
    var channels = 0
    for unit in 0..<scene.unitCount {
      for block in scene.blocks(covering: scene.selectors(inUnit: unit)) {
        let springs = block.kind.channels.filter { $0.role == .spring }.count
        springMadds += Double(4 * springs * block.count * frames)
        let counts = try BlockWork.replay(
          block, frames: frames, hz: scene.hz, combining: scene.combining, runtime: false)
        eventMadds += 2 * Double(counts.timingLayers)
        channels += block.valueCount
      }
    }
    let radio = (0..<300).filter { scene.setup(ofSelector: $0).kind == .radio }.count
    #expect(radio > 100 && radio < 200)
    #expect(channels == radio * 18 + (300 - radio) * 20)
    let work = try SolverDescriptor.exactStep.rooflineWork(scene)
    #expect(abs(work.madds - (springMadds + eventMadds) / Double(channels * frames)) < 1e-12)
  }
}
