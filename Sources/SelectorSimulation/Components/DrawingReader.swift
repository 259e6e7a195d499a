import MotionCurves

/// Reads a description's `drawing` section into a ``ComponentDrawing``: every field, shape and
/// colour checked, every expression bound, every channel resolved against the description's
/// channels and the element the node repeats over, and fixed sizes checked for sign.
struct DrawingReader {
  let base: DescriptionReader
  let elements: [ComponentDescription.Element]
  let channels: [ComponentDescription.Channel]
  /// The symbols' JSON, read where they are used.
  private var symbols: [String: JSONValue] = [:]
  /// The symbols being read, outermost first (a symbol may not use itself).
  private var using: [String] = []
  /// Nodes drawn so far, repeats counted.
  private var drawn = 0

  /// The fields every node may have, and each shape's own.
  static let common = ["shape", "per", "only", "data", "opacity", "scale", "scaleX", "scaleY", "rotation"]
  static let paint = ["fill", "fillOpacity", "stroke", "strokeOpacity", "strokeWidth"]
  static let fields: [ComponentDrawing.Shape: [String]] = [
    .group: ["x", "y", "fill", "color", "shapes"],
    .circle: ["cx", "cy", "r"] + paint,
    .rectangle: ["x", "y", "width", "height", "cornerRadius"] + paint,
    .capsule: ["x", "y", "width", "height"] + paint,
    .line: ["x1", "x2", "y1", "y2", "stroke", "strokeOpacity", "strokeWidth"],
    .path: ["d", "lineJoin"] + paint,
    .text: ["x", "y", "text", "fontSize", "fontWeight", "anchor", "fill", "fillOpacity"],
  ]
  /// Fields holding text rather than numbers, with the values each allows (nil: checked apart).
  static let textFields: [String: [String]?] = [
    "fill": nil, "stroke": nil, "color": nil, "d": nil,
    "anchor": ["start", "middle", "end"], "lineJoin": ["miter", "round", "bevel"],
    "fontWeight": ["normal", "bold", "100", "200", "300", "400", "500", "600", "700", "800", "900"],
  ]
  /// Sizes, which may not be negative, and fractions, from 0 to 1.
  static let sizes: Set = ["r", "width", "height", "cornerRadius", "fontSize", "strokeWidth"]
  static let fractions: Set = ["opacity", "fillOpacity", "strokeOpacity"]
  /// The fields that set a node's one transform.
  static let transforms = ["scale", "scaleX", "scaleY", "rotation"]

  init(base: DescriptionReader, elements: [ComponentDescription.Element], channels: [ComponentDescription.Channel]) {
    self.base = base
    self.elements = elements
    self.channels = channels
  }

  func fail(_ value: JSONValue?, _ path: String, _ message: String) -> ComponentError {
    base.fail(value, path, message)
  }

  /// An error at a source text's place in the file.
  func fail(_ source: ComponentDescription.Source, _ message: String) -> ComponentError {
    ComponentError(file: base.file, line: source.line, column: source.column, path: source.path, message: message)
  }

  /// The `drawing` section.
  mutating func drawing(_ value: JSONValue) throws(ComponentError) -> ComponentDrawing {
    let fields = try base.object(
      value, "drawing", allowed: ["width", "height", "touch", "shapes", "symbols"],
      required: ["width", "height", "shapes"])
    func side(_ key: String) throws(ComponentError) -> Double {
      let x = try base.number(fields[key]!, "drawing.\(key)")
      guard x >= 1, x <= 4_096 else {
        throw fail(fields[key], "drawing.\(key)", "expected points from 1 to 4096, found \(x)")
      }
      return x
    }
    let width = try side("width")
    let height = try side("height")
    if let symbolsValue = fields["symbols"] {
      guard let members = symbolsValue.members else {
        throw fail(symbolsValue, "drawing.symbols", "expected an object of names and shape arrays")
      }
      for (name, member) in members {
        try base.checkName(name, member, "drawing.symbols.\(name)", what: "the symbol name")
        symbols[name] = member
      }
    }
    var touch = (
      x: try fixed(.init("\(width / 2)", path: "drawing.touch.x", isString: false), nil),
      y: try fixed(.init("\(height / 2)", path: "drawing.touch.y", isString: false), nil)
    )
    if let touchValue = fields["touch"] {
      let members = try base.object(touchValue, "drawing.touch", allowed: ["x", "y"], required: ["x", "y"])
      touch.x = try fixed(try base.source(members["x"]!, "drawing.touch.x"), nil)
      touch.y = try fixed(try base.source(members["y"]!, "drawing.touch.y"), nil)
    }
    let shapes = try nodes(fields["shapes"]!, "drawing.shapes", scope: nil, repeats: 1)
    return ComponentDrawing(
      width: width, height: height, touch: touch, shapes: shapes, counts: elements.map { Double($0.count) })
  }

