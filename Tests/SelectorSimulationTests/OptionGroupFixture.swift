@testable import SelectorSimulation

/// A radio-like test component: three options, a tap selects one, the crowd taps options, and
/// a snap channel `selection` shows which; the test's own channels follow.
enum OptionGroupFixture {
  /// The component named `name` with `channels` (JSON objects, comma-separated) after `selection`.
  ///
  /// - Parameters:
  ///   - name: The component's name.
  ///   - channels: The further channels, as JSON objects separated by commas.
  /// - Returns: The interpreted component.
  /// - Throws: ``ComponentError`` when the channels do not make a valid description.
  static func component(_ name: String, channels: String) throws -> Component {
    let text = """
      {
        "component": "\(name)",
        "elements": { "option": 3 },
        "state": { "selection": 0 },
        "let": { "isSelected": "selection == index" },
        "actions": { "tap": { "on": "option", "set": { "selection": "index" } } },
        "crowd": { "gesture": "tap", "on": "option" },
        "channels": [
          { "name": "selection", "property": "position", "value": "selection", "animation": null, "pointsPerUnit": 1 },
      \(channels)
        ]
      }
      """
    return try Component(ComponentDescription(json: Array(text.utf8), file: "\(name).json"))
  }
}
