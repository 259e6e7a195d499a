extension SpringResponse where T == Double {
  /// x(t) and v(t) for many releases of the same spring, computed with SIMD kernels.
  ///
  /// Element i is `state(at: elapsed[i], displacement: displacements[i], velocity:
  /// velocities[i])`, evaluated with the same closed form (see ``basis(at:)``) but with
  /// ``VectorMath`` in place of libm, ``VectorMath/PreferredVector`` lanes at a time. The
  /// results agree with the scalar path to a few ulps of the basis and meet the same bound
  /// against the `Float80` reference.
  ///
  /// - Parameters:
  ///   - elapsed: Times since release, t ≥ 0.
  ///   - displacements: Initial displacements x₀, one per time.
  ///   - velocities: Initial velocities v₀, one per time.
  ///   - outDisplacements: Receives x(t); may be `displacements` itself (in-place update).
  ///   - outVelocities: Receives v(t); may be `velocities` itself.
  /// - Precondition: All five buffers have the same count; the outputs do not partially
  ///   overlap the inputs.
  public func states(
    elapsed: UnsafeBufferPointer<Double>,
    displacements: UnsafeBufferPointer<Double>,
    velocities: UnsafeBufferPointer<Double>,
    outDisplacements: UnsafeMutableBufferPointer<Double>,
    outVelocities: UnsafeMutableBufferPointer<Double>
  ) {
    let count = elapsed.count
    precondition(
      displacements.count == count && velocities.count == count
        && outDisplacements.count == count && outVelocities.count == count,
      "state buffers differ in length")
    guard count > 0 else { return }
    _states(
      count: count, elapsed: elapsed.baseAddress!, displacements: displacements.baseAddress!,
      velocities: velocities.baseAddress!, outDisplacements: outDisplacements.baseAddress!,
      outVelocities: outVelocities.baseAddress!, lanes: VectorMath.PreferredVector.self)
  }

  /// x(t) and v(t) for many releases of the same spring, as new arrays.
  ///
  /// - Parameters:
  ///   - elapsed: Times since release, t ≥ 0.
  ///   - displacements: Initial displacements x₀, one per time.
  ///   - velocities: Initial velocities v₀, one per time.
  /// - Returns: The displacements x(t) and velocities v(t), in the order of `elapsed`.
  /// - Precondition: The three arrays have the same count.
  public func states(
    elapsed: [Double], displacements: [Double], velocities: [Double]
  ) -> (displacements: [Double], velocities: [Double]) {
    let count = elapsed.count
    var outVelocities: [Double] = []
    let outDisplacements = [Double](unsafeUninitializedCapacity: count) { x, xCount in
      outVelocities = [Double](unsafeUninitializedCapacity: count) { v, vCount in
        elapsed.withUnsafeBufferPointer { t in
          displacements.withUnsafeBufferPointer { x0 in
            velocities.withUnsafeBufferPointer { v0 in
              states(elapsed: t, displacements: x0, velocities: v0, outDisplacements: x, outVelocities: v)
            }
          }
        }
        vCount = count
      }
      xCount = count
    }
    return (outDisplacements, outVelocities)
  }

  /// The batch kernel over raw pointers, `V.scalarCount` elements per step and a padded
  /// final step for the remainder; it allocates nothing.
  ///
  /// The regime is switched on once, outside the loop (one loop per ``_SpringBasis``), and
  /// each step applies the transition matrix the basis implies,
  /// x = (E_c + a E_s)x₀ + E_s v₀,  v = −ω₀² E_s x₀ + (E_c − a E_s)v₀, exactly as
  /// ``transition(at:)`` and ``Transition/apply(_:_:)`` do.
  ///
  /// - Parameters:
  ///   - count: The number of elements (≥ 0).
  ///   - elapsed: `count` times since release, t ≥ 0.
  ///   - displacements: `count` initial displacements.
  ///   - velocities: `count` initial velocities.
  ///   - outDisplacements: Receives `count` displacements; may equal `displacements`.
  ///   - outVelocities: Receives `count` velocities; may equal `velocities`.
  ///   - lanes: The SIMD type to compute with.
  @inlinable
  package func _states<V: DoubleVector>(
    count: Int,
    elapsed: UnsafePointer<Double>,
    displacements: UnsafePointer<Double>,
    velocities: UnsafePointer<Double>,
    outDisplacements: UnsafeMutablePointer<Double>,
    outVelocities: UnsafeMutablePointer<Double>,
    lanes: V.Type
  ) {
    let pointers = (elapsed, displacements, velocities, outDisplacements, outVelocities)
    switch regime {
    case .underdamped:
      _sweep(count, pointers, _UnderdampedBasis<V>(decay: decay, frequency: frequency))
    case .critical:
      _sweep(count, pointers, _CriticalBasis<V>(decay: decay))
    case .overdamped:
      _sweep(count, pointers, _OverdampedBasis<V>(slowRoot: slowRoot, gamma: frequency))
    }
  }

  /// The loop of ``_states(count:elapsed:displacements:velocities:outDisplacements:outVelocities:lanes:)``
  /// for one regime; the last partial vector is padded with zeros (t = 0).
  @inlinable @inline(__always)
  func _sweep<B: _SpringBasis>(
    _ count: Int,
    _ p: (
      t: UnsafePointer<Double>, x0: UnsafePointer<Double>, v0: UnsafePointer<Double>,
      x: UnsafeMutablePointer<Double>, v: UnsafeMutablePointer<Double>
    ),
    _ basis: B
  ) {
    typealias V = B.Vector
    let a = decay
    let omega0Squared = omega0Squared
    let width = V.scalarCount
    var i = 0
    // One copy of the arithmetic for full and partial vectors, so that it is inlined once. The
    // loads and stores stay written out, as in SelectorSimulation's forEachVector: a shared lane
    // load/store helper measured +4 % instructions per sample (closed-form-batched, run --quick).
    while i < count {
      let lanes = min(width, count - i)
      var t = V()
      var x0 = V()
      var v0 = V()
      if lanes == width {
        t = UnsafeRawPointer(p.t + i).loadUnaligned(as: V.self)
        x0 = UnsafeRawPointer(p.x0 + i).loadUnaligned(as: V.self)
        v0 = UnsafeRawPointer(p.v0 + i).loadUnaligned(as: V.self)
      } else {
        for j in 0..<lanes {
          t[j] = p.t[i + j]
          x0[j] = p.x0[i + j]
          v0[j] = p.v0[i + j]
        }
      }
      let (c, s) = basis(t)
      let xx = c + a * s
      let vx = -omega0Squared * s
      let vv = c - a * s
      let x = xx * x0 + s * v0
      let v = vx * x0 + vv * v0
      if lanes == width {
        UnsafeMutableRawPointer(p.x + i).storeBytes(of: x, as: V.self)
        UnsafeMutableRawPointer(p.v + i).storeBytes(of: v, as: V.self)
      } else {
        for j in 0..<lanes {
          p.x[i + j] = x[j]
          p.v[i + j] = v[j]
        }
      }
      i += width
    }
  }
}

