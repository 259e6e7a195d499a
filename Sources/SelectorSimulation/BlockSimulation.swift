import MotionCurves

/// How a solver moves a block's spring channels; everything else is shared.
protocol SpringBank {
  /// The target of spring slot `i` (slot-major index).
  func target(_ i: Int) -> Double
  /// Moves every spring to frame `frame` and writes its shown value, `values[channel * n + s]`.
  mutating func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>)
  /// Heads spring `i` for `target` from its state at `frame` (the state it was advanced to),
  /// or jumps there.
  mutating func retarget(_ i: Int, to target: Double, at frame: Int, jump: Bool)
}

/// The most timing curves one channel can have in flight at once.
let timingLayerCapacity = 8

/// The timing-curve channels of a block: each holds a constant base and up to
/// ``timingLayerCapacity`` layered curves (DESIGN.md §1.1's combination, bounded by pruning).
///
/// Storage is allocated once per block and addressed through raw pointers: this runs for
/// every animating channel at every frame.
final class TimingBank<Source: ProgressSource> {
  typealias Real = Source.Real

  /// One curve layered on a channel.
  struct Layer {
    var start: Int
    var curve: SeedCurve
    var target: Real
    /// The target before this layer (used by `.additive`).
    var previous: Real
    /// The curve solver's state from this layer's previous frame.
    var hint: Real = 0
  }

  /// Per slot: the value under all layers, the latest target, the layer count.
  let base: UnsafeMutablePointer<Real>
  let target: UnsafeMutablePointer<Real>
  let layerCount: UnsafeMutablePointer<Int>
  /// `timingLayerCapacity` layers per slot.
  let layers: UnsafeMutablePointer<Layer>
  /// Each slot's index in the output (`channel * selectors + selector`).
  let output: [Int]
  /// Slots with at least one layer.
  var active: [Int] = []
  let count: Int

  init(initial: [Double], output: [Int]) {
    count = initial.count
    self.output = output
    base = .allocate(capacity: count)
    base.initialize(from: initial.map { Real($0) }, count: count)
    target = .allocate(capacity: count)
    target.initialize(from: base, count: count)
    layerCount = .allocate(capacity: count)
    layerCount.initialize(repeating: 0, count: count)
    layers = .allocate(capacity: count * timingLayerCapacity)
    layers.initialize(repeating: Layer(start: 0, curve: .press, target: 0, previous: 0), count: count * timingLayerCapacity)
  }

  deinit {
    base.deallocate()
    target.deallocate()
    layerCount.deallocate()
    layers.deallocate()
  }

  /// Adds a layer on slot `i`, or sets the value at once.
  func retarget(_ i: Int, to value: Double, at frame: Int, curve: SeedCurve?) throws(SceneError) {
    guard let curve else {
      base[i] = Real(value)
      target[i] = Real(value)
      layerCount[i] = 0
      return
    }
    let n = layerCount[i]
    guard n < timingLayerCapacity else { throw .tooManyLayers(channel: "timing slot \(i)", frame: frame, capacity: timingLayerCapacity) }
    layers[i * timingLayerCapacity + n] = Layer(start: frame, curve: curve, target: Real(value), previous: target[i])
    target[i] = Real(value)
    layerCount[i] = n + 1
    if n == 0 { active.append(i) }
  }

  /// Writes the value of every animating slot at `frame` and prunes finished layers.
  func write(frame: Int, source: Source, combining: TimingCombination, values: UnsafeMutablePointer<Double>) {
    // Work on a local list: a class's stored array would be access-checked at every use.
    var list = active
    active = []
    var a = 0
    while a < list.count {
      let i = list[a]
      let first = layers + i * timingLayerCapacity
      let count = layerCount[i]
      var value = base[i]
      var finished: UInt32 = 0
      if count == 1 {
        // The common case, without the loop: one curve from the base toward its target.
        let p = source.timing(first.pointee.curve, elapsed: frame - first.pointee.start, hint: &first.pointee.hint)
        value += p * (first.pointee.target - (combining == .blend ? value : first.pointee.previous))
        if p == 1 { finished = 1 }
      } else {
        for k in 0..<count {
          let layer = first[k]
          let p = source.timing(layer.curve, elapsed: frame - layer.start, hint: &first[k].hint)
          // Blend: the layer takes over the remaining change; additive: it adds its own.
          value += p * (layer.target - (combining == .blend ? value : layer.previous))
          if p == 1 { finished |= 1 &<< UInt32(k) }
        }
      }
      values[output[i]] = Double(value)
      if finished != 0 { prune(i, finished: finished, combining: combining) }
      if layerCount[i] == 0 {
        list.swapAt(a, list.count - 1)
        list.removeLast()
      } else {
        a += 1
      }
    }
    active = list
  }

