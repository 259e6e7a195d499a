import MotionCurves

/// Timing and pulse channels in closed form like `EvaluatedCurves<ClosedFormProgress<Double>>`,
/// with each frame's curve evaluations done over SIMD lanes.
///
/// A frame's timings are written in three passes: gather every running layer's elapsed frames
/// and solver hint (by timing curve); evaluate them with
/// ``ClosedFormProgress/timings(_:count:elapsed:hints:progress:lanes:)``, which gives the
/// scalar values bit for bit; then fold and prune each slot with ``TimingLayers`` in the order
/// they were gathered. Its pulses are the writer's groups
/// (``ChannelModel/PulseWriter/writeEvaluated(frame:values:progress:)``), each evaluated with
/// ``ClosedFormProgress/pulses(_:count:elapsed:progress:lanes:)``. The wrapped
/// ``EvaluatedCurves`` keeps the layers and the triggers, so only how curves are evaluated
/// differs from the scalar closed form, never what they mean.
struct BatchedEvaluatedCurves: CurveBank {
  var curves: EvaluatedCurves<ClosedFormProgress<Double>>
  /// Per timing curve, this frame's layers.
  let timings: BatchColumns

  /// The curves of `block`; `start` as ``EvaluatedCurves/init(_:source:hz:combining:start:)``.
  init(_ block: SelectorBlock, hz: Double, combining: TimingCombination, start: SwiftUIRuntimeStart = .immediate) {
    curves = EvaluatedCurves(
      block, source: ClosedFormProgress<Double>(hz: hz, kind: block.kind), hz: hz, combining: combining,
      start: start)
    timings = BatchColumns(columns: block.kind.timingCurves.count)
  }

  mutating func retargetTiming(_ i: Int, to target: Double, at frame: Int, curve: Int?) throws(SceneError) {
    try curves.retargetTiming(i, to: target, at: frame, curve: curve)
  }

  var pulseTracks: ChannelModel.PulseTracks? { curves.pulseTracks }

  mutating func triggerPulse(_ i: Int, at frame: Int, pulses writer: ChannelModel.PulseWriter) {
    curves.triggerPulse(i, at: frame, pulses: writer)
  }

  mutating func write(frame: Int, values: UnsafeMutablePointer<Double>, pulses writer: ChannelModel.PulseWriter) {
    typealias V = BatchedClosedFormBank.Lanes
    let source = curves.source
    let stacks = curves.stacks
    let timings = timings
    timings.clear()
    for a in 0..<curves.active.count {
      let stack = stacks[curves.active.members[a]]
      for k in 0..<stack.count {
        let layer = stack[k]
        timings.append(Double(frame - layer.start), layer.hint, to: layer.curve)
      }
    }
    for c in 0..<timings.columns where timings.counts[c] > 0 {
      source.timings(
        c, count: timings.counts[c], elapsed: timings.inputs(c), hints: timings.states(c),
        progress: timings.outputs(c), lanes: V.self)
    }
    // As `EvaluatedCurves.write`, in the order the progresses were gathered in.
    let combining = curves.combining
    let output = curves.output
    curves.active.filter { i in
      let stack = stacks[i]
      let (value, _, finished) = stack.fold(combining: combining) { layer in
        let (p, hint) = timings.next(from: layer.curve)
        layer.hint = hint
        return (p, 0)
      }
      values[output[i]] = value
      stack.prune(finished: finished, combining: combining)
      return stack.count != 0
    }

    if curves.pulsesMayRun {
      curves.pulsesMayRun = writer.writeEvaluated(frame: frame, values: values) { track, count, elapsed, progress in
        source.pulses(track, count: count, elapsed: elapsed, progress: progress, lanes: V.self)
      }
    }
  }
}

/// Columns of one frame's batched evaluations: per column an input, a solver state and an
/// output per entry, read back in the order they were appended. Grows by doubling, so a
/// block's columns settle at its largest frame.
final class BatchColumns {
  let columns: Int
  @exclusivity(unchecked) private(set) var capacity = 0
  /// Entries per column, and the next one to read back.
  let counts: UnsafeMutablePointer<Int>
  private let cursors: UnsafeMutablePointer<Int>
  /// Column c's entries start at c × capacity.
  @exclusivity(unchecked) private var input: UnsafeMutablePointer<Double>
  @exclusivity(unchecked) private var state: UnsafeMutablePointer<Double>
  @exclusivity(unchecked) private var output: UnsafeMutablePointer<Double>

  init(columns: Int) {
    self.columns = columns
    counts = .allocate(capacity: columns)
    counts.initialize(repeating: 0, count: columns)
    cursors = .allocate(capacity: columns)
    cursors.initialize(repeating: 0, count: columns)
    input = .allocate(capacity: 0)
    state = .allocate(capacity: 0)
    output = .allocate(capacity: 0)
  }

  deinit {
    for p in [counts, cursors] { p.deallocate() }
    for p in [input, state, output] { p.deallocate() }
  }

  func inputs(_ c: Int) -> UnsafeMutablePointer<Double> { input + c * capacity }
  func states(_ c: Int) -> UnsafeMutablePointer<Double> { state + c * capacity }
  func outputs(_ c: Int) -> UnsafeMutablePointer<Double> { output + c * capacity }

  /// Empties every column.
  @inline(__always)
  func clear() {
    counts.update(repeating: 0, count: columns)
    cursors.update(repeating: 0, count: columns)
  }

  /// Appends an input and a state to column `c`.
  @inline(__always)
  func append(_ x: Double, _ s: Double, to c: Int) {
    let j = counts[c]
    if j == capacity { grow() }
    input[c * capacity + j] = x
    state[c * capacity + j] = s
    counts[c] = j + 1
  }

  /// Column `c`'s next output and state, in the order they were appended.
  @inline(__always)
  func next(from c: Int) -> (output: Double, state: Double) {
    let j = cursors[c]
    cursors[c] = j + 1
    return (output[c * capacity + j], state[c * capacity + j])
  }

  private func grow() {
    let old = capacity
    capacity = max(64, 2 * old)
    for field in [\BatchColumns.input, \.state, \.output] {
      let grown = UnsafeMutablePointer<Double>.allocate(capacity: columns * capacity)
      for c in 0..<columns { (grown + c * capacity).initialize(from: self[keyPath: field] + c * old, count: counts[c]) }
      self[keyPath: field].deallocate()
      self[keyPath: field] = grown
    }
  }
}
