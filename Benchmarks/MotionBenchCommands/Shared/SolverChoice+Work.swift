import BenchmarkKit
import MotionCurves
import MotionODE
import SelectorSimulation

/// Work counted from a scene solver's code (docs/roofline.md derives each figure): per
/// selector-frame for what every frame does, or per unit of event-driven work (a running timing
/// layer, a pulse, a runtime step) for what runs only while an animation does.
struct SelectorFrameWork: Equatable {
  var madds = 0.0
  var calls: [CostlyCall: Double] = [:]
  var loadBytes = 0.0
  var storeBytes = 0.0
  /// Bytes per selector a frame streams through: the shown values and the springs' state.
  var bytesPerSelector = 0

  /// `count` times `work`, added.
  mutating func add(_ work: SelectorFrameWork, times count: Int) { add(work, times: Double(count)) }

  /// `count` times `work`, added (the working set `count` times too, rounded down).
  mutating func add(_ work: SelectorFrameWork, times count: Double) {
    madds += count * work.madds
    for (call, calls) in work.calls { self.calls[call, default: 0] += count * calls }
    loadBytes += count * work.loadBytes
    storeBytes += count * work.storeBytes
    bytesPerSelector += Int(count) * work.bytesPerSelector
  }

  /// This work done a `share` of the time: the counts scaled, the working set kept.
  func scaled(by share: Double) -> SelectorFrameWork {
    SelectorFrameWork(
      madds: share * madds, calls: calls.mapValues { share * $0 }, loadBytes: share * loadBytes,
      storeBytes: share * storeBytes, bytesPerSelector: bytesPerSelector)
  }
}

extension SelectorFrameWork {
  /// A timing slot written at a frame (`EvaluatedCurves.writeTimings`): loads its list entry
  /// and output index, stores the value and the list entry it keeps.
  static let timingWrite = SelectorFrameWork(loadBytes: 16, storeBytes: 16)
  /// A running layer's table read and combination (`TabulatedProgress.timing`,
  /// `TimingCombination.fold`): loads start, target, base and the table's value; blend
  /// base + p·(target − base) or additive base + p·(target − previous): 1 ×, 2 +.
  static let tabulatedLayer = SelectorFrameWork(madds: 2, loadBytes: 32)
  /// A running layer in closed form (`ClosedFormProgress.timing`): u = (t/hz − delay)/duration
  /// (1 +, divisions not counted) and the combination; loads start, target and base.
  static let closedFormLayer = SelectorFrameWork(madds: 3, loadBytes: 24)
  /// A Bézier solve on top (`UnitCurve.parameter(for:from:)`, at least one Newton step, then
  /// y(s)): x(s) − u 7 ×, 4 +; x′(s) 8 ×, 5 +; the step 1 +; y(s) 7 ×, 3 +: 22 × in all;
  /// loads and stores the hint.
  static let bezierSolve = SelectorFrameWork(madds: 22, loadBytes: 8, storeBytes: 8)
  /// A running pulse from its table (`TabulatedProgress.pulse`, `ChannelModel.writePulse`):
  /// loads its list entry, trigger frame, table value, gate and three output indices; ring
  /// scale 1 + 0.9p and opacity (1 − p)·gate: 2 ×, 2 +; stores progress, scale, opacity and
  /// the list entry.
  static let tabulatedPulse = SelectorFrameWork(madds: 2, loadBytes: 56, storeBytes: 32)
  /// A running pulse in closed form: the cubic keyframe segment at t (time to segment
  /// progress, a cubic by Horner: at least 4 ×) instead of the table read, then as above.
  static let closedFormPulse = SelectorFrameWork(madds: 6, loadBytes: 48, storeBytes: 32)
  /// One 300 Hz step of the runtime (`SwiftUIRuntimeSpring.step`): v½ = v + F·h/2,
  /// x += v½·h, F = −k·x − c·v½, v = v½ + F·h/2: 5 ×, 4 +; in registers.
  static let runtimeStep = SelectorFrameWork(madds: 5)
  /// A running spring's frame in the runtime besides its steps, on top of the settled copy
  /// every spring is counted for: the clock (stall test and grid index: 4 ×, 5 +), the stop
  /// rule (n·v², n·F², 0.01·|Δ|: 5 ×) and target + x (1 +); loads x, v, F, origin, steps,
  /// change, target and the ended flag (57 B, less the copy's 9), stores x, v, F, steps and
  /// the shown value (40 B, less the copy's 8).
  static let runtimeFrame = SelectorFrameWork(madds: 9, loadBytes: 48, storeBytes: 32)
  /// One stage of a GSL Runge–Kutta step for a spring channel (`DampedSpringSystem`): the
  /// right-hand side v, −(k·x + c·v)/m (2 ×, 1 +) and the stage's argument y + h·Σ aᵢⱼkⱼ, at
  /// least one multiply-add per component (2); loads y and k, stores k and the argument.
  static let gslStage = SelectorFrameWork(madds: 4, loadBytes: 32, storeBytes: 32)
}

