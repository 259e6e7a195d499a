import SelectorSimulation

extension PreviewCommand {
  /// This preview with the script of `--selector-seed` or `--events-file` in place of
  /// `--events`, written out so that each panel's trace command plays it too (``replay`` still
  /// names its source, for errors); itself without them.
  ///
  /// - Throws: ``DataError`` for the events file (66 when it is missing).
  func replayed() throws -> PreviewCommand {
    guard let replay else { return self }
    let script = try replay.options.replay(
      replay.selector, kind: kind, hz: hz, seconds: seconds, autoplay: autoplay, reduceMotion: reduceMotion)
    var preview = self
    preview.events = script.events
    preview.script = SelectorEvent.scriptText(script.events)
    preview.autoplay = script.autoplay
    preview.reduceMotion = script.reduceMotion
    return preview
  }
}
