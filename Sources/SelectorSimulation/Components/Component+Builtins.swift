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
      "demo": "0.2:tap 1; 0.4:tap 2",
      "drawing": {
        "width": 393, "height": 236,
        "touch": { "x": 321, "y": "70 + 48 * index" },
        "shapes": [
          { "shape": "rectangle", "x": 24, "y": 24, "width": 345, "height": 188, "cornerRadius": 28, "fill": "#FFFFFF", "fillOpacity": 0.78 },
          {
            "shape": "group", "per": "option", "data": { "row": "index" }, "x": 61, "y": "70 + 48 * index",
            "shapes": [
              { "shape": "group", "scale": "ring.scale", "shapes": [
                { "shape": "circle", "opacity": "ring.opacity", "r": 13, "fill": "none", "stroke": "#5856D6", "strokeWidth": 2 }
              ] },
              { "shape": "circle", "r": 12, "fill": "none", "stroke": "#8E8E93", "strokeWidth": 2 },
              { "shape": "circle", "opacity": "outline.tint", "r": 12, "fill": "none", "stroke": "#5856D6", "strokeWidth": 2 },
              { "shape": "group", "scale": "dot.scale", "shapes": [
                { "shape": "circle", "opacity": "dot.opacity", "r": "26 * (1 - 2 * 0.22) / 2", "fill": "#5856D6" }
              ] },
              { "shape": "text", "x": 27, "y": 6, "fontSize": 17, "fill": "#000000",
                "text": ["Standard delivery", "Express delivery", "Pick up in store"] }
            ]
          }
        ]
      }
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
      "demo": "0.2:press 1; 0.3:release 1; 0.45:press 3; 0.55:release 3",
      "drawing": {
        "width": 393, "height": 161,
        "touch": { "x": "39 + 79.75 * (index + 0.5)", "y": 80.5 },
        "shapes": [
          { "shape": "rectangle", "x": 25, "y": 25, "width": 343, "height": 111, "cornerRadius": 18, "fill": "#FFFFFF", "fillOpacity": 0.6,
            "stroke": "#000000", "strokeOpacity": 0.08, "strokeWidth": 1.2 },
          { "shape": "group", "x": 39, "y": 37, "shapes": [
            { "shape": "rectangle", "x": "highlight.offset", "y": 0, "width": 79.75, "height": 87, "cornerRadius": 10, "fill": "#5856D6", "fillOpacity": 0.1 }
          ] },
          { "shape": "line", "per": "divider", "opacity": "divider.opacity", "x1": "39 + 79.75 * (index + 1)", "x2": "39 + 79.75 * (index + 1)",
            "y1": 53, "y2": 108, "stroke": "#C6C6C8", "strokeWidth": 1 },
          {
            "shape": "group", "per": "mode", "data": { "mode": "index" }, "x": "39 + 79.75 * (index + 0.5)", "y": 80.5,
            "shapes": [
              { "shape": "group", "opacity": "press.opacity", "shapes": [
                { "shape": "group", "scaleX": "press.scaleX", "shapes": [
                  { "shape": "group", "scaleY": "press.scaleY", "shapes": [
                    { "shape": "group", "fill": "#000000", "color": "#000000", "shapes": [{ "use": "label" }] },
                    { "shape": "group", "opacity": "label.tint", "fill": "#5856D6", "color": "#5856D6", "shapes": [{ "use": "label" }] }
                  ] }
                ] }
              ] }
            ]
          }
        ],
        "symbols": {
          "label": [
            { "shape": "rectangle", "only": "index <= 1", "x": "-(2 - index) * 3.5 - 2.5", "y": -12, "width": 5, "height": 8, "cornerRadius": 1.5 },
            { "shape": "rectangle", "only": "index <= 1", "x": "7 - (2 - index) * 3.5 - 2.5", "y": -17, "width": 5, "height": 13, "cornerRadius": 1.5 },
            { "shape": "rectangle", "only": "index == 0", "x": 4.5, "y": -22, "width": 5, "height": 18, "cornerRadius": 1.5 },
            { "shape": "circle", "only": "index == 2", "cx": 0, "cy": -11, "r": 4 },
            { "shape": "path", "only": "index == 3", "d": "M0 -22 L9 -17 L9 -7 L0 -2 L-9 -7 L-9 -17 Z M0 -12 L0 -2 M0 -12 L9 -17 M0 -12 L-9 -17",
              "fill": "none", "stroke": "currentColor", "strokeWidth": 1.6, "lineJoin": "round" },
            { "shape": "text", "x": 0, "y": 22, "fontSize": 12, "anchor": "middle", "text": ["Enabled", "Reduced", "Disabled", "Extra"] }
          ]
        }
      }
    }

    """
}
