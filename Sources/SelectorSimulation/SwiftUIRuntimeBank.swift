import MotionCurves

/// Spring channels stepped as SwiftUI's runtime steps them (``SwiftUIRuntimeSpring``): a fixed
/// step of 1/300 s on a grid from each release or retarget, frames showing the last grid point,
/// and the stop rule ending an animation with a jump to its target.
///
/// The springs of a slot share their runtime model (one per spring channel of a selector: the
/// stop rule counts the property's moving components, ``ChannelInfo/components``), so they step
/// side by side on ``lanes`` SIMD lanes. The state lives in one allocation in groups of
/// ``lanes`` springs of a slot, each group its displacement, velocity, force, grid origin, steps
/// taken, the change the stop rule measures against, target and ended flag as one vector each
/// (``Field``); a slot's last group is padded with ended springs. Every lane does the scalar
/// kernels' operations in their order (``advance(_:group:time:)``), so every value is bit for
/// bit what stepping one spring at a time gives.
struct SwiftUIRuntimeBank: SpringBank {
  typealias V = SIMD8<Double>
  /// Springs stepped side by side.
  static var lanes: Int { V.scalarCount }

  /// A group's vectors, in order.
  enum Field: Int, CaseIterable {
    case x, v, force, origin, steps, change, target, ended
  }

  /// The runtime model of each spring slot.
  let models: [SwiftUIRuntimeSpring]
  let hz: Double
  /// Selectors in the block.
  let selectors: Int
  /// Groups of ``lanes`` springs per slot.
  let groups: Int
  /// Owns the state and the running counts; both stay valid while it lives.
  private let storage: Storage
  /// The groups, slot-major: group g of slot k at `state + fields·(k·groups + g)`.
  let state: UnsafeMutablePointer<V>
  /// Per group, how many of its springs are running (not ended): a group with none shows its
  /// targets without stepping.
  let running: UnsafeMutablePointer<Int>

  /// The bank of a block whose springs start at rest at `initialTargets`.
  ///
  /// - Parameters:
  ///   - kind: The selectors' kind: its channels' component counts.
  ///   - spring: The spring of every spring channel.
  ///   - hz: Frames per second.
  ///   - selectors: Selectors in the block.
  ///   - initialTargets: The spring slots' targets at frame 0, slot-major.
  /// - Throws: ``CurveError`` for a spring the runtime model rejects.
  init(kind: SelectorKind, spring: Spring, hz: Double, selectors n: Int, initialTargets: [Double]) throws(CurveError) {
    let fluid = FluidSpring(spring)
    let channels = kind.channels
    models = try ChannelLayout.of(kind).springs.map { (c) throws(CurveError) in
      try SwiftUIRuntimeSpring(fluid, components: channels[c].components)
    }
    self.hz = hz
    selectors = n
    groups = (n + Self.lanes - 1) / Self.lanes
    let count = models.count * groups
    let fields = Field.allCases.count
    storage = Storage(vectors: fields * count, counts: count)
    state = storage.vectors
    running = storage.counts
    for group in 0..<count { state[fields * group + Field.ended.rawValue] = V(repeating: 1) }
    for (i, target) in initialTargets.enumerated() { self[i, .target].pointee = target }
  }

  /// Field `field` of spring slot `i` (`slot · selectors + selector`).
  @inline(__always)
  subscript(i: Int, field: Field) -> UnsafeMutablePointer<Double> {
    let slot = i / selectors
    let s = i - slot * selectors
    let group = state + Field.allCases.count * (slot * groups + s / Self.lanes) + field.rawValue
    return UnsafeMutableRawPointer(group).assumingMemoryBound(to: Double.self) + s % Self.lanes
  }

  /// The running count of spring slot `i`'s group.
  @inline(__always)
  func runningCount(_ i: Int) -> UnsafeMutablePointer<Int> {
    let slot = i / selectors
    return running + slot * groups + (i - slot * selectors) / Self.lanes
  }

