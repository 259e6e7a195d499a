import MotionCurves

/// A scene: many selectors with seeded event scripts, sampled at a frame rate.
public struct SceneConfiguration: Hashable, Sendable {
  /// How many selectors.
  public var selectors: Int
  /// Simulated seconds.
  public var seconds: Double
  /// Frames per second.
  public var hz: Double
  /// The seed of every selector's script.
  public var seed: UInt64
  /// The components in the crowd and the share of each.
  public var components: ComponentMix
  /// How the users act: when they tap, how long they hold, how many have Reduce Motion on.
  public var interaction: InteractionModel
  /// How timing curves combine with the motion they interrupt.
  public var combining: TimingCombination

  /// Creates a scene; each parameter left out takes the default scene's value.
  public init(
    selectors: Int = 5_000, seconds: Double = 10, hz: Double = 120, seed: UInt64 = 1,
    components: ComponentMix = .builtIns, interaction: InteractionModel = .default,
    combining: TimingCombination = .blend
  ) {
    self.selectors = selectors
    self.seconds = seconds
    self.hz = hz
    self.seed = seed
    self.components = components
    self.interaction = interaction
    self.combining = combining
  }

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
    do { try interaction.validate() } catch {
      guard case .invalid(let name, let value, let allowed) = error else { throw .badEvent(error.description) }
      throw .invalid(name: name, value: value, allowed: allowed)
    }
  }

  /// The largest scene accepted (memory is bounded per block, so this only bounds run time).
  public static let maximumSelectors = 100_000_000
  /// The most frames a scene may have.
  public static let maximumFrames = 1_000_000_000

  /// Selector `index`'s component, Reduce Motion setting and script, drawn from its own stream.
  ///
  /// - Parameter index: The selector, in 0..<``selectors``.
  /// - Returns: Its kind, whether Reduce Motion is on, and its script under ``interaction``.
  public func setup(ofSelector index: Int) -> (kind: Component, reduceMotion: Bool, script: SelectorScript) {
    var random = SplitMix64(seed: seed, stream: index)
    let kind = components.pick(random.unit())
    let reduceMotion = random.unit() < interaction.reduceMotionShare
    return (
      kind, reduceMotion,
      SelectorScript(kind: kind, reduceMotion: reduceMotion, selector: index, scene: self, random: random)
    )
  }

  /// Selector `index`'s component: the first draw of its stream, as ``setup(ofSelector:)`` draws it.
  public func kind(ofSelector index: Int) -> Component {
    var random = SplitMix64(seed: seed, stream: index)
    return components.pick(random.unit())
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
