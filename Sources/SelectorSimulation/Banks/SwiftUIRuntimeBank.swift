import MotionCurves

/// Spring channels stepped as SwiftUI's runtime steps them (``SwiftUIRuntimeSpring``): a fixed
/// step of 1/300 s on a grid from each release or retarget, frames showing the last grid point,
/// and the stop rule ending an animation with a jump to its target.
///
/// Each spring slot has its own runtime model (the stop rule counts the property's moving
/// components, ``ChannelInfo/components``), but all share the step. A tap moves a few springs
/// of one selector, so at any frame few of a block's springs run: the bank keeps its running
/// springs packed together in one list (``Field``: displacement, velocity, force, grid origin,
/// steps taken, the change the stop rule measures against, target, and the model's −k, c and
/// component weight; one array each), and steps them ``lanes`` at a time on SIMD lanes
/// (``advance(packed:stride:lanes:step:stepsPerSecond:time:)``), every lane with the scalar
/// kernels' operations in their order, so every value is bit for bit what stepping one spring
/// at a time gives. A frame copies the targets to the spring channels and writes the running
/// springs' values over them. A spring the stop rule ends leaves the list (its last state is
/// kept apart, as the scalar model keeps it), and a retarget that restarts it joins it again.
struct SwiftUIRuntimeBank: SpringBank {
  typealias V = SIMD8<Double>
  /// Springs stepped side by side.
  static var lanes: Int { V.scalarCount }

  /// A packed running spring's values, one array per field.
  enum Field: Int, CaseIterable {
    case x, v, force, origin, steps, change, target
    /// −k, c and the component weight of the spring's model.
    case stiffness, damping, weight
  }

  /// The runtime model of each spring slot.
  let models: [SwiftUIRuntimeSpring]
  let hz: Double
  /// Selectors in the block.
  let selectors: Int
  /// Packed entries: every spring, rounded up to whole vectors.
  let capacity: Int
  /// Owns every array below; they stay valid while it lives.
  private let storage = SlotStorage()
  /// Each spring's target, slot-major (`slot · selectors + selector`).
  let targets: UnsafeMutablePointer<Double>
  /// Each spring's position in the packed list, or −1 when it has ended.
  let position: UnsafeMutablePointer<Int>
  /// Field f of packed entry p at `packed + f · capacity + p`.
  let packed: UnsafeMutablePointer<Double>
  /// Packed entry p's spring.
  let index: UnsafeMutablePointer<Int>
  /// Packed entry p's shown value's offset in a frame (`channel · selectors + selector`).
  let output: UnsafeMutablePointer<Int>
  /// Running springs: the packed entries in use.
  var running = 0
  /// Each ended spring's last state (fields x through change), as ``packed`` but per spring.
  let ended: UnsafeMutablePointer<Double>
  /// This frame's packed positions the stop rule ended.
  let stopped: UnsafeMutablePointer<Int>
  /// Each slot's channel.
  let channels: [Int]

  /// The bank of a block of every spring channel of `kind`, at rest at `initialTargets`.
  ///
  /// - Throws: ``CurveError`` for a spring the runtime model rejects.
  init(kind: SelectorKind, spring: Spring, hz: Double, selectors n: Int, initialTargets: [Double]) throws(CurveError) {
    try self.init(
      kind: kind, channels: ChannelLayout.of(kind).springs, spring: spring, hz: hz, selectors: n,
      initialTargets: initialTargets)
  }

  /// The bank of a block whose springs start at rest at `initialTargets`.
  ///
  /// - Parameters:
  ///   - kind: The selectors' kind: its channels' component counts.
  ///   - channels: The channel of each spring slot (the block's ``SelectorBlock/layout``).
  ///   - spring: The spring of every spring channel.
  ///   - hz: Frames per second.
  ///   - selectors: Selectors in the block.
  ///   - initialTargets: The spring slots' targets at frame 0, slot-major.
  /// - Throws: ``CurveError`` for a spring the runtime model rejects.
  init(
    kind: SelectorKind, channels: [Int], spring: Spring, hz: Double, selectors n: Int, initialTargets: [Double]
  ) throws(CurveError) {
    let fluid = FluidSpring(spring)
    self.channels = channels
    models = try channels.map { [all = kind.channels] (c) throws(CurveError) in
      try SwiftUIRuntimeSpring(fluid, components: all[c].components)
    }
    self.hz = hz
    selectors = n
    let springs = models.count * n
    capacity = (springs + Self.lanes - 1) / Self.lanes * Self.lanes
    targets = storage.allocate(springs, repeating: 0.0)
    position = storage.allocate(springs, repeating: -1)
    packed = storage.allocate(Field.allCases.count * capacity, repeating: 0.0)
    index = storage.allocate(capacity, repeating: 0)
    output = storage.allocate(capacity, repeating: 0)
    ended = storage.allocate(Field.target.rawValue * springs, repeating: 0.0)
    stopped = storage.allocate(capacity, repeating: 0)
    for (i, target) in initialTargets.enumerated() { targets[i] = target }
  }

  /// Field `field` of the packed entries.
  @inline(__always)
  func packed(_ field: Field) -> UnsafeMutablePointer<Double> { packed + field.rawValue &* capacity }

  /// Spring slot `i` as the scalar model's ``SwiftUIRuntimeSpring/State``.
  func state(_ i: Int) -> SwiftUIRuntimeSpring.State {
    let p = position[i]
    let springs = models.count * selectors
    func value(_ field: Field) -> Double { p >= 0 ? packed(field)[p] : ended[field.rawValue * springs + i] }
    return SwiftUIRuntimeSpring.State(
      displacement: value(.x), velocity: value(.v), force: value(.force), origin: value(.origin),
      steps: Int(value(.steps)), change: value(.change), hasEnded: p < 0)
  }

