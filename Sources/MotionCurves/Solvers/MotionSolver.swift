/// A way of computing a motion's samples: closed form, exact step, GSL or the reference.
///
/// A solver provides the two primitives that hold dynamics — a released spring and a
/// prescribed curve (keyframes, timing progress) — and ``sample(_:frames:into:)`` assembles
/// any ``Motion`` from them; the algebra that layers timing curves is exact and shared.
///
/// Each primitive comes in two forms: into caller's buffers (the fast path: the solvers of
/// this module write straight into them) and returning arrays. A solver implements the array
/// form at least, and the buffer form defaults to copying from it; a ``BufferedMotionSolver``
/// implements the buffer form and gets the array form.
public protocol MotionSolver {
  /// A short name for output, e.g. `closed-form` or `gsl:rk8pd`.
  var name: String { get }

  /// The spring's value and velocity at `frames`, all at or after its release.
  func sampleSpring(_ motion: SpringMotion, frames: Frames) throws -> Samples

  /// A prescribed curve's value and velocity at `frames`.
  func samplePrescribed<C: PrescribedCurve>(_ curve: C, frames: Frames) throws -> Samples

  /// The spring's value and velocity at `frames` (all at or after its release), into `out`.
  func sampleSpring(_ motion: SpringMotion, frames: Frames, into out: SampleBuffers) throws

  /// A prescribed curve's value and velocity at `frames`, into `out`.
  func samplePrescribed<C: PrescribedCurve>(_ curve: C, frames: Frames, into out: SampleBuffers) throws
}

extension MotionSolver {
  /// Copies the array form's samples.
  public func sampleSpring(_ motion: SpringMotion, frames: Frames, into out: SampleBuffers) throws {
    out.copy(try sampleSpring(motion, frames: frames))
  }

  /// Copies the array form's samples.
  public func samplePrescribed<C: PrescribedCurve>(_ curve: C, frames: Frames, into out: SampleBuffers) throws {
    out.copy(try samplePrescribed(curve, frames: frames))
  }

  /// Samples a motion at every frame.
  ///
  /// - Parameters:
  ///   - motion: The motion.
  ///   - frames: Where to sample.
  /// - Returns: One value and velocity per frame.
  /// - Throws: What the solver's primitives throw (GSL failures, for instance).
  public func sample(_ motion: Motion, frames: Frames) throws -> Samples {
    try Samples(count: frames.range.count) { try sample(motion, frames: frames, into: $0) }
  }

  /// Samples a motion at every frame into preallocated buffers: the single-curve fast path.
  ///
  /// The same samples as ``sample(_:frames:)``, written into `out`; springs allocate nothing.
  /// For repeated sampling keep `out` (for instance a ``Samples`` through
  /// ``Samples/withBuffers(_:)``) and the solver (an ``ExactStepSolver`` prepared for the
  /// springs and rate) across calls.
  ///
  /// - Parameters:
  ///   - motion: The motion.
  ///   - frames: Where to sample.
  ///   - out: One value and velocity per frame of `frames`.
  /// - Throws: What the solver's primitives throw (GSL failures, for instance).
  /// - Precondition: `out.count == frames.range.count`.
  public func sample(_ motion: Motion, frames: Frames, into out: SampleBuffers) throws {
    precondition(out.count == frames.range.count, "the buffers do not hold one sample per frame")
    switch motion {
    case .constant(let value):
      out.hold(value)
    case .spring(let m):
      let (before, after) = frames.split(at: m.start)
      let (held, moving) = out.split(at: before.range.count)
      held.hold(m.target + m.displacement)
      try sampleSpring(m, frames: after, into: moving)
    case .keyframes(let timeline, let start):
      try samplePrescribed(ScheduledTimeline(timeline: timeline, start: start), frames: frames, into: out)
    case .timing(let m, let base):
      try sample(base, frames: frames, into: out)
      let count = out.count
      try withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * count) { scratch in
        let progress = SampleBuffers(
          values: UnsafeMutableBufferPointer(rebasing: scratch[..<count]),
          velocities: UnsafeMutableBufferPointer(rebasing: scratch[count...]))
        try samplePrescribed(m.progress, frames: frames, into: progress)
        for i in 0..<count {
          (out.values[i], out.velocities[i]) = m.combine(
            (out.values[i], out.velocities[i]), progress: (progress.values[i], progress.velocities[i]))
        }
      }
    case .handoff(let first, let second, let time):
      let (before, after) = frames.split(at: time)
      let (head, tail) = out.split(at: before.range.count)
      try sample(first, frames: before, into: head)
      try sample(second, frames: after, into: tail)
    }
  }
}
