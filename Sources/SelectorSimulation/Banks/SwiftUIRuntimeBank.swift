import MotionCurves

/// Spring channels stepped as SwiftUI's runtime steps them (``SwiftUIRuntimeSpring``): a fixed
/// step of 1/300 s on a grid from each release or retarget, frames showing the last grid point,
/// and the stop rule ending an animation with a jump to its target.
///
/// Each spring slot has its own runtime model (the stop rule counts the property's moving
/// components, ``ChannelInfo/components``), but all share the step. A tap moves a few springs
/// of one selector, so at any frame few of a block's springs run: the bank keeps every spring's
/// state in ``PackedEntries`` of ``Field``s (displacement, velocity, force, grid origin, steps
/// taken, the change the stop rule measures against, target, and the model's −k, c and component
/// weight) whose live items are the running springs, and steps them ``lanes`` at a time on SIMD
/// lanes (``advance(packed:stride:lanes:step:stepsPerSecond:time:)``), every lane with the scalar
/// kernels' operations in their order, so every value is bit for bit what stepping one spring
/// at a time gives. A frame copies the targets to the spring channels and writes the running
/// springs' values over them. A spring the stop rule ends stops running and keeps its last state,
/// as the scalar model keeps it; a retarget that restarts it makes it run again, from rest on the
/// frame after the tap under ``SwiftUIRuntimeStart/frame`` (``start``). A retarget of a running
/// spring keeps its force, as the device does (``SwiftUIRuntimeSpring/retarget(_:at:by:restartingAt:)``).
struct SwiftUIRuntimeBank: SpringBank {
  typealias V = SIMD8<Double>
  /// Springs stepped side by side.
  static var lanes: Int { V.scalarCount }

  /// A spring's state, one column each.
  enum Field: Int, CaseIterable {
    case x, v, force, origin, steps, change, target
    /// −k, c and the component weight of the spring's model.
    case stiffness, damping, weight
  }

  /// The runtime model of each spring slot.
  let models: [SwiftUIRuntimeSpring]
  let hz: Double
  /// When an animation from rest begins: at its tap's frame or on the frame after.
  let start: SwiftUIRuntimeStart
  /// Selectors in the block.
  let selectors: Int
  /// Owns ``targets``.
  private let storage = SlotStorage()
  /// Each spring's target, slot-major (`slot · selectors + selector`).
  let targets: UnsafeMutablePointer<Double>
  /// Every spring's state (spring `slot · selectors + selector`); the running ones are live.
  var springs: PackedEntries<Field>
  /// Each slot's channel.
  let channels: [Int]

  /// The bank of a block of every spring channel of `kind`, at rest at `initialTargets`.
  ///
  /// - Throws: ``CurveError`` for a spring the runtime model rejects.
  init(
    kind: Component, spring: Spring, hz: Double, selectors n: Int, initialTargets: [Double],
    start: SwiftUIRuntimeStart = .frame
  ) throws(CurveError) {
    try self.init(
      kind: kind, channels: ChannelLayout(building: kind).springs, spring: spring, hz: hz, selectors: n,
      initialTargets: initialTargets, start: start)
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
  ///   - start: When an animation from rest begins.
  /// - Throws: ``CurveError`` for a spring the runtime model rejects.
  init(
    kind: Component, channels: [Int], spring: Spring, hz: Double, selectors n: Int, initialTargets: [Double],
    start: SwiftUIRuntimeStart = .frame
  ) throws(CurveError) {
    let fluid = FluidSpring(spring)
    self.channels = channels
    models = try channels.map { [all = kind.channels] (c) throws(CurveError) in
      try SwiftUIRuntimeSpring(fluid, components: all[c].components)
    }
    self.hz = hz
    self.start = start
    selectors = n
    let count = models.count * n
    targets = storage.allocate(count, repeating: 0.0)
    springs = PackedEntries(items: count) { [channels] i in channels[i / n] * n + i % n }
    for (i, target) in initialTargets.enumerated() { targets[i] = target }
  }

  /// Spring slot `i` as the scalar model's ``SwiftUIRuntimeSpring/State``.
  func state(_ i: Int) -> SwiftUIRuntimeSpring.State {
    SwiftUIRuntimeSpring.State(
      displacement: springs[.x, i], velocity: springs[.v, i], force: springs[.force, i], origin: springs[.origin, i],
      steps: Int(springs[.steps, i]), change: springs[.change, i], hasEnded: !springs.isLive(i))
  }

  mutating func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>) {
    for (slot, channel) in channels.enumerated() { (values + channel &* n).update(from: targets + slot &* n, count: n) }
    let count = springs.live
    guard count > 0 else { return }
    let time = FrameRate(hz: hz).time(frame)
    let model = models[0]
    let (x, target, output) = (springs.column(.x), springs.column(.target), springs.outputAt)
    var p = 0
    while p < count {
      let lanes = min(Self.lanes, count &- p)
      // Whole vectors step without masks; the last one keeps the entries past the running ones.
      let ended =
        lanes == Self.lanes
        ? Self.advance(
          packed: x + p, stride: springs.capacity, lanes: Self.lanes, step: model.step,
          stepsPerSecond: model.stepsPerSecond, time: time)
        : Self.advance(
          packed: x + p, stride: springs.capacity, lanes: lanes, step: model.step,
          stepsPerSecond: model.stepsPerSecond, time: time)
      if !anyLane(ended) {
        for e in p..<(p &+ lanes) { values[output[e]] = target[e] + x[e] }
      } else {
        for lane in 0..<lanes {
          let e = p &+ lane
          if ended[lane] == 0 {
            values[output[e]] = target[e] + x[e]
          } else {
            springs.markLeaving(e)
          }
        }
      }
      p &+= Self.lanes
    }
    springs.leaveMarked()
  }

