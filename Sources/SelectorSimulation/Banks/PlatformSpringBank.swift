import MotionCurves

/// Spring channels animated as another platform animates them (``PlatformSprings``): one
/// animation per spring slot, slot-major, each retarget replaced by the platform's own.
struct PlatformSpringBank<Springs: PlatformSprings>: SpringBank {
  let springs: Springs
  /// Each slot's channel.
  let channels: [Int]
  let selectors: Int
  /// Each slot's animation, `slot · selectors + selector`.
  var animations: [Springs.Animation]

  /// The bank of a block's spring slots (`channels`, the block's ``SelectorBlock/layout``), which
  /// rest at `initialTargets` (slot-major).
  init(_ springs: Springs, channels: [Int], selectors n: Int, initialTargets: [Double]) {
    self.springs = springs
    self.channels = channels
    selectors = n
    var animations: [Springs.Animation] = []
    animations.reserveCapacity(initialTargets.count)
    for (i, target) in initialTargets.enumerated() {
      animations.append(springs.resting(at: target, channel: channels[i / n]))
    }
    self.animations = animations
  }

  mutating func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>) {
    let (springs, channels) = (springs, channels)
    animations.withUnsafeMutableBufferPointer { animations in
      for (slot, channel) in channels.enumerated() {
        springs.advance(
          UnsafeMutableBufferPointer(rebasing: animations[(slot &* n)..<(slot &* n &+ n)]), to: frame,
          channel: channel, values: values + channel &* n)
      }
    }
  }

  mutating func retarget(_ i: Int, to target: Double, at frame: Int, jump: Bool) {
    let channel = channels[i / selectors]
    animations[i] =
      jump
      ? springs.resting(at: target, channel: channel)
      : springs.retarget(animations[i], to: target, at: frame, channel: channel)
  }
}

extension LockstepSceneSolver.Method {
  /// Spring channels as another platform animates and retargets them (`make` gives its springs
  /// for a block's spring, kind and frame rate); timing and pulse channels in closed form, as
  /// ``closedForm`` evaluates them.
  ///
  /// - Parameters:
  ///   - name: The solver's name in reports, e.g. `compose`.
  ///   - make: The platform's springs for a block: its spring, its kind and the frame rate.
  /// - Returns: The method.
  public static func platform<Springs: PlatformSprings>(
    named name: String, _ make: @escaping @Sendable (Spring, Component, Double) throws -> Springs
  ) -> Self {
    Self(name: name) { block, frames, hz, combining, observer, sink in
      try run(
        block, frames: frames,
        PlatformSpringBank(
          try make(block.spring, block.kind, hz), channels: block.layout.springs, selectors: block.count,
          initialTargets: springTargets(block)),
        EvaluatedCurves(
          block, source: ClosedFormProgress<Double>(hz: hz, kind: block.kind), hz: hz, combining: combining),
        observer: &observer,
        sink: sink)
    }
  }
}