  /// Folds finished layers (a bit mask) into the base: under `.blend` a finished layer has
  /// taken over everything below it; under `.additive` it leaves its change behind.
  private func prune(_ i: Int, finished: UInt32, combining: TimingCombination) {
    let first = layers + i * timingLayerCapacity
    let top = 31 - finished.leadingZeroBitCount
    var kept = 0
    for k in 0..<layerCount[i] {
      let layer = first[k]
      switch combining {
      case .blend:
        if k == top { base[i] = layer.target }
        if k <= top { continue }
      case .additive:
        if finished & (1 &<< UInt32(k)) != 0 {
          base[i] += layer.target - layer.previous
          continue
        }
      }
      first[kept] = layer
      kept += 1
    }
    layerCount[i] = kept
  }
}

/// Where a pulse slot's channels are written.
struct PulseOutputs {
  let progress: Int, scale: Int, opacity: Int
  /// The spring slot of the option's dot opacity, whose target is 1 while it is selected.
  let selection: Int
  /// False under Reduce Motion: the ring never shows.
  let canShow: Bool
}

/// The frame loop every lockstep solver shares: springs (the solver's own), timing layers,
/// pulses, snaps and derived channels, and the schedule of retargets.
enum BlockSimulation {
  /// Simulates `block`, moving its springs with `springs` and evaluating curves with `source`.
  ///
  /// At each frame: springs advance to it, the frame's retargets apply (a retarget keeps a
  /// spring's value, so only jumps rewrite it), animating timing and pulse channels are
  /// evaluated, then the frame goes to the sink.
  static func run<Springs: SpringBank, Source: ProgressSource>(
    _ block: SelectorBlock, frames: Int, combining: TimingCombination,
    springs: inout Springs, source: Source,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws(SceneError) {
    let n = block.count
    let layout = ChannelLayout(block.kind)
    var values = block.initialValues
    let timingOutputs = layout.timings.flatMap { c in (c * n)..<(c * n + n) }
    let timing = TimingBank<Source>(initial: timingOutputs.map { block.initialValues[$0] }, output: timingOutputs)
    var pulseStart = [Int](repeating: 0, count: layout.pulses.count * n)
    var pulseActive = [Bool](repeating: false, count: pulseStart.count)
    var activePulses: [Int] = []
    // Per pulse slot: where its three channels go, whose target says the option is
    // selected, and whether the ring may show.
    let pulseTargets = pulseStart.indices.map { i in
      let option = i / n, s = i % n
      return PulseOutputs(
        progress: SelectorLogic.radio(option, 3) * n + s, scale: SelectorLogic.radio(option, 4) * n + s,
        opacity: SelectorLogic.radio(option, 5) * n + s,
        selection: layout.slot[SelectorLogic.radio(option, 1)] * n + s, canShow: !block.reduceMotion[s])
    }
    let schedule = block.schedule
    var next = 0
    try values.withUnsafeMutableBufferPointer { (out) throws(SceneError) in
      let out = out.baseAddress!
      for frame in 0..<frames {
        springs.advance(to: frame, layout: layout, selectors: n, values: out)
        for c in layout.clamped {
          let shown = out + c * n
          for s in 0..<n {
            let v = shown[s]
            shown[s] = v > 1 ? 1 : (v < 0 ? 0 : v)
          }
        }
        while next < schedule.count, schedule[next].frame <= frame {
          let event = schedule[next]
          next += 1
          let c = event.retarget.channel, s = event.selector, target = event.retarget.target
          let i = layout.slot[c] * n + s
          switch (layout.roles[c], event.retarget.animation) {
          case (.spring, let animation):
            springs.retarget(i, to: target, at: frame, jump: animation == .jump)
            if animation == .jump { out[c * n + s] = target }
          case (.timing, .timing(let curve)):
            try timing.retarget(i, to: target, at: frame, curve: curve)
          case (.timing, _):
            try timing.retarget(i, to: target, at: frame, curve: nil)
            out[c * n + s] = target
          case (.snap, _):
            out[c * n + s] = target
          case (.pulse, _):
            pulseStart[i] = frame
            if !pulseActive[i] {
              pulseActive[i] = true
              activePulses.append(i)
            }
          case (.derived, _):
            break
          }
        }
        timing.write(frame: frame, source: source, combining: combining, values: out)
        var a = 0
        while a < activePulses.count {
          let i = activePulses[a]
          let to = pulseTargets[i]
          let p = Double(source.pulse(elapsed: frame - pulseStart[i]))
          // ring.progress, ring.scale = 1 + 0.9p, ring.opacity = 1 − p while selected and pulsing.
          out[to.progress] = p
          out[to.scale] = 1 + 0.9 * p
          out[to.opacity] = to.canShow && springs.target(to.selection) == 1 && p > 0 && p < 1 ? 1 - p : 0
          if p == 1 {
            pulseActive[i] = false
            activePulses.swapAt(a, activePulses.count - 1)
            activePulses.removeLast()
          } else {
            a += 1
          }
        }
        sink(frame, UnsafeBufferPointer(start: out, count: block.valueCount))
      }
    }
  }
}
