import MotionCurves

/// How a solver moves a block's spring channels.
protocol SpringBank {
  /// Moves every spring to frame `frame` and writes its shown value, `values[channel * n + s]`.
  mutating func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>)
  /// Heads spring slot `i` for `target` from its state at `frame` (the state it was advanced
  /// to), by ``SpringRetarget``.
  mutating func retarget(_ i: Int, to target: Double, at frame: Int, jump: Bool)
}