  /// An array of nodes, symbols put in place.
  mutating func nodes(
    _ value: JSONValue, _ path: String, scope: ComponentDescription.Element?, repeats: Int
  ) throws(ComponentError) -> [ComponentDrawing.Node] {
    guard case .array(let items) = value.kind else {
      throw fail(value, path, "expected an array of shapes, found \(value.typeName)")
    }
    var result: [ComponentDrawing.Node] = []
    for (i, item) in items.enumerated() {
      let itemPath = "\(path)[\(i)]"
      if let members = item.members, members.contains(where: { $0.0 == "use" }) {
        result += try use(item, itemPath, scope: scope, repeats: repeats)
      } else {
        result.append(try node(item, itemPath, scope: scope, repeats: repeats))
      }
    }
    return result
  }

  /// `{"use": "NAME"}`: the symbol's nodes, read where they are used (so their channels are
  /// the enclosing element's).
  mutating func use(
    _ value: JSONValue, _ path: String, scope: ComponentDescription.Element?, repeats: Int
  ) throws(ComponentError) -> [ComponentDrawing.Node] {
    let fields = try base.object(value, path, allowed: ["use"], required: ["use"])
    let name = try base.string(fields["use"]!, "\(path).use")
    guard let symbol = symbols[name] else {
      let names = symbols.keys.sorted()
      throw fail(
        fields["use"], "\(path).use",
        "unknown symbol '\(name)'\(Spelling.clause(for: name, in: names)); "
          + (names.isEmpty ? "drawing.symbols defines none" : "the symbols are \(names.joined(separator: ", "))"))
    }
    guard !using.contains(name) else {
      throw fail(
        fields["use"], "\(path).use", "the symbol '\(name)' uses itself (\((using + [name]).joined(separator: " → ")))")
    }
    using.append(name)
    defer { using.removeLast() }
    return try nodes(symbol, "drawing.symbols.\(name)", scope: scope, repeats: repeats)
  }