  /// Heads slot `i` for `target` as the device does (``SwiftUIRuntimeSpring/retarget(_:at:by:restartingAt:)``):
  /// a running spring keeps its value, velocity and force on a new grid from this frame, the
  /// target's move added to the change; one at rest starts from its old target at ``start``.
  /// A jump ends the animation at the target.
  mutating func retarget(_ i: Int, to target: Double, at frame: Int, jump: Bool) {
    defer { targets[i] = target }
    guard !jump else {
      springs.leave(i)
      return
    }
    let model = models[i / selectors]
    let rate = FrameRate(hz: hz)
    var state = state(i)
    model.retarget(
      &state, at: rate.time(frame), by: target - targets[i],
      restartingAt: rate.time(start == .frame ? frame &+ 1 : frame))
    springs.join(i)
    for (field, value) in [
      (Field.x, state.displacement), (.v, state.velocity), (.force, state.force), (.origin, state.origin),
      (.steps, Double(state.steps)), (.change, state.change), (.target, target),
      (.stiffness, -model.coefficients.stiffness), (.damping, model.coefficients.damping),
      (.weight, model.componentWeight),
    ] {
      springs[field, i] = value
    }
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
  /// What the device shows: ``swiftUI(start:)`` with animations from rest beginning on the frame
  /// after their tap, as SwiftUI's animator begins them.
  public static let swiftUI = swiftUI(start: .frame)

  /// What the device shows: springs stepped as SwiftUI's runtime steps them; timing curves
  /// and the pulse evaluated in closed form, as SwiftUI evaluates them, over SIMD lanes (the
  /// scalar closed form's values bit for bit). A spring or a timing curve from rest begins at
  /// `start`; a keyframe track begins at its trigger.
  ///
  /// - Parameter start: When a spring or timing-curve animation from rest begins.
  /// - Returns: The method, named `swiftui` whatever the start.
  public static func swiftUI(start: SwiftUIRuntimeStart) -> Self {
    Self(name: "swiftui") { block, frames, hz, combining, observer, sink in
      try run(
        block, frames: frames,
        SwiftUIRuntimeBank(
          kind: block.kind, channels: block.layout.springs, spring: block.spring, hz: hz, selectors: block.count,
          initialTargets: springTargets(block), start: start),
        BatchedEvaluatedCurves(block, hz: hz, combining: combining, start: start), observer: &observer, sink: sink)
    }
  }
}

extension SolverDescriptor {
  /// `swiftui`: ``SwiftUIRuntimeSolver`` (with the settings' components) and
  /// ``LockstepSceneSolver/Method/swiftUI``: what the device shows, animations from rest
  /// beginning on the frame after their tap.
  public static let swiftUI = swiftUI(start: .frame)

  /// `swiftui` with the scene solver ``LockstepSceneSolver/Method/swiftUI(start:)``; equal to
  /// ``swiftUI`` (descriptors compare by name).
  ///
  /// - Parameter start: When a scene's spring animation from rest begins.
  /// - Returns: The descriptor.
  public static func swiftUI(start: SwiftUIRuntimeStart) -> SolverDescriptor {
    SolverDescriptor(
      .swiftUI(start: start), title: "SwiftUI runtime (device)", legend: "device",
      work: SolverWorkModel(
        underdampedSpring: SwiftUIRuntimeBank.settledWork, criticalSpring: SwiftUIRuntimeBank.settledWork,
        curves: ClosedFormProgress<Double>.work,
        runtime: (SwiftUIRuntimeBank.runningWork, SwiftUIRuntimeBank.stepWork))
    ) { settings in try SwiftUIRuntimeSolver(components: settings.components) }
  }

  /// This solver with the device model's start rule: ``swiftUI(start:)`` for `swiftui`, itself
  /// for any other.
  ///
  /// - Parameter start: When a spring animation from rest begins on the device.
  /// - Returns: The descriptor.
  public func startingAnimations(_ start: SwiftUIRuntimeStart) -> SolverDescriptor {
    self == .swiftUI ? .swiftUI(start: start) : self
  }
}
