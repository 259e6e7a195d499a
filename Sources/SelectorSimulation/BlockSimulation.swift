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
  mutating func write(frame: Int, values: UnsafeMutablePointer<Double>, pulse: (_ slot: Int, _ progress: Double) -> Void)
}

/// The frame loop every scene solver runs: the schedule's retargets go to the solver's
/// springs and curves, and ``ChannelModel`` fills the snap and derived channels and clamps.
/// A solver only decides how springs and curves move between retargets.
enum BlockSimulation {
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
          switch change {
          case let .spring(slot, target, jump):
            springs.retarget(slot, to: target, at: frame, jump: jump)
            if jump { out[event.retarget.channel * n + event.selector] = target }
          case let .timing(slot, target, curve):
            try curves.retargetTiming(slot, to: target, at: frame, curve: curve)
            if curve == nil { out[event.retarget.channel * n + event.selector] = target }
          case .pulse(let slot):
            curves.triggerPulse(slot, at: frame)
          case .snap, .ringGate:
            model.apply(change, values: out)
          }
        }
        curves.write(frame: frame, values: out) { slot, p in model.writePulse(slot, progress: p, values: out) }
        model.clamp(out)
        sink(frame, UnsafeBufferPointer(start: out, count: block.valueCount))
      }
    }
  }
}

/// Timing and pulse channels evaluated from their curves at whole frames (closed form or
/// tables, by `Source`), layered by ``TimingLayers``.
///
/// A value type whose layers live structure-of-arrays in a ``TimingLayerStore``, so that nothing
/// on the per-frame path copies layers or checks exclusivity at run time: this runs for every
/// animating channel at every frame.
struct EvaluatedCurves<Source: ProgressSource>: CurveBank {
  typealias Real = Source.Real

  let source: Source
  let combining: TimingCombination
  /// Per timing slot, its layers: the store keeps them alive, `stacks` addresses them.
  private let store: TimingLayerStore<Real>
  let stacks: TimingLayerStore<Real>.Pointers
  /// Each timing slot's index in the output (`channel * selectors + selector`).
  let output: [Int]
  /// Channel names, for messages.
  let names: [String]
  let selectors: Int
  /// Timing slots to write at the next frame (those with a layer, or just set), once each.
  var active: [Int] = []
  var isActive: [Bool]
  /// Per pulse slot: the frame of its last trigger.
  var pulseStart: [Int]
  var pulseActive: [Bool]
  /// Pulse slots whose track is running.
  var activePulses: [Int] = []

  init(_ block: SelectorBlock, source: Source, combining: TimingCombination) {
    let n = block.count
    let layout = ChannelLayout.of(block.kind)
    self.source = source
    self.combining = combining
    output = layout.timings.flatMap { c in (c * n)..<(c * n + n) }
    names = block.kind.channels.map(\.name)
    selectors = n
    store = TimingLayerStore(values: output.map { Real(block.initialValues[$0]) })
    stacks = store.pointers
    isActive = Array(repeating: false, count: output.count)
    pulseStart = Array(repeating: 0, count: layout.pulses.count * n)
    pulseActive = Array(repeating: false, count: pulseStart.count)
  }

  mutating func retargetTiming(_ i: Int, to target: Double, at frame: Int, curve: SeedCurve?) throws(SceneError) {
    if let curve {
      guard stacks[i].add(curve, target: Real(target), frame: frame) else {
        throw .tooManyLayers(channel: names[output[i] / selectors], frame: frame, capacity: TimingLayers<Real>.capacity)
      }
    } else {
      stacks[i].set(Real(target))
    }
    if !isActive[i] {
      isActive[i] = true
      active.append(i)
    }
  }

  mutating func triggerPulse(_ i: Int, at frame: Int) {
    pulseStart[i] = frame
    if !pulseActive[i] {
      pulseActive[i] = true
      activePulses.append(i)
    }
  }

  mutating func write(frame: Int, values: UnsafeMutablePointer<Double>, pulse: (Int, Double) -> Void) {
    let combining = combining
    var a = 0
    while a < active.count {
      let i = active[a]
      let stack = stacks[i]
      let (value, _, finished) = stack.fold(combining: combining) { layer in
        (source.timing(layer.curve, elapsed: frame - layer.start, hint: &layer.hint), 0)
      }
      values[output[i]] = Double(value)
      stack.prune(finished: finished, combining: combining)
      if stack.count == 0 {
        isActive[i] = false
        active.swapAt(a, active.count - 1)
        active.removeLast()
      } else {
        a += 1
      }
    }
    a = 0
    while a < activePulses.count {
      let i = activePulses[a]
      let p = Double(source.pulse(elapsed: frame - pulseStart[i]))
      pulse(i, p)
      if p == 1 {
        pulseActive[i] = false
        activePulses.swapAt(a, activePulses.count - 1)
        activePulses.removeLast()
      } else {
        a += 1
      }
    }
  }
}
