import MotionCurves
import MotionODE
import TestSupport
import Testing

@testable import SelectorSimulation

/// The GSL scene solvers against the `Float80` reference, across steppers, and their work.
@Suite("GSL scene solvers", .tags(.unit))
struct GSLSceneSolverTests {
  /// Which of the two groupings.
  enum Layout: String, CaseIterable, CustomTestStringConvertible {
    /// One system per channel.
    case perChannel
    /// All springs of a block as one system.
    case wholeScene

    var testDescription: String { rawValue }

    var grouping: GSLSceneSolver.Grouping { self == .perChannel ? .perChannel : .wholeScene }

    func solver(_ stepper: GSLStepper, tolerance: Double, maxSteps: Int = 1_000_000) throws -> GSLSceneSolver {
      try GSLSceneSolver(
        stepper: stepper, relativeTolerance: tolerance, absoluteTolerance: tolerance, grouping: grouping,
        maxSteps: maxSteps)
    }
  }

  /// The scripted traces of `SelectorChannelTests`: radio tap, tap with Reduce Motion,
  /// auto-play, an interrupted spring, segmented press/release and dividers.
  static let scripts: [(kind: Component, script: String, autoplay: Bool, reduceMotion: Bool, seconds: Double)] = [
    (.radio, "0.5:tap 1", false, false, 3),
    (.radio, "0.5:tap 2", true, true, 3),
    (.radio, "2.5:tap 0", true, false, 5),
    (.radio, "0.2:tap 1; 0.3:tap 0", false, false, 3),
    (.segmented, "0.4:press 2; 0.5:release 2", false, false, 3),
    (.segmented, "0.5:tap 2", false, false, 3),
  ]

  /// Each channel's largest error against the reference, relative to the channel's size
  /// (its largest reference magnitude, at least 1).
  ///
  /// - Parameters:
  ///   - values: The solver's frames, each channel-major.
  ///   - reference: The reference's frames.
  ///   - kind: The selectors' kind.
  ///   - count: Selectors per frame.
  /// - Returns: One error per channel of the kind.
  static func channelErrors(_ values: [[Double]], _ reference: [[Double]], kind: Component, count: Int) -> [Double] {
    var errors = [Double](repeating: 0, count: kind.channelCount)
    var scales = [Double](repeating: 1, count: kind.channelCount)
    for (frame, expected) in zip(values, reference) {
      for (i, value) in expected.enumerated() {
        scales[i / count] = max(scales[i / count], abs(value))
        errors[i / count] = max(errors[i / count], abs(frame[i] - value))
      }
    }
    return zip(errors, scales).map { $0 / $1 }
  }

  /// Expects each channel's error against the reference (``channelErrors(_:_:kind:count:)``) at
  /// most `bound`.
  ///
  /// - Parameters:
  ///   - values: The solver's frames, each channel-major.
  ///   - reference: The reference's frames.
  ///   - kind: The selectors' kind.
  ///   - count: Selectors per frame.
  ///   - bound: The largest relative error allowed.
  ///   - label: What was run, for the messages.
  ///   - sourceLocation: Where a failure is reported.
  static func expectChannels(
    _ values: [[Double]], match reference: [[Double]], kind: Component, count: Int, within bound: Double,
    _ label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (c, error) in channelErrors(values, reference, kind: kind, count: count).enumerated() {
      #expect(error <= bound, "\(label)\(kind.channels[c].name) error \(error)", sourceLocation: sourceLocation)
    }
  }

  /// Runs a block and keeps every frame.
  static func frames(
    _ solver: any SceneSolver, _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination = .blend
  ) throws -> (values: [[Double]], work: SolverWork) {
    var values: [[Double]] = []
    let work = try solver.simulate(block, frames: frames, hz: hz, combining: combining) { frame, buffer in
      precondition(frame == values.count)
      values.append(Array(buffer))
    }
    return (values, work)
  }

  /// Two small blocks with overlapping events: radio taps (one group under Reduce Motion),
  /// segmented presses, releases and a tap, within 1 s.
  static let tinyBlocks: [SelectorBlock] = [
    SelectorBlock(
      kind: .radio, selectors: [0, 1], reduceMotion: [false, true],
      events: [
        [.init(frame: 6, action: .tap(1)), .init(frame: 15, action: .tap(2)), .init(frame: 40, action: .tap(0))],
        [.init(frame: 10, action: .tap(2))],
      ]),
    SelectorBlock(
      kind: .segmented, selectors: [2, 3], reduceMotion: [false, false],
      events: [
        [
          .init(frame: 5, action: .press(1)), .init(frame: 14, action: .release(1)),
          .init(frame: 20, action: .press(3)), .init(frame: 26, action: .release(3)), .init(frame: 30, action: .tap(0)),
        ],
        [.init(frame: 3, action: .press(2)), .init(frame: 8, action: .release(2)), .init(frame: 10, action: .tap(1))],
      ]),
  ]