extension GSLStepper {
  /// Right-hand-side evaluations per accepted step, where the method fixes them: the explicit
  /// Runge–Kutta pairs' stages (rk4 with its step doubling); nil for the implicit and
  /// multistep methods, whose iterations vary.
  var stagesPerStep: Int? {
    switch self {
    case .rk2: 3
    case .rk4: 11
    case .rkf45, .rkck: 6
    case .rk8pd: 13
    default: nil
    }
  }
}

extension SolverChoice {
  /// One spring channel's work per frame: `underdamped` for the radio's spring; otherwise
  /// (`.smooth`, the segmented selector's) counted as critically damped, the cheapest regime.
  func springWork(underdamped: Bool) -> SelectorFrameWork {
    switch self {
    case .exactStep:
      // x' = Φxx·x + Φxv·v, v' = Φvx·x + Φvv·v, out = target + x': 4 ×, 3 +.
      // Loads x, v, target; stores x, v, out.
      return SelectorFrameWork(madds: 4, loadBytes: 24, storeBytes: 24, bytesPerSelector: 24)
    case .closedForm, .closedFormBatched, .reference:
      // t = (frame − start)/hz; the basis e^(−at)·(cos ωt, sin ωt / ω) or e^(−at)·(1, t); x = xx·x₀ + xv·v₀
      // with xx = E_c + a·E_s; out = target + x. Underdamped: 7 ×, 3 +; critical: 5 ×, 3 +.
      // Loads start, x₀, v₀, target; stores out.
      let madds: Double = self == .reference ? 0 : (underdamped ? 7 : 5)
      let calls: [CostlyCall: Double] =
        switch self {
        case .reference: underdamped ? [.expl: 1, .sincosl: 1] : [.expl: 1]
        case .closedFormBatched: underdamped ? [.vectorExp: 1, .vectorSincos: 1] : [.vectorExp: 1]
        default: underdamped ? [.exp: 1, .sincos: 1] : [.exp: 1]
        }
      let real = self == .reference ? 16.0 : 8.0
      let state = 8 + 3 * real
      return SelectorFrameWork(
        madds: madds, calls: calls, loadBytes: state, storeBytes: 8, bytesPerSelector: Int(state))
    case .swiftUI:
      // A settled spring copies its target: loads the ended flag and target, stores out. A
      // running one adds ``SelectorFrameWork/runtimeFrame`` and its steps (``sampleWork``).
      return SelectorFrameWork(loadBytes: 9, storeBytes: 8, bytesPerSelector: 7 * 8 + 1)
    case .gsl, .gslScene:
      // The replay: the integrated value read and the shown value written; the steps are
      // counted from the run's own (``sampleWork``).
      return SelectorFrameWork(loadBytes: 16, storeBytes: 8, bytesPerSelector: 16)
    }
  }

  /// One selector's work per frame: its spring channels, and the clamping of spring-driven
  /// opacities that every solver's frame loop does (load and store each).
  ///
  /// - Parameters:
  ///   - kind: The selector's kind.
  ///   - moving: The share of spring-frames in motion. `closed-form-batched` evaluates only
  ///     those and copies the target of a spring at rest (8 B in, 8 B out); the other solvers
  ///     do a spring's work whether it moves or not.
  func selectorFrameWork(_ kind: SelectorKind, moving: Double = 1) -> SelectorFrameWork {
    let springs = kind.channels.filter { $0.role == .spring }
    let clamped = springs.filter(\.isClamped).count
    var work = SelectorFrameWork(bytesPerSelector: kind.channelCount * 8)
    let spring = springWork(underdamped: kind == .radio)
    if self == .closedFormBatched {
      work.add(spring.scaled(by: moving), times: springs.count)
      work.add(SelectorFrameWork(loadBytes: 8, storeBytes: 8).scaled(by: 1 - moving), times: springs.count)
    } else {
      work.add(spring, times: springs.count)
    }
    work.add(SelectorFrameWork(loadBytes: 8, storeBytes: 8), times: clamped)
    return work
  }

