import MotionCurves

/// Springs advanced frame to frame by the exact transition matrix Φ(1/hz).
///
/// The state lives in one allocation that the bank's pointers address (x, v and targets,
/// slot-major), so a frame touches no array header, checks no uniqueness and needs no
/// run-time alias check; the update runs on explicit 4-lane vectors, the same multiplications
/// and additions as the scalar form, so results are bit for bit those of the scalar form.
struct ExactStepBank: SpringBank {
  let step: SpringStep
  /// Owns the state; the pointers below stay valid while it lives.
  private let storage: Storage
  let x: UnsafeMutablePointer<Double>
  let v: UnsafeMutablePointer<Double>
  let targets: UnsafeMutablePointer<Double>

  /// - Throws: ``CurveError`` for a frame rate whose step 1/hz is not positive and finite.
  init(spring: Spring, hz: Double, initialTargets: [Double]) throws(CurveError) {
    step = try SpringStep(spring: spring, step: 1 / hz)
    let count = initialTargets.count
    storage = Storage(count: 3 * count)
    x = storage.values
    v = storage.values + count
    targets = storage.values + 2 * count
    x.initialize(repeating: 0, count: 2 * count)
    targets.initialize(from: initialTargets, count: count)
  }

  mutating func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>) {
    guard frame > 0 else { return }
    let phi = step.transition
    for (slot, channel) in layout.springs.enumerated() {
      Self.advance(
        phi, x: x + slot * n, v: v + slot * n, targets: targets + slot * n, out: values + channel * n, count: n)
    }
  }

  /// x′ = Φxx·x + Φxv·v, v′ = Φvx·x + Φvv·v and out = target + x′ for `count` springs.
  ///
  /// Whole vectors only: when `count` is not a multiple of the width, the last `width`
  /// springs are stepped from their state before the loop and stored after it, so that the
  /// springs the loop stepped too are overwritten with the same values.
  @inline(__always)
  static func advance(
    _ phi: Transition<Double>, x: UnsafeMutablePointer<Double>, v: UnsafeMutablePointer<Double>,
    targets: UnsafeMutablePointer<Double>, out: UnsafeMutablePointer<Double>, count: Int
  ) {
    typealias V = SIMD4<Double>
    let xx = V(repeating: phi.xx), xv = V(repeating: phi.xv), vx = V(repeating: phi.vx), vv = V(repeating: phi.vv)
    @inline(__always)
    func step(_ s: Int) -> (x: V, v: V, out: V) {
      let xs = UnsafeRawPointer(x + s).loadUnaligned(as: V.self)
      let vs = UnsafeRawPointer(v + s).loadUnaligned(as: V.self)
      let target = UnsafeRawPointer(targets + s).loadUnaligned(as: V.self)
      let nx = xx * xs + xv * vs
      return (nx, vx * xs + vv * vs, target + nx)
    }
    @inline(__always)
    func store(_ s: Int, _ state: (x: V, v: V, out: V)) {
      UnsafeMutableRawPointer(v + s).storeBytes(of: state.v, as: V.self)
      UnsafeMutableRawPointer(x + s).storeBytes(of: state.x, as: V.self)
      UnsafeMutableRawPointer(out + s).storeBytes(of: state.out, as: V.self)
    }
    guard count >= V.scalarCount else {
      for s in 0..<count {
        let xs = x[s], vs = v[s]
        let nx = phi.xx * xs + phi.xv * vs
        v[s] = phi.vx * xs + phi.vv * vs
        x[s] = nx
        out[s] = targets[s] + nx
      }
      return
    }
    let last = count &- V.scalarCount
    let tail = step(last)
    var s = 0
    while s < last {
      store(s, step(s))
      s &+= V.scalarCount
    }
    store(last, tail)
  }

  mutating func retarget(_ i: Int, to target: Double, at frame: Int, jump: Bool) {
    SpringRetarget.apply(x: &x[i], v: &v[i], from: targets[i], to: target, jump: jump)
    targets[i] = target
  }

  /// The bank's state: one allocation, freed with the last copy of the bank.
  private final class Storage {
    let values: UnsafeMutablePointer<Double>
    init(count: Int) { values = .allocate(capacity: max(1, count)) }
    deinit { values.deallocate() }
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
