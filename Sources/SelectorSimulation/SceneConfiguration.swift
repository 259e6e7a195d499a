import MotionCurves

/// A scene: many selectors with seeded event scripts, sampled at a frame rate.
public struct SceneConfiguration: Hashable, Sendable {
  /// How many selectors.
  public var selectors = 5_000
  /// Simulated seconds.
  public var seconds = 10.0
  /// Frames per second.
  public var hz = 120.0
  /// The seed of every selector's script.
  public var seed: UInt64 = 1
  /// The share of radio groups; the rest are segmented selectors.
  public var radioShare = 0.5
  /// The share of selectors with Reduce Motion on.
  public var reduceMotionShare = 0.1
  /// Mean time between a user's taps (exponentially distributed), in seconds.
  public var meanTapInterval = 0.8
  /// The shortest time between two actions of one finger (a release and the next press).
  public var minimumEventSpacing = 0.05
  /// How long a segmented press is held before release, uniformly distributed.
  public var holdDuration: ClosedRange<Double> = 0.05...0.25
  /// How timing curves combine with the motion they interrupt.
  public var combining: TimingCombination = .blend

  public init() {}

  /// Frames sampled: t = k/hz for k in 0..<frameCount.
  public var frameCount: Int { Int((seconds * hz).rounded()) }

  /// The frame an event at time `t` takes effect: the first frame at or after it
  /// (``FrameRate/firstFrame(atOrAfter:)``).
  @inlinable
  public func frame(at t: Double) -> Int { FrameRate(hz: hz).firstFrame(atOrAfter: t) }

  /// Checks every field.
  /// - Throws: ``SceneError`` naming the field and what is allowed.
  public func validate() throws(SceneError) {
    func require(_ ok: Bool, _ name: String, _ value: Double, _ allowed: String) throws(SceneError) {
      if !ok { throw .invalid(name: name, value: "\(value)", allowed: allowed) }
    }
    guard selectors >= 1, selectors <= Self.maximumSelectors else {
      throw .invalid(name: "selectors", value: "\(selectors)", allowed: "an integer from 1 to \(Self.maximumSelectors)")
    }
    try require(seconds.isFinite && seconds > 0, "seconds", seconds, "a positive finite number")
    try require(hz.isFinite && hz > 0, "hz", hz, "a positive finite number")
    // Checked before frameCount converts the product to Int.
    try require(
      seconds * hz <= Double(Self.maximumFrames), "seconds × hz", seconds * hz, "at most \(Self.maximumFrames) frames")
    try require(frameCount >= 1, "seconds × hz", seconds * hz, "at least 1 frame")
    try require(radioShare >= 0 && radioShare <= 1, "radio share", radioShare, "in [0, 1]")
    try require(reduceMotionShare >= 0 && reduceMotionShare <= 1, "reduce-motion share", reduceMotionShare, "in [0, 1]")
    try require(
      meanTapInterval.isFinite && meanTapInterval > 0, "mean tap interval", meanTapInterval, "a positive finite number")
    try require(
      minimumEventSpacing.isFinite && minimumEventSpacing > 0, "minimum event spacing", minimumEventSpacing,
      "a positive finite number")
    try require(
      holdDuration.lowerBound.isFinite && holdDuration.upperBound.isFinite && holdDuration.lowerBound > 0,
      "hold duration", holdDuration.lowerBound, "a positive finite range")
  }

  /// The largest scene accepted (memory is bounded per block, so this only bounds run time).
  public static let maximumSelectors = 100_000_000
  /// The most frames a scene may have.
  public static let maximumFrames = 1_000_000_000

  /// Selector `index`'s kind and Reduce Motion setting, drawn from its own stream.
  public func setup(ofSelector index: Int) -> (kind: SelectorKind, reduceMotion: Bool, script: SelectorScript) {
    var random = SplitMix64(seed: seed, stream: index)
    let kind: SelectorKind = random.unit() < radioShare ? .radio : .segmented
    let reduceMotion = random.unit() < reduceMotionShare
    return (kind, reduceMotion, SelectorScript(kind: kind, reduceMotion: reduceMotion, scene: self, random: random))
  }
}

/// A scene parameter outside its allowed range.
public enum SceneError: Error, Equatable, Sendable, CustomStringConvertible {
  case invalid(name: String, value: String, allowed: String)
  /// More overlapping timing animations on one channel than a channel holds.
  case tooManyLayers(channel: String, frame: Int, capacity: Int)
  /// A scripted event names an option the selector does not have, or is malformed.
  case badEvent(String)

  public var description: String {
    switch self {
    case .invalid(let name, let value, let allowed): "\(name) must be \(allowed) (got \(value))"
    case .tooManyLayers(let channel, let frame, let capacity):
      "\(channel) has more than \(capacity) overlapping timing animations at frame \(frame); space the events out"
    case .badEvent(let message): message
    }
  }
}

/// A selector's seeded event script, generated lazily in time order.
///
/// - Radio: the demo's auto-play advances the selection every 1.1 s until the first tap
///   (never under Reduce Motion); taps select a random option.
/// - Segmented: presses on a random mode, held for a random time, then released (which selects).
///
/// The gaps between a user's actions are exponential with mean `meanTapInterval`, plus
/// `minimumEventSpacing`, so many land while earlier animations are still running.
public struct SelectorScript: Sendable {
  public let kind: SelectorKind
  var random: SplitMix64
  let scene: SceneConfiguration
  /// The next user action and its time.
  var nextUser: (time: Double, action: SelectorAction)?
  /// The next auto-play tick, while auto-play runs.
  var nextAutoplay: Double?
  /// The first tap's time: auto-play stops there.
  var firstTap: Double

  init(kind: SelectorKind, reduceMotion: Bool, scene: SceneConfiguration, random: SplitMix64) {
    self.kind = kind
    self.random = random
    self.scene = scene
    let first = self.random.exponential(mean: scene.meanTapInterval) + scene.minimumEventSpacing
    firstTap = first
    nextAutoplay = kind == .radio && !reduceMotion ? 1.1 : nil
    nextUser = nil
    let action = drawAction(for: kind == .radio ? .tap(0) : .press(0))
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

  /// The next event, or nil after the scene's last frame.
  public mutating func next() -> SelectorEvent? {
    let limit = scene.frameCount
    if let tick = nextAutoplay, tick < firstTap, tick <= nextUser?.time ?? .infinity {
      nextAutoplay = tick + 1.1
      let frame = scene.frame(at: tick)
      return frame < limit ? SelectorEvent(frame: frame, action: .autoplay) : nil
    }
    nextAutoplay = nil
    guard let user = nextUser else { return nil }
    switch user.action {
    case .press(let index):
      let hold =
        scene.holdDuration.lowerBound
        + random.unit() * (scene.holdDuration.upperBound - scene.holdDuration.lowerBound)
      nextUser = (user.time + hold, .release(index))
    default:
      let gap = random.exponential(mean: scene.meanTapInterval) + scene.minimumEventSpacing
      nextUser = (user.time + gap, drawAction(for: kind == .radio ? .tap(0) : .press(0)))
    }
    let frame = scene.frame(at: user.time)
    guard frame < limit else {
      nextUser = nil
      return nil
    }
    return SelectorEvent(frame: frame, action: user.action)
  }
}