  /// The event-driven work of a replayed block: its running timing layers and pulses (not
  /// for GSL, whose curves are in its steps), and the runtime's running springs and steps.
  func eventWork(_ counts: BlockWork) -> SelectorFrameWork {
    var work = SelectorFrameWork()
    switch self {
    case .gsl, .gslScene:
      return work
    case .exactStep:
      work.add(.tabulatedLayer, times: counts.timingLayers)
      work.add(.tabulatedPulse, times: counts.pulses)
    case .closedForm, .closedFormBatched, .swiftUI, .reference:
      work.add(.closedFormLayer, times: counts.timingLayers)
      work.add(.bezierSolve, times: counts.timingSolves)
      work.add(.closedFormPulse, times: counts.pulses)
    }
    work.add(.timingWrite, times: counts.timingWrites)
    work.add(.runtimeFrame, times: counts.runtimeChecks)
    work.add(.runtimeStep, times: counts.runtimeSteps)
    if self == .reference { work.madds = 0 }
    return work
  }

  /// GSL's steps: `steps` accepted channel-steps of the stepper's stages each (or of the
  /// evaluations per step the run measured, for a method whose iterations vary).
  func stepWork(_ work: SolverWork) -> SelectorFrameWork {
    let stepper: GSLStepper
    switch self {
    case .gsl(let s), .gslScene(let s): stepper = s
    default: return SelectorFrameWork()
    }
    let stages =
      stepper.stagesPerStep.map(Double.init)
      ?? Double(work.functionEvaluations) / Double(max(1, work.steps))
    var result = SelectorFrameWork()
    result.add(.gslStage, times: stages * Double(work.steps))
    return result
  }

  /// The work of one channel-sample of `scene`, with the working set of its largest block.
  ///
  /// Every frame's work comes per kind from ``selectorFrameWork(_:moving:)``; the event-driven
  /// work from replaying each block (``BlockWork/replay(_:frames:hz:combining:runtime:)``);
  /// GSL's steps from `steps`, what a run of the solver on this scene reported.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - steps: For GSL, the steps and evaluations of a run on `scene`.
  /// - Throws: An error of the replay (the scene's own simulation errors).
  func sampleWork(_ scene: SceneConfiguration, steps: SolverWork? = nil) throws -> SampleWork {
    var total = SelectorFrameWork()
    var channelSamples = 0
    var largestBlock = 0
    let frames = scene.frameCount
    for unit in 0..<scene.unitCount {
      for block in scene.blocks(covering: scene.selectors(inUnit: unit)) {
        var moving = 1.0
        if self == .closedFormBatched {
          let (count, all) = LockstepSceneSolver.batchedMovingSpringFrames(block, frames: frames, hz: scene.hz)
          moving = Double(count) / Double(max(1, all))
        }
        let perFrame = selectorFrameWork(block.kind, moving: moving)
        total.add(perFrame, times: block.count * frames)
        if !usesGSL {
          let counts = try BlockWork.replay(
            block, frames: frames, hz: scene.hz, combining: scene.combining, runtime: self == .swiftUI)
          total.add(eventWork(counts), times: 1)
        }
        channelSamples += block.valueCount * frames
        largestBlock = max(largestBlock, block.count * perFrame.bytesPerSelector)
      }
    }
    if let steps { total.add(stepWork(steps), times: 1) }
    let samples = Double(max(1, channelSamples))
    return SampleWork(
      madds: total.madds / samples, calls: total.calls.mapValues { $0 / samples }, loadBytes: total.loadBytes / samples,
      storeBytes: total.storeBytes / samples, workingSetBytes: largestBlock)
  }
}
