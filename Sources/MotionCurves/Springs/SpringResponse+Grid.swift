/// The lanes of the frame grid: L = 16 frames per closed-form evaluation.
@usableFromInline typealias _GridLanes = SIMD16<Double>

extension SpringResponse where T == Double {
  /// Frames that one closed-form evaluation serves in ``sampleFrames(first:hz:start:displacement:velocity:target:into:)``: L.
  @inlinable public static var gridSpan: Int { _GridLanes.scalarCount }

  /// One release sampled at a run of frames in closed form, with glibc's `exp` and `sincos`:
  /// for k in 0..<count, at tₖ = (first + k)/hz − start, `values[k] = target + x(tₖ)` and
  /// `velocities[k] = v(tₖ)`.
  ///
  /// The frames are factored on their grid. Φ(t) = exp(A t) satisfies Φ(τ + j h) = Φ(j h)·Φ(τ),
  /// so with h = 1/hz, the state at every L-th frame (an anchor, L = ``gridSpan``) evaluated in
  /// closed form as ``state(at:displacement:velocity:)`` does, and Φ(j h), j < L, evaluated once
  /// per call, frame k₀ + j of an anchor k₀ is
  ///
  ///     (x, v)ₖ₀₊ⱼ = Φ(j h)·(x, v)ₖ₀        four multiplications and two additions, over L lanes
  ///
  /// So a run of N frames costs N/L + L closed-form evaluations instead of N. Unlike a chain of
  /// steps nothing accumulates: every frame carries the rounding of two closed-form evaluations
  /// and one product, whatever its distance from the release (`SingleCurveTests.closedFormGrid` bounds the
  /// difference from frame-by-frame evaluation sweep-wide).
  ///
  /// - Parameters:
  ///   - first: The first frame's index.
  ///   - hz: Frames per second.
  ///   - start: The release time, at or before the first frame.
  ///   - x0: The displacement at release.
  ///   - v0: The velocity at release.
  ///   - target: The value the spring settles at.
  ///   - out: Receives one value and velocity per frame.
  @inlinable
  public func sampleFrames(
    first: Int, hz: Double, start: Double, displacement x0: Double, velocity v0: Double, target: Double,
    into out: SampleBuffers
  ) {
    _gridFrames(first, hz, start, x0, v0, target, out, _LibmTransitions(response: self))
  }

  /// ``sampleFrames(first:hz:start:displacement:velocity:target:into:)`` with the closed forms
  /// evaluated over SIMD lanes by ``VectorMath`` (the kernels of the scene's batched closed
  /// form), the anchors L at a time.
  ///
  /// - Parameters: As ``sampleFrames(first:hz:start:displacement:velocity:target:into:)``.
  @inlinable
  public func batchedSampleFrames(
    first: Int, hz: Double, start: Double, displacement x0: Double, velocity v0: Double, target: Double,
    into out: SampleBuffers
  ) {
    typealias V = _GridLanes
    switch regime {
    case .underdamped:
      let basis = _UnderdampedBasis<V>(decay: decay, frequency: frequency)
      _gridFrames(first, hz, start, x0, v0, target, out, _VectorTransitions(basis: basis, response: self))
    case .critical:
      let basis = _CriticalBasis<V>(decay: decay)
      _gridFrames(first, hz, start, x0, v0, target, out, _VectorTransitions(basis: basis, response: self))
    case .overdamped:
      let basis = _OverdampedBasis<V>(slowRoot: slowRoot, gamma: frequency)
      _gridFrames(first, hz, start, x0, v0, target, out, _VectorTransitions(basis: basis, response: self))
    }
  }

  /// A motion's spring at `frames`, by ``sampleFrames(first:hz:start:displacement:velocity:target:into:)``
  /// or, with `batched`, by ``batchedSampleFrames(first:hz:start:displacement:velocity:target:into:)``.
  @inlinable
  func sample(_ motion: SpringMotion, at frames: Frames, into out: SampleBuffers, batched: Bool) {
    let first = frames.range.lowerBound
    let (start, x0, v0, target) = (motion.start, motion.displacement, motion.velocity, motion.target)
    if batched {
      batchedSampleFrames(
        first: first, hz: frames.hz, start: start, displacement: x0, velocity: v0, target: target, into: out)
    } else {
      sampleFrames(first: first, hz: frames.hz, start: start, displacement: x0, velocity: v0, target: target, into: out)
    }
  }

