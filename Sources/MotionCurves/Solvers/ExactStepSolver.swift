/// Advances springs frame to frame with the exact transition matrix exp(A h).
///
/// The first frame after release is reached with the closed-form transition for the
/// partial step (none when the release falls on a frame); then ``SpringFrameStep`` steps
/// the frames, four multiply-adds each. Prescribed curves (keyframes, timing progress) are
/// explicit functions of time and are evaluated directly.
public struct ExactStepSolver: BufferedMotionSolver {
  /// Frame steps computed ahead, used when a motion's spring and rate match one.
  public let prepared: [SpringFrameStep]

  /// A solver that computes each motion's frame steps when it samples it.
  public init() { prepared = [] }

  /// A solver with the frame steps of `springs` at `hz` computed now rather than per call:
  /// for sampling the same springs again and again (the same samples as ``init()``).
  ///
  /// - Parameters:
  ///   - springs: The springs to prepare (a few; they are searched linearly).
  ///   - hz: The frame rate, > 0.
  /// - Throws: ``CurveError`` when `hz` is not a positive finite number.
  public init(preparing springs: [Spring], hz: Double) throws(CurveError) {
    var prepared: [SpringFrameStep] = []
    for spring in springs { prepared.append(try SpringFrameStep(spring: spring, hz: hz)) }
    self.prepared = prepared
  }

  /// `exact-step`.
  public var name: String { "exact-step" }

  /// The spring stepped exactly from frame to frame (four multiply-adds a frame).
  public func sampleSpring(_ motion: SpringMotion, frames: Frames, into out: SampleBuffers) {
    guard let first = frames.range.first else { return }
    var x = motion.displacement
    var v = motion.velocity
    let offset = Swift.max(0, frames.time(first) - motion.start)
    if offset > 0 { SpringStep(spring: motion.spring, uncheckedStep: offset).advance(&x, &v) }
    let steps =
      prepared.first { $0.spring == motion.spring && $0.hz == frames.hz }
      ?? SpringFrameStep(spring: motion.spring, uncheckedHz: frames.hz)
    steps.sample(displacement: x, velocity: v, target: motion.target, into: out)
  }
}
