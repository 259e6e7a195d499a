extension SwiftUIAnimator {
  /// The values shown at `times`, on a display that shows a frame every `period` from `origin` too:
  /// the frames a recording left out still advance the springs and apply the stop rule.
  ///
  /// - Parameters:
  ///   - times: Increasing frame times, from `origin` on (a time within 1e-9 s of a display frame is
  ///     that frame).
  ///   - period: The display's frame interval (> 0).
  ///   - origin: A display frame's time, the first the animator shows.
  /// - Returns: One value per time.
  public mutating func values(at times: [Double], displayingEvery period: Double, from origin: Double) -> [Double] {
    var values: [Double] = []
    values.reserveCapacity(times.count)
    var k = 0
    for time in times {
      while true {
        let frame = origin + Double(k) * period
        guard frame < time - SwiftUIRuntimeSpring.reachTolerance else { break }
        _ = self.frame(at: frame)
        k += 1
      }
      if abs(origin + Double(k) * period - time) <= SwiftUIRuntimeSpring.reachTolerance { k += 1 }
      values.append(frame(at: time).value)
    }
    return values
  }
}
