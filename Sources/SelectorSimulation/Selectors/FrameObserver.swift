/// What watches ``BlockSimulation``'s frame loop from inside: each retarget just before it
/// applies (with the value shown until then), and each finished frame.
protocol FrameObserver {
  /// Output `index` (`channel · selectors + selector`) heads for `target`; `shown` is its
  /// value at this frame before the retarget (a spring's, advanced to the frame; a timing
  /// channel's, still the previous frame's).
  mutating func willRetarget(_ index: Int, to target: Double, animated: Bool, shown: Double, at frame: Int)
  /// Frame `frame` is complete: `values` as the sink receives them.
  mutating func observe(frame: Int, values: UnsafePointer<Double>)
}

/// The observer of a plain simulation: nothing.
struct NoObserver: FrameObserver {
  @inline(__always)
  mutating func willRetarget(_ index: Int, to target: Double, animated: Bool, shown: Double, at frame: Int) {}
  @inline(__always)
  mutating func observe(frame: Int, values: UnsafePointer<Double>) {}
}

/// A recorder or none: what the lockstep solvers' methods pass through their frame loop, so that
/// one closure per method serves both (a test of nil per frame and per retarget).
extension Optional: FrameObserver where Wrapped == MoveRecorder {
  @inline(__always)
  mutating func willRetarget(_ index: Int, to target: Double, animated: Bool, shown: Double, at frame: Int) {
    self?.willRetarget(index, to: target, animated: animated, shown: shown, at: frame)
  }
  @inline(__always)
  mutating func observe(frame: Int, values: UnsafePointer<Double>) { self?.observe(frame: frame, values: values) }
}
