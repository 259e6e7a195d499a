/// Frames sampled at a fixed rate: frame i is at t = i / hz.
public struct Frames: Hashable, Sendable {
  /// Frames per second (> 0).
  public let hz: Double
  /// The frame indices.
  public let range: Range<Int>

  public init(hz: Double, range: Range<Int>) {
    self.hz = hz
    self.range = range
  }

  /// The time of frame i (``FrameRate/time(_:)``).
  @inlinable public func time(_ i: Int) -> Double { FrameRate(hz: hz).time(i) }
  /// The step 1/hz.
  @inlinable public var step: Double { 1 / hz }
  /// The frames of `range` before time `t`, and those at or after it
  /// (``FrameRate/firstFrame(notBefore:)``).
  @inlinable
  public func split(at t: Double) -> (before: Frames, after: Frames) {
    var first = range.lowerBound
    if range.isEmpty || t <= time(range.lowerBound) {
      first = range.lowerBound
    } else if t > time(range.upperBound - 1) {
      first = range.upperBound
    } else {
      first = FrameRate(hz: hz).firstFrame(notBefore: t)
    }
    return (Frames(hz: hz, range: range.lowerBound..<first), Frames(hz: hz, range: first..<range.upperBound))
  }
}

/// Sampled values and velocities, one per frame.
public struct Samples: Hashable, Sendable {
  public var values: [Double]
  public var velocities: [Double]

  public init(values: [Double], velocities: [Double]) {
    self.values = values
    self.velocities = velocities
  }

  public init(count: Int) {
    self.init(values: Array(repeating: 0, count: count), velocities: Array(repeating: 0, count: count))
  }

  /// `count` samples written by `fill`, which must set every element (the arrays start uninitialised).
  ///
  /// - Parameters:
  ///   - count: The number of samples (≥ 0).
  ///   - fill: Writes the values and velocities.
  /// - Throws: What `fill` throws.
  @inlinable
  public init(count: Int, filling fill: (SampleBuffers) throws -> Void) rethrows {
    var velocities: [Double] = []
    values = try [Double](unsafeUninitializedCapacity: count) { values, valueCount in
      velocities = try [Double](unsafeUninitializedCapacity: count) { velocities, velocityCount in
        try fill(SampleBuffers(values: values, velocities: velocities))
        velocityCount = count
      }
      valueCount = count
    }
    self.velocities = velocities
  }

  /// Calls `body` with buffers over this value's arrays: sample into them again and again
  /// without allocating.
  ///
  /// - Parameter body: Reads or writes the samples; the buffers are valid only inside it.
  /// - Returns: What `body` returns.
  /// - Precondition: `values` and `velocities` have the same count.
  @inlinable
  public mutating func withBuffers<R>(_ body: (SampleBuffers) throws -> R) rethrows -> R {
    precondition(values.count == velocities.count, "values and velocities differ in length")
    return try values.withUnsafeMutableBufferPointer { values in
      try velocities.withUnsafeMutableBufferPointer { velocities in
        try body(SampleBuffers(values: values, velocities: velocities))
      }
    }
  }
}

/// Preallocated storage for samples, structure of arrays: a value and a velocity per frame.
///
/// The buffers are the caller's; solvers write every element of them and allocate nothing
/// else for springs (a timing curve needs scratch for its progress, taken on the stack).
@frozen
public struct SampleBuffers {
  public let values: UnsafeMutableBufferPointer<Double>
  public let velocities: UnsafeMutableBufferPointer<Double>

  /// - Precondition: The buffers have the same count.
  @inlinable
  public init(values: UnsafeMutableBufferPointer<Double>, velocities: UnsafeMutableBufferPointer<Double>) {
    precondition(values.count == velocities.count, "values and velocities differ in length")
    self.values = values
    self.velocities = velocities
  }

  /// The number of samples.
  @inlinable public var count: Int { values.count }

  /// The samples before `index` and those from it on.
  @inlinable
  public func split(at index: Int) -> (head: SampleBuffers, tail: SampleBuffers) {
    (
      SampleBuffers(
        values: UnsafeMutableBufferPointer(rebasing: values[..<index]),
        velocities: UnsafeMutableBufferPointer(rebasing: velocities[..<index])),
      SampleBuffers(
        values: UnsafeMutableBufferPointer(rebasing: values[index...]),
        velocities: UnsafeMutableBufferPointer(rebasing: velocities[index...]))
    )
  }

  /// Sets every value to `value` and every velocity to 0.
  @inlinable
  public func hold(_ value: Double) {
    values.update(repeating: value)
    velocities.update(repeating: 0)
  }

  /// Copies `samples` in.
  /// - Precondition: `samples` has ``count`` elements.
  @inlinable
  public func copy(_ samples: Samples) {
    precondition(samples.values.count == count && samples.velocities.count == count, "sample counts differ")
    _ = values.update(fromContentsOf: samples.values)
    _ = velocities.update(fromContentsOf: samples.velocities)
  }

