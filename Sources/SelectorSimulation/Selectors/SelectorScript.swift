/// A selector's event script under the scene's ``InteractionModel``, generated lazily in time
/// order.
///
/// - The user taps a random element (the component's crowd gesture `tap`), or presses one, holds
///   it for a random time and releases it (`press`).
/// - A component with an auto-play (the radio's demo) ticks at its interval until the first
///   user action, while its condition holds.
///
/// The gaps between a user's taps come from the model; under the default they are exponential
/// with mean 0.8 s plus 0.05 s, so many land while earlier animations are still running.
/// Recorded scripts are played as recorded.
public struct SelectorScript: Sendable {
  public let kind: Component
  var random: SplitMix64
  let scene: SceneConfiguration
  /// The next user action and its time.
  var nextUser: (time: Double, action: SelectorAction)?
  /// The next auto-play tick, while auto-play runs.
  var nextAutoplay: Double?
  /// The first user action's time: auto-play stops there.
  var firstTap: Double
  /// The mean of a drawn gap's exponential part.
  let mean: Double
  /// Taps per burst (1 without bursts), the gap inside a burst, and the taps left in this one.
  let burst: (count: Int, gap: Double)
  var burstLeft: Int
  /// Recorded actions, and the range of them still to come.
  let recorded: RecordedScripts?
  var recordedLeft: Range<Int> = 0..<0

  init(kind: Component, reduceMotion: Bool, selector: Int, scene: SceneConfiguration, random: SplitMix64) {
    self.kind = kind
    self.random = random
    self.scene = scene
    let model = scene.interaction
    mean = model.exponentialMean ?? 0
    if case .bursts(let count, let gap) = model.taps { burst = (count, gap) } else { burst = (1, 0) }
    burstLeft = burst.count - 1
    nextAutoplay = kind.autoPlays(reduceMotion: reduceMotion) ? kind.autoplayInterval : nil
    if case .recorded(let scripts) = model.taps {
      recorded = scripts
      recordedLeft = scripts.range(ofSelector: selector)
      (nextUser, firstTap) = (nil, .infinity)
      nextUser = popRecorded()
      firstTap = nextUser?.time ?? .infinity
      return
    }
    recorded = nil
    let first = self.random.exponential(mean: mean) + model.minimumGap
    firstTap = first
    nextUser = nil
    let action = drawAction(for: SelectorAction(kind.crowdGesture, 0))
    nextUser = (first, action)
  }

  private mutating func drawAction(for template: SelectorAction) -> SelectorAction {
    let index = Int(random.unit() * Double(kind.optionCount))
    switch template {
    case .tap: return .tap(index)
    case .press: return .press(index)
    case .release: return .release(index)
    case .autoplay: return .autoplay
    }
  }

  /// The next recorded action, if any.
  private mutating func popRecorded() -> (time: Double, action: SelectorAction)? {
    guard let recorded, let row = recordedLeft.first else { return nil }
    recordedLeft = recordedLeft.dropFirst()
    return (recorded.times[row], RecordedScripts.action(recorded.actionCodes[row]))
  }

  /// The next event, or nil after the scene's last frame.
  public mutating func next() -> SelectorEvent? { nextTimed()?.event }

  /// The next event with the time it was drawn or recorded at, or nil after the scene's last
  /// frame; the event takes effect at the first frame at or after the time.
  public mutating func nextTimed() -> (time: Double, event: SelectorEvent)? {
    let limit = scene.frameCount
    if let tick = nextAutoplay, tick < firstTap, tick <= nextUser?.time ?? .infinity {
      nextAutoplay = tick + kind.autoplayInterval!
      let frame = scene.frame(at: tick)
      return frame < limit ? (tick, SelectorEvent(frame: frame, action: .autoplay)) : nil
    }
    nextAutoplay = nil
    guard let user = nextUser else { return nil }
    let model = scene.interaction
    switch user.action {
    case .press(let index) where recorded == nil:
      let hold = model.hold.lowerBound + random.unit() * (model.hold.upperBound - model.hold.lowerBound)
      nextUser = (user.time + hold, .release(index))
    default:
      if recorded != nil {
        nextUser = popRecorded()
        break
      }
      let gap: Double
      if burstLeft > 0 {
        burstLeft -= 1
        gap = burst.gap
      } else {
        burstLeft = burst.count - 1
        gap = random.exponential(mean: mean) + model.minimumGap
      }
      nextUser = (user.time + gap, drawAction(for: SelectorAction(kind.crowdGesture, 0)))
    }
    let frame = scene.frame(at: user.time)
    guard frame < limit else {
      nextUser = nil
      return nil
    }
    return (user.time, SelectorEvent(frame: frame, action: user.action))
  }
}
