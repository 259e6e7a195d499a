import MotionCurves
import MotionODE

extension SolverDescriptor {
  /// One selector's work per frame: its spring channels (counted in ``work``), its shown
  /// values, and the clamping of spring-driven opacities that every solver's frame loop does.
  ///
  /// - Parameters:
  ///   - kind: The selector's component.
  ///   - moving: The share of spring-frames in motion, for a solver that evaluates only those
  ///     (``SolverWorkModel/restingSpring``); the others do a spring's work whether it moves or not.
  public func selectorFrameWork(_ kind: Component, moving: Double = 1) -> KernelWork {
    let springs = kind.channels.filter { $0.role == .spring }
    let clamped = springs.filter(\.isClamped).count
    var total = KernelWork(bytesPerSelector: kind.channelCount * BlockSimulation.shownValueBytes)
    for c in kind.channels.indices where kind.channels[c].role == .spring {
      // Below critical damping the closed form has trigonometric terms; at and above it, not.
      let spring = kind.spring(ofChannel: c)!.dampingRatio < 1 ? work.underdampedSpring : work.criticalSpring
      if let resting = work.restingSpring {
        total.add(spring.scaled(by: moving), times: 1)
        total.add(resting.scaled(by: 1 - moving), times: 1)
      } else {
        total.add(spring, times: 1)
      }
    }
    total.add(BlockSimulation.clampWork, times: clamped)
    if !work.countsMultiplyAdds { total.madds = 0 }
    return total
  }

  /// The event-driven work of a replayed block: its running timing layers and pulses (none
  /// for GSL, whose curves are in its steps), and the runtime's running springs and steps.
  public func eventWork(_ counts: BlockWork) -> KernelWork {
    var total = KernelWork()
    guard let curves = work.curves else { return total }
    total.add(curves.layer, times: counts.timingLayers)
    total.add(curves.solve, times: counts.timingSolves)
    total.add(curves.pulse, times: counts.pulses)
    total.add(curves.write, times: counts.timingWrites)
    if let runtime = work.runtime {
      total.add(runtime.frame, times: counts.runtimeChecks)
      total.add(runtime.step, times: counts.runtimeSteps)
    }
    if !work.countsMultiplyAdds { total.madds = 0 }
    return total
  }

  /// GSL's steps: `steps` accepted channel-steps of the stepper's stages each (or of the
  /// evaluations per step the run measured, for a method whose iterations vary).
  public func stepWork(_ steps: SolverWork) -> KernelWork {
    guard let stepper = work.stepper else { return KernelWork() }
    let stages =
      stepper.stagesPerStep.map(Double.init) ?? Double(steps.functionEvaluations) / Double(max(1, steps.steps))
    var total = KernelWork()
    total.add(GSLSceneWork.stage, times: stages * Double(steps.steps))
    return total
  }

  /// The work of one channel-sample of `scene`, and the working set of its largest block.
  ///
  /// Every frame's work comes per kind from ``selectorFrameWork(_:moving:)``; the event-driven
  /// work from replaying each block (``BlockWork/replay(_:frames:hz:combining:runtime:)``);
  /// GSL's steps from `steps`, what a run of the solver on this scene reported.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - steps: For GSL, the steps and evaluations of a run on `scene`.
  /// - Returns: The work per channel-sample (``KernelWork/bytesPerSelector`` unused) and
  ///   the largest block's bytes.
  /// - Throws: An error of the replay (the scene's own simulation errors).
  public func sampleWork(_ scene: SceneConfiguration, steps: SolverWork? = nil) throws -> (
    perSample: KernelWork, workingSetBytes: Int
  ) {
    var total = KernelWork()
    var channelSamples = 0
    var largestBlock = 0
    let frames = scene.frameCount
    for unit in 0..<scene.unitCount {
      for block in scene.blocks(covering: scene.selectors(inUnit: unit)) {
        var moving = 1.0
        if work.restingSpring != nil {
          let (count, all) = LockstepSceneSolver.batchedMovingSpringFrames(block, frames: frames, hz: scene.hz)
          moving = Double(count) / Double(max(1, all))
        }
        let perFrame = selectorFrameWork(block.kind, moving: moving)
        total.add(perFrame, times: block.count * frames)
        if work.curves != nil {
          let counts = try BlockWork.replay(
            block, frames: frames, hz: scene.hz, combining: scene.combining, runtime: work.runtime != nil)
          total.add(eventWork(counts), times: 1)
        }
        channelSamples += block.valueCount * frames
        largestBlock = max(largestBlock, block.count * perFrame.bytesPerSelector)
      }
    }
    if let steps { total.add(stepWork(steps), times: 1) }
    let samples = Double(max(1, channelSamples))
    let perSample = KernelWork(
      madds: total.madds / samples, calls: total.calls.mapValues { $0 / samples },
      loadBytes: total.loadBytes / samples, storeBytes: total.storeBytes / samples)
    return (perSample, largestBlock)
  }
}
