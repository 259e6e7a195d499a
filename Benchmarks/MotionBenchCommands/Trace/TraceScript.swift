import BenchmarkKit
import SelectorSimulation

/// The selector and what it is told to do, as `trace` and `preview` read them from the command
/// line, once (the library's ``SelectorScript`` is the script a scene's selector plays): the
/// `<selector>` argument, `--events`, `--autoplay`, `--reduce-motion`, or a replay of a scene's
/// selector or an events file (``InteractionOptions/replaySource(_:events:flags:)``).
struct TraceScript {
  var kind: Component
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
  /// - Throws: ``UsageError`` for a component that does not load (with its exit code), a script
  ///   that does not parse, `--autoplay` on a component without one, or a replay that conflicts
  ///   with the flags.
  init(_ parsed: ParsedArguments, events option: Option<String?>, default defaultScript: (Component) -> String)
    throws(UsageError)
  {
    do { kind = try ComponentArgument.load(try parsed[TraceCommand.selector]) } catch {
      throw UsageError("<selector>: \(error.message)", exitCode: error.exitCode)
    }
    text = try parsed[option] ?? defaultScript(kind)
    do { events = try SelectorEvent.parseScript(text, kind: kind) } catch { throw UsageError("--events: \(error)") }
    autoplay = try parsed[TraceCommand.autoplay]
    if autoplay && kind.autoplayInterval == nil {
      throw UsageError("--autoplay applies to a component with an auto-play (the radio group); \(kind.name) has none")
    }
    reduceMotion = try parsed[TraceCommand.reduceMotion]
    replay = try InteractionOptions.replaySource(
      parsed, events: parsed.isGiven(option), flags: autoplay || reduceMotion)
  }
}
