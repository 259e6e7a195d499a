import MotionCurves

/// Springs advanced frame to frame by the exact transition matrix Φ(1/hz).
struct ExactStepBank: SpringBank {
  let step: SpringStep
  var x: [Double]
  var v: [Double]
  var targets: [Double]

  /// - Throws: ``CurveError`` for a frame rate whose step 1/hz is not positive and finite.
  init(spring: Spring, hz: Double, initialTargets: [Double]) throws(CurveError) {
    step = try SpringStep(spring: spring, step: 1 / hz)
    targets = initialTargets
    x = Array(repeating: 0, count: initialTargets.count)
    v = x
  }

  mutating func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>) {
    let phi = step.transition
    let advancing = frame > 0
    x.withUnsafeMutableBufferPointer { x in
      v.withUnsafeMutableBufferPointer { v in
        targets.withUnsafeBufferPointer { target in
          for (slot, channel) in layout.springs.enumerated() {
            let x = x.baseAddress! + slot * n, v = v.baseAddress! + slot * n
            let target = target.baseAddress! + slot * n, out = values + channel * n
            if advancing {
              for s in 0..<n {
                let xs = x[s], vs = v[s]
                let nx = phi.xx * xs + phi.xv * vs
                v[s] = phi.vx * xs + phi.vv * vs
                x[s] = nx
                out[s] = target[s] + nx
              }
            }
          }
        }
      }
    }
  }

  mutating func retarget(_ i: Int, to target: Double, at frame: Int, jump: Bool) {
    SpringRetarget.apply(x: &x[i], v: &v[i], from: targets[i], to: target, jump: jump)
    targets[i] = target
  }
}

/// Springs evaluated in closed form from their last retarget, in `T`.
struct ClosedFormBank<T: MotionReal>: SpringBank {
  let response: SpringResponse<T>
  let hz: T
  var start: [Int]
  var x0: [T]
  var v0: [T]
  var targets: [T]

  init(spring: Spring, hz: Double, initialTargets: [Double]) {
    response = SpringResponse<T>(spring)
    self.hz = T(hz)
    targets = initialTargets.map { T($0) }
    start = Array(repeating: 0, count: initialTargets.count)
    x0 = Array(repeating: 0, count: initialTargets.count)
    v0 = x0
  }

  @inline(__always)
  func state(_ i: Int, at frame: Int) -> (x: T, v: T) {
    response.state(at: T(frame - start[i]) / hz, displacement: x0[i], velocity: v0[i])
  }

  mutating func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>) {
    for (slot, channel) in layout.springs.enumerated() {
      for s in 0..<n {
        let i = slot * n + s
        values[channel * n + s] = Double(targets[i] + state(i, at: frame).x)
      }
    }
  }

  mutating func retarget(_ i: Int, to newTarget: Double, at frame: Int, jump: Bool) {
    let target = T(newTarget)
    var (x, v) = jump ? (T(0), T(0)) : state(i, at: frame)
    SpringRetarget.apply(x: &x, v: &v, from: targets[i], to: target, jump: jump)
    (x0[i], v0[i]) = (x, v)
    start[i] = frame
    targets[i] = target
  }
}

/// Springs evaluated in closed form like ``ClosedFormBank``, but a slot's selectors at once
/// with the SIMD kernels of `SpringResponse.states(...)`.
struct BatchedClosedFormBank: SpringBank {
  var scalar: ClosedFormBank<Double>
  /// Scratch: elapsed times and the batch's outputs, one slot's worth.
  var elapsed: [Double]
  var x: [Double]
  var v: [Double]

  init(spring: Spring, hz: Double, initialTargets: [Double], selectors: Int) {
    scalar = ClosedFormBank(spring: spring, hz: hz, initialTargets: initialTargets)
    elapsed = Array(repeating: 0, count: selectors)
    x = elapsed
    v = elapsed
  }

  mutating func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>) {
    let hz = scalar.hz, response = scalar.response
    scalar.start.withUnsafeBufferPointer { start in
      scalar.x0.withUnsafeBufferPointer { x0 in
        scalar.v0.withUnsafeBufferPointer { v0 in
          scalar.targets.withUnsafeBufferPointer { targets in
            elapsed.withUnsafeMutableBufferPointer { elapsed in
              x.withUnsafeMutableBufferPointer { x in
                v.withUnsafeMutableBufferPointer { v in
                  for (slot, channel) in layout.springs.enumerated() {
                    let first = slot * n
                    for s in 0..<n { elapsed[s] = Double(frame - start[first + s]) / hz }
                    response._states(
                      count: n, elapsed: elapsed.baseAddress!, displacements: x0.baseAddress! + first,
                      velocities: v0.baseAddress! + first, outDisplacements: x.baseAddress!,
                      outVelocities: v.baseAddress!, lanes: VectorMath.PreferredVector.self)
                    let out = values + channel * n
                    for s in 0..<n { out[s] = targets[first + s] + x[s] }
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  mutating func retarget(_ i: Int, to target: Double, at frame: Int, jump: Bool) {
    scalar.retarget(i, to: target, at: frame, jump: jump)
  }
}