  /// Spring slot `i` as the scalar model's ``SwiftUIRuntimeSpring/State``.
  func state(_ i: Int) -> SwiftUIRuntimeSpring.State {
    SwiftUIRuntimeSpring.State(
      displacement: self[i, .x].pointee, velocity: self[i, .v].pointee, force: self[i, .force].pointee,
      origin: self[i, .origin].pointee, steps: Int(self[i, .steps].pointee), change: self[i, .change].pointee,
      hasEnded: self[i, .ended].pointee != 0)
  }

  mutating func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>) {
    let time = Double(frame) / hz
    let fields = Field.allCases.count
    let target = Field.target.rawValue
    for (slot, channel) in layout.springs.enumerated() {
      let model = models[slot]
      let out = values + channel &* n
      for g in 0..<groups {
        let index = slot &* groups &+ g
        let group = state + fields &* index
        if running[index] != 0 { running[index] &-= Self.advance(model, group: group, time: time) }
        let shown = running[index] != 0 ? Self.shown(group) : group[target]
        let first = g &* Self.lanes
        if first &+ Self.lanes <= n {
          UnsafeMutableRawPointer(out + first).storeBytes(of: shown, as: V.self)
        } else {
          for lane in 0..<(n &- first) { out[first &+ lane] = shown[lane] }
        }
      }
    }
  }

  /// Heads slot `i` for `target`. The value and velocity are kept (``SpringRetarget``; an ended
  /// animation rests at its old target), and the runtime restarts: force 0, a new grid from
  /// this frame, the target's move added to the change (``SwiftUIRuntimeSpring/retarget(_:from:at:by:)``).
  /// A jump ends the animation at the target.
  mutating func retarget(_ i: Int, to target: Double, at frame: Int, jump: Bool) {
    let wasRunning = self[i, .ended].pointee == 0
    defer {
      self[i, .target].pointee = target
      let isRunning = self[i, .ended].pointee == 0
      if isRunning != wasRunning { runningCount(i).pointee += isRunning ? 1 : -1 }
    }
    guard !jump else {
      self[i, .ended].pointee = 1
      return
    }
    let model = models[i / selectors]
    var state = state(i)
    model.retarget(&state, from: model, at: Double(frame) / hz, by: target - self[i, .target].pointee)
    for (field, value) in [
      (Field.x, state.displacement), (.v, state.velocity), (.force, state.force), (.origin, state.origin),
      (.steps, Double(state.steps)), (.change, state.change), (.ended, state.hasEnded ? 1 : 0),
    ] {
      self[i, field].pointee = value
    }
  }
}

extension SwiftUIRuntimeBank {
  /// The bank's state, in cache-line-aligned memory, and the running counts; freed with the
  /// last copy of the bank.
  private final class Storage {
    let vectors: UnsafeMutablePointer<V>
    let counts: UnsafeMutablePointer<Int>
    init(vectors count: Int, counts: Int) {
      vectors = UnsafeMutableRawPointer.allocate(byteCount: max(1, count) * MemoryLayout<V>.stride, alignment: 64)
        .bindMemory(to: V.self, capacity: max(1, count))
      vectors.initialize(repeating: V(), count: max(1, count))
      self.counts = .allocate(capacity: max(1, counts))
      self.counts.initialize(repeating: 0, count: max(1, counts))
    }
    deinit {
      vectors.deallocate()
      counts.deallocate()
    }
  }
}

/// What the device shows: springs stepped as SwiftUI's runtime steps them
/// (``SwiftUIRuntimeBank``); timing curves and the pulse evaluated in closed form, as SwiftUI
/// evaluates them, over SIMD lanes (``BatchedEvaluatedCurves``: the scalar closed form's
/// values bit for bit).
public struct SwiftUIRuntimeSceneSolver: SceneSolver {
  public init() {}
  public var name: String { "swiftui" }

  public func simulate(
    _ block: SelectorBlock, frames: Int, hz: Double, combining: TimingCombination,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws -> SolverWork {
    var springs = try SwiftUIRuntimeBank(
      kind: block.kind, spring: block.spring, hz: hz, selectors: block.count, initialTargets: springTargets(block))
    var curves = BatchedEvaluatedCurves(block, hz: hz, combining: combining)
    try BlockSimulation.run(block, frames: frames, springs: &springs, curves: &curves, sink: sink)
    return SolverWork()
  }
}
