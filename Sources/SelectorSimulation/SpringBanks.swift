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