/// The damped basis `(E_c, E_s)` of ``SpringResponse/basis(at:)`` for a vector of times, in
/// one regime, with the ``VectorMath`` kernels.
///
/// A type per regime (rather than a closure or a switch inside the loop) guarantees that the
/// kernel is inlined into the loop and that each loop only holds its own constants.
@usableFromInline
protocol _SpringBasis {
  associatedtype Vector: DoubleVector
  /// `(E_c, E_s)` at the times `t` (t ≥ 0).
  func callAsFunction(_ t: Vector) -> (c: Vector, s: Vector)
}

/// E = e^(−a t);  E_c = E·cos(ω_d t),  E_s = E·sin(ω_d t)·(1/ω_d).
///
/// The division is a multiplication by 1/ω_d computed once (one extra rounding). Lanes
/// with −a t < −746 have an envelope of exactly 0 and get phase 0, hence the basis (0, 0) of
/// ``SpringResponse/basis(at:)``: a huge t neither produces 0·NaN nor sends the lane down
/// the scalar path of ``VectorMath/sincos(_:)``. (Lanes with −746 ≤ −a t < −745.14 also
/// have a zero envelope but a finite phase, so their basis is ±0 as well.)
@frozen @usableFromInline
struct _UnderdampedBasis<Vector: DoubleVector>: _SpringBasis {
  @usableFromInline let decay: Double, frequency: Double, reciprocal: Double

  @inlinable
  init(decay: Double, frequency: Double) {
    self.decay = decay
    self.frequency = frequency
    reciprocal = 1 / frequency
  }

  @inlinable @inline(__always)
  func callAsFunction(_ t: Vector) -> (c: Vector, s: Vector) {
    let exponent = -decay * t
    let envelope = VectorMath.exp(exponent)
    // Below −746 the envelope is 0 (it underflows below −745.14). Testing the exponent rather
    // than the envelope lets sincos run in parallel with exp instead of after it.
    let dead = Vector._lanes(Vector(repeating: -746), greaterThan: exponent)
    let (sine, cosine) = VectorMath.sincos(VectorMath.select(dead, .zero, frequency * t))
    return (envelope * cosine, (envelope * sine) * reciprocal)
  }
}

/// E_c = e^(−a t),  E_s = t·E_c.
@frozen @usableFromInline
struct _CriticalBasis<Vector: DoubleVector>: _SpringBasis {
  @usableFromInline let decay: Double

  @inlinable
  init(decay: Double) { self.decay = decay }

  @inlinable @inline(__always)
  func callAsFunction(_ t: Vector) -> (c: Vector, s: Vector) {
    let envelope = VectorMath.exp(-decay * t)
    return (envelope, envelope * t)
  }
}

/// z = expm1(−2γt);  E_c = e^(r₁t)(1 + z/2),  E_s = e^(r₁t)(−z)·(1/(2γ)).
///
/// The division is a multiplication by 1/(2γ) computed once (one extra rounding).
@frozen @usableFromInline
struct _OverdampedBasis<Vector: DoubleVector>: _SpringBasis {
  @usableFromInline let slowRoot: Double, twoGamma: Double, reciprocal: Double

  @inlinable
  init(slowRoot: Double, gamma: Double) {
    self.slowRoot = slowRoot
    twoGamma = 2 * gamma
    reciprocal = 1 / (2 * gamma)
  }

  @inlinable @inline(__always)
  func callAsFunction(_ t: Vector) -> (c: Vector, s: Vector) {
    let slow = VectorMath.exp(slowRoot * t)
    let z = VectorMath.expm1(-twoGamma * t)
    return (slow * (1 + 0.5 * z), (slow * -z) * reciprocal)
  }
}
