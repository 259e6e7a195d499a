import MotionCurves

/// One vector of packed running springs in registers: the state a frame reads and writes.
///
/// Its methods are `@_transparent`, as swift-numerics marks its kernels: under `@inline(__always)`
/// the optimizer left `step`, `behind` and `clock` as calls once the frame function grew, each
/// passing the vectors through memory (and, with AVX-512, clearing the upper registers on return).
struct LaneGroup {
  typealias V = SIMD8<Double>
  typealias F = SwiftUIRuntimeBank.Field
  let packed: UnsafeMutablePointer<Double>
  let stride: Int
  /// All-ones in the lanes that hold a running spring, and whether all do.
  let run: LaneMask
  let whole: Bool
  var x: V
  var v: V
  var f: V
  var origin: V
  var steps: V
  /// The grid index the frame shows.
  var j = V()

  /// Loads the entries from `packed` (field f at `f · stride`), of which the first `lanes` run.
  @_transparent
  init(_ packed: UnsafeMutablePointer<Double>, stride: Int, lanes: Int) {
    self.packed = packed
    self.stride = stride
    whole = lanes >= V.scalarCount
    run = whole ? LaneMask(repeating: -1) : firstLanes(lanes)
    x = Self.load(.x, packed, stride)
    v = Self.load(.v, packed, stride)
    f = Self.load(.force, packed, stride)
    origin = Self.load(.origin, packed, stride)
    steps = Self.load(.steps, packed, stride)
  }

  /// Field `field` of these entries.
  @_transparent
  func load(_ field: F) -> V { Self.load(field, packed, stride) }

  /// Field `field` of the entries from `packed` on.
  @_transparent
  static func load(_ field: F, _ packed: UnsafeMutablePointer<Double>, _ stride: Int) -> V {
    UnsafeRawPointer(packed + field.rawValue &* stride).load(as: V.self)
  }

  /// ``SwiftUIRuntimeSpring/clock(origin:steps:to:)``: a stall restarts the grid, then
  /// ``SwiftUIRuntimeSpring/gridIndex(reaching:origin:)``: the estimate, corrected by the grid
  /// times.
  @_transparent
  mutating func clock(time: Double, step h: Double, stepsPerSecond: Double) {
    let zero = V()
    let one = V(repeating: 1)
    let stalled = run & greater(time - (origin + steps * h), V(repeating: SwiftUIRuntimeSpring.stallGap))
    origin = pick(stalled, V(repeating: time - SwiftUIRuntimeSpring.stallRestart), origin)
    steps = pick(stalled, zero, steps)
    let reach = V(repeating: time - SwiftUIRuntimeSpring.reachTolerance)
    j = VectorMath.ceiling((reach - origin) * stepsPerSecond)
    j = pick(greater(j, zero) & atLeast(origin + (j - one) * h, reach), j - one, j)
    j = pick(greater(reach, origin + j * h), j + one, j)
    j = pick(greater(reach, origin), j, zero)
  }

  /// The fewest and the most steps a running lane is behind (least is +∞ when no lane runs).
  ///
  /// - Parameters:
  ///   - d: Each lane's grid index less its steps taken.
  ///   - run: The running lanes.
  @_transparent
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
  @_transparent
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
  /// operations without the masks. What the lanes that do not run compute is never stored.
  @_transparent
  mutating func stepAll(_ h: Double) {
    let half = 0.5 * h
    let vHalf = v + f * half
    x = x + vHalf * h
    f = load(.stiffness) * x - load(.damping) * vHalf
    v = vHalf + f * half
    steps = steps + 1
  }

  /// Writes the running lanes' state back; the other lanes' entries keep theirs.
  @_transparent
  func store() {
    store(x, .x)
    store(v, .v)
    store(f, .force)
    store(origin, .origin)
    store(steps, .steps)
  }

  /// Writes `value` to field `field` in the running lanes.
  @_transparent
  func store(_ value: V, _ field: F) {
    let kept = whole ? value : pick(run, value, load(field))
    UnsafeMutableRawPointer(packed + field.rawValue &* stride).storeBytes(of: kept, as: V.self)
  }

  /// ``SwiftUIRuntimeSpring/hasStopped(displacement:velocity:force:change:)`` on the running
  /// lanes: n·v² ≤ 0.0036, n·F² ≤ 0.0036 and (Δ = 0 or |x| ≤ 0.01·|Δ|).
  @_transparent
  func stopped() -> LaneMask {
    let n = load(.weight)
    let rest = V(repeating: SwiftUIRuntimeSpring.restThreshold)
    let change = load(.change)
    let near = equal(change, V()) | atMost(magnitude(x), SwiftUIRuntimeSpring.settledFraction * magnitude(change))
    return run & atMost(n * v * v, rest) & atMost(n * f * f, rest) & near
  }
}
