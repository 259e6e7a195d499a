import MotionCurves

extension SelectorBlock {
  /// This block with only the retargets of `channels` left in its schedule: the other channels
  /// rest at their initial values, so a solver moves only what the measured channels need.
  ///
  /// Spring and timing channels are driven by their own retargets alone.
  ///
  /// - Parameter channels: Channel indices of the block's kind.
  /// - Returns: The block, its spring unchanged.
  public func keeping(channels: Set<Int>) -> SelectorBlock {
    SelectorBlock(
      kind: kind, selectors: selectors, reduceMotion: reduceMotion,
      schedule: schedule.filter { channels.contains($0.retarget.channel) }, initialValues: initialValues,
      spring: spring)
  }

  /// A block from its parts, as ``keeping(channels:)`` makes it.
  private init(
    kind: SelectorKind, selectors: [Int], reduceMotion: [Bool], schedule: [ScheduledRetarget],
    initialValues: [Double], spring: Spring
  ) {
    self.kind = kind
    self.selectors = selectors
    self.reduceMotion = reduceMotion
    self.schedule = schedule
    self.initialValues = initialValues
    self.spring = spring
  }
}
