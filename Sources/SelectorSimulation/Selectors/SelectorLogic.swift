/// A selector's view logic, as the seed code writes it: state changes become retargets.
public struct SelectorLogic: Sendable {
  public let kind: SelectorKind
  public let reduceMotion: Bool
  /// The selected option/mode.
  public private(set) var selection = 0
  /// Whether the radio demo's auto-play is still running (until the first user action).
  public private(set) var isAutoPlaying: Bool
  /// The pressed mode, if any.
  public private(set) var pressed: Int?

  public init(kind: SelectorKind, reduceMotion: Bool) {
    self.kind = kind
    self.reduceMotion = reduceMotion
    isAutoPlaying = kind.autoPlays(reduceMotion: reduceMotion)
  }

  /// Whether divider d shows next to the given selection (hidden beside the selected mode).
  @inlinable public static func dividerIsVisible(_ d: Int, selection: Int) -> Bool {
    !(d == selection || d + 1 == selection)
  }

  /// Whether option i's pulse ring may show: it is selected and Reduce Motion is off. The ring
  /// opacity's retargets carry this gate as their target (1 open, 0 closed).
  public func ringShows(_ option: Int) -> Bool { option == selection && !reduceMotion }

  /// The shown value of every channel before any event (selection 0, nothing pressed).
  public func initialValues() -> [Double] {
    var values = [Double](repeating: 0, count: kind.channelCount)
    switch kind {
    case .radio:
      for option in 0..<kind.optionCount {
        let selected = option == selection
        values[ChannelFamily.dotScale.channel(option)] = selected ? 1 : 0.01
        values[ChannelFamily.dotOpacity.channel(option)] = selected ? 1 : 0
        values[ChannelFamily.outlineTint.channel(option)] = selected ? 1 : 0
        values[ChannelFamily.ringProgress.channel(option)] = 0  // keyframeAnimator(initialValue: 0)
        values[ChannelFamily.ringScale.channel(option)] = 1
        values[ChannelFamily.ringOpacity.channel(option)] = 0
      }
    case .segmented:
      values[ChannelFamily.highlightOffset.channel()] = 0
      for mode in 0..<kind.optionCount {
        values[ChannelFamily.labelTint.channel(mode)] = mode == selection ? 1 : 0
        values[ChannelFamily.pressScaleX.channel(mode)] = 1
        values[ChannelFamily.pressScaleY.channel(mode)] = 1
        values[ChannelFamily.pressOpacity.channel(mode)] = 1
      }
      for d in 0..<ChannelElement.divider.count {
        values[ChannelFamily.dividerOpacity.channel(d)] = Self.dividerIsVisible(d, selection: selection) ? 1 : 0
      }
    }
    return values
  }

  /// Applies an action, emitting the retargets it causes in channel order.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - emit: Receives each retarget.
  public mutating func apply(_ action: SelectorAction, emit: (Retarget) -> Void) {
    switch action {
    case .autoplay:
      guard isAutoPlaying else { return }
      select((selection + 1) % kind.optionCount, emit)
    case .tap(let index):
      isAutoPlaying = false
      select(index, emit)
    case .press(let index):
      guard kind == .segmented else { return }
      pressed = index
      emit(Retarget(channel: ChannelFamily.pressScaleX.channel(index), target: 0.95, animation: .timing(.press)))
      emit(Retarget(channel: ChannelFamily.pressScaleY.channel(index), target: 0.9, animation: .timing(.press)))
      emit(Retarget(channel: ChannelFamily.pressOpacity.channel(index), target: 0.5, animation: .jump))
    case .release(let index):
      if kind == .segmented, let down = pressed {
        pressed = nil
        emit(Retarget(channel: ChannelFamily.pressScaleX.channel(down), target: 1, animation: .timing(.press)))
        emit(Retarget(channel: ChannelFamily.pressScaleY.channel(down), target: 1, animation: .timing(.press)))
        emit(Retarget(channel: ChannelFamily.pressOpacity.channel(down), target: 1, animation: .jump))
      }
      isAutoPlaying = false
      select(index, emit)
    }
  }

  private mutating func select(_ index: Int, _ emit: (Retarget) -> Void) {
    precondition((0..<kind.optionCount).contains(index), "option \(index) out of range")
    let old = selection
    guard index != old else { return }
    selection = index
    switch kind {
    case .radio:
      let animation: ChannelAnimation = reduceMotion ? .jump : .spring
      for option in [old, index].sorted() {
        let selected = option == index
        func emitTo(_ family: ChannelFamily, _ target: Double, _ animation: ChannelAnimation) {
          emit(Retarget(channel: family.channel(option), target: target, animation: animation))
        }
        emitTo(.dotScale, selected ? 1 : 0.01, animation)
        emitTo(.dotOpacity, selected ? 1 : 0, animation)
        emitTo(.outlineTint, selected ? 1 : 0, animation)
        // The keyframe animator replays whenever isSelected changes, either way.
        emitTo(.ringProgress, 1, .pulse)
        // The ring is drawn only while its option is selected (a gate, not an animation).
        emitTo(.ringOpacity, ringShows(option) ? 1 : 0, .jump)
      }
    case .segmented:
      emit(
        Retarget(
          channel: ChannelFamily.highlightOffset.channel(), target: SeedGeometry.segment * Double(index),
          animation: .spring))
      for mode in [old, index].sorted() {
        emit(
          Retarget(channel: ChannelFamily.labelTint.channel(mode), target: mode == index ? 1 : 0, animation: .spring))
      }
      for d in 0..<ChannelElement.divider.count {
        let was = Self.dividerIsVisible(d, selection: old)
        let now = Self.dividerIsVisible(d, selection: index)
        guard was != now else { continue }
        emit(
          Retarget(
            channel: ChannelFamily.dividerOpacity.channel(d), target: now ? 1 : 0,
            animation: .timing(now ? .dividerIn : .dividerOut)))
      }
    }
  }
}
