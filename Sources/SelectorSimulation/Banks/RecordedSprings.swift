/// Spring channels replayed from a GSL recording: the integration already applied every
/// retarget, so retargets change nothing here.
struct RecordedSprings: SpringBank {
  /// `[frame * valueCount + channel * n + selector]`.
  let recording: UnsafeBufferPointer<Double>
  let valueCount: Int

  func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>) {
    let row = recording.baseAddress! + frame * valueCount
    for c in layout.springs { (values + c * n).update(from: row + c * n, count: n) }
  }

  func retarget(_ i: Int, to target: Double, at frame: Int, jump: Bool) {}
}
