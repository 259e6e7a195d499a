import MotionCurves

/// Selectors of one component simulated together, with every retarget their scripts cause: a unit
/// (``SceneConfiguration/selectorsPerUnit``, the work a thread takes) is one block per kind.
///
/// Solvers share the event logic through the schedule; what differs between them is only
/// how channels move between retargets.
public struct SelectorBlock: Sendable {
  public let kind: Component
  /// Global selector indices (for reports).
  public let selectors: [Int]
  public let reduceMotion: [Bool]
  /// Every retarget, by frame (stable: selector order, then emission order).
  public let schedule: [ScheduledRetarget]
  /// The shown value of every channel at frame 0, channel-major: `[channel * count + selector]`.
  public let initialValues: [Double]
  /// The spring of every spring channel: the component's first spring (``Component/spring``)
  /// unless a caller sets another. A component whose channels have several springs is
  /// simulated once per spring (``SceneMeasurement``), each run taking its own channels.
  public var spring: Spring
  /// The channels the block simulates: every channel of its kind that moves, or those
  /// ``keeping(channels:)`` kept.
  let layout: ChannelLayout

  public var count: Int { selectors.count }
  /// Values per frame: channels × selectors.
  public var valueCount: Int { kind.channelCount * count }

  /// Builds a block from explicit per-selector event lists (in frame order).
  ///
  /// - Parameters:
  ///   - kind: The selectors' kind.
  ///   - selectors: Global indices, for reports.
  ///   - reduceMotion: Each selector's Reduce Motion setting.
  ///   - events: Each selector's events, in nondecreasing frame order.
  public init(kind: Component, selectors: [Int], reduceMotion: [Bool], events: [[SelectorEvent]]) {
    precondition(selectors.count == reduceMotion.count && selectors.count == events.count)
    self.kind = kind
    self.selectors = selectors
    self.reduceMotion = reduceMotion
    spring = kind.spring ?? .smooth
    layout = ChannelLayout(building: kind)
    var schedule: [ScheduledRetarget] = []
    var initial = [Double](repeating: 0, count: kind.channelCount * selectors.count)
    for s in selectors.indices {
      var logic = ComponentLogic(kind: kind, reduceMotion: reduceMotion[s])
      for (c, value) in logic.initialValues().enumerated() { initial[c * selectors.count + s] = value }
      for event in events[s] {
        logic.apply(event.action) { schedule.append(ScheduledRetarget(frame: event.frame, selector: s, retarget: $0)) }
      }
    }
    // Stable by frame (within a frame: selector order, then emission order): a counting sort.
    let frames = (schedule.map(\.frame).max() ?? -1) + 1
    var starts = [Int](repeating: 0, count: frames + 1)
    for entry in schedule { starts[entry.frame + 1] += 1 }
    for f in 0..<frames { starts[f + 1] += starts[f] }
    var sorted = schedule
    for entry in schedule {
      sorted[starts[entry.frame]] = entry
      starts[entry.frame] += 1
    }
    self.schedule = sorted
    initialValues = initial
  }
}