  mutating func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>) {
    for (slot, channel) in channels.enumerated() { (values + channel &* n).update(from: targets + slot &* n, count: n) }
    let count = running
    guard count > 0 else { return }
    let time = FrameRate(hz: hz).time(frame)
    let model = models[0]
    let x = packed(.x)
    let target = packed(.target)
    var ends = 0
    var p = 0
    while p < count {
      let lanes = min(Self.lanes, count &- p)
      let ended = Self.advance(
        packed: x + p, stride: capacity, lanes: lanes, step: model.step, stepsPerSecond: model.stepsPerSecond,
        time: time)
      if !anyLane(ended) {
        for e in p..<(p &+ lanes) { values[output[e]] = target[e] + x[e] }
      } else {
        for lane in 0..<lanes {
          let e = p &+ lane
          if ended[lane] == 0 {
            values[output[e]] = target[e] + x[e]
          } else {
            stopped[ends] = e
            ends &+= 1
          }
        }
      }
      p &+= Self.lanes
    }
    // Highest first, so that the entry moved into a hole has not ended.
    while ends > 0 {
      ends &-= 1
      remove(at: stopped[ends])
    }
  }

  /// Heads slot `i` for `target`. The value and velocity are kept (``SpringRetarget``; an ended
  /// animation rests at its old target), and the runtime restarts: force 0, a new grid from
  /// this frame, the target's move added to the change (``SwiftUIRuntimeSpring/retarget(_:from:at:by:)``).
  /// A jump ends the animation at the target.
  mutating func retarget(_ i: Int, to target: Double, at frame: Int, jump: Bool) {
    defer { targets[i] = target }
    guard !jump else {
      if position[i] >= 0 { remove(at: position[i]) }
      return
    }
    let slot = i / selectors
    let model = models[slot]
    var state = state(i)
    model.retarget(&state, from: model, at: FrameRate(hz: hz).time(frame), by: target - targets[i])
    if position[i] < 0 {
      position[i] = running
      index[running] = i
      output[running] = channels[slot] * selectors + i - slot * selectors
      running += 1
    }
    let p = position[i]
    for (field, value) in [
      (Field.x, state.displacement), (.v, state.velocity), (.force, state.force), (.origin, state.origin),
      (.steps, Double(state.steps)), (.change, state.change), (.target, target),
      (.stiffness, -model.coefficients.stiffness), (.damping, model.coefficients.damping),
      (.weight, model.componentWeight),
    ] {
      packed(field)[p] = value
    }
  }

  /// Takes packed entry `p` out of the list, keeping its state apart, and moves the last entry
  /// into its place.
  mutating func remove(at p: Int) {
    let i = index[p]
    let last = running - 1
    let springs = models.count * selectors
    for field in Field.allCases {
      let column = packed(field)
      if field.rawValue < Field.target.rawValue { ended[field.rawValue * springs + i] = column[p] }
      column[p] = column[last]
    }
    position[i] = -1
    if p != last {
      index[p] = index[last]
      output[p] = output[last]
      position[index[p]] = p
    }
    running = last
  }
}

extension SwiftUIRuntimeBank {
  /// A settled spring's frame, which copies its target: loads the ended flag and the target,
  /// stores the shown value; its state is the packed fields x through target and the flag.
  static let settledWork = KernelWork(
    loadBytes: 9, storeBytes: 8, bytesPerSelector: (Field.target.rawValue + 1) * MemoryLayout<Double>.stride + 1)
  /// A running spring's frame besides its steps, on top of ``settledWork``: the clock (stall
  /// test and grid index: 4 ×, 5 +), the stop rule (n·v², n·F², 0.01·|Δ|: 5 ×) and target + x
  /// (1 +); loads x, v, F, origin, steps, change, target and the ended flag (57 B, less the
  /// settled copy's 9), stores x, v, F, steps and the shown value (40 B, less its 8).
  static let runningWork = KernelWork(madds: 9, loadBytes: 48, storeBytes: 32)
  /// One 300 Hz step (`SwiftUIRuntimeSpring.step`): v½ = v + F·h/2, x += v½·h,
  /// F = −k·x − c·v½, v = v½ + F·h/2: 5 ×, 4 +; in registers.
  static let stepWork = KernelWork(madds: 5)
}

extension LockstepSceneSolver.Method {
  /// What the device shows: springs stepped as SwiftUI's runtime steps them; timing curves
  /// and the pulse evaluated in closed form, as SwiftUI evaluates them, over SIMD lanes (the
  /// scalar closed form's values bit for bit).
  public static let swiftUI = Self(name: "swiftui") { block, frames, hz, combining, observer, sink in
    try run(
      block, frames: frames,
      SwiftUIRuntimeBank(
        kind: block.kind, channels: block.layout.springs, spring: block.spring, hz: hz, selectors: block.count,
        initialTargets: springTargets(block)),
      BatchedEvaluatedCurves(block, hz: hz, combining: combining), observer: &observer, sink: sink)
  }
}

extension SolverDescriptor {
  /// `swiftui`: ``SwiftUIRuntimeSolver`` (with the settings' components) and
  /// ``LockstepSceneSolver/Method/swiftUI``: what the device shows.
  public static let swiftUI = SolverDescriptor(
    .swiftUI, title: "SwiftUI runtime (device)", legend: "device",
    work: SolverWorkModel(
      underdampedSpring: SwiftUIRuntimeBank.settledWork, criticalSpring: SwiftUIRuntimeBank.settledWork,
      curves: ClosedFormProgress<Double>.work,
      runtime: (SwiftUIRuntimeBank.runningWork, SwiftUIRuntimeBank.stepWork))
  ) { settings in try SwiftUIRuntimeSolver(components: settings.components) }
}
