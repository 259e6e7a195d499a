import MotionCurves
internal import MotionText

extension RecordedScripts {
  /// The columns an events file must have, in the order its help lists them.
  public static let columns = ["selector", "time", "action"]

  /// Reads an events file's rows: CSV whose header names `selector`, `time` and `action` (in any
  /// order; other columns are ignored), then one row per action (``Rows``).
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
    var parsed = Rows(file: file, selectors: selectors)
    for row in rows {
      try parsed.add(line: row.line, selector: row.selector, time: row.time, action: row.action, kind: kind)
    }
    self = parsed.scripts()
  }

  /// An events file's rows, checked and kept as they are read, 13 bytes an action (its
  /// selector, time and action's code), so that a file of millions of actions is read as a
  /// stream:
  ///
  /// - `selector`: the selector's index in the scene, an integer from 0 to `selectors` − 1;
  /// - `time`: seconds from the start, 0 to ``SelectorEvent/latestTime``, ascending within
  ///   each selector (rows out of order are refused, not sorted);
  /// - `action`: `tap I`, `press I` or `release I` as in `trace --events`: a gesture the
  ///   selector's component declares, on an element it addresses (a radio's option 0–2).
  public struct Rows: Sendable {
    /// The bytes an action takes while the file is read and ordered (13, then 9 more for the
    /// ordered copy).
    public static let bytesPerAction = 22

    private let file: String
    private let selectors: Int
    private var selectorOf: [UInt32] = []
    private var times: [Double] = []
    private var codes: [UInt8] = []
    /// Each selector's latest time and its line.
    private var previous: [Int: (time: Double, line: Int)] = [:]

    /// No rows yet.
    ///
    /// - Parameters:
    ///   - file: The file's name, for messages and ``RecordedScripts/file``.
    ///   - selectors: How many selectors the scene has.
    public init(file: String, selectors: Int) {
      self.file = file
      self.selectors = selectors
    }

    /// How many actions were added.
    public var count: Int { times.count }

    /// Checks and keeps one row.
    ///
    /// - Parameters:
    ///   - line: The row's line in the file.
    ///   - selector: Its `selector` field.
    ///   - time: Its `time` field.
    ///   - action: Its `action` field.
    ///   - kind: Each selector's component, which bounds its actions.
    /// - Throws: ``EventsFileError/malformed(file:line:reason:)`` naming what is wrong.
    public mutating func add(
      line: Int, selector text: String, time timeText: String, action actionText: String,
      kind: (Int) -> Component
    ) throws(EventsFileError) {
      func fail(_ reason: String) -> EventsFileError { .malformed(file: file, line: line, reason: reason) }
      guard let selector = Int(Substring(text).trimmingWhitespace()), (0..<selectors).contains(selector) else {
        throw fail("selector must be an integer from 0 to \(selectors - 1) (got '\(text)')")
      }
      guard let time = DecimalText.parse(Substring(timeText).trimmingWhitespace()), time >= 0,
        time <= SelectorEvent.latestTime
      else {
        throw fail("time must be a number of seconds from 0 to \(Int(SelectorEvent.latestTime)) (got '\(timeText)')")
      }
      if let earlier = previous[selector], time < earlier.time {
        throw fail(
          "time \(timeText) is before selector \(selector)'s previous action (line \(earlier.line)); "
            + "each selector's rows must be in time order")
      }
      previous[selector] = (time, line)
      let action: SelectorAction
      do { action = try SelectorAction(parsing: Substring(actionText), kind: kind(selector)) } catch {
        switch error {
        case .shape, .name:
          throw fail("action must be 'tap I', 'press I' or 'release I' (got '\(actionText)')")
        case .index(_, let gesture):
          throw fail("\(SelectorAction.indexRule(kind(selector), gesture)) (got '\(actionText)')")
        case .undeclared:
          throw fail(SelectorAction.rule(error, kind: kind(selector), text: actionText))
        }
      }
      selectorOf.append(UInt32(selector))
      times.append(time)
      codes.append(RecordedScripts.code(of: action))
    }

    /// The scripts of the rows added, each selector's in time order.
    public func scripts() -> RecordedScripts {
      RecordedScripts(file: file, selectors: selectorOf, times: times, actionCodes: codes)
    }
  }
}
