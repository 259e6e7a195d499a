import TestSupport
import Testing

@testable import SelectorSimulation

/// Recorded scripts (`--events-file`): played as recorded, and the rows they refuse.
@Suite("Recorded scripts", .tags(.unit))
struct RecordedScriptsTests {
  typealias Row = (line: Int, selector: String, time: String, action: String)

  /// Rows of a file, numbered from line 2 (after the header).
  static func rows(_ fields: [(String, String, String)]) -> [Row] {
    fields.enumerated().map { (line: $0.offset + 2, selector: $0.element.0, time: $0.element.1, action: $0.element.2) }
  }

  /// Selector i is a radio for even i, segmented for odd i, in a scene of 10.
  static func scripts(_ fields: [(String, String, String)]) throws(EventsFileError) -> RecordedScripts {
    try RecordedScripts(file: "log.csv", rows: rows(fields), selectors: 10) { $0 % 2 == 0 ? .radio : .segmented }
  }

  @Test(
    "Each selector plays its own rows at their frames; auto-play runs until the first; a selector without rows gets none"
  )
  func playsAsRecorded() throws {
    let recorded = try Self.scripts([
      ("2", "1.5", "tap 1"), ("1", "0.25", "press 3"), ("2", "2.75", "tap 0"), ("1", "0.4", "release 3"),
    ])
    #expect(recorded.eventCount == 4 && recorded.selectorCount == 2)
    var scene = SceneConfiguration(
      selectors: 10, seconds: 4, hz: 100, interaction: InteractionModel(taps: .recorded(recorded)))
    scene.interaction.reduceMotionShare = 0
    func events(_ index: Int, kind: Component) -> [SelectorEvent] {
      var scene = scene
      scene.components = ComponentMix(kind)
      var (_, _, script) = scene.setup(ofSelector: index)
      var events: [SelectorEvent] = []
      while let event = script.next() { events.append(event) }
      return events
    }
    // Auto-play at 1.1 s, then the taps; no tick after the first tap.
    #expect(
      events(2, kind: .radio) == [
        SelectorEvent(frame: 110, action: .autoplay), SelectorEvent(frame: 150, action: .tap(1)),
        SelectorEvent(frame: 275, action: .tap(0)),
      ])
    #expect(
      events(1, kind: .segmented) == [
        SelectorEvent(frame: 25, action: .press(3)), SelectorEvent(frame: 40, action: .release(3)),
      ])
    #expect(events(4, kind: .radio).map(\.frame) == [110, 220, 330])
    #expect(events(3, kind: .segmented).isEmpty)
    #expect(scene.interaction.description.hasPrefix("events-file log.csv (4 actions of 2 selectors)"))
  }

  /// Rows the parser refuses, and a phrase of each message: one row with a bad field, whose
  /// message states the field's rule and quotes it, and rows out of time order.
  static let refusals: [(rows: [(String, String, String)], phrase: String)] =
    ["x", "10", "-1"].map { ([($0, "0.5", "tap 1")], "line 2: selector must be an integer from 0 to 9 (got '\($0)')") }
    + ["nan", "inf", "-0.5", "1e308", ""].map {
      ([("0", $0, "tap 1")], "line 2: time must be a number of seconds from 0 to 10000 (got '\($0)')")
    }
    + [
      (
        [("0", "1.0", "tap 1"), ("1", "0.2", "tap 1"), ("0", "0.5", "tap 2")],
        "line 4: time 0.5 is before selector 0's previous action (line 2)"
      )
    ]
    + ["swipe 1", "tap", "autoplay"].map {
      ([("0", "0.5", $0)], "line 2: action must be 'tap I', 'press I' or 'release I' (got '\($0)')")
    }
    + [("0", "tap 3", "radio", 2), ("1", "press 4", "segmented", 3), ("1", "press 1.5", "segmented", 3)].map {
      ([($0.0, "0.5", $0.1)], "line 2: a \($0.2) selector's index must be an integer from 0 to \($0.3) (got '\($0.1)')")
    }

  @Test("Malformed rows are refused with the file, the line and what is allowed", arguments: refusals.indices)
  func refusal(_ index: Int) {
    let (rows, phrase) = Self.refusals[index]
    do {
      _ = try Self.scripts(rows)
      Issue.record("accepted \(rows)")
    } catch {
      #expect(error.description.hasPrefix("events file 'log.csv' line "), "\(error)")
      #expect(error.description.contains(phrase), "\(error)")
    }
  }

  @Test("Equal times of one selector are kept in file order")
  func equalTimes() throws {
    let recorded = try Self.scripts([("1", "0.5", "press 2"), ("1", "0.5", "release 2")])
    #expect(recorded.events(ofSelector: 1).map(\.action) == [.press(2), .release(2)])
    #expect(recorded.events(ofSelector: 0).isEmpty)
  }
}
