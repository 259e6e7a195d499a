/// The exact step of one spring at one frame rate, prepared for sampling runs of frames.
///
/// Stepping one state frame to frame is a chain of dependent multiply-adds, bound by their
/// latency. Instead the first ``lanes`` frames are stepped with Φ(h) and then each of
/// ``lanes`` independent states advances by Φ(L h), L = ``lanes``, one SIMD vector per
/// component:
///
///     (x, v) at frame i + L = Φ(L h)·(x, v) at frame i
///
/// Φ(h) is evaluated once in ``ReferenceReal`` and Φ(L h) = Φ(h)^L squared from it there, both
/// rounded to `Double`, so a frame costs four multiply-adds with no truncation error. Frame i
/// carries the rounding of about i/L + L steps (fewer than the i steps of one chain).
@frozen
public struct SpringFrameStep: Sendable, Equatable {
  /// The spring.
  public let spring: Spring
  /// Frames per second.
  public let hz: Double
  /// Φ(h), h = 1/hz.
  public let step: SpringStep
  /// Φ(L h).
  public let leap: SpringStep

  /// The number of frames advanced together, L.
  ///
  /// 8: the state (x and v of 8 frames: 8 SSE2 registers, 4 AVX2 ones) leaves room for Φ and
  /// the target among the 16 vector registers. With 16 lanes the SSE2 build spilled its state
  /// to the stack every frame (0.90 against 0.61 CPU ns per sample on AMD Zen 3), and the AVX2
  /// build was 8 % slower too.
  public static var lanes: Int { Lanes.scalarCount }
  @usableFromInline typealias Lanes = SIMD8<Double>

  /// Precomputes Φ(h) and Φ(L h), at the cost of one ``ReferenceReal`` transition matrix.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - hz: Frames per second (> 0).
  /// - Throws: ``CurveError`` when `hz` is not a positive finite number.
  public init(spring: Spring, hz: Double) throws(CurveError) {
    try CurveError.requirePositive(hz, "hz")
    self.init(spring: spring, uncheckedHz: hz)
  }

  /// Precomputes the steps for a rate already known to be valid.
  @usableFromInline
  init(spring: Spring, uncheckedHz hz: Double) {
    self.spring = spring
    self.hz = hz
    let h = 1 / hz
    let phi = SpringResponse<ReferenceReal>(spring).transition(at: ReferenceReal(h))
    step = SpringStep(step: h, transition: phi)
    // Φ(L h) = Φ(h)^L by squaring (L is a power of two, so L·h is exact too): log₂ L products of
    // 2×2 matrices in ReferenceReal instead of a second closed-form evaluation.
    var power = phi
    for _ in 0..<Lanes.scalarCount.trailingZeroBitCount { power = power.squared }
    leap = SpringStep(step: Double(Lanes.scalarCount) * h, transition: power)
  }

  /// Writes `out.count` frames from the state at the first: value `target + xᵢ` and velocity vᵢ.
  ///
  /// - Parameters:
  ///   - x: The displacement from the target at the first frame.
  ///   - v: The velocity at the first frame.
  ///   - target: The value the spring settles at.
  ///   - out: Receives the samples; any count.
  @inlinable
  public func sample(displacement x: Double, velocity v: Double, target: Double, into out: SampleBuffers) {
    let count = out.count
    guard count > 0 else { return }
    let values = out.values.baseAddress!
    let velocities = out.velocities.baseAddress!
    let width = Lanes.scalarCount
    var x = x
    var v = v
    var xs = Lanes()
    var vs = Lanes()
    for i in 0..<Swift.min(count, width) {
      if i > 0 { step.advance(&x, &v) }
      values[i] = target + x
      velocities[i] = v
      xs[i] = x
      vs[i] = v
    }
    let phi = leap.transition
    var i = width
    while i < count {
      (xs, vs) = (phi.xx * xs + phi.xv * vs, phi.vx * xs + phi.vv * vs)
      SampleBuffers._store(target + xs, vs, values: values, velocities: velocities, at: i, count: count)
      i += width
    }
  }
}