  @Test(
    "At rk8pd 1e-10 every channel of the scripted traces matches the reference within 1e-8",
    arguments: Layout.allCases)
  func scriptedTraces(layout: Layout) throws {
    let solver = try layout.solver(.rk8pd, tolerance: 1e-10)
    for (kind, script, autoplay, reduceMotion, seconds) in Self.scripts {
      let expected = try trace(
        kind, script, autoplay: autoplay, reduceMotion: reduceMotion, seconds: seconds,
        solver: LockstepSceneSolver(.reference))
      let values = try trace(
        kind, script, autoplay: autoplay, reduceMotion: reduceMotion, seconds: seconds, solver: solver)
      #expect(values.count == expected.count)
      Self.expectChannels(values, match: expected, kind: kind, count: 1, within: 1e-8, "\(script): ")
    }
  }

  @Test(
    "At rk8pd 1e-10 a random scene matches the reference within 1e-8 in every channel",
    arguments: Layout.allCases, TimingCombination.allCases)
  func randomScene(layout: Layout, combining: TimingCombination) throws {
    let scene = SceneConfiguration(selectors: 12, seconds: 2, seed: 11)
    let solver = try layout.solver(.rk8pd, tolerance: 1e-10)
    let blocks = scene.blocks(covering: 0..<scene.selectors)
    #expect(Set(blocks.map(\.kind)) == Set(Component.builtins))
    for block in blocks {
      let expected = try Self.frames(
        LockstepSceneSolver(.reference), block, frames: scene.frameCount, hz: scene.hz, combining: combining)
      let values = try Self.frames(solver, block, frames: scene.frameCount, hz: scene.hz, combining: combining)
      #expect(values.values.count == scene.frameCount)
      Self.expectChannels(values.values, match: expected.values, kind: block.kind, count: block.count, within: 1e-8, "")
      // Every channel moves somewhere in the scene, so every one is really compared.
      for c in 0..<block.kind.channelCount {
        let column = expected.values.flatMap { $0[(c * block.count)..<(c * block.count + block.count)] }
        #expect(column.min()! < column.max()!, "\(block.kind.channels[c].name) never moves")
      }
    }
  }

  /// At 50 and 144 Hz the seeds' curves start and end between frames (0.15 s × 50 = 7.5 frames,
  /// 0.2 s × 144 = 28.8 frames): the integrator stops and restarts there too.
  @Test("Knots between frames are stops too", arguments: Layout.allCases, [50.0, 144.0])
  func knotsBetweenFrames(layout: Layout, hz: Double) throws {
    let scene = SceneConfiguration(selectors: 12, seconds: 2, hz: hz, seed: 11)
    let solver = try layout.solver(.rk8pd, tolerance: 1e-10)
    for block in scene.blocks(covering: 0..<scene.selectors) {
      let expected = try Self.frames(LockstepSceneSolver(.reference), block, frames: scene.frameCount, hz: hz)
      let values = try Self.frames(solver, block, frames: scene.frameCount, hz: hz)
      Self.expectChannels(values.values, match: expected.values, kind: block.kind, count: block.count, within: 1e-8, "")
    }
  }

  /// First-order rk1imp's error shrinks only like the square root of the tolerance (and it
  /// needs millions of steps at 1e-8: half the run for it), the implicit and multistep
  /// methods' global error reaches 10–100 × the tolerance: looser bounds for those.
  @Test(
    "Every stepper runs, and tightening the tolerance from 1e-4 to 1e-8 shrinks its error",
    arguments: GSLStepper.allCases, Layout.allCases)
  func steppers(stepper: GSLStepper, layout: Layout) throws {
    let hz = 60.0
    let frames = stepper == .rk1imp ? 30 : 60
    var errors: [Double] = []
    for tolerance in [1e-4, 1e-8] {
      let solver = try layout.solver(stepper, tolerance: tolerance)
      var error = 0.0
      for block in Self.tinyBlocks {
        let expected = try Self.frames(LockstepSceneSolver(.reference), block, frames: frames, hz: hz)
        let run = try Self.frames(solver, block, frames: frames, hz: hz)
        #expect(run.work.steps > 0 && run.work.functionEvaluations >= run.work.steps)
        error = max(error, Self.channelErrors(run.values, expected.values, kind: block.kind, count: block.count).max()!)
      }
      errors.append(error)
    }
    // bsimp extrapolates to within 1e-8 already at 1e-4.
    #expect(errors[1] < errors[0] || errors[0] <= 1e-8, "\(errors)")
    let bound =
      switch stepper {
      case .rk1imp: 1e-4
      case .rk2imp, .msadams, .msbdf: 1e-5
      default: 1e-6
      }
    #expect(errors[1] <= bound, "\(errors)")
  }

