/// Timing and pulse channels replayed from a GSL recording: every frame writes them all.
struct RecordedCurves: CurveBank {
  let recording: UnsafeBufferPointer<Double>
  let valueCount: Int
  let layout: ChannelLayout
  let selectors: Int

  func retargetTiming(_ i: Int, to target: Double, at frame: Int, curve: Int?) {}

  func triggerPulse(_ i: Int, at frame: Int, pulses: ChannelModel.PulseWriter) {}

  func write(frame: Int, values: UnsafeMutablePointer<Double>, pulses: ChannelModel.PulseWriter) {
    let n = selectors
    let row = recording.baseAddress! + frame * valueCount
    for c in layout.timings { (values + c * n).update(from: row + c * n, count: n) }
    for (option, c) in layout.pulses.enumerated() {
      for s in 0..<n { pulses.write(option * n + s, progress: row[c * n + s], values: values) }
    }
  }
}
