/// A solver that writes straight into caller's buffers: its array forms allocate the arrays
/// and fill them through the buffer forms, and a prescribed curve is evaluated at each frame
/// in `Double` unless the solver says otherwise.
public protocol BufferedMotionSolver: MotionSolver {
  /// The spring's value and velocity at `frames` (all at or after its release), into `out`.
  func sampleSpring(_ motion: SpringMotion, frames: Frames, into out: SampleBuffers)
  /// A prescribed curve's value and velocity at `frames`, into `out`.
  func samplePrescribed<C: PrescribedCurve>(_ curve: C, frames: Frames, into out: SampleBuffers)
}

extension BufferedMotionSolver {
  /// The spring's samples, written into new arrays through the buffer form.
  public func sampleSpring(_ motion: SpringMotion, frames: Frames) -> Samples {
    Samples(count: frames.range.count) { sampleSpring(motion, frames: frames, into: $0) }
  }

  /// The curve's samples, written into new arrays through the buffer form.
  public func samplePrescribed<C: PrescribedCurve>(_ curve: C, frames: Frames) -> Samples {
    Samples(count: frames.range.count) { samplePrescribed(curve, frames: frames, into: $0) }
  }

  /// The curve's closed-form state at each frame.
  public func samplePrescribed<C: PrescribedCurve>(_ curve: C, frames: Frames, into out: SampleBuffers) {
    out.fill(frames) { curve.state(at: $0) }
  }
}