  @Test("Stopping the whole scene at everyone's events costs more steps per spring channel")
  func globalStopsCostSteps() throws {
    let scene = SceneConfiguration(selectors: 50, seconds: 2)
    let perChannel = try GSLSceneSolver(stepper: .rk8pd, relativeTolerance: 1e-8, absoluteTolerance: 1e-8)
    let wholeScene = try GSLSceneSolver(
      stepper: .rk8pd, relativeTolerance: 1e-8, absoluteTolerance: 1e-8, grouping: .wholeScene)
    for block in scene.blocks(covering: 0..<scene.selectors) {
      let springs = ChannelLayout(building: block.kind).springs.count * block.count
      let channel = try perChannel.simulateCounting(
        block, frames: scene.frameCount, hz: scene.hz, combining: .blend
      ) { _, _ in }
      let system = try wholeScene.simulateCounting(
        block, frames: scene.frameCount, hz: scene.hz, combining: .blend
      ) { _, _ in }
      // One step of the spring system counts once per spring channel it advances.
      #expect(system.springs.steps % springs == 0 && system.springs.functionEvaluations % springs == 0)
      #expect(system.springs.steps > channel.springs.steps, "\(block.kind): \(system.springs) vs \(channel.springs)")
      // The other channels are simulated by the same code, so only the springs differ.
      #expect(system.curves == channel.curves && channel.curves.steps > 0)
      let total = try wholeScene.simulate(block, frames: scene.frameCount, hz: scene.hz, combining: .blend) { _, _ in }
      #expect(total == system.total)
    }
  }

  @Test("An exhausted step budget is thrown as ODEError and nothing reaches the sink", arguments: Layout.allCases)
  func budgetFailure(layout: Layout) throws {
    let block = Self.tinyBlocks[0]
    let starved = try layout.solver(.rk8pd, tolerance: 1e-12, maxSteps: 1)
    var delivered = 0
    #expect {
      _ = try starved.simulate(block, frames: 60, hz: 60, combining: .blend) { _, _ in delivered += 1 }
    } throws: { error in
      guard case .stepBudgetExhausted(maxSteps: 1, _, _) = error as? ODEError else { return false }
      return true
    }
    #expect(delivered == 0)
    // The process and the library carry on.
    let run = try Self.frames(try layout.solver(.rk8pd, tolerance: 1e-10), block, frames: 60, hz: 60)
    #expect(run.values.count == 60)
  }

  @Test("Bad settings are rejected when the solver is made; names follow the stepper")
  func settings() throws {
    #expect(throws: ODEError.invalidTolerance(.relative, value: -1)) {
      try GSLSceneSolver(stepper: .rk4, relativeTolerance: -1, absoluteTolerance: 1e-6)
    }
    #expect(throws: ODEError.invalidStepBudget(0)) {
      try GSLSceneSolver(
        stepper: .rk4, control: .adaptive(relative: 1e-6, absolute: 1e-6), grouping: .wholeScene, maxSteps: 0)
    }
    let perChannel = try GSLSceneSolver(stepper: .msbdf, relativeTolerance: 1e-6, absoluteTolerance: 1e-6)
    #expect(perChannel.name == "gsl:msbdf" && perChannel.control == .adaptive(relative: 1e-6, absolute: 1e-6))
    #expect(
      try GSLSceneSolver(stepper: .rk8pd, control: .fixed(step: 1e-3), grouping: .wholeScene).name == "gsl-scene:rk8pd")
  }

  @Test("A fixed step stops at every knot and event too", arguments: Layout.allCases)
  func fixedStep(layout: Layout) throws {
    let solver: any SceneSolver =
      switch layout {
      case .perChannel: try GSLSceneSolver(stepper: .rk4, control: .fixed(step: 1.0 / 480))
      case .wholeScene: try GSLSceneSolver(stepper: .rk4, control: .fixed(step: 1.0 / 480), grouping: .wholeScene)
      }
    for block in Self.tinyBlocks {
      let expected = try Self.frames(LockstepSceneSolver(.reference), block, frames: 60, hz: 60)
      let run = try Self.frames(solver, block, frames: 60, hz: 60)
      let error = Self.channelErrors(run.values, expected.values, kind: block.kind, count: block.count).max()!
      #expect(error <= 1e-5, "\(block.kind): \(error)")
    }
  }
}
