import MotionCurves

extension RecordedScripts {
  /// The columns an events file must have, in the order its help lists them.
  public static let columns = ["selector", "time", "action"]

  /// Reads an events file's rows: CSV whose header names `selector`, `time` and `action` (in any
  /// order; other columns are ignored), then one row per action.
  ///
  /// - `selector`: the selector's index in the scene, an integer from 0 to `selectors` − 1;
  /// - `time`: seconds from the start, 0 to ``SelectorEvent/latestTime``, ascending within
  ///   each selector (rows out of order are refused, not sorted);
  /// - `action`: `tap I`, `press I` or `release I` as in `trace --events`: a gesture the
  ///   selector's component declares, on an element it addresses (a radio's option 0–2).
  ///
  /// - Parameters:
  ///   - file: The file's name, for messages and ``file``.
  ///   - rows: Each row's line in the file and its three fields, in file order.
  ///   - selectors: How many selectors the scene has.
  ///   - kind: Each selector's component, which bounds its actions.
  /// - Throws: ``EventsFileError/malformed(file:line:reason:)`` at the first bad row.
  public init(
    file: String, rows: [(line: Int, selector: String, time: String, action: String)], selectors: Int,
    kind: (Int) -> Component
  ) throws(EventsFileError) {
    func fail(_ line: Int, _ reason: String) -> EventsFileError { .malformed(file: file, line: line, reason: reason) }
    var parsed: [(selector: Int, time: Double, action: SelectorAction)] = []
    var previous: [Int: (time: Double, line: Int)] = [:]
    for row in rows {
      guard let selector = Int(Substring(row.selector).trimmingWhitespace()), (0..<selectors).contains(selector) else {
        throw fail(row.line, "selector must be an integer from 0 to \(selectors - 1) (got '\(row.selector)')")
      }
      guard let time = DecimalText.parse(Substring(row.time).trimmingWhitespace()), time >= 0,
        time <= SelectorEvent.latestTime
      else {
        throw fail(
          row.line, "time must be a number of seconds from 0 to \(Int(SelectorEvent.latestTime)) (got '\(row.time)')")
      }
      if let earlier = previous[selector], time < earlier.time {
        throw fail(
          row.line,
          "time \(row.time) is before selector \(selector)'s previous action (line \(earlier.line)); "
            + "each selector's rows must be in time order")
      }
      previous[selector] = (time, row.line)
      let action: SelectorAction
      do { action = try SelectorAction(parsing: Substring(row.action), kind: kind(selector)) } catch {
        switch error {
        case .shape, .name:
          throw fail(row.line, "action must be 'tap I', 'press I' or 'release I' (got '\(row.action)')")
        case .index(_, let gesture):
          throw fail(row.line, "\(SelectorAction.indexRule(kind(selector), gesture)) (got '\(row.action)')")
        case .undeclared:
          throw fail(row.line, SelectorAction.rule(error, kind: kind(selector), text: row.action))
        }
      }
      parsed.append((selector, time, action))
    }
    self.init(file: file, rows: parsed)
  }
}
