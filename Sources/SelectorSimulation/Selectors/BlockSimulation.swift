import MotionCurves

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
  @inline(__always)
  static func run<Springs: SpringBank, Curves: CurveBank, Observer: FrameObserver>(
    _ block: SelectorBlock, frames: Int, springs: inout Springs, curves: inout Curves, observer: inout Observer,
    sink: (Int, UnsafeBufferPointer<Double>) -> Void
  ) throws(SceneError) {
    let n = block.count
    let layout = block.layout
    var model = ChannelModel(block, layout: layout, tracks: curves.pulseTracks)
    let writer = model.writer
    var values = block.initialValues
    let schedule = block.schedule
    // The frame of the next retarget: a frame without one does not enter the retarget loop.
    var next = 0
    var due = schedule.first?.frame ?? .max
    try values.withUnsafeMutableBufferPointer { (out) throws(SceneError) in
      let out = out.baseAddress!
      for frame in 0..<frames {
        springs.advance(to: frame, layout: layout, selectors: n, values: out)
        while due <= frame {
          let event = schedule[next]
          next &+= 1
          due = next < schedule.count ? schedule[next].frame : .max
          let change = layout.change(event.retarget, selector: event.selector, of: n)
          let index = event.retarget.channel &* n &+ event.selector
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
            curves.triggerPulse(slot, at: frame, pulses: writer)
          case .snap, .gate:
            model.apply(change, values: out)
          }
        }
        curves.write(frame: frame, values: out, pulses: writer)
        model.clamp(out)
        observer.observe(frame: frame, values: out)
        sink(frame, UnsafeBufferPointer(start: out, count: block.valueCount))
      }
    }
  }
}
