import MotionCurves

/// A component the crowd simulates: a description interpreted once into the tables every
/// solver reads — its channels, each channel's spring, timing curves and keyframe tracks, and
/// every state the component can reach with what each action does there.
///
/// The frame loop never evaluates the description: a block's schedule of retargets is built
/// from the state table once (``ComponentLogic``), and the kernels index curves and tracks by
/// the tables here. Two components are equal when their descriptions' texts are.
public struct Component: Sendable, Hashable, CustomStringConvertible {
  let storage: Storage

  /// The interpreted description, immutable and shared.
  final class Storage: Sendable {
    let source: ComponentDescription
    let families: [ChannelFamily]
    let channels: [ChannelInfo]
    /// Per channel, how it animates: rising and falling, normally and under Reduce Motion.
    let animations: [ChannelAnimations]
    /// Per channel: its spring (spring channels), else nil.
    let springs: [Spring?]
    /// Every distinct timing curve of the timing channels (``ChannelAnimation/timing(_:)`` indexes it).
    let timingCurves: [TimingCurve]
    /// Every distinct keyframe track of the keyframe channels.
    let tracks: [KeyframeTrack]
    /// Per channel: its track's index (keyframe channels), else −1.
    let trackOf: [Int]
    /// Per channel: how a derived channel follows its keyframe channel, else nil.
    let derived: [DerivedChannel?]
    /// Each gesture's element count, for the gestures the description declares.
    let gestureElements: [SelectorAction.Gesture: (name: String, count: Int)]
    /// Every reachable state and what each action does there.
    let states: StateTable
    /// Per track: its timeline from the channel's `initial` value.
    let timelines: [KeyframeTimeline]

    init(
      source: ComponentDescription, families: [ChannelFamily], channels: [ChannelInfo],
      animations: [ChannelAnimations], springs: [Spring?], timingCurves: [TimingCurve], tracks: [KeyframeTrack],
      trackOf: [Int], derived: [DerivedChannel?], gestureElements: [SelectorAction.Gesture: (name: String, count: Int)],
      states: StateTable, initialOfTrack: [Double]
    ) {
      self.source = source
      self.families = families
      self.channels = channels
      self.animations = animations
      self.springs = springs
      self.timingCurves = timingCurves
      self.tracks = tracks
      self.trackOf = trackOf
      self.derived = derived
      self.gestureElements = gestureElements
      self.states = states
      timelines = zip(tracks, initialOfTrack).map { $0.timeline(from: $1) }
    }
  }

  /// How a channel animates toward a new target.
  struct ChannelAnimations: Sendable, Hashable {
    var rising: ChannelAnimation
    var falling: ChannelAnimation
    var reducedRising: ChannelAnimation
    var reducedFalling: ChannelAnimation

    func pick(rising: Bool, reduceMotion: Bool) -> ChannelAnimation {
      reduceMotion ? (rising ? reducedRising : reducedFalling) : (rising ? self.rising : falling)
    }
  }

  /// A derived channel: `value(p)` of its keyframe channel's value p, shown while its gate is
  /// open (0 otherwise).
  struct DerivedChannel: Sendable {
    /// The keyframe channel it follows.
    let source: Int
    let value: BoundExpression
  }

  /// The component's name (`radio`, `tab-bar`).
  public var name: String { storage.source.name }
  public var description: String { name }
  /// The description it was interpreted from.
  public var source: ComponentDescription { storage.source }
  /// Its channel families, in description order.
  public var families: [ChannelFamily] { storage.families }
  /// Every channel, in output order.
  public var channels: [ChannelInfo] { storage.channels }
  /// The channel count.
  public var channelCount: Int { storage.channels.count }
  /// The timing curves its timing channels use, as ``ChannelAnimation/timing(_:)`` numbers them.
  public var timingCurves: [TimingCurve] { storage.timingCurves }
  /// The keyframe tracks its keyframe channels play, each from its channel's initial value.
  public var timelines: [KeyframeTimeline] { storage.timelines }

  /// The elements the crowd's gesture addresses: options, modes, tabs.
  public var optionCount: Int { storage.gestureElements[crowdGesture]!.count }
  /// What a user in the crowd does: `tap`, or `press` (then `release` after a hold).
  public var crowdGesture: SelectorAction.Gesture { storage.source.crowd.gesture }
  /// The demo's auto-play interval, if the component has one.
  public var autoplayInterval: Double? { storage.source.autoplay?.interval }

  /// Whether the demo's auto-play runs at the start (until the first user action).
  public func autoPlays(reduceMotion: Bool) -> Bool {
    storage.states.autoPlays[storage.states.initial(reduceMotion: reduceMotion)]
  }

  /// The element a gesture addresses and how many there are; nil for a gesture the description
  /// does not declare.
  public func element(of gesture: SelectorAction.Gesture) -> (name: String, count: Int)? {
    storage.gestureElements[gesture]
  }

  /// The spring of spring channel `c`, nil for another channel.
  public func spring(ofChannel c: Int) -> Spring? { storage.springs[c] }

  /// The spring a block simulates its spring channels with unless told otherwise: the first
  /// spring channel's (nil for a component without springs).
  public var spring: Spring? { storage.springs.lazy.compactMap { $0 }.first }

  /// The family named `name`.
  public func family(named name: String) -> ChannelFamily? { storage.families.first { $0.name == name } }

  /// The index of the channel named `name` (`option1.dot.scale`).
  public func channel(named name: String) -> Int? { storage.channels.firstIndex { $0.name == name } }

  public static func == (a: Component, b: Component) -> Bool { a.storage === b.storage || a.source == b.source }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension Component {
  /// How far a family moves when a user first selects the second element (the crowd's gesture
  /// on it, a press with its release; the first element for a component of one): the largest
  /// move of its channels, such as the dot's 0.01 → 1 or one segment of the highlight. In the
  /// value's own units.
  ///
  /// - Parameter family: One of the component's families.
  /// - Returns: The size of that change, 0 for a family that does not move then.
  public func firstMove(of family: ChannelFamily) -> Double {
    let table = storage.states
    let start = table.initial(reduceMotion: false)
    let element = min(1, optionCount - 1)
    var state = table.next(start, SelectorAction(crowdGesture, element))
    if crowdGesture == .press { state = table.next(state, .release(element)) }
    return (0..<family.elementCount).reduce(0) { largest, e in
      max(largest, abs(table.target(state, family.channel(e)) - table.target(start, family.channel(e))))
    }
  }

  /// ``firstMove(of:)`` of a channel's family in its shown units: points, or levels of 1/255
  /// for an opacity or tint (the dot's 0.01 → 1 scale, one segment of the highlight).
  ///
  /// - Parameter channel: One of the component's channels.
  /// - Returns: The size of that change, 0 for a family that does not move then.
  public func shownFirstMove(of channel: ChannelInfo) -> Double {
    firstMove(of: channel.family) * channel.shownPerUnit
  }
}

extension Component {
  /// How a command line names the component: a built-in's name, else its description file's
  /// path as it was given.
  public var argument: String { Self.builtins.contains(self) ? name : source.file }

  /// Whether it is one of ``builtins``.
  public var isBuiltin: Bool { Self.builtins.contains(self) }
}
