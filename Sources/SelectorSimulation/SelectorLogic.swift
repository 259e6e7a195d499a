/// What a user (or the demo's auto-play) does to a selector.
public enum SelectorAction: Hashable, Sendable {
  /// Selects option/mode i (a whole tap, without the press feedback).
  case tap(Int)
  /// Touch down on option/mode i.
  case press(Int)
  /// Touch up on option/mode i: the button fires, selecting i (as SwiftUI's `Button` does).
  case release(Int)
  /// The radio demo's auto-play advances the selection.
  case autoplay
}

/// An action at a frame. Events take effect at the first frame at or after their time, as
/// UIKit delivers touches once per frame.
public struct SelectorEvent: Hashable, Sendable {
  public var frame: Int
  public var action: SelectorAction
  public init(frame: Int, action: SelectorAction) {
    self.frame = frame
    self.action = action
  }
}

/// How a channel animates toward a new target.
public enum ChannelAnimation: Hashable, Sendable {
  /// No animation (Reduce Motion's nil, or a snap): the value is set at once.
  case jump
  /// The selector kind's spring, keeping the current value and velocity.
  case spring
  /// One of the seeds' timing curves, layered on the running motion.
  case timing(SeedCurve)
  /// The pulse keyframe track replays from its start.
  case pulse
}

/// One channel heading for a new target.
public struct Retarget: Hashable, Sendable {
  /// The channel's index in ``SelectorKind/channels``.
  public var channel: Int
  public var target: Double
  public var animation: ChannelAnimation
}

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
    // The demo's task returns at once under Reduce Motion: no auto-play.
    isAutoPlaying = kind == .radio && !reduceMotion
  }

  // MARK: Channel indices

  /// Radio option i: dot.scale, dot.opacity, outline.tint, ring.progress, ring.scale, ring.opacity.
  @inlinable public static func radio(_ option: Int, _ field: Int) -> Int { option * 6 + field }
  /// The segmented highlight offset.
  public static let highlight = 0
  /// Segmented mode i: label.tint, press.scaleX, press.scaleY, press.opacity.
  @inlinable public static func mode(_ mode: Int, _ field: Int) -> Int { 1 + mode * 4 + field }
  /// The divider between modes d and d + 1.
  @inlinable public static func divider(_ d: Int) -> Int { 17 + d }

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
      for option in 0..<3 {
        let selected = option == selection
        values[Self.radio(option, 0)] = selected ? 1 : 0.01
        values[Self.radio(option, 1)] = selected ? 1 : 0
        values[Self.radio(option, 2)] = selected ? 1 : 0
        values[Self.radio(option, 3)] = 0  // keyframeAnimator(initialValue: 0)
        values[Self.radio(option, 4)] = 1
        values[Self.radio(option, 5)] = 0
      }
    case .segmented:
      values[Self.highlight] = 0
      for mode in 0..<4 {
        values[Self.mode(mode, 0)] = mode == selection ? 1 : 0
        values[Self.mode(mode, 1)] = 1
        values[Self.mode(mode, 2)] = 1
        values[Self.mode(mode, 3)] = 1
      }
      for d in 0..<3 { values[Self.divider(d)] = Self.dividerIsVisible(d, selection: selection) ? 1 : 0 }
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
      emit(Retarget(channel: Self.mode(index, 1), target: 0.95, animation: .timing(.press)))
      emit(Retarget(channel: Self.mode(index, 2), target: 0.9, animation: .timing(.press)))
      emit(Retarget(channel: Self.mode(index, 3), target: 0.5, animation: .jump))
    case .release(let index):
      if kind == .segmented, let down = pressed {
        pressed = nil
        emit(Retarget(channel: Self.mode(down, 1), target: 1, animation: .timing(.press)))
        emit(Retarget(channel: Self.mode(down, 2), target: 1, animation: .timing(.press)))
        emit(Retarget(channel: Self.mode(down, 3), target: 1, animation: .jump))
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
        emit(Retarget(channel: Self.radio(option, 0), target: selected ? 1 : 0.01, animation: animation))
        emit(Retarget(channel: Self.radio(option, 1), target: selected ? 1 : 0, animation: animation))
        emit(Retarget(channel: Self.radio(option, 2), target: selected ? 1 : 0, animation: animation))
        // The keyframe animator replays whenever isSelected changes, either way.
        emit(Retarget(channel: Self.radio(option, 3), target: 1, animation: .pulse))
        // The ring is drawn only while its option is selected (a gate, not an animation).
        emit(Retarget(channel: Self.radio(option, 5), target: ringShows(option) ? 1 : 0, animation: .jump))
      }
    case .segmented:
      emit(Retarget(channel: Self.highlight, target: SeedGeometry.segment * Double(index), animation: .spring))
      for mode in [old, index].sorted() {
        emit(Retarget(channel: Self.mode(mode, 0), target: mode == index ? 1 : 0, animation: .spring))
      }
      for d in 0..<3 {
        let was = Self.dividerIsVisible(d, selection: old)
        let now = Self.dividerIsVisible(d, selection: index)
        guard was != now else { continue }
        emit(
          Retarget(
            channel: Self.divider(d), target: now ? 1 : 0,
            animation: .timing(now ? .dividerIn : .dividerOut)))
      }
    }
  }
}
