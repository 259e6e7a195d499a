import MotionCurves

extension SelectorBlock {
  /// This block simulating only `channels` and what drives them: only their retargets are left
  /// in its schedule, and a solver keeps state for them alone (the block's ``layout``), so it
  /// moves only what the measured channels need. The other channels keep their initial values
  /// in every frame.
  ///
  /// Spring and timing channels are driven by their own retargets alone; a pulse also drives
  /// its ring's scale and opacity, whose retargets open and close the ring, so those stay with
  /// it. A ring channel without its pulse is not simulated.
  ///
  /// - Parameter channels: Channel indices of the block's kind.
  /// - Returns: The block, its spring unchanged.
  public func keeping(channels: Set<Int>) -> SelectorBlock {
    let layout = layout.keeping(channels)
    let kept = (0..<kind.channelCount).map { c in layout.roles[c] == .snap ? channels.contains(c) : layout.slot[c] >= 0
    }
    return SelectorBlock(
      kind: kind, selectors: selectors, reduceMotion: reduceMotion,
      schedule: schedule.filter { kept[$0.retarget.channel] }, initialValues: initialValues, spring: spring,
      layout: layout)
  }

  /// A block from its parts, as ``keeping(channels:)`` makes it.
  private init(
    kind: Component, selectors: [Int], reduceMotion: [Bool], schedule: [ScheduledRetarget],
    initialValues: [Double], spring: Spring, layout: ChannelLayout
  ) {
    self.kind = kind
    self.selectors = selectors
    self.reduceMotion = reduceMotion
    self.schedule = schedule
    self.initialValues = initialValues
    self.spring = spring
    self.layout = layout
  }
}
