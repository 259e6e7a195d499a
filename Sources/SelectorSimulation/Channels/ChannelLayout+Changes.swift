import MotionCurves

extension ChannelLayout {
  /// Classifies a retarget of selector `s` in a block of `n` selectors.
  ///
  /// - Parameters:
  ///   - retarget: The retarget, as ``ComponentLogic`` emits it.
  ///   - s: The selector's position in its block.
  ///   - n: Selectors in the block.
  /// - Returns: The change; slots are slot-major (`slot * n + s`).
  @inline(__always)
  func change(_ retarget: Retarget, selector s: Int, of n: Int) -> ChannelChange {
    let c = retarget.channel
    let slot = self.slot[c] * n + s
    switch (roles[c], retarget.animation) {
    case (.spring, let animation): return .spring(slot: slot, target: retarget.target, jump: animation == .jump)
    case (.timing, .timing(let curve)): return .timing(slot: slot, target: retarget.target, curve: curve)
    case (.timing, _): return .timing(slot: slot, target: retarget.target, curve: nil)
    case (.pulse, _): return .pulse(slot: slot)
    case (.snap, _): return .snap(output: c * n + s, target: retarget.target)
    case (.derived, _): return .gate(slot: slot, isOpen: retarget.target != 0)
    }
  }
}