  /// Writes the lanes of `shown` and `velocity` to samples `i`, `i + 1`, … of `count`: a whole
  /// vector when it fits, else the lanes that do (the run's last, partial vector).
  @inlinable @inline(__always)
  static func _store<V: SIMD>(
    _ shown: V, _ velocity: V, values: UnsafeMutablePointer<Double>, velocities: UnsafeMutablePointer<Double>,
    at i: Int, count: Int
  ) where V.Scalar == Double {
    if i + V.scalarCount <= count {
      UnsafeMutableRawPointer(values + i).storeBytes(of: shown, as: V.self)
      UnsafeMutableRawPointer(velocities + i).storeBytes(of: velocity, as: V.self)
    } else {
      for j in 0..<(count - i) {
        values[i + j] = shown[j]
        velocities[i + j] = velocity[j]
      }
    }
  }
}

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
  public func sampleSpring(_ motion: SpringMotion, frames: Frames) -> Samples {
    Samples(count: frames.range.count) { sampleSpring(motion, frames: frames, into: $0) }
  }

  public func samplePrescribed<C: PrescribedCurve>(_ curve: C, frames: Frames) -> Samples {
    Samples(count: frames.range.count) { samplePrescribed(curve, frames: frames, into: $0) }
  }

  /// The curve's closed-form state at each frame.
  public func samplePrescribed<C: PrescribedCurve>(_ curve: C, frames: Frames, into out: SampleBuffers) {
    evaluate(frames, into: out) { curve.state(at: $0) }
  }
}

// MARK: - Closed form

/// Evaluates every curve analytically in `Double`.
public struct ClosedFormSolver: BufferedMotionSolver {
  public init() {}
  public var name: String { "closed-form" }

  /// The closed form on the frame grid: value and velocity from one transition matrix, one
  /// closed-form evaluation per 16 frames (``SpringResponse/sampleFrames(first:hz:start:displacement:velocity:target:into:)``).
  public func sampleSpring(_ motion: SpringMotion, frames: Frames, into out: SampleBuffers) {
    SpringResponse<Double>(motion.spring).sampleFrames(
      first: frames.range.lowerBound, hz: frames.hz, start: motion.start, displacement: motion.displacement,
      velocity: motion.velocity, target: motion.target, into: out)
  }
}

/// The closed form with the frames of a spring evaluated together over SIMD lanes (own
/// vectorised `exp`, `expm1` and `sincos`, as the scene's batched closed form): within a few
/// ulps of the basis of ``ClosedFormSolver``. Prescribed curves are evaluated as there.
public struct BatchedClosedFormSolver: BufferedMotionSolver {
  public init() {}
  public var name: String { "closed-form-batched" }

  public func sampleSpring(_ motion: SpringMotion, frames: Frames, into out: SampleBuffers) {
    SpringResponse<Double>(motion.spring).batchedSampleFrames(
      first: frames.range.lowerBound, hz: frames.hz, start: motion.start, displacement: motion.displacement,
      velocity: motion.velocity, target: motion.target, into: out)
  }
}

/// Evaluates every curve analytically in ``ReferenceReal`` (`Float80` on x86-64), rounding
/// the result to `Double`: the arbiter of accuracy.
public struct ReferenceSolver: BufferedMotionSolver {
  public init() {}
  public var name: String { "reference" }

  public func sampleSpring(_ motion: SpringMotion, frames: Frames, into out: SampleBuffers) {
    let response = SpringResponse<ReferenceReal>(motion.spring)
    evaluate(frames, into: out) { (t: Double) in
      let s = response.state(
        at: ReferenceReal(t) - ReferenceReal(motion.start), displacement: ReferenceReal(motion.displacement),
        velocity: ReferenceReal(motion.velocity))
      return (Double(ReferenceReal(motion.target) + s.x), Double(s.v))
    }
  }

  public func samplePrescribed<C: PrescribedCurve>(_ curve: C, frames: Frames, into out: SampleBuffers) {
    evaluate(frames, into: out) { (t: Double) in
      let s: (value: ReferenceReal, velocity: ReferenceReal) = curve.state(at: ReferenceReal(t))
      return (Double(s.value), Double(s.velocity))
    }
  }
}

/// Advances springs frame to frame with the exact transition matrix exp(A h).
///
/// The first frame after release is reached with the closed-form transition for the
/// partial step (none when the release falls on a frame); then ``SpringFrameStep`` steps
/// the frames, four multiply-adds each. Prescribed curves (keyframes, timing progress) are
/// explicit functions of time and are evaluated directly.
public struct ExactStepSolver: BufferedMotionSolver {
  /// Frame steps computed ahead, used when a motion's spring and rate match one.
  public let prepared: [SpringFrameStep]

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

  public var name: String { "exact-step" }

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

/// Samples a closed-form state function at each frame.
@inline(__always)
private func evaluate(
  _ frames: Frames, into out: SampleBuffers, _ state: (Double) -> (value: Double, velocity: Double)
) {
  for (k, i) in frames.range.enumerated() {
    (out.values[k], out.velocities[k]) = state(frames.time(i))
  }
}
