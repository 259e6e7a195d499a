import TestSupport
import Testing

@testable import SelectorSimulation

@Suite("A description's drawing: read, bound to channels and refused where it is wrong", .tags(.unit))
struct ComponentDrawingTests {
  /// A two-tab component with a pill and a tinted label per tab, and `drawing` as given.
  static func description(drawing: String) -> String {
    """
    {
      "component": "tabs",
      "elements": { "tab": 2 },
      "state": { "selection": 0 },
      "actions": { "tap": { "on": "tab", "set": { "selection": "index" } } },
      "crowd": { "gesture": "tap", "on": "tab" },
      "channels": [
        { "name": "pill.offset", "property": "position", "value": "70 * selection", "animation": ".smooth",
          "pointsPerUnit": 1 },
        { "name": "label.tint", "per": "tab", "property": "tint", "value": "selection == index ? 1 : 0",
          "animation": ".smooth" }
      ],
      "drawing": \(drawing)
    }
    """
  }

  static func read(_ drawing: String) throws(ComponentError) -> ComponentDescription {
    try ComponentDescription(json: Array(description(drawing: drawing).utf8), file: "tabs.json")
  }

  /// The error a drawing is refused with.
  static func refusal(_ drawing: String) -> ComponentError? {
    do {
      _ = try read(drawing)
      return nil
    } catch {
      return error
    }
  }

  @Test("Fixed numbers evaluate per element; a channel's name follows it, an expression maps it")
  func values() throws {
    let d = try Self.read(
      """
      { "width": 160, "height": 60, "touch": { "x": "10 + 70 * (index + 0.5)", "y": 30 },
        "shapes": [
          { "shape": "capsule", "x": "pill.offset", "y": 4, "width": 70, "height": 52, "fill": "#5856D6" },
          { "shape": "group", "per": "tab", "data": { "tab": "index" }, "x": "10 + 70 * (index + 0.5)", "y": 30,
            "shapes": [
              { "shape": "text", "opacity": "label.tint", "text": ["Home", "Search"], "fontSize": "11 + tab.count" },
              { "shape": "circle", "r": "2 * label.tint + 1", "fill": "#000" }
            ] }
        ] }
      """
    ).drawing
    let drawing = try #require(d)
    #expect(drawing.width == 160 && drawing.height == 60 && drawing.counts == [2])
    // The touch point: 10 + 70 · 1.5 = 115 for tab 1.
    #expect(drawing.touch.x.evaluate(index: 1, counts: drawing.counts) == 115)
    let pill = drawing.shapes[0]
    #expect(pill.shape == .capsule && pill.channel?.field == "x" && pill.channel?.value.channel == "pill.offset")
    #expect(pill.channel?.value.evaluate(index: 0, counts: [2], channelValue: 37.5) == 37.5)
    let tab = drawing.shapes[1]
    #expect(tab.per == "tab" && tab.children.count == 2)
    #expect(tab.number("x")?.evaluate(index: 1, counts: [2]) == 115)
    #expect(tab.data.first?.name == "tab")
    let label = tab.children[0]
    #expect(label.text == ["Home", "Search"] && label.channel?.value.channel == "label.tint")
    // 11 + tab.count = 13, fixed.
    #expect(label.number("fontSize")?.channel == nil && label.number("fontSize")?.evaluate(index: 0, counts: [2]) == 13)
    // 2 · 0.25 + 1 = 1.5: a radius that follows the tint.
    let dot = tab.children[1]
    #expect(dot.channel?.field == "r" && dot.channel?.value.evaluate(index: 1, counts: [2], channelValue: 0.25) == 1.5)
  }

