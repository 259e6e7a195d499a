import MotionCurves

/// How a solver moves a block's spring channels.
protocol SpringBank {
  /// Moves every spring to frame `frame` and writes its shown value, `values[channel * n + s]`.
  mutating func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>)
  /// Heads spring slot `i` for `target` from its state at `frame` (the state it was advanced
  /// to), by ``SpringRetarget``.
  mutating func retarget(_ i: Int, to target: Double, at frame: Int, jump: Bool)
}

/// How a solver moves a block's timing and pulse channels.
protocol CurveBank {
  /// Layers a timing curve on timing slot `i`, or without a curve sets it at once.
  /// - Throws: ``SceneError/tooManyLayers(channel:frame:capacity:)`` beyond ``TimingLayers/capacity``.
  mutating func retargetTiming(_ i: Int, to target: Double, at frame: Int, curve: SeedCurve?) throws(SceneError)
  /// Replays pulse slot `i`'s track from `frame`.
  mutating func triggerPulse(_ i: Int, at frame: Int)
  /// Writes the value of every timing channel that moves at `frame` into `values`, and hands
  /// every pulse slot whose progress moves to `pulse`.
  mutating func write(
    frame: Int, values: UnsafeMutablePointer<Double>, pulse: (_ slot: Int, _ progress: Double) -> Void)
}

/// The frame loop every scene solver runs: the schedule's retargets go to the solver's
/// springs and curves, and ``ChannelModel`` fills the snap and derived channels and clamps.
/// A solver only decides how springs and curves move between retargets.
enum BlockSimulation {
  /// A timing slot written at a frame (``EvaluatedCurves``' `writeTimings`): loads its list
  /// entry and output index, stores the value and the list entry it keeps.
  static let timingWrite = KernelWork(loadBytes: 16, storeBytes: 16)
  /// A spring-driven opacity clamped at a frame (``ChannelModel``'s `clamp`): loaded and stored.
  static let clampWork = KernelWork.copying(1)
  /// The bytes of a channel's shown value in a frame.
  static let shownValueBytes = MemoryLayout<Double>.stride

