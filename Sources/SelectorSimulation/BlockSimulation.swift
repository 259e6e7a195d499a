import MotionCurves

/// How a solver moves a block's spring channels; everything else is shared.
protocol SpringBank {
  associatedtype Real: MotionReal
  /// The target of spring slot `i` (slot-major index).
  func target(_ i: Int) -> Double
  /// Moves every spring to frame `frame` and writes its shown value, `values[channel * n + s]`.
  mutating func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>)
  /// Heads spring `i` for `target` from its state at `frame` (the state it was advanced to),
  /// or jumps there.
  mutating func retarget(_ i: Int, to target: Double, at frame: Int, jump: Bool)
}

/// The timing-curve channels of a block: each holds a constant base and up to
/// ``capacity`` layered curves (DESIGN.md §1.1's combination, bounded by pruning).
struct TimingBank<Source: ProgressSource> {
  typealias Real = Source.Real
  static var capacity: Int { 8 }

  var base: [Real]
  /// The latest target (the next layer's `previousTarget`).
  var target: [Real]
  var layerCount: [Int]
  var layerStart: [Int]
  var layerCurve: [Int]
  var layerTarget: [Real]
  var layerPrevious: [Real]
  /// Slots with at least one layer.
  var active: [Int] = []

  init(initial: [Double]) {
    base = initial.map { Real($0) }
    target = base
    layerCount = Array(repeating: 0, count: initial.count)
    let capacity = initial.count * Self.capacity
    layerStart = Array(repeating: 0, count: capacity)
    layerCurve = layerStart
    layerTarget = Array(repeating: 0, count: capacity)
    layerPrevious = layerTarget
  }

  /// Adds a layer on slot `i`, or sets the value at once.
  mutating func retarget(_ i: Int, to value: Double, at frame: Int, curve: Int?) throws(SceneError) {
    guard let curve else {
      base[i] = Real(value)
      target[i] = Real(value)
      if layerCount[i] > 0 { layerCount[i] = 0 }
      return
    }
    let n = layerCount[i]
    guard n < Self.capacity else { throw .tooManyLayers(channel: "timing slot \(i)", frame: frame, capacity: Self.capacity) }
    let l = i * Self.capacity + n
    layerStart[l] = frame
    layerCurve[l] = curve
    layerTarget[l] = Real(value)
    layerPrevious[l] = target[i]
    target[i] = Real(value)
    layerCount[i] = n + 1
    if n == 0 { active.append(i) }
  }

  /// Writes the value of every animating slot at `frame` and prunes finished layers.
  mutating func write(
    frame: Int, source: Source, combining: TimingCombination, channels: [Int], selectors n: Int,
    values: UnsafeMutablePointer<Double>
  ) {
    var a = 0
    while a < active.count {
      let i = active[a]
      var value = base[i]
      var finished: UInt32 = 0
      for layer in 0..<layerCount[i] {
        let l = i * Self.capacity + layer
        let p = source.timing(layerCurve[l], elapsed: frame - layerStart[l])
        switch combining {
        case .blend: value += p * (layerTarget[l] - value)
        case .additive: value += p * (layerTarget[l] - layerPrevious[l])
        }
        if p == 1 { finished |= 1 << layer }
      }
      values[channels[i / n] * n + i % n] = Double(value)
      if finished != 0 { prune(i, finished: finished, combining: combining) }
      if layerCount[i] == 0 {
        active.swapAt(a, active.count - 1)
        active.removeLast()
      } else {
        a += 1
      }
    }
  }

  /// Folds finished layers (a bit mask) into the base: under `.blend` a finished layer has
  /// taken over everything below it; under `.additive` it leaves its change behind.
  private mutating func prune(_ i: Int, finished: UInt32, combining: TimingCombination) {
    let first = i * Self.capacity
    let top = 31 - finished.leadingZeroBitCount
    var kept = 0
    for layer in 0..<layerCount[i] {
      let l = first + layer
      switch combining {
      case .blend:
        if layer == top { base[i] = layerTarget[l] }
        if layer <= top { continue }
      case .additive:
        if finished & (1 << layer) != 0 {
          base[i] += layerTarget[l] - layerPrevious[l]
          continue
        }
      }
      let k = first + kept
      (layerStart[k], layerCurve[k], layerTarget[k], layerPrevious[k]) =
        (layerStart[l], layerCurve[l], layerTarget[l], layerPrevious[l])
      kept += 1
    }
    layerCount[i] = kept
  }
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
    var timing = TimingBank<Source>(
      initial: layout.timings.flatMap { c in block.initialValues[(c * n)..<(c * n + n)] })
    var pulseStart = [Int](repeating: 0, count: layout.pulses.count * n)
    var pulseActive = [Bool](repeating: false, count: pulseStart.count)
    var activePulses: [Int] = []
    let schedule = block.schedule
    var next = 0
    try values.withUnsafeMutableBufferPointer { (out) throws(SceneError) in
      let out = out.baseAddress!
      for frame in 0..<frames {
        springs.advance(to: frame, layout: layout, selectors: n, values: out)
        for c in layout.clamped {
          for s in 0..<n { out[c * n + s] = min(1, max(0, out[c * n + s])) }
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
            try timing.retarget(i, to: target, at: frame, curve: SeedAnimations.timingCurveIndex(curve))
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
        timing.write(
          frame: frame, source: source, combining: combining, channels: layout.timings, selectors: n, values: out)
        var a = 0
        while a < activePulses.count {
          let i = activePulses[a]
          let option = i / n, s = i % n
          let p = Double(source.pulse(elapsed: frame - pulseStart[i]))
          // ring.progress, ring.scale = 1 + 0.9p, ring.opacity = 1 − p while selected and pulsing.
          let isSelected = springs.target(layout.slot[SelectorLogic.radio(option, 1)] * n + s) == 1
          out[SelectorLogic.radio(option, 3) * n + s] = p
          out[SelectorLogic.radio(option, 4) * n + s] = 1 + 0.9 * p
          out[SelectorLogic.radio(option, 5) * n + s] =
            isSelected && !block.reduceMotion[s] && p > 0 && p < 1 ? 1 - p : 0
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
