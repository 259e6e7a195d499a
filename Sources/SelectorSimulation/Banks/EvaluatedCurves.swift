import MotionCurves

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
  /// The selectors' component and number, for messages.
  let kind: Component
  let selectors: Int
  /// Timing slots to write at the next frame (those with a layer, or just set).
  var active: SlotList
  /// Per pulse slot: its trigger and track, when the source evaluates the tracks (tabulated
  /// tracks keep their triggers in the writer).
  let pulses: UnsafeMutablePointer<Pulse>
  /// Pulse slots whose track is running, when the source evaluates the tracks.
  var activePulses: SlotList
  /// Whether the source tabulates the tracks (``ProgressSource/pulseTables``): the writer then
  /// keeps the running pulses (``ChannelModel/PulseWriter/writeRows(frame:values:)``).
  let tabulated: Bool
  /// Whether a tabulated pulse slot may be running: set by a trigger, updated after each frame.
  var rowsMayRun = false

  init(_ block: SelectorBlock, source: Source, hz: Double, combining: TimingCombination) {
    let n = block.count
    let layout = block.layout
    self.source = source
    self.combining = combining
    let output = layout.timings.flatMap { c in (c * n)..<(c * n + n) }
    self.output = storage.allocate(copying: output)
    kind = block.kind
    selectors = n
    store = TimingLayerStore(values: output.map { Real(block.initialValues[$0]) })
    stacks = store.pointers
    active = SlotList(capacity: output.count, in: storage)
    let tracks = layout.pulses.flatMap { c in repeatElement(block.kind.storage.trackOf[c], count: n) }
    let ends = block.kind.timelines.map { Int(($0.duration * hz).rounded(.up)) }
    pulses = storage.allocate(copying: tracks.map { Pulse(start: 0, track: $0, frames: ends[$0]) })
    activePulses = SlotList(capacity: layout.pulses.count * n, in: storage)
    tabulated = source.pulseTables != nil
  }

  /// Running pulse slots.
  func runningPulses(_ writer: ChannelModel.PulseWriter) -> Int {
    tabulated ? writer.running : activePulses.count
  }

  mutating func retargetTiming(_ i: Int, to target: Double, at frame: Int, curve: Int?) throws(SceneError) {
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

  var pulseTables: [UnsafeBufferPointer<Double>]? { source.pulseTables }

  mutating func triggerPulse(_ i: Int, at frame: Int, pulses writer: ChannelModel.PulseWriter) {
    if tabulated {
      writer.trigger(i, at: frame)
      rowsMayRun = true
    } else {
      pulses[i].start = frame
      activePulses.insert(i)
    }
  }

  @inline(__always)
  mutating func write(frame: Int, values: UnsafeMutablePointer<Double>, pulses: ChannelModel.PulseWriter) {
    writeTimings(frame: frame, values: values)
    if activePulses.count != 0 || rowsMayRun { writePulses(frame: frame, values: values, writer: pulses) }
  }

  /// Has `writer` write every running pulse slot and drops those whose track has ended. Not
  /// inlined, for the same reason as ``writeTimings(frame:values:)``.
  @inline(never)
  private mutating func writePulses(frame: Int, values: UnsafeMutablePointer<Double>, writer: ChannelModel.PulseWriter)
  {
    if tabulated {
      rowsMayRun = writer.writeRows(frame: frame, values: values)
      return
    }
    let source = source
    let pulses = pulses
    if writer.hasExpressions {
      for a in 0..<activePulses.count {
        let i = activePulses.members[a]
        let p = Double(source.pulse(pulses[i].track, elapsed: frame &- pulses[i].start))
        writer.writeExpressions(i, progress: p, values: values)
      }
    }
    activePulses.filter { i in
      let pulse = pulses[i]
      let elapsed = frame &- pulse.start
      writer.writeKernels(i, progress: Double(source.pulse(pulse.track, elapsed: elapsed)), values: values)
      return elapsed < pulse.frames
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

extension EvaluatedCurves {
  /// A pulse slot's last trigger frame, its keyframe track, and the frames the track runs (to
  /// the first frame at or after its end).
  struct Pulse {
    var start: Int
    let track: Int
    let frames: Int
  }
}
