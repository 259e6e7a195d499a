import MotionCurves

@testable import SelectorSimulation

/// The seeds' view logic as the code wrote it before components were data (radio group and
/// segmented selector, with their channel layout and animations written out), kept as an
/// independent oracle for the built-in descriptions: what ``ComponentLogic`` interprets from
/// them must retarget the same channels to the same targets with the same animations.
struct SeedLogicOracle {
  enum Kind { case radio, segmented }
  /// An animation as the seed code names it.
  enum Animation: Hashable {
    case jump, spring, pulse
    case timing(TimingCurve)
  }
  struct Retarget: Hashable {
    var channel: Int
    var target: Double
    var animation: Animation
  }

  static let press = TimingCurve(curve: .easeOut, duration: 0.2, delay: 0)
  static let dividerIn = TimingCurve(curve: .linear, duration: 0.1, delay: 0.15)
  static let dividerOut = TimingCurve(curve: .linear, duration: 0.1, delay: 0)

  let kind: Kind
  let reduceMotion: Bool
  private(set) var selection = 0
  private(set) var isAutoPlaying: Bool
  private(set) var pressed: Int?

  init(kind: Kind, reduceMotion: Bool) {
    self.kind = kind
    self.reduceMotion = reduceMotion
    isAutoPlaying = kind == .radio && !reduceMotion
  }

  var optionCount: Int { kind == .radio ? 3 : 4 }

  // The channel layout: radio option o's six channels at 6o…6o+5 (dot.scale, dot.opacity,
  // outline.tint, ring.progress, ring.scale, ring.opacity); segmented: highlight.offset at 0,
  // mode m's label.tint, press.scaleX, press.scaleY, press.opacity at 1+4m…4+4m, divider d at 17+d.
  static func radio(_ option: Int, _ k: Int) -> Int { 6 * option + k }
  static func mode(_ m: Int, _ k: Int) -> Int { 1 + 4 * m + k }
  static func divider(_ d: Int) -> Int { 17 + d }

  static func dividerIsVisible(_ d: Int, selection: Int) -> Bool { !(d == selection || d + 1 == selection) }

  func initialValues() -> [Double] {
    switch kind {
    case .radio:
      var values = [Double](repeating: 0, count: 18)
      for o in 0..<3 {
        let selected = o == selection
        values[Self.radio(o, 0)] = selected ? 1 : 0.01
        values[Self.radio(o, 1)] = selected ? 1 : 0
        values[Self.radio(o, 2)] = selected ? 1 : 0
        values[Self.radio(o, 3)] = 0
        values[Self.radio(o, 4)] = 1
        values[Self.radio(o, 5)] = 0
      }
      return values
    case .segmented:
      var values = [Double](repeating: 0, count: 20)
      for m in 0..<4 {
        values[Self.mode(m, 0)] = m == selection ? 1 : 0
        values[Self.mode(m, 1)] = 1
        values[Self.mode(m, 2)] = 1
        values[Self.mode(m, 3)] = 1
      }
      for d in 0..<3 { values[Self.divider(d)] = Self.dividerIsVisible(d, selection: selection) ? 1 : 0 }
      return values
    }
  }

  mutating func apply(_ action: SelectorAction, emit: (Retarget) -> Void) {
    switch action {
    case .autoplay:
      guard isAutoPlaying else { return }
      select((selection + 1) % optionCount, emit)
    case .tap(let index):
      isAutoPlaying = false
      select(index, emit)
    case .press(let index):
      guard kind == .segmented else { return }
      pressed = index
      emit(Retarget(channel: Self.mode(index, 1), target: 0.95, animation: .timing(Self.press)))
      emit(Retarget(channel: Self.mode(index, 2), target: 0.9, animation: .timing(Self.press)))
      emit(Retarget(channel: Self.mode(index, 3), target: 0.5, animation: .jump))
    case .release(let index):
      if kind == .segmented, let down = pressed {
        pressed = nil
        emit(Retarget(channel: Self.mode(down, 1), target: 1, animation: .timing(Self.press)))
        emit(Retarget(channel: Self.mode(down, 2), target: 1, animation: .timing(Self.press)))
        emit(Retarget(channel: Self.mode(down, 3), target: 1, animation: .jump))
      }
      isAutoPlaying = false
      select(index, emit)
    }
  }

  private mutating func select(_ index: Int, _ emit: (Retarget) -> Void) {
    let old = selection
    guard index != old else { return }
    selection = index
    switch kind {
    case .radio:
      let animation: Animation = reduceMotion ? .jump : .spring
      for option in [old, index].sorted() {
        let selected = option == index
        emit(Retarget(channel: Self.radio(option, 0), target: selected ? 1 : 0.01, animation: animation))
        emit(Retarget(channel: Self.radio(option, 1), target: selected ? 1 : 0, animation: animation))
        emit(Retarget(channel: Self.radio(option, 2), target: selected ? 1 : 0, animation: animation))
        emit(Retarget(channel: Self.radio(option, 3), target: 1, animation: .pulse))
        emit(Retarget(channel: Self.radio(option, 5), target: selected && !reduceMotion ? 1 : 0, animation: .jump))
      }
    case .segmented:
      emit(Retarget(channel: 0, target: 79.75 * Double(index), animation: .spring))
      for mode in [old, index].sorted() {
        emit(Retarget(channel: Self.mode(mode, 0), target: mode == index ? 1 : 0, animation: .spring))
      }
      for d in 0..<3 {
        let was = Self.dividerIsVisible(d, selection: old)
        let now = Self.dividerIsVisible(d, selection: index)
        guard was != now else { continue }
        emit(
          Retarget(
            channel: Self.divider(d), target: now ? 1 : 0, animation: .timing(now ? Self.dividerIn : Self.dividerOut)))
      }
    }
  }
}
