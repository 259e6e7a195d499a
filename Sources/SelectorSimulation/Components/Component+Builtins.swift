extension Component {
  /// The animated radio-button group of the seeds: three options whose dot, outline and pulse
  /// ring follow the selection, with the demo's auto-play.
  public static let radio = builtin(radioText, name: "radio")

  /// The segmented selector of the seeds: four modes under a sliding highlight, with press
  /// feedback (`BouncyButton`) and dividers hidden beside the selection.
  public static let segmented = builtin(segmentedText, name: "segmented")

  /// The built-in components, in the order `components` lists them.
  public static let builtins = [radio, segmented]

  /// The built-in component named `name`.
  public static func builtin(named name: String) -> Component? { builtins.first { $0.name == name } }

  /// A built-in from its text; a test reads each one, so a fault here is a programming error.
  private static func builtin(_ text: String, name: String) -> Component {
    do {
      return try Component(ComponentDescription(json: Array(text.utf8), file: "\(name) (built in)"))
    } catch {
      fatalError("the built-in component \(name) does not read: \(error)")
    }
  }

  /// The radio group as a description (`components show radio`).
  static let radioText = """
    {
      "component": "radio",
      "summary": "An animated radio-button group: three options; the dot, its opacity and the outline follow the selection with one spring, and a pulse ring plays whenever an option is selected or deselected.",
      "elements": { "option": 3 },
      "state": { "selection": 0, "autoPlaying": "!reduceMotion" },
      "let": { "isSelected": "selection == index" },
      "actions": {
        "tap": { "on": "option", "set": { "selection": "index", "autoPlaying": false } },
        "press": { "on": "option" },
        "release": { "on": "option", "set": { "selection": "index", "autoPlaying": false } }
      },
      "autoplay": { "every": 1.1, "while": "autoPlaying", "set": { "selection": "(selection + 1) % option.count" } },
      "crowd": { "gesture": "tap", "on": "option" },
      "channels": [
        {
          "name": "dot.scale", "per": "option", "property": "scale",
          "value": "isSelected ? 1 : 0.01",
          "animation": ".spring(duration: 0.35, bounce: 0.55)", "reduceMotion": null,
          "pointsPerUnit": "26 * (1 - 2 * 0.22)", "components": 2
        },
        {
          "name": "dot.opacity", "per": "option", "property": "opacity",
          "value": "isSelected ? 1 : 0",
          "animation": ".spring(duration: 0.35, bounce: 0.55)", "reduceMotion": null,
          "clamped": true
        },
        {
          "name": "outline.tint", "per": "option", "property": "tint",
          "value": "isSelected ? 1 : 0",
          "animation": ".spring(duration: 0.35, bounce: 0.55)", "reduceMotion": null
        },
        {
          "name": "ring.progress", "per": "option", "property": "scale",
          "keyframes": "MoveKeyframe(0) CubicKeyframe(1, duration: 0.5)", "trigger": "isSelected", "initial": 0,
          "pointsPerUnit": "0.9 * 26"
        },
        {
          "name": "ring.scale", "per": "option", "property": "scale",
          "derived": "1 + 0.9 * ring.progress",
          "pointsPerUnit": 26
        },
        {
          "name": "ring.opacity", "per": "option", "property": "opacity",
          "derived": "ring.progress > 0 && ring.progress < 1 ? 1 - ring.progress : 0",
          "when": "isSelected && !reduceMotion"
        }
      ],
      "demo": "0.2:tap 1; 0.4:tap 2"
    }

    """

  /// The segmented selector as a description (`components show segmented`).
  static let segmentedText = """
    {
      "component": "segmented",
      "summary": "A segmented selector: four modes on a 393 pt screen (79.75 pt each) under a highlight that slides with .smooth; a pressed mode shrinks (BouncyButton) and the dividers beside the selection fade out.",
      "elements": { "mode": 4, "divider": 3 },
      "state": { "selection": 0, "pressed": -1 },
      "let": { "isSelected": "selection == index", "isPressed": "pressed == index" },
      "actions": {
        "tap": { "on": "mode", "set": { "selection": "index" } },
        "press": { "on": "mode", "set": { "pressed": "index" } },
        "release": { "on": "mode", "set": { "pressed": -1, "selection": "index" } }
      },
      "crowd": { "gesture": "press", "on": "mode" },
      "channels": [
        {
          "name": "highlight.offset", "property": "position",
          "value": "79.75 * selection", "animation": ".smooth",
          "pointsPerUnit": 1
        },
        {
          "name": "label.tint", "per": "mode", "property": "tint",
          "value": "isSelected ? 1 : 0", "animation": ".smooth"
        },
        {
          "name": "press.scaleX", "per": "mode", "property": "scale",
          "value": "isPressed ? 0.95 : 1", "animation": ".easeOut(duration: 0.2)",
          "pointsPerUnit": 79.75
        },
        {
          "name": "press.scaleY", "per": "mode", "property": "scale",
          "value": "isPressed ? 0.9 : 1", "animation": ".easeOut(duration: 0.2)",
          "pointsPerUnit": 87
        },
        {
          "name": "press.opacity", "per": "mode", "property": "opacity",
          "value": "isPressed ? 0.5 : 1", "animation": null
        },
        {
          "name": "divider.opacity", "per": "divider", "property": "opacity",
          "value": "index == selection || index + 1 == selection ? 0 : 1",
          "animation": { "rising": ".linear(duration: 0.1).delay(0.15)", "falling": ".linear(duration: 0.1)" }
        }
      ],
      "demo": "0.2:press 1; 0.3:release 1; 0.45:press 3; 0.55:release 3"
    }

    """
}
