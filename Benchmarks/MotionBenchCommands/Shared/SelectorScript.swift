import BenchmarkKit
import SelectorSimulation

/// The selector and what it is told to do, as `trace` and `preview` read them, once: the
/// `<selector>` argument, `--events`, `--autoplay`, `--reduce-motion`, or a replay of a scene's
/// selector or an events file (``InteractionOptions/replaySource(_:events:flags:)``).
struct SelectorScript {
  var kind: SelectorKind
  /// `--events` as typed, or the command's default script.
  var text: String
  var events: [(time: Double, action: SelectorAction)]
  var autoplay: Bool
  var reduceMotion: Bool
  /// A replay instead of `--events`, read when the command runs.
  var replay: (options: InteractionOptions, selector: InteractionOptions.SelectorSeed?)?

  /// Reads the script.
  ///
  /// - Parameters:
  ///   - parsed: The command line.
  ///   - option: The command's `--events`.
  ///   - defaultScript: The script without `--events`, for a kind.
  /// - Throws: ``UsageError`` for a script that does not parse, `--autoplay` off the radio group,
  ///   or a replay that conflicts with the flags.
  init(_ parsed: ParsedArguments, events option: Option<String?>, default defaultScript: (SelectorKind) -> String)
    throws(UsageError)
  {
    kind = try parsed[TraceCommand.selector]
    text = try parsed[option] ?? defaultScript(kind)
    do { events = try SelectorEvent.parseScript(text, kind: kind) } catch { throw UsageError("--events: \(error)") }
    autoplay = try parsed[TraceCommand.autoplay]
    if autoplay && kind != .radio { throw UsageError("--autoplay applies to the radio selector only") }
    reduceMotion = try parsed[TraceCommand.reduceMotion]
    replay = try InteractionOptions.replaySource(
      parsed, events: parsed.isGiven(option), flags: autoplay || reduceMotion)
  }
}