  /// One shape or group.
  mutating func node(
    _ value: JSONValue, _ path: String, scope outer: ComponentDescription.Element?, repeats outerRepeats: Int
  ) throws(ComponentError) -> ComponentDrawing.Node {
    guard let members = value.members else {
      throw fail(value, path, "expected a shape object (\"shape\" or \"use\"), found \(value.typeName)")
    }
    guard let shapeValue = members.first(where: { $0.0 == "shape" })?.1 else {
      throw fail(value, path, "missing field 'shape' (\(Self.shapeNames)) or 'use' (a symbol)")
    }
    let shapeText = try base.string(shapeValue, "\(path).shape")
    guard let shape = ComponentDrawing.Shape(rawValue: shapeText) else {
      throw fail(
        shapeValue, "\(path).shape",
        "unknown shape '\(shapeText)'\(Spelling.clause(for: shapeText, in: ComponentDrawing.Shape.allCases.map(\.rawValue))); "
          + "allowed: \(Self.shapeNames)")
    }
    let allowed = Self.common + Self.fields[shape]!
    let fields = try base.object(value, path, allowed: allowed)
    var scope = outer
    var repeats = outerRepeats
    if let perValue = fields["per"] {
      let name = try base.element(perValue, "\(path).per", elements)
      scope = elements.first { $0.name == name }
      repeats *= scope!.count
    }
    drawn += repeats
    guard drawn <= ComponentDrawing.maximumNodes else {
      throw fail(value, path, "the drawing draws more than \(ComponentDrawing.maximumNodes) shapes, repeats counted")
    }
    var node = ComponentDrawing.Node(
      shape: shape, per: scope == outer ? nil : scope?.name, only: nil, data: [], numbers: [], strings: [], mixes: [],
      text: [], children: [])
    if let only = fields["only"] { node.only = try fixed(try base.source(only, "\(path).only"), scope) }
    if let data = fields["data"] {
      guard let dataMembers = data.members else {
        throw fail(data, "\(path).data", "expected an object of names and expressions, found \(data.typeName)")
      }
      for (name, member) in dataMembers {
        guard let first = name.first, first.isASCII, first.isLowercase,
          name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }), name.count <= 40
        else {
          throw fail(member, "\(path).data.\(name)", "a data name is 1 to 40 lower-case letters, digits and '-'")
        }
        node.data.append((name, try fixed(try base.source(member, "\(path).data.\(name)"), scope)))
      }
    }
    // Fields in the order allowed, so the output does not depend on the file's order.
    for key in allowed where fields[key] != nil && !["shape", "per", "only", "data", "shapes", "text"].contains(key) {
      let member = fields[key]!
      let fieldPath = "\(path).\(key)"
      if ["fill", "stroke", "color"].contains(key), member.members != nil {
        let mix = try base.object(member, fieldPath, allowed: ["from", "to", "by"], required: ["from", "to", "by"])
        let from = try rgb(mix["from"]!, "\(fieldPath).from")
        let to = try rgb(mix["to"]!, "\(fieldPath).to")
        node.mixes.append((key, from, to))
        node.numbers.append((key, try self.value(try base.source(mix["by"]!, "\(fieldPath).by"), scope)))
        continue
      }
      if let choices = Self.textFields[key] {
        node.strings.append((key, try text(member, fieldPath, field: key, choices: choices)))
        continue
      }
      let value = try self.value(try base.source(member, fieldPath), scope)
      if value.channel == nil { try check(value, member, fieldPath, field: key, scope: scope) }
      node.numbers.append((key, value))
    }
    let following = node.numbers.filter { $0.value.channel != nil }
    if following.count > 1 {
      throw fail(
        fields[following[1].field], "\(path).\(following[1].field)",
        "a shape follows one channel (it carries one data-channel): '\(following[0].field)' follows "
          + "'\(following[0].value.channel!)'; put this one on a group around it")
    }
    let transforms =
      Self.transforms.filter { fields[$0] != nil }
      + (shape == .group && (fields["x"] ?? fields["y"]) != nil ? ["x/y"] : [])
    if transforms.count > 1 {
      throw fail(
        value, path,
        "a shape has one transform; found \(transforms.joined(separator: ", ")): put one on a group around it")
    }
    if shape == .group,
      let moving = node.numbers.first(where: { ["x", "y"].contains($0.field) && $0.value.channel != nil })
    {
      throw fail(
        fields[moving.field], "\(path).\(moving.field)",
        "a group's x and y are fixed; move a shape inside it (its x or cx) with the channel '\(moving.value.channel!)'")
    }
    if shape == .capsule,
      let sized = node.numbers.first(where: { ["width", "height"].contains($0.field) && $0.value.channel != nil })
    {
      throw fail(
        fields[sized.field], "\(path).\(sized.field)",
        "a capsule's width and height are fixed (its corner radius is half the shorter); scale a group around it")
    }
    let required: [String] =
      switch shape {
      case .group: ["shapes"]
      case .circle: ["r"]
      case .rectangle, .capsule: ["width", "height"]
      case .path: ["d"]
      case .text: ["text"]
      case .line: []
      }
    for key in required where fields[key] == nil {
      throw fail(value, path, "a \(shape.rawValue) needs '\(key)'")
    }
    if let textValue = fields["text"] { node.text = try texts(textValue, "\(path).text", scope: scope) }
    if let shapes = fields["shapes"] {
      node.children = try nodes(shapes, "\(path).shapes", scope: scope, repeats: repeats)
    }
    return node
  }

  static var shapeNames: String { ComponentDrawing.Shape.allCases.map(\.rawValue).joined(separator: ", ") }

  /// A text field: a colour, a path's commands, or one of `choices`.
  func text(_ value: JSONValue, _ path: String, field: String, choices: [String]?) throws(ComponentError) -> String {
    let text = try base.string(value, path)
    if let choices {
      guard choices.contains(text) else {
        throw fail(
          value, path,
          "unknown \(field) '\(text)'\(Spelling.clause(for: text, in: choices)); allowed: \(choices.joined(separator: ", "))"
        )
      }
      return text
    }
    if field == "d" {
      let allowed = Set("MmLlHhVvCcSsQqTtAaZz0123456789 ,.-+eE")
      guard !text.isEmpty, text.count <= 10_000, text.allSatisfy({ allowed.contains($0) }) else {
        throw fail(value, path, "expected SVG path commands (letters MLHVCSQTAZ, numbers, spaces and commas)")
      }
      return text
    }
    let hex = text.dropFirst()
    let isHex =
      text.first == "#" && (hex.count == 3 || hex.count == 6 || hex.count == 8)
      && hex.allSatisfy { $0.isHexDigit && $0.isASCII }
    guard isHex || text == "none" || text == "currentColor" else {
      throw fail(
        value, path, "expected a colour: '#RRGGBB', '#RGB', '#RRGGBBAA', 'none' or 'currentColor'; found '\(text)'")
    }
    return text
  }

  /// A colour of a mix, `#RRGGBB` or `#RGB`, as its red, green and blue levels (0–255).
  func rgb(_ value: JSONValue, _ path: String) throws(ComponentError) -> [Double] {
    let text = try base.string(value, path)
    var hex = Array(text.dropFirst())
    if hex.count == 3 { hex = hex.flatMap { [$0, $0] } }
    guard text.first == "#", hex.count == 6, hex.allSatisfy({ $0.isASCII && $0.isHexDigit }) else {
      throw fail(value, path, "expected a colour to mix, '#RRGGBB' or '#RGB'; found '\(text)'")
    }
    return stride(from: 0, to: 6, by: 2).map { Double(Int(String(hex[$0...$0 + 1]), radix: 16)!) }
  }

  /// A text shape's string: one, or one per element of its repeat.
  func texts(_ value: JSONValue, _ path: String, scope: ComponentDescription.Element?) throws(ComponentError)
    -> [String]
  {
    if case .array(let items) = value.kind {
      guard let scope, items.count == scope.count else {
        throw fail(
          value, path,
          scope.map { "expected one string per \($0.name) (\($0.count)), found \(items.count)" }
            ?? "an array of strings is one per element: give the text (or a group around it) \"per\"")
      }
      var strings: [String] = []
      for (i, item) in items.enumerated() { strings.append(try base.string(item, "\(path)[\(i)]")) }
      return strings
    }
    return [try base.string(value, path)]
  }

  /// A value fixed per element (no channel): `only`, `data`, the touch point.
  func fixed(_ source: ComponentDescription.Source, _ scope: ComponentDescription.Element?) throws(ComponentError)
    -> ComponentDrawing.Value
  {
    let value = try self.value(source, scope)
    if let channel = value.channel {
      throw fail(
        source, "\"\(source.text)\" reads the channel '\(channel)'; only index and the element counts are allowed here")
    }
    return value
  }

  /// A number: an expression over `index`, the counts and at most one channel family, which
  /// must be one of the whole component or of the element the node repeats over.
  func value(_ source: ComponentDescription.Source, _ scope: ComponentDescription.Element?) throws(ComponentError)
    -> ComponentDrawing.Value
  {
    let names = elements.map(\.name)
    let parsed: ValueExpression
    do { parsed = try ValueExpression(parsing: source.text) } catch { throw located(source, error) }
    let families = channels.map(\.name)
    do { _ = try parsed.bind(to: ComponentDrawing.variables(elements: names, channel: nil) + families) } catch {
      throw located(source, error)
    }
    let read = parsed.identifiers.filter { families.contains($0) }
    guard read.count <= 1 else {
      throw fail(
        source,
        "\"\(source.text)\" reads the channels \(read.joined(separator: " and ")); a shape follows one channel")
    }
    let channel = read.first
    if let channel, let family = channels.first(where: { $0.name == channel }), let element = family.element,
      element != scope?.name
    {
      throw fail(
        source,
        "the channel '\(channel)' is one per \(element): read it inside a node with \"per\": \"\(element)\""
          + (scope.map { " (this one repeats per \($0.name))" } ?? ""))
    }
    do {
      let bound = try parsed.bind(to: ComponentDrawing.variables(elements: names, channel: channel))
      return .init(source: source, expression: bound, channel: channel)
    } catch {
      throw located(source, error)
    }
  }

  /// An expression error at its place in the file.
  func located(_ source: ComponentDescription.Source, _ error: ValueExpressionError) -> ComponentError {
    var located = ComponentError(
      file: base.file, line: source.line, column: source.column, path: source.path,
      message: "column \(error.column) of \"\(source.text)\": \(error.message)")
    if source.isString, !source.text.contains("\n") { located.column = source.column + error.column }
    return located
  }

  /// A fixed size or fraction in range for every element of its repeat.
  func check(
    _ value: ComponentDrawing.Value, _ json: JSONValue, _ path: String, field: String,
    scope: ComponentDescription.Element?
  ) throws(ComponentError) {
    let counts = elements.map { Double($0.count) }
    for index in 0..<(scope?.count ?? 1) {
      let x = value.evaluate(index: index, counts: counts)
      let at = scope.map { " for \($0.name) \(index)" } ?? ""
      guard x.isFinite, abs(x) <= 1e6 else {
        throw fail(json, path, "\(field) is \(x)\(at); expected a finite number of at most 1e6 in size")
      }
      if Self.sizes.contains(field), x < 0 {
        throw fail(json, path, "\(field) is \(x)\(at); a size is 0 or more")
      }
      if Self.fractions.contains(field), !(0...1).contains(x) {
        throw fail(json, path, "\(field) is \(x)\(at); expected 0 to 1")
      }
    }
  }
}