  @Test("A colour mix reads its two colours as levels and follows its channel")
  func colourMix() throws {
    let d = try Self.read(
      """
      { "width": 100, "height": 40, "shapes": [
        { "shape": "circle", "per": "tab", "r": 3, "fill": { "from": "#8E8E93", "to": "#5856d6", "by": "label.tint" } },
        { "shape": "circle", "r": 3, "stroke": { "from": "#000", "to": "#FFF", "by": "0.5" } }
      ] }
      """
    ).drawing
    let drawing = try #require(d)
    let tinted = drawing.shapes[0]
    // 0x8E = 142, 0x93 = 147; 0x58 = 88, 0x56 = 86, 0xD6 = 214.
    let mix = try #require(tinted.mix("fill"))
    #expect(mix.from == [142, 142, 147] && mix.to == [88, 86, 214])
    #expect(tinted.channel?.field == "fill" && tinted.channel?.value.channel == "label.tint")
    let grey = drawing.shapes[1]
    #expect(grey.mix("stroke")?.to == [255, 255, 255] && grey.channel == nil)
    #expect(grey.number("stroke")?.evaluate(index: 0, counts: [2]) == 0.5)
  }

  @Test("The built-ins' drawings: the radio's rows 48 pt apart from 70, its dot 14.56 pt across; segmented dividers")
  func builtins() throws {
    let radio = try #require(Component.radio.source.drawing)
    let height: Double = 4 * 24 + 3 * 44 + 2 * 4
    #expect(radio.width == 393 && radio.height == height)
    let row = radio.shapes[1]
    let y = try #require(row.number("y"))
    let ys: [Double] = (0..<3).map { y.evaluate(index: $0, counts: radio.counts) }
    #expect(row.per == "option" && ys == [70, 118, 166])
    let r = try #require(row.children[3].children[0].number("r"))
    let diameter: Double = 26 * 0.56
    #expect(abs(r.evaluate(index: 0, counts: radio.counts) - diameter / 2) < 1e-12)
    let segmented = try #require(Component.segmented.source.drawing)
    let divider = segmented.shapes[2]
    // Between 79.75 pt modes starting 39 pt in: 118.75, 198.5, 278.25.
    let x1 = try #require(divider.number("x1"))
    let xs: [Double] = (0..<3).map { x1.evaluate(index: $0, counts: segmented.counts) }
    #expect(xs == [118.75, 198.5, 278.25])
    // The label symbol is put in place twice per mode: bars, dot or cube, then the title.
    let scaled = segmented.shapes[3].children[0].children[0].children[0]
    let counts: [Int] = scaled.children.map { $0.children.count }
    #expect(counts == [6, 6])
  }

