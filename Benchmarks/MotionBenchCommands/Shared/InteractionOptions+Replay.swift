import MotionCurves
import SelectorSimulation

extension InteractionOptions {
  /// One selector's script for `trace` and `preview` to play.
  struct Replay {
    /// The user's actions, auto-play ticks left out (``autoplay`` adds them).
    var events: [(time: Double, action: SelectorAction)]
    /// Whether the radio demo's auto-play runs.
    var autoplay: Bool
    /// Whether Reduce Motion is on.
    var reduceMotion: Bool
  }

  /// The script of `--selector-seed`'s selector under this model, as the scene draws it.
  ///
  /// - Parameters:
  ///   - selector: The scene's seed and the selector's index.
  ///   - kind: The selector's kind (the one the scene gave it).
  ///   - hz: Frames per second, as in the scene.
  ///   - seconds: How long the replay runs; later events are dropped.
  /// - Returns: The events, and whether auto-play and Reduce Motion are on.
  /// - Throws: ``NoInputError`` or ``DataError`` for the events file.
  func replay(_ selector: SelectorSeed, kind: SelectorKind, hz: Double, seconds: Double) throws -> Replay {
    var scene = SceneConfiguration()
    scene.seed = selector.seed
    scene.radioShare = kind == .radio ? 1 : 0
    scene.hz = hz
    // One frame more than the replay shows, so that an event on its last frame is kept.
    scene.seconds = seconds + 1 / hz
    scene.selectors = selector.index + 1
    // Other selectors' rows may be of either kind: only the replayed one's must fit `kind`.
    scene.interaction = try model(selectors: SceneConfiguration.maximumSelectors) {
      $0 == selector.index ? kind : .segmented
    }
    let script = scene.timedScript(ofSelector: selector.index)
    return Replay(
      events: script.events.filter { $0.action != .autoplay },
      autoplay: kind == .radio && !script.reduceMotion, reduceMotion: script.reduceMotion)
  }

  /// The arguments after `motion-bench trace` (or `preview`) that replay selector `index` of
  /// `scene`: by its seed under the scene's model, or by its script written out.
  ///
  /// - Parameters:
  ///   - scene: The scene, with its model.
  ///   - index: The selector.
  /// - Returns: The two replays' arguments, each starting with the selector's kind.
  static func replayArguments(_ scene: SceneConfiguration, selector index: Int) -> (
    bySeed: [String], byScript: [String]
  ) {
    let script = scene.timedScript(ofSelector: index)
    let timing = ["--hz", MotionLimits.format(scene.hz), "--seconds", MotionLimits.format(scene.seconds)]
    let bySeed =
      [script.kind.rawValue, "--selector-seed", SelectorSeed(seed: scene.seed, index: index).description]
      + scene.interaction.arguments + timing
    var byScript = [script.kind.rawValue, "--events", SelectorEvent.scriptText(script.events)]
    if script.kind == .radio && !script.reduceMotion { byScript.append("--autoplay") }
    if script.reduceMotion { byScript.append("--reduce-motion") }
    return (bySeed, byScript + timing)
  }
}
