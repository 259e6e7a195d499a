import MotionCurves

extension SwiftUIRuntimeBank {
  /// Advances up to ``lanes`` packed running springs to the frame at `time` and applies the
  /// stop rule, on all lanes at once: what
  /// ``SwiftUIRuntimeSpring/advance(displacement:velocity:force:origin:steps:to:_:)`` and
  /// ``SwiftUIRuntimeSpring/hasStopped(displacement:velocity:force:change:)`` do to each, with
  /// the same operations in the same order, so each lane's values are the scalar ones bit for
  /// bit. Lanes from `lanes` on are left as they are.
  ///
  /// The clock (the stall rule and the grid index the frame shows) is computed on every lane;
  /// then the lanes take as many steps as the furthest behind needs (2 or 3 at 120 Hz), each
  /// keeping a step only while it is behind. Step counts are whole numbers held in doubles,
  /// exact below 2⁵³.
  ///
  /// - Parameters:
  ///   - packed: The first entry's ``Field/x``; field f is `f · stride` further, every vector
  ///     aligned. The entries carry their models' −k, c and component weight.
  ///   - stride: Doubles from one field to the next.
  ///   - lanes: How many entries from `packed` on run (1 to ``lanes``).
  ///   - h: The step, shared by every model.
  ///   - stepsPerSecond: 1/h.
  ///   - time: The frame time.
  /// - Returns: All-ones in the lanes the stop rule ended at this frame.
  @inline(__always)
  static func advance(
    packed: UnsafeMutablePointer<Double>, stride: Int, lanes count: Int, step h: Double, stepsPerSecond: Double,
    time: Double
  ) -> LaneMask {
    typealias F = Field
    @inline(__always) func load(_ field: F) -> V {
      UnsafeRawPointer(packed + field.rawValue &* stride).load(as: V.self)
    }
    @inline(__always) func store(_ value: V, _ field: F) {
      UnsafeMutableRawPointer(packed + field.rawValue &* stride).storeBytes(of: value, as: V.self)
    }
    let zero = V()
    let one = V(repeating: 1)
    let run = count == Self.lanes ? LaneMask(repeating: -1) : Self.firstLanes(count)
    var origin = load(.origin)
    var steps = load(.steps)

    // clock(origin:steps:to:): a stall restarts the grid.
    let stalled = run & greater(time - (origin + steps * h), V(repeating: SwiftUIRuntimeSpring.stallGap))
    origin = pick(stalled, V(repeating: time - SwiftUIRuntimeSpring.stallRestart), origin)
    steps = pick(stalled, zero, steps)
    // gridIndex(reaching:origin:): the estimate, corrected by the grid times.
    let reach = V(repeating: time - SwiftUIRuntimeSpring.reachTolerance)
    var j = ((reach - origin) * stepsPerSecond).rounded(.up)
    j = pick(greater(j, zero) & atLeast(origin + (j - one) * h, reach), j - one, j)
    j = pick(greater(reach, origin + j * h), j + one, j)
    j = pick(greater(reach, origin), j, zero)

    // The steps: v½ = v + F·h/2, x ← x + v½·h, F ← −k·x − c·v½, v ← v½ + F·h/2.
    var x = load(.x)
    var v = load(.v)
    var f = load(.force)
    var stepping = run & greater(j, steps)
    if anyLane(stepping) {
      let half = 0.5 * h
      let k = load(.stiffness)
      let c = load(.damping)
      repeat {
        let vHalf = v + f * half
        let nx = x + vHalf * h
        let nf = k * nx - c * vHalf
        x = pick(stepping, nx, x)
        f = pick(stepping, nf, f)
        v = pick(stepping, vHalf + nf * half, v)
        steps = pick(stepping, steps + one, steps)
        stepping = run & greater(j, steps)
      } while anyLane(stepping)
      store(x, .x)
      store(v, .v)
      store(f, .force)
    }
    store(origin, .origin)
    store(steps, .steps)

    // hasStopped: n·v² ≤ 0.0036, n·F² ≤ 0.0036 and (Δ = 0 or |x| ≤ 0.01·|Δ|).
    let n = load(.weight)
    let rest = V(repeating: SwiftUIRuntimeSpring.restThreshold)
    let change = load(.change)
    let near = equal(change, zero) | atMost(magnitude(x), SwiftUIRuntimeSpring.settledFraction * magnitude(change))
    return run & atMost(n * v * v, rest) & atMost(n * f * f, rest) & near
  }

  /// All-ones in the first `count` lanes.
  @inline(__always)
  static func firstLanes(_ count: Int) -> LaneMask {
    var mask = LaneMask()
    for lane in 0..<count { mask[lane] = -1 }
    return mask
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
private func anyLane(_ mask: LaneMask) -> Bool {
  var union: Int64 = 0
  for i in mask.indices { union |= mask[i] }
  return union != 0
}

/// |x| per lane.
@inline(__always)
private func magnitude(_ x: SIMD8<Double>) -> SIMD8<Double> {
  unsafeBitCast(unsafeBitCast(x, to: LaneMask.self) & LaneMask(repeating: .max), to: SIMD8<Double>.self)
}