  @Test(
    "A bad drawing names its JSON path and what is allowed",
    arguments: [
      (
        #"{ "width": 100, "height": 40, "shapes": [ { "shape": "circel", "r": 3 } ] }"#,
        "drawing.shapes[0].shape", "unknown shape 'circel'; did you mean 'circle'?; allowed: group, circle, rectangle"
      ),
      (
        #"{ "width": 100, "height": 40, "shapes": [ { "shape": "rectangle", "x": "pill.ofset", "width": 5, "height": 5 } ] }"#,
        "drawing.shapes[0].x", "unknown identifier 'pill.ofset'; did you mean 'pill.offset'?"
      ),
      (
        #"{ "width": 100, "height": 40, "shapes": [ { "shape": "circle", "r": [3] } ] }"#,
        "drawing.shapes[0].r", "expected an expression (a string or a number), found an array"
      ),
      (
        #"{ "width": 100, "height": 40, "shapes": [ { "shape": "circle", "r": "3 - 2 * tab.count" } ] }"#,
        "drawing.shapes[0].r", "r is -1.0; a size is 0 or more"
      ),
      (
        #"{ "width": 100, "height": 40, "shapes": [ { "shape": "circle", "per": "tab", "r": "1 - 2 * index" } ] }"#,
        "drawing.shapes[0].r", "r is -1.0 for tab 1; a size is 0 or more"
      ),
      (
        #"{ "width": 100, "height": 40, "shapes": [ { "shape": "circle", "r": 3, "opacity": "label.tint" } ] }"#,
        "drawing.shapes[0].opacity",
        "the channel 'label.tint' is one per tab: read it inside a node with \"per\": \"tab\""
      ),
      (
        #"{ "width": 100, "height": 40, "shapes": [ { "shape": "circle", "per": "tab", "r": 3, "cx": "pill.offset", "opacity": "label.tint" } ] }"#,
        "drawing.shapes[0].cx",
        "a shape follows one channel (it carries one data-channel): 'opacity' follows 'label.tint'"
      ),
      (
        #"{ "width": 100, "height": 40, "shapes": [ { "shape": "circle", "r": 3, "fill": "blue" } ] }"#,
        "drawing.shapes[0].fill", "expected a colour: '#RRGGBB'"
      ),
      (
        ##"{ "width": 100, "height": 40, "shapes": [ { "shape": "circle", "r": 3, "fill": { "from": "none", "to": "#FFF", "by": 1 } } ] }"##,
        "drawing.shapes[0].fill.from", "expected a colour to mix, '#RRGGBB' or '#RGB'; found 'none'"
      ),
      (
        ##"{ "width": 100, "height": 40, "shapes": [ { "shape": "circle", "r": 3, "fill": { "from": "#000", "to": "#FFF" } } ] }"##,
        "drawing.shapes[0].fill", "missing field 'by'"
      ),
      (
        #"{ "width": 100, "height": 40, "shapes": [ { "shape": "circle", "radius": 3 } ] }"#,
        "drawing.shapes[0].radius", "unknown field 'radius'"
      ),
      (
        #"{ "width": 100, "height": 40, "shapes": [ { "shape": "text" } ] }"#,
        "drawing.shapes[0]", "a text needs 'text'"
      ),
      (
        #"{ "width": -5, "height": 40, "shapes": [] }"#,
        "drawing.width", "expected points from 1 to 4096, found -5.0"
      ),
      (
        #"{ "width": 100, "height": 40, "shapes": [ { "use": "a" } ], "symbols": { "a": [ { "use": "a" } ] } }"#,
        "drawing.symbols.a[0].use", "the symbol 'a' uses itself (a → a)"
      ),
      (
        #"{ "width": 100, "height": 40, "shapes": [ { "shape": "group", "scale": 2, "x": 1, "shapes": [] } ] }"#,
        "drawing.shapes[0]", "a shape has one transform; found scale, x/y"
      ),
    ])
  func refusals(drawing: String, path: String, message: String) throws {
    let error = try #require(Self.refusal(drawing))
    #expect(error.file == "tabs.json" && error.line > 0 && error.path == path, "\(error)")
    #expect(error.message.contains(message), "\(error)")
  }

  @Test("A drawing that repeats past the node limit is refused, not drawn")
  func nodeLimit() throws {
    let shapes = Array(repeating: #"{ "shape": "circle", "per": "tab", "r": 1 }"#, count: 5_001).joined(separator: ",")
    let error = try #require(Self.refusal(#"{ "width": 100, "height": 40, "shapes": [\#(shapes)] }"#))
    #expect(error.message == "the drawing draws more than 10000 shapes, repeats counted", "\(error)")
  }

  @Test("Columns on one long line count on from the last value: the 40th shape's bad field is where the text has it")
  func columnsOnOneLine() throws {
    let good = #"{ "shape": "circle", "r": 1, "cx": "2 * index" }"#
    let shapes = Array(repeating: good, count: 39) + [#"{ "shape": "circle", "r": 1, "radius": 2 }"#]
    let drawing = #"{ "width": 100, "height": 40, "shapes": [\#(shapes.joined(separator: ", "))] }"#
    let text = Self.description(drawing: drawing)
    // The bad value's column, counted by hand: its line, then the characters before it on that line.
    let line = try #require(
      text.split(separator: "\n", omittingEmptySubsequences: false).first { $0.contains("radius") })
    let before = try #require(line.firstRange(of: #""radius": "#))
    let column = line.distance(from: line.startIndex, to: before.upperBound) + 1
    let error = try #require(Self.refusal(drawing))
    #expect(error.path == "drawing.shapes[39].radius" && error.column == column, "\(error)")
  }
}