  /// Simulates `block` frame by frame.
  ///
  /// At each frame: springs advance to it, the frame's retargets apply (a spring keeps its
  /// value, so only a jump rewrites it), timing and pulse channels are written, the model
  /// derives and clamps, then the frame goes to the sink.
  ///
  /// - Parameters:
  ///   - block: The selectors and their schedule.
  ///   - frames: How many frames.
  ///   - springs: The solver's springs.
  ///   - curves: The solver's timing and pulse channels.
  ///   - sink: Receives each frame's values, channel-major, in frame order.
  /// - Throws: ``SceneError`` when a channel has too many overlapping timing curves.
  static func run<Springs: SpringBank, Curves: CurveBank>(
    _ block: SelectorBlock, frames: Int, springs: inout Springs, curves: inout Curves,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws(SceneError) {
    var observer = NoObserver()
    try run(block, frames: frames, springs: &springs, curves: &curves, observer: &observer, sink: sink)
  }

  /// ``run(_:frames:springs:curves:sink:)`` with `observer` told of every retarget before it
  /// applies and of every frame before the sink.
  static func run<Springs: SpringBank, Curves: CurveBank, Observer: FrameObserver>(
    _ block: SelectorBlock, frames: Int, springs: inout Springs, curves: inout Curves, observer: inout Observer,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws(SceneError) {
    let n = block.count
    let layout = ChannelLayout.of(block.kind)
    var model = ChannelModel(block, layout: layout)
    var values = block.initialValues
    let schedule = block.schedule
    var next = 0
    try values.withUnsafeMutableBufferPointer { (out) throws(SceneError) in
      let out = out.baseAddress!
      for frame in 0..<frames {
        springs.advance(to: frame, layout: layout, selectors: n, values: out)
        while next < schedule.count, schedule[next].frame <= frame {
          let event = schedule[next]
          next += 1
          let change = layout.change(event.retarget, selector: event.selector, of: n)
          let index = event.retarget.channel * n + event.selector
          switch change {
          case .spring(let slot, let target, let jump):
            observer.willRetarget(index, to: target, animated: !jump, shown: out[index], at: frame)
            springs.retarget(slot, to: target, at: frame, jump: jump)
            if jump { out[index] = target }
          case .timing(let slot, let target, let curve):
            observer.willRetarget(index, to: target, animated: curve != nil, shown: out[index], at: frame)
            try curves.retargetTiming(slot, to: target, at: frame, curve: curve)
            if curve == nil { out[index] = target }
          case .pulse(let slot):
            curves.triggerPulse(slot, at: frame)
          case .snap, .ringGate:
            model.apply(change, values: out)
          }
        }
        curves.write(frame: frame, values: out) { slot, p in model.writePulse(slot, progress: p, values: out) }
        model.clamp(out)
        observer.observe(frame: frame, values: out)
        sink(frame, UnsafeBufferPointer(start: out, count: block.valueCount))
      }
    }
  }
}

/// Timing and pulse channels evaluated from their curves at whole frames (closed form or
/// tables, by `Source`), layered by ``TimingLayers``.
///
/// A value type whose layers live in a ``TimingLayerStore`` and whose bookkeeping lives in a
/// ``SlotStorage``, so that nothing on the per-frame path copies layers, checks bounds or
/// checks uniqueness: this runs for every animating channel at every frame. One simulation
/// owns one value (a copy shares the slots).
struct EvaluatedCurves<Source: ProgressSource>: CurveBank {
  typealias Real = Source.Real

  let source: Source
  let combining: TimingCombination
  /// Per timing slot, its layers: the store keeps them alive, `stacks` addresses them.
  private let store: TimingLayerStore<Real>
  let stacks: TimingLayerStore<Real>.Pointers
  private let storage = SlotStorage()
  /// Each timing slot's index in the output (`channel * selectors + selector`).
  let output: UnsafeMutablePointer<Int>
  /// The selectors' kind and number, for messages.
  let kind: SelectorKind
  let selectors: Int
  /// Timing slots to write at the next frame (those with a layer, or just set).
  var active: SlotList
  /// Per pulse slot: the frame of its last trigger.
  let pulseStart: UnsafeMutablePointer<Int>
  /// Pulse slots whose track is running.
  var activePulses: SlotList

  init(_ block: SelectorBlock, source: Source, combining: TimingCombination) {
    let n = block.count
    let layout = ChannelLayout.of(block.kind)
    self.source = source
    self.combining = combining
    let output = layout.timings.flatMap { c in (c * n)..<(c * n + n) }
    self.output = storage.allocate(copying: output)
    kind = block.kind
    selectors = n
    store = TimingLayerStore(values: output.map { Real(block.initialValues[$0]) })
    stacks = store.pointers
    active = SlotList(capacity: output.count, in: storage)
    pulseStart = storage.allocate(layout.pulses.count * n, repeating: 0)
    activePulses = SlotList(capacity: layout.pulses.count * n, in: storage)
  }

  mutating func retargetTiming(_ i: Int, to target: Double, at frame: Int, curve: SeedCurve?) throws(SceneError) {
    if let curve {
      guard stacks[i].add(curve, target: Real(target), frame: frame) else {
        throw .tooManyLayers(
          channel: kind.channels[output[i] / selectors].name, frame: frame, capacity: TimingLayers<Real>.capacity)
      }
    } else {
      stacks[i].set(Real(target))
    }
    active.insert(i)
  }

  mutating func triggerPulse(_ i: Int, at frame: Int) {
    pulseStart[i] = frame
    activePulses.insert(i)
  }

  mutating func write(frame: Int, values: UnsafeMutablePointer<Double>, pulse: (Int, Double) -> Void) {
    writeTimings(frame: frame, values: values)
    let source = source
    let pulseStart = pulseStart
    activePulses.filter { i in
      let p = Double(source.pulse(elapsed: frame &- pulseStart[i]))
      pulse(i, p)
      return p != 1
    }
  }

  /// Writes every active timing slot and drops those with no layer left. Not inlined, so that
  /// its loop and the pulses' each have the registers to themselves.
  @inline(never)
  private mutating func writeTimings(frame: Int, values: UnsafeMutablePointer<Double>) {
    switch combining {
    case .blend: writeTimings(frame: frame, values: values, combining: .blend)
    case .additive: writeTimings(frame: frame, values: values, combining: .additive)
    }
  }

  /// ``writeTimings(frame:values:)`` with a constant `combining`, so that the fold does not
  /// switch per layer.
  @inline(__always)
  private mutating func writeTimings(frame: Int, values: UnsafeMutablePointer<Double>, combining: TimingCombination) {
    let source = source
    let stacks = stacks
    let output = output
    active.filter { i in
      let stack = stacks[i]
      let value = stack.advance(combining: combining) { layer in
        source.timing(layer.curve, elapsed: frame &- layer.start, hint: &layer.hint)
      }
      values[output[i]] = Double(value)
      return stack.count != 0
    }
  }
}
