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
  /// How the source runs the keyframe tracks: tabulated (``ProgressSource/pulseTables``) or
  /// evaluated, to each track's last frame. The writer keeps the running pulses either way.
  let tracks: ChannelModel.PulseTracks
  /// Whether a pulse slot may be running: set by a trigger, updated after each frame.
  var pulsesMayRun = false
  /// Frames after its change at which a timing curve from rest (no layer in flight) begins:
  /// 1 under ``SwiftUIRuntimeStart/frame``, as SwiftUI's animator begins it, else 0.
  let restDelay: Int

  /// The curves of `block`, every timing slot at its initial value.
  ///
  /// - Parameters:
  ///   - block: The selectors and their schedule.
  ///   - source: How curves and tracks are evaluated at whole frames.
  ///   - hz: Frames per second.
  ///   - combining: How timing layers combine.
  ///   - start: When a timing curve from rest begins; a layer over running ones begins at its
  ///     change either way, and keyframe tracks always begin at their trigger. Under
  ///     ``SwiftUIRuntimeStart/frame`` the source is asked for a frame before a curve begins,
  ///     which ``ClosedFormProgress`` answers with 0 (tables do not).
  init(
    _ block: SelectorBlock, source: Source, hz: Double, combining: TimingCombination,
    start: SwiftUIRuntimeStart = .immediate
  ) {
    let n = block.count
    let layout = block.layout
    self.source = source
    self.combining = combining
    restDelay = start == .frame ? 1 : 0
    let output = layout.timings.flatMap { c in (c * n)..<(c * n + n) }
    self.output = storage.allocate(copying: output)
    kind = block.kind
    selectors = n
    store = TimingLayerStore(values: output.map { Real(block.initialValues[$0]) })
    stacks = store.pointers
    active = SlotList(capacity: output.count, in: storage)
    tracks =
      source.pulseTables.map { .tabulated($0) }
      ?? .evaluated(last: block.kind.timelines.map { Int(($0.duration * hz).rounded(.up)) })
  }

  mutating func retargetTiming(_ i: Int, to target: Double, at frame: Int, curve: Int?) throws(SceneError) {
    if let curve {
      let stack = stacks[i]
      // A layer that begins after this frame shows progress 0 until then: its old value.
      guard stack.add(curve, target: Real(target), frame: stack.count == 0 ? frame &+ restDelay : frame) else {
        throw .tooManyLayers(
          channel: kind.channels[output[i] / selectors].name, frame: frame, capacity: TimingLayers<Real>.capacity)
      }
    } else {
      stacks[i].set(Real(target))
    }
    active.insert(i)
  }

  var pulseTracks: ChannelModel.PulseTracks? { tracks }

  mutating func triggerPulse(_ i: Int, at frame: Int, pulses writer: ChannelModel.PulseWriter) {
    writer.trigger(i, at: frame)
    pulsesMayRun = true
  }

  @inline(__always)
  mutating func write(frame: Int, values: UnsafeMutablePointer<Double>, pulses: ChannelModel.PulseWriter) {
    writeTimings(frame: frame, values: values)
    if pulsesMayRun { writePulses(frame: frame, values: values, writer: pulses) }
  }

  /// Has `writer` write every running pulse slot, from the tables or from the source's
  /// progress one slot at a time. Not inlined, for the same reason as
  /// ``writeTimings(frame:values:)``.
  @inline(never)
  private mutating func writePulses(frame: Int, values: UnsafeMutablePointer<Double>, writer: ChannelModel.PulseWriter)
  {
    if case .tabulated = tracks {
      pulsesMayRun = writer.writeRows(frame: frame, values: values)
      return
    }
    let source = source
    pulsesMayRun = writer.writeEvaluated(frame: frame, values: values) { track, count, elapsed, progress in
      for j in 0..<count { progress[j] = Double(source.pulse(track, elapsed: Int(elapsed[j]))) }
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
