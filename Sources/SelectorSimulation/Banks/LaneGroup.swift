import MotionCurves

/// One vector of packed running springs in registers: the state a frame reads and writes.
struct LaneGroup {
  typealias V = SIMD8<Double>
  typealias F = SwiftUIRuntimeBank.Field
  let packed: UnsafeMutablePointer<Double>
  let stride: Int
  /// All-ones in the lanes that hold a running spring.
  let run: LaneMask
  var x: V
  var v: V
  var f: V
  var origin: V
  var steps: V
  /// The grid index the frame shows.
  var j = V()

  /// Loads the entries from `packed` (field f at `f · stride`), of which the first `lanes` run.
  @inline(__always)
  init(_ packed: UnsafeMutablePointer<Double>, stride: Int, lanes: Int) {
    self.packed = packed
    self.stride = stride
    run = lanes >= V.scalarCount ? LaneMask(repeating: -1) : Self.firstLanes(lanes)
    func load(_ field: F) -> V { UnsafeRawPointer(packed + field.rawValue &* stride).load(as: V.self) }
    x = load(.x)
    v = load(.v)
    f = load(.force)
    origin = load(.origin)
    steps = load(.steps)
  }

  @inline(__always)
  func load(_ field: F) -> V { UnsafeRawPointer(packed + field.rawValue &* stride).load(as: V.self) }

  /// All-ones in the first `count` lanes.
  @inline(__always)
  static func firstLanes(_ count: Int) -> LaneMask {
    var mask = LaneMask()
    for lane in 0..<max(0, count) { mask[lane] = -1 }
    return mask
  }

  /// ``SwiftUIRuntimeSpring/clock(origin:steps:to:)``: a stall restarts the grid, then
  /// ``SwiftUIRuntimeSpring/gridIndex(reaching:origin:)``: the estimate, corrected by the grid
  /// times.
  @inline(__always)
  mutating func clock(time: Double, step h: Double, stepsPerSecond: Double) {
    let zero = V()
    let one = V(repeating: 1)
    let stalled = run & greater(time - (origin + steps * h), V(repeating: SwiftUIRuntimeSpring.stallGap))
    origin = pick(stalled, V(repeating: time - SwiftUIRuntimeSpring.stallRestart), origin)
    steps = pick(stalled, zero, steps)
    let reach = V(repeating: time - SwiftUIRuntimeSpring.reachTolerance)
    j = ((reach - origin) * stepsPerSecond).rounded(.up)
    j = pick(greater(j, zero) & atLeast(origin + (j - one) * h, reach), j - one, j)
    j = pick(greater(reach, origin + j * h), j + one, j)
    j = pick(greater(reach, origin), j, zero)
  }

  /// The fewest and the most steps a running lane is behind (least is +∞ when no lane runs).
  ///
  /// - Parameters:
  ///   - d: Each lane's grid index less its steps taken.
  ///   - run: The running lanes.
  @inline(__always)
  static func behind(_ d: V, running run: LaneMask) -> (least: Double, most: Double) {
    let low = pick(run, d, V(repeating: .infinity))
    let high = pick(run, d, V())
    var (least, most) = (low[0], high[0])
    for lane in 1..<V.scalarCount {
      least = low[lane] < least ? low[lane] : least
      most = high[lane] > most ? high[lane] : most
    }
    return (least, most)
  }

  /// One step on the lanes still behind: v½ = v + F·h/2, x ← x + v½·h, F ← −k·x − c·v½,
  /// v ← v½ + F·h/2.
  @inline(__always)
  mutating func step(_ h: Double) {
    let stepping = run & greater(j, steps)
    let half = 0.5 * h
    let vHalf = v + f * half
    let nx = x + vHalf * h
    let nf = load(.stiffness) * nx - load(.damping) * vHalf
    x = pick(stepping, nx, x)
    f = pick(stepping, nf, f)
    v = pick(stepping, vHalf + nf * half, v)
    steps = pick(stepping, steps + 1, steps)
  }

  /// ``step(_:)`` on every lane, for a step that every running lane is behind: the same
  /// operations without the masks. Lanes that do not run hold no spring, so what they compute
  /// is never read.
  @inline(__always)
  mutating func stepAll(_ h: Double) {
    let half = 0.5 * h
    let vHalf = v + f * half
    x = x + vHalf * h
    f = load(.stiffness) * x - load(.damping) * vHalf
    v = vHalf + f * half
    steps = steps + 1
  }

  /// Writes the state back.
  @inline(__always)
  func store() {
    func store(_ value: V, _ field: F) {
      UnsafeMutableRawPointer(packed + field.rawValue &* stride).storeBytes(of: value, as: V.self)
    }
    store(x, .x)
    store(v, .v)
    store(f, .force)
    store(origin, .origin)
    store(steps, .steps)
  }

  /// ``SwiftUIRuntimeSpring/hasStopped(displacement:velocity:force:change:)`` on the running
  /// lanes: n·v² ≤ 0.0036, n·F² ≤ 0.0036 and (Δ = 0 or |x| ≤ 0.01·|Δ|).
  @inline(__always)
  func stopped() -> LaneMask {
    let n = load(.weight)
    let rest = V(repeating: SwiftUIRuntimeSpring.restThreshold)
    let change = load(.change)
    let near = equal(change, V()) | atMost(magnitude(x), SwiftUIRuntimeSpring.settledFraction * magnitude(change))
    return run & atMost(n * v * v, rest) & atMost(n * f * f, rest) & near
  }
}

/// Lane masks as the batched kernels use them: all-ones or zero `Int64` lanes, chosen by
/// ``VectorMath/select(_:_:_:)`` (one blend per register).
typealias LaneMask = SIMD8<Int64>

/// All-ones lanes where `a > b` (none where either is NaN, as for `>` on scalars).
@inline(__always)
private func greater(_ a: SIMD8<Double>, _ b: SIMD8<Double>) -> LaneMask { SIMD8<Double>._lanes(a, greaterThan: b) }

/// All-ones lanes where `a == b`.
@inline(__always)
private func equal(_ a: SIMD8<Double>, _ b: SIMD8<Double>) -> LaneMask { SIMD8<Double>._lanes(a, equalTo: b) }

/// All-ones lanes where `a ≥ b`.
@inline(__always)
private func atLeast(_ a: SIMD8<Double>, _ b: SIMD8<Double>) -> LaneMask { greater(a, b) | equal(a, b) }

/// All-ones lanes where `a ≤ b`.
@inline(__always)
private func atMost(_ a: SIMD8<Double>, _ b: SIMD8<Double>) -> LaneMask { greater(b, a) | equal(a, b) }

/// `mask ? a : b` lane by lane.
@inline(__always)
private func pick(_ mask: LaneMask, _ a: SIMD8<Double>, _ b: SIMD8<Double>) -> SIMD8<Double> {
  VectorMath.select(mask, a, b)
}

/// Whether any lane is set.
@inline(__always)
func anyLane(_ mask: LaneMask) -> Bool {
  var union: Int64 = 0
  for i in mask.indices { union |= mask[i] }
  return union != 0
}

/// |x| per lane.
@inline(__always)
private func magnitude(_ x: SIMD8<Double>) -> SIMD8<Double> {
  unsafeBitCast(unsafeBitCast(x, to: LaneMask.self) & LaneMask(repeating: .max), to: SIMD8<Double>.self)
}
