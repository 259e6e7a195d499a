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
