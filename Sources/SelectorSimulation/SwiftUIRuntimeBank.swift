import MotionCurves

/// Spring channels stepped as SwiftUI's runtime steps them (``SwiftUIRuntimeSpring``): a fixed
/// step of 1/300 s on a grid from each release or retarget, frames showing the last grid point,
/// and the stop rule ending an animation with a jump to its target.
///
/// The springs of a slot share their runtime model (one per spring channel of a selector: the
/// stop rule counts the property's moving components, ``ChannelInfo/components``). A tap moves a
/// few springs of one selector, so at any frame few springs of a slot run: each slot keeps its
/// running springs packed together (``Field``: displacement, velocity, force, grid origin, steps
/// taken, the change the stop rule measures against and target, one array each, and the
/// spring's index), and steps them ``lanes`` at a time on SIMD lanes
/// (``advance(_:packed:stride:lanes:time:)``), every lane with the scalar kernels' operations in their
/// order, so every value is bit for bit what stepping one spring at a time gives. A frame
/// copies the slot's targets to its channel and writes the running springs' values over them.
/// A spring the stop rule ends leaves the packed list (its last state is kept apart, as the
/// scalar model keeps it), and a retarget that restarts it joins it again.
struct SwiftUIRuntimeBank: SpringBank {
  typealias V = SIMD8<Double>
  /// Springs stepped side by side.
  static var lanes: Int { V.scalarCount }

  /// A packed running spring's values, one array per field.
  enum Field: Int, CaseIterable {
    case x, v, force, origin, steps, change, target
  }

