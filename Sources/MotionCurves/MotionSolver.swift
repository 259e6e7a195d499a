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

  /// The time of frame i.
  @inlinable public func time(_ i: Int) -> Double { Double(i) / hz }
  /// The step 1/hz.
  @inlinable public var step: Double { 1 / hz }
  /// The frames of `range` before time `t`, and those at or after it.
  @inlinable
  public func split(at t: Double) -> (before: Frames, after: Frames) {
    var first = range.lowerBound
    if range.isEmpty || t <= time(range.lowerBound) {
      first = range.lowerBound
    } else if t > time(range.upperBound - 1) {
      first = range.upperBound
    } else {
      first = Swift.min(Swift.max(Int((t * hz).rounded(.up)), range.lowerBound), range.upperBound - 1)
      while first > range.lowerBound, time(first - 1) >= t { first -= 1 }
      while time(first) < t { first += 1 }
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
}

/// A way of computing a motion's samples: closed form, exact step, GSL or the reference.
///
/// A solver provides the two primitives that hold dynamics — a released spring and a
/// prescribed curve (keyframes, timing progress) — and ``sample(_:frames:)`` assembles any
/// ``Motion`` from them; the algebra that layers timing curves is exact and shared.
public protocol MotionSolver {
  /// A short name for output, e.g. `closed-form` or `gsl:rk8pd`.
  var name: String { get }

  /// The spring's value and velocity at `frames`, all at or after its release.
  func sampleSpring(_ motion: SpringMotion, frames: Frames) throws -> Samples

  /// A prescribed curve's value and velocity at `frames`.
  func samplePrescribed<C: PrescribedCurve>(_ curve: C, frames: Frames) throws -> Samples
}

extension MotionSolver {
  /// Samples a motion at every frame.
  ///
  /// - Parameters:
  ///   - motion: The motion.
  ///   - frames: Where to sample.
  /// - Returns: One value and velocity per frame.
  /// - Throws: What the solver's primitives throw (GSL failures, for instance).
  public func sample(_ motion: Motion, frames: Frames) throws -> Samples {
    switch motion {
    case .constant(let value):
      return Samples(
        values: Array(repeating: value, count: frames.range.count),
        velocities: Array(repeating: 0, count: frames.range.count))
    case .spring(let m):
      let (before, after) = frames.split(at: m.start)
      var held = try sample(.constant(m.target + m.displacement), frames: before)
      let moving = try sampleSpring(m, frames: after)
      held.values += moving.values
      held.velocities += moving.velocities
      return held
    case .keyframes(let timeline, let start):
      return try samplePrescribed(ScheduledTimeline(timeline: timeline, start: start), frames: frames)
    case .timing(let m, let base):
      var samples = try sample(base, frames: frames)
      let progress = try samplePrescribed(m.progress, frames: frames)
      for i in samples.values.indices {
        (samples.values[i], samples.velocities[i]) = m.combine(
          (samples.values[i], samples.velocities[i]), progress: (progress.values[i], progress.velocities[i]))
      }
      return samples
    case .handoff(let first, let second, let time):
      let (before, after) = frames.split(at: time)
      var head = try sample(first, frames: before)
      let tail = try sample(second, frames: after)
      head.values += tail.values
      head.velocities += tail.velocities
      return head
    }
  }
}

// MARK: - Closed form

/// Evaluates every curve analytically in `Double`.
public struct ClosedFormSolver: MotionSolver {
  public init() {}
  public var name: String { "closed-form" }

  public func sampleSpring(_ motion: SpringMotion, frames: Frames) -> Samples {
    let response = SpringResponse<Double>(motion.spring)
    return evaluate(frames) { t in
      let s = response.state(at: t - motion.start, displacement: motion.displacement, velocity: motion.velocity)
      return (motion.target + s.x, s.v)
    }
  }

  public func samplePrescribed<C: PrescribedCurve>(_ curve: C, frames: Frames) -> Samples {
    evaluate(frames) { curve.state(at: $0) }
  }
}

/// Evaluates every curve analytically in ``ReferenceReal`` (`Float80` on x86-64), rounding
/// the result to `Double`: the arbiter of accuracy.
public struct ReferenceSolver: MotionSolver {
  public init() {}
  public var name: String { "reference" }

  public func sampleSpring(_ motion: SpringMotion, frames: Frames) -> Samples {
    let response = SpringResponse<ReferenceReal>(motion.spring)
    return evaluate(frames) { (t: Double) in
      let s = response.state(
        at: ReferenceReal(t) - ReferenceReal(motion.start), displacement: ReferenceReal(motion.displacement),
        velocity: ReferenceReal(motion.velocity))
      return (Double(ReferenceReal(motion.target) + s.x), Double(s.v))
    }
  }

  public func samplePrescribed<C: PrescribedCurve>(_ curve: C, frames: Frames) -> Samples {
    evaluate(frames) { (t: Double) in
      let s: (value: ReferenceReal, velocity: ReferenceReal) = curve.state(at: ReferenceReal(t))
      return (Double(s.value), Double(s.velocity))
    }
  }
}

/// Advances springs frame to frame with the exact transition matrix exp(A h).
///
/// The first frame after release is reached with the closed-form transition for the
/// partial step; every later frame costs four multiply-adds. Prescribed curves (keyframes,
/// timing progress) are explicit functions of time and are evaluated directly.
public struct ExactStepSolver: MotionSolver {
  public init() {}
  public var name: String { "exact-step" }

  public func sampleSpring(_ motion: SpringMotion, frames: Frames) -> Samples {
    var samples = Samples(count: frames.range.count)
    guard let first = frames.range.first else { return samples }
    let offset = SpringStep(spring: motion.spring, uncheckedStep: Swift.max(0, frames.time(first) - motion.start))
    var x = motion.displacement, v = motion.velocity
    offset.advance(&x, &v)
    let step = SpringStep(spring: motion.spring, uncheckedStep: frames.step)
    for i in 0..<frames.range.count {
      if i > 0 { step.advance(&x, &v) }
      samples.values[i] = motion.target + x
      samples.velocities[i] = v
    }
    return samples
  }

  public func samplePrescribed<C: PrescribedCurve>(_ curve: C, frames: Frames) -> Samples {
    evaluate(frames) { curve.state(at: $0) }
  }
}

/// Samples a closed-form state function at each frame.
private func evaluate(_ frames: Frames, _ state: (Double) -> (value: Double, velocity: Double)) -> Samples {
  var samples = Samples(count: frames.range.count)
  for (k, i) in frames.range.enumerated() {
    (samples.values[k], samples.velocities[k]) = state(frames.time(i))
  }
  return samples
}
