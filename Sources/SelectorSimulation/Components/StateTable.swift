/// Every state a component can reach, with each channel's target there and the state each
/// action leads to: the description's logic evaluated once, so that building a block's
/// schedule is table lookups.
///
/// A state is the values of the description's state variables and Reduce Motion. Per state,
/// a channel's target is its value (state-driven channels), its trigger's value (keyframe
/// channels) or its gate, 1 or 0 (derived channels).
struct StateTable: Sendable {
  /// The state variables' names, then `reduceMotion`.
  let variables: [String]
  /// Per state, its variables' values (state-major).
  let values: [Double]
  /// Per state, every channel's target (state-major).
  let targets: [Double]
  let channelCount: Int
  /// Per state: whether Reduce Motion is on, and whether the auto-play condition holds.
  let reduceMotion: [Bool]
  let autoPlays: [Bool]
  /// Per state and action slot, the next state (state-major); an action the description does
  /// not declare leaves the state as it is.
  let next: [Int32]
  /// Action slots per state: auto-play, then each gesture's elements.
  let slots: Int
  /// Each gesture's first slot (its element i is slot first + i; −1 where undeclared) and
  /// element count.
  let firstSlot: [Int]
  let slotCounts: [Int]
  /// The first state without and with Reduce Motion.
  let initialStates: [Int]

  /// The most states a component may reach.
  static let maximumStates = 4_096

  var count: Int { reduceMotion.count }

  func initial(reduceMotion: Bool) -> Int { initialStates[reduceMotion ? 1 : 0] }

  /// The action slot of `action`, or nil for a gesture the component does not declare or an
  /// element it does not have.
  func slot(of action: SelectorAction) -> Int? {
    guard let (gesture, index) = action.gesture else { return 0 }
    let g = Self.gestureNumber(gesture)
    return firstSlot[g] < 0 || !(0..<slotCounts[g]).contains(index) ? nil : firstSlot[g] + index
  }

  /// The state after `action` in `state`.
  @inline(__always)
  func next(_ state: Int, _ action: SelectorAction) -> Int {
    guard let slot = slot(of: action) else { return state }
    return Int(next[state * slots + slot])
  }

  /// Channel `c`'s target in `state`.
  @inline(__always)
  func target(_ state: Int, _ c: Int) -> Double { targets[state * channelCount + c] }

  static func gestureNumber(_ gesture: SelectorAction.Gesture) -> Int {
    SelectorAction.Gesture.allCases.firstIndex(of: gesture)!
  }
}