  /// The grid factoring of both entry points; `transitions` evaluates Φ at lanes of times.
  @inlinable @inline(__always)
  func _gridFrames<E: _GridTransitions>(
    _ first: Int, _ hz: Double, _ start: Double, _ x0: Double, _ v0: Double, _ target: Double,
    _ out: SampleBuffers, _ transitions: E
  ) {
    typealias V = _GridLanes
    let count = out.count
    guard count > 0, let values = out.values.baseAddress, let velocities = out.velocities.baseAddress else { return }
    let span = V.scalarCount
    var lanes = V()
    for j in 0..<span { lanes[j] = Double(j) }
    // Φ(j h), j < L: lane 0 is Φ(0), the identity.
    let offsets = transitions(lanes / hz, count: min(span, count))
    let anchors = (count + span - 1) / span
    var a0 = 0
    while a0 < anchors {
      let used = min(span, anchors - a0)
      // Anchor frame indices are integers, exact in a Double: each lane's time is Frames.time's, less start.
      let frame = V(repeating: Double(first + a0 * span)) + lanes * Double(span)
      let t = (frame / hz - start).replacing(with: 0, where: lanes .>= Double(used))
      let phi = transitions(t, count: used)
      let xa = phi.xx * x0 + phi.xv * v0
      let va = phi.vx * x0 + phi.vv * v0
      for b in 0..<used {
        let k = (a0 + b) * span
        let x = xa[b]
        let v = va[b]
        let xs = offsets.xx * x + offsets.xv * v
        let vs = offsets.vx * x + offsets.vv * v
        SampleBuffers._store(target + xs, vs, values: values, velocities: velocities, at: k, count: count)
      }
      a0 += span
    }
  }
}

/// Evaluates Φ(t) at lanes of times for ``SpringResponse/_gridFrames(_:_:_:_:_:_:_:_:)``.
@usableFromInline
protocol _GridTransitions {
  /// Φ at the first `count` lanes of `t` (t ≥ 0); the other lanes are unspecified.
  func callAsFunction(_ t: _GridLanes, count: Int) -> (xx: _GridLanes, xv: _GridLanes, vx: _GridLanes, vv: _GridLanes)
}

/// Φ(t) lane by lane with ``SpringResponse/transition(at:)`` (glibc's `exp`, `expm1` and
/// `sincos`), only for the lanes asked for.
@frozen @usableFromInline
struct _LibmTransitions: _GridTransitions {
  @usableFromInline let response: SpringResponse<Double>

  @inlinable
  init(response: SpringResponse<Double>) { self.response = response }

  @inlinable @inline(__always)
  func callAsFunction(_ t: _GridLanes, count: Int) -> (xx: _GridLanes, xv: _GridLanes, vx: _GridLanes, vv: _GridLanes) {
    var phi = (xx: _GridLanes(), xv: _GridLanes(), vx: _GridLanes(), vv: _GridLanes())
    for i in 0..<count {
      let m = response.transition(at: t[i])
      (phi.xx[i], phi.xv[i], phi.vx[i], phi.vv[i]) = (m.xx, m.xv, m.vx, m.vv)
    }
    return phi
  }
}

/// Φ(t) over all lanes at once from a regime's ``_SpringBasis`` (``VectorMath``), with the
/// formulas of ``SpringResponse/transition(at:)``.
@frozen @usableFromInline
struct _VectorTransitions<B: _SpringBasis>: _GridTransitions where B.Vector == _GridLanes {
  @usableFromInline let basis: B
  @usableFromInline let decay: Double, omega0Squared: Double

  @inlinable
  init(basis: B, response: SpringResponse<Double>) {
    self.basis = basis
    decay = response.decay
    omega0Squared = response.omega0Squared
  }

  @inlinable @inline(__always)
  func callAsFunction(_ t: _GridLanes, count: Int) -> (xx: _GridLanes, xv: _GridLanes, vx: _GridLanes, vv: _GridLanes) {
    let (c, s) = basis(t)
    return (c + decay * s, s, -omega0Squared * s, c - decay * s)
  }
}
