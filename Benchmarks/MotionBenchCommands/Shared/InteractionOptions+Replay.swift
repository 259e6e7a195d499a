import BenchmarkKit
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

  /// Reads what `trace` and `preview` replay: `--selector-seed`, `--taps` and `--events-file`.
  ///
  /// - Parameters:
  ///   - parsed: The command's arguments.
  ///   - events: Whether `--events` was given.
  ///   - flags: Whether `--autoplay` or `--reduce-motion` was given.
  /// - Returns: The options and the selector, or nil when none of the three is given.
  /// - Throws: ``UsageError`` when `--events` comes with one of them, a flag with
  ///   `--selector-seed` (which draws both), or `--taps` without `--selector-seed`.
  static func replaySource(_ parsed: ParsedArguments, events: Bool, flags: Bool) throws(UsageError) -> (
    options: InteractionOptions, selector: SelectorSeed?
  )? {
    let options = try InteractionOptions(parsed)
    var selector = try parsed[selectorSeed]
    if parsed.isGiven(sceneSeconds) {
      guard selector != nil else {
        throw UsageError("--scene-seconds needs --selector-seed: it is the replayed scene's")
      }
      selector?.seconds = try parsed[sceneSeconds]
    }
    let file = options.eventsFilePath != nil
    guard selector != nil || file || parsed.isGiven(taps) else { return nil }
    if events { throw UsageError("--events is a script of its own; give it or --selector-seed/--taps/--events-file") }
    if selector != nil && flags {
      throw UsageError(
        "--selector-seed draws auto-play and Reduce Motion as the scene does; drop --autoplay and --reduce-motion")
    }
    if selector == nil && !file {
      throw UsageError("--taps needs --selector-seed SEED:INDEX: a drawn model replays one selector of a scene")
    }
    return (options, selector)
  }

  /// The script a replay plays: selector `selector` of a scene under this model, drawn as the
  /// scene draws it; or, without a selector, selector 0's rows of the events file with the
  /// given flags.
  ///
  /// - Parameters:
  ///   - selector: The scene's seed and the selector's index, or nil.
  ///   - kind: The selector's kind (the one the scene gave it).
  ///   - hz: Frames per second, as in the scene.
  ///   - seconds: How long the replay runs; events at or after it are dropped, as a scene of
  ///     that length drops them (and a selector's at or after its scene's seconds).
  ///   - autoplay: `--autoplay`, used without a selector.
  ///   - reduceMotion: `--reduce-motion`, used without a selector.
  /// - Returns: The events, and whether auto-play and Reduce Motion are on.
  /// - Throws: ``DataError`` for the events file (66 when it is missing).
  func replay(
    _ selector: SelectorSeed?, kind: Component, hz: Double, seconds: Double, autoplay: Bool, reduceMotion: Bool
  ) throws -> Replay {
    let index = selector?.index ?? 0
    var scene = SceneConfiguration()
    scene.seed = selector?.seed ?? scene.seed
    scene.components = ComponentMix(kind)
    scene.hz = hz
    // The events of a scene of this length: none on the frame at `seconds` itself. A scene's
    // scripts are drawn in time order, so a shorter scene's are the first of a longer one's.
    scene.seconds = min(seconds, selector?.seconds ?? seconds)
    // Other selectors' rows may be of either kind: only the replayed one's must fit `kind`.
    scene.interaction = try model(selectors: SceneConfiguration.maximumSelectors) { $0 == index ? kind : .segmented }
    let script = scene.timedScript(ofSelector: index)
    let events = script.events.filter { $0.action != .autoplay }
    guard selector != nil else { return Replay(events: events, autoplay: autoplay, reduceMotion: reduceMotion) }
    return Replay(
      events: events, autoplay: kind.autoPlays(reduceMotion: script.reduceMotion), reduceMotion: script.reduceMotion)
  }

  /// A script the selector cannot play (more overlapping curves on a channel than it holds),
  /// named after where the script came from: a data error of the events file, else a usage
  /// error of `--taps`.
  ///
  /// - Parameter error: The simulation's error.
  /// - Returns: The error to throw.
  func scriptError(_ error: SceneError) -> any Error {
    if let eventsFilePath { return DataError("events file '\(eventsFilePath)': \(error)") }
    return UsageError("--taps: \(error)")
  }
}