  /// The runtime model of each spring slot.
  let models: [SwiftUIRuntimeSpring]
  let hz: Double
  /// Selectors in the block.
  let selectors: Int
  /// Packed entries per slot: the selectors, rounded up to whole vectors.
  let capacity: Int
  /// Owns every array below; they stay valid while it lives.
  private let storage: Storage
  /// Each spring's target, slot-major (`slot · selectors + selector`).
  let targets: UnsafeMutablePointer<Double>
  /// Each spring's position in its slot's packed list, or −1 when it has ended.
  let position: UnsafeMutablePointer<Int>
  /// Field f of slot k's packed entry p at `packed + (f · slots + k) · capacity + p`.
  let packed: UnsafeMutablePointer<Double>
  /// Slot k's packed entry p's spring at `index[k · capacity + p]`.
  let index: UnsafeMutablePointer<Int>
  /// Running springs per slot.
  let running: UnsafeMutablePointer<Int>
  /// Each ended spring's last state (fields x through change), as ``packed`` but per spring.
  let ended: UnsafeMutablePointer<Double>
  /// Per slot, this frame's packed positions the stop rule ended.
  let stopped: UnsafeMutablePointer<Int>

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
    capacity = (n + Self.lanes - 1) / Self.lanes * Self.lanes
    let slots = models.count
    let fields = Field.allCases.count
    storage = Storage()
    targets = storage.allocate(slots * n, repeating: 0.0)
    position = storage.allocate(slots * n, repeating: -1)
    packed = storage.allocate(fields * slots * capacity, repeating: 0.0)
    index = storage.allocate(slots * capacity, repeating: 0)
    running = storage.allocate(slots, repeating: 0)
    ended = storage.allocate((fields - 1) * slots * n, repeating: 0.0)
    stopped = storage.allocate(capacity, repeating: 0)
    for (i, target) in initialTargets.enumerated() { targets[i] = target }
  }

  /// Field `field` of slot `slot`'s packed entries.
  @inline(__always)
  func packed(_ field: Field, slot: Int) -> UnsafeMutablePointer<Double> {
    packed + (field.rawValue &* models.count &+ slot) &* capacity
  }

  /// Spring slot `i` as the scalar model's ``SwiftUIRuntimeSpring/State``.
  func state(_ i: Int) -> SwiftUIRuntimeSpring.State {
    let slot = i / selectors
    let p = position[i]
    func value(_ field: Field) -> Double {
      p >= 0 ? packed(field, slot: slot)[p] : ended[field.rawValue * models.count * selectors + i]
    }
    return SwiftUIRuntimeSpring.State(
      displacement: value(.x), velocity: value(.v), force: value(.force), origin: value(.origin),
      steps: Int(value(.steps)), change: value(.change), hasEnded: p < 0)
  }

  mutating func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>) {
    let time = Double(frame) / hz
    for (slot, channel) in layout.springs.enumerated() {
      let out = values + channel &* n
      out.update(from: targets + slot &* n, count: n)
      let count = running[slot]
      guard count > 0 else { continue }
      let x = packed(.x, slot: slot)
      let target = packed(.target, slot: slot)
      let springs = index + slot &* capacity
      let first = slot &* n
      let stride = models.count &* capacity
      var ends = 0
      var p = 0
      while p < count {
        let lanes = min(Self.lanes, count &- p)
        let mask = Self.advance(models[slot], packed: x + p, stride: stride, lanes: lanes, time: time)
        for lane in 0..<lanes {
          if mask[lane] == 0 {
            out[springs[p &+ lane] &- first] = target[p &+ lane] + x[p &+ lane]
          } else {
            stopped[ends] = p &+ lane
            ends &+= 1
          }
        }
        p &+= Self.lanes
      }
      // Highest first, so that the entry moved into a hole has not ended.
      while ends > 0 {
        ends &-= 1
        remove(slot: slot, at: stopped[ends])
      }
    }
  }

  /// Heads slot `i` for `target`. The value and velocity are kept (``SpringRetarget``; an ended
  /// animation rests at its old target), and the runtime restarts: force 0, a new grid from
  /// this frame, the target's move added to the change (``SwiftUIRuntimeSpring/retarget(_:from:at:by:)``).
  /// A jump ends the animation at the target.
  mutating func retarget(_ i: Int, to target: Double, at frame: Int, jump: Bool) {
    let slot = i / selectors
    defer { targets[i] = target }
    guard !jump else {
      if position[i] >= 0 { remove(slot: slot, at: position[i]) }
      return
    }
    let model = models[slot]
    var state = state(i)
    model.retarget(&state, from: model, at: Double(frame) / hz, by: target - targets[i])
    if position[i] < 0 {
      position[i] = running[slot]
      index[slot * capacity + running[slot]] = i
      running[slot] += 1
    }
    let p = position[i]
    for (field, value) in [
      (Field.x, state.displacement), (.v, state.velocity), (.force, state.force), (.origin, state.origin),
      (.steps, Double(state.steps)), (.change, state.change), (.target, target),
    ] {
      packed(field, slot: slot)[p] = value
    }
  }

  /// Takes slot `slot`'s packed entry `p` out of the list, keeping its state apart, and moves
  /// the last entry into its place.
  mutating func remove(slot: Int, at p: Int) {
    let springs = index + slot * capacity
    let i = springs[p]
    let last = running[slot] - 1
    for field in Field.allCases {
      let column = packed(field, slot: slot)
      if field != .target { ended[field.rawValue * models.count * selectors + i] = column[p] }
      column[p] = column[last]
    }
    position[i] = -1
    if p != last {
      springs[p] = springs[last]
      position[springs[p]] = p
    }
    running[slot] = last
  }
}

extension SwiftUIRuntimeBank {
  /// The bank's arrays, each in cache-line-aligned memory; freed with the last copy of the bank.
  private final class Storage {
    private var allocations: [UnsafeMutableRawPointer] = []

    /// `count` values, each `value`.
    func allocate<T: BitwiseCopyable>(_ count: Int, repeating value: T) -> UnsafeMutablePointer<T> {
      let raw = UnsafeMutableRawPointer.allocate(byteCount: max(1, count) * MemoryLayout<T>.stride, alignment: 64)
      allocations.append(raw)
      let p = raw.bindMemory(to: T.self, capacity: max(1, count))
      p.initialize(repeating: value, count: max(1, count))
      return p
    }

    deinit {
      for raw in allocations { raw.deallocate() }
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
