/// A component's logic for one instance: each action moves it to another state of its
/// ``StateTable``, and every channel whose target differs there is retargeted.
///
/// A state-driven channel heads for its new value with its rising or falling animation (the
/// Reduce Motion one when that is on); a keyframe channel replays its track when its trigger's
/// value changes; a derived channel's gate opens or closes. Channels are retargeted in channel
/// order.
public struct ComponentLogic: Sendable {
  public let kind: Component
  public let reduceMotion: Bool
  /// The current state's number in the component's table.
  public private(set) var state: Int

  public init(kind: Component, reduceMotion: Bool) {
    self.kind = kind
    self.reduceMotion = reduceMotion
    state = kind.storage.states.initial(reduceMotion: reduceMotion)
  }

  /// Whether derived channel `c`'s gate is open in the current state.
  public func gateIsOpen(_ c: Int) -> Bool { kind.storage.states.target(state, c) != 0 }

  /// The shown value of every channel before any action.
  public func initialValues() -> [Double] {
    let storage = kind.storage
    let table = storage.states
    var values = (0..<kind.channelCount).map { table.target(state, $0) }
    for (c, info) in storage.channels.enumerated() where info.role == .pulse {
      values[c] = storage.timelines[storage.trackOf[c]].initialValue
    }
    for (c, derived) in storage.derived.enumerated() {
      guard let derived else { continue }
      values[c] = gateIsOpen(c) ? derived.value.evaluate([values[derived.source]]) : 0
    }
    return values
  }

  /// Applies an action, emitting the retargets it causes in channel order.
  ///
  /// - Parameters:
  ///   - action: The action; one of a gesture the component does not declare changes nothing.
  ///   - emit: Receives each retarget.
  public mutating func apply(_ action: SelectorAction, emit: (Retarget) -> Void) {
    let storage = kind.storage
    let table = storage.states
    let old = state
    let new = table.next(old, action)
    guard new != old else { return }
    state = new
    for c in 0..<table.channelCount {
      let before = table.target(old, c)
      let after = table.target(new, c)
      guard after != before else { continue }
      switch storage.channels[c].role {
      case .pulse:
        let timeline = storage.timelines[storage.trackOf[c]]
        emit(Retarget(channel: c, target: timeline.segments.last?.to ?? timeline.initialValue, animation: .pulse))
      case .derived:
        emit(Retarget(channel: c, target: after, animation: .jump))
      default:
        let animation = storage.animations[c].pick(rising: after > before, reduceMotion: reduceMotion)
        emit(Retarget(channel: c, target: after, animation: animation))
      }
    }
  }
}

extension ComponentLogic {
  /// Whether the component's auto-play condition holds in the current state (a tick would act).
  public var isAutoPlaying: Bool { kind.storage.states.autoPlays[state] }

  /// The current value of each state variable, in description order.
  public var variables: [Double] {
    let table = kind.storage.states
    let width = table.variables.count
    return Array(table.values[state * width..<state * width + width - 1])
  }
}
