import MotionCurves

extension ComponentDescription {
  /// The largest description text read, in bytes.
  public static let maximumBytes = 1 << 20
  /// The most of one element a component may repeat.
  public static let maximumElementCount = 64
  /// The most channels (families × elements) a component may have.
  public static let maximumChannels = 512

  /// Reads a description from its JSON text.
  ///
  /// - Parameters:
  ///   - bytes: The file's content, UTF-8.
  ///   - file: The file's name, for messages.
  /// - Throws: ``ComponentError`` at the offending value: JSON syntax, an unknown or missing
  ///   field (with the nearest allowed name), a value of the wrong type or out of range.
  public init(json bytes: [UInt8], file: String) throws(ComponentError) {
    guard bytes.count <= Self.maximumBytes else {
      throw ComponentError(
        file: file, line: 0, column: 0, path: "",
        message: "the description is \(bytes.count) bytes; at most \(Self.maximumBytes) are read")
    }
    let root: JSONValue
    do { root = try JSONValue(parsing: bytes) } catch {
      throw ComponentError(file: file, line: error.line, column: error.column, path: "", message: error.message)
    }
    var reader = DescriptionReader(file: file)
    self = try reader.description(root, text: String(decoding: bytes, as: UTF8.self))
  }
}

/// Reads the fields of a description's JSON, naming the path of every value it refuses.
struct DescriptionReader {
  let file: String

  func fail(_ value: JSONValue?, _ path: String, _ message: String) -> ComponentError {
    ComponentError(file: file, line: value?.line ?? 0, column: value?.column ?? 0, path: path, message: message)
  }

  /// The members of an object, refusing keys outside `allowed` (with a suggestion) and
  /// requiring those in `required`.
  func object(
    _ value: JSONValue, _ path: String, allowed: [String], required: [String] = []
  ) throws(ComponentError) -> [String: JSONValue] {
    guard let members = value.members else { throw fail(value, path, "expected an object, found \(value.typeName)") }
    var result: [String: JSONValue] = [:]
    for (key, member) in members {
      guard allowed.contains(key) else {
        throw fail(
          member, join(path, key),
          "unknown field '\(key)'\(Spelling.clause(for: key, in: allowed)); allowed: \(allowed.joined(separator: ", "))"
        )
      }
      result[key] = member
    }
    for key in required where result[key] == nil {
      throw fail(value, path.isEmpty ? "(top level)" : path, "missing field '\(key)'")
    }
    return result
  }

  func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

  func string(_ value: JSONValue, _ path: String) throws(ComponentError) -> String {
    guard case .string(let text) = value.kind else {
      throw fail(value, path, "expected a string, found \(value.typeName)")
    }
    return text
  }

  /// A name: a letter, then letters, digits, `_` and `.` between parts.
  func name(_ value: JSONValue, _ path: String, what: String) throws(ComponentError) -> String {
    let text = try string(value, path)
    try checkName(text, value, path, what: what)
    return text
  }

  func checkName(_ text: String, _ value: JSONValue, _ path: String, what: String) throws(ComponentError) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let ok =
      !text.isEmpty && text.count <= 64
      && parts.allSatisfy { part in
        guard let first = part.first, first.isASCII, first.isLetter || first == "_" else { return false }
        return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
      }
    guard ok else {
      throw fail(
        value, path,
        "\(what) '\(text)' must be ASCII letters, digits and '_' (starting with a letter), with '.' between parts, "
          + "at most 64 characters")
    }
  }

  func number(_ value: JSONValue, _ path: String) throws(ComponentError) -> Double {
    guard case .number(let x) = value.kind else {
      throw fail(value, path, "expected a number, found \(value.typeName)")
    }
    return x
  }

  func integer(_ value: JSONValue, _ path: String, in range: ClosedRange<Int>) throws(ComponentError) -> Int {
    let x = try number(value, path)
    guard x == x.rounded(), x >= Double(range.lowerBound), x <= Double(range.upperBound) else {
      throw fail(value, path, "expected an integer from \(range.lowerBound) to \(range.upperBound), found \(x)")
    }
    return Int(x)
  }

  func bool(_ value: JSONValue, _ path: String) throws(ComponentError) -> Bool {
    guard case .bool(let x) = value.kind else {
      throw fail(value, path, "expected true or false, found \(value.typeName)")
    }
    return x
  }

  /// An expression or animation: a string, or a number or boolean (written as its text).
  func source(_ value: JSONValue, _ path: String) throws(ComponentError) -> ComponentDescription.Source {
    switch value.kind {
    case .string(let text):
      return .init(text, path: path, line: value.line, column: value.column, isString: true)
    case .number(let x):
      let text = x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : "\(x)"
      return .init(text, path: path, line: value.line, column: value.column, isString: false)
    case .bool(let x):
      return .init(x ? "true" : "false", path: path, line: value.line, column: value.column, isString: false)
    default:
      throw fail(value, path, "expected an expression (a string or a number), found \(value.typeName)")
    }
  }

  func gesture(_ value: JSONValue, _ path: String, allowed: [SelectorAction.Gesture]) throws(ComponentError)
    -> SelectorAction.Gesture
  {
    let text = try string(value, path)
    guard let gesture = SelectorAction.Gesture(rawValue: text), allowed.contains(gesture) else {
      let names = allowed.map(\.rawValue)
      throw fail(
        value, path,
        "unknown gesture '\(text)'\(Spelling.clause(for: text, in: names)); allowed: \(names.joined(separator: ", "))")
    }
    return gesture
  }

  func element(_ value: JSONValue, _ path: String, _ elements: [ComponentDescription.Element]) throws(ComponentError)
    -> String
  {
    let text = try string(value, path)
    let names = elements.map(\.name)
    guard names.contains(text) else {
      throw fail(
        value, path,
        "unknown element '\(text)'\(Spelling.clause(for: text, in: names)); the elements are \(names.joined(separator: ", "))"
      )
    }
    return text
  }

  func assignments(_ value: JSONValue, _ path: String, state: [String]) throws(ComponentError)
    -> [ComponentDescription.Assignment]
  {
    guard let members = value.members else { throw fail(value, path, "expected an object, found \(value.typeName)") }
    var result: [ComponentDescription.Assignment] = []
    for (key, member) in members {
      guard state.contains(key) else {
        throw fail(
          member, join(path, key),
          "'\(key)' is not a state variable\(Spelling.clause(for: key, in: state)); the state is \(state.joined(separator: ", "))"
        )
      }
      result.append(.init(name: key, value: try source(member, join(path, key))))
    }
    return result
  }

  func animations(_ value: JSONValue, _ path: String) throws(ComponentError) -> ComponentDescription.Animations {
    if value.members != nil {
      let fields = try object(value, path, allowed: ["rising", "falling"], required: ["rising", "falling"])
      return .init(
        rising: try source(fields["rising"]!, join(path, "rising")),
        falling: try source(fields["falling"]!, join(path, "falling")))
    }
    if case .null = value.kind {
      let none = ComponentDescription.Source("nil", path: path, line: value.line, column: value.column, isString: false)
      return .init(rising: none, falling: none)
    }
    let one = try source(value, path)
    return .init(rising: one, falling: one)
  }

  mutating func description(_ root: JSONValue, text: String) throws(ComponentError) -> ComponentDescription {
    let top = try object(
      root, "",
      allowed: [
        "$schema", "component", "summary", "elements", "state", "let", "actions", "autoplay", "crowd", "channels",
        "demo", "drawing",
      ],
      required: ["component", "elements", "actions", "crowd", "channels"])
    let name = try string(top["component"]!, "component")
    guard !name.isEmpty, name.count <= 40,
      name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
    else {
      throw fail(
        top["component"], "component", "the name '\(name)' must be 1 to 40 lower-case letters, digits and '-'")
    }
    let summary = try top["summary"].map { (v) throws(ComponentError) in try string(v, "summary") } ?? ""

    var elements: [ComponentDescription.Element] = []
    let elementsValue = top["elements"]!
    guard let elementMembers = elementsValue.members, !elementMembers.isEmpty else {
      throw fail(elementsValue, "elements", "expected an object of element names and counts, e.g. {\"tab\": 5}")
    }
    for (key, value) in elementMembers {
      let path = join("elements", key)
      try checkName(key, value, path, what: "the element name")
      guard !key.contains(".") else { throw fail(value, path, "an element name has no '.'") }
      elements.append(
        .init(name: key, count: try integer(value, path, in: 1...ComponentDescription.maximumElementCount)))
    }

    var state: [ComponentDescription.StateVariable] = []
    if let value = top["state"] {
      guard let members = value.members else {
        throw fail(value, "state", "expected an object, found \(value.typeName)")
      }
      for (key, member) in members {
        try checkName(key, member, join("state", key), what: "the state variable")
        state.append(.init(name: key, initial: try source(member, join("state", key))))
      }
    }
    let stateNames = state.map(\.name)

    var definitions: [ComponentDescription.Definition] = []
    if let value = top["let"] {
      guard let members = value.members else { throw fail(value, "let", "expected an object, found \(value.typeName)") }
      for (key, member) in members {
        try checkName(key, member, join("let", key), what: "the name")
        definitions.append(.init(name: key, value: try source(member, join("let", key))))
      }
    }

    var actions: [ComponentDescription.Action] = []
    let actionsValue = top["actions"]!
    let gestures = SelectorAction.Gesture.allCases
    guard let actionMembers = actionsValue.members else {
      throw fail(actionsValue, "actions", "expected an object of gestures (\(gestures.map(\.rawValue)))")
    }
    for (key, member) in actionMembers {
      let path = join("actions", key)
      let gesture = try self.gesture(
        JSONValue(.string(key), line: member.line, column: member.column), path, allowed: gestures)
      let fields = try object(member, path, allowed: ["on", "set"], required: ["on"])
      actions.append(
        .init(
          gesture: gesture, element: try element(fields["on"]!, join(path, "on"), elements),
          assignments: try fields["set"].map { (v) throws(ComponentError) in
            try assignments(v, join(path, "set"), state: stateNames)
          } ?? []))
    }

    var autoplay: ComponentDescription.Autoplay?
    if let value = top["autoplay"] {
      let fields = try object(value, "autoplay", allowed: ["every", "while", "set"], required: ["every", "set"])
      let interval = try number(fields["every"]!, "autoplay.every")
      guard interval >= 0.01, interval <= 1_000 else {
        throw fail(fields["every"], "autoplay.every", "expected seconds from 0.01 to 1000, found \(interval)")
      }
      autoplay = .init(
        interval: interval,
        condition: try fields["while"].map { (v) throws(ComponentError) in try source(v, "autoplay.while") }
          ?? .init("true", path: "autoplay.while", isString: false),
        assignments: try assignments(fields["set"]!, "autoplay.set", state: stateNames))
    }

    let crowdFields = try object(top["crowd"]!, "crowd", allowed: ["gesture", "on"], required: ["gesture", "on"])
    let crowd = ComponentDescription.Crowd(
      gesture: try gesture(crowdFields["gesture"]!, "crowd.gesture", allowed: [.tap, .press]),
      element: try element(crowdFields["on"]!, "crowd.on", elements))
    guard actions.contains(where: { $0.gesture == crowd.gesture && $0.element == crowd.element }) else {
      throw fail(
        top["crowd"], "crowd", "the crowd's gesture '\(crowd.gesture.rawValue)' on '\(crowd.element)' is not in actions"
      )
    }
    if crowd.gesture == .press, !actions.contains(where: { $0.gesture == .release && $0.element == crowd.element }) {
      throw fail(
        top["crowd"], "crowd", "a crowd that presses also releases: actions needs 'release' on '\(crowd.element)'")
    }

    let channelsValue = top["channels"]!
    guard case .array(let channelValues) = channelsValue.kind, !channelValues.isEmpty else {
      throw fail(channelsValue, "channels", "expected a non-empty array of channels")
    }
    var channels: [ComponentDescription.Channel] = []
    for (i, value) in channelValues.enumerated() {
      channels.append(try channel(value, "channels[\(i)]", elements))
    }
    let demo = try top["demo"].map { (v) throws(ComponentError) in
      ComponentDescription.Source(try string(v, "demo"), path: "demo", line: v.line, column: v.column)
    }
    let drawing = try top["drawing"].map { (v) throws(ComponentError) in
      var reader = DrawingReader(base: self, elements: elements, channels: channels)
      return try reader.drawing(v)
    }
    return ComponentDescription(
      name: name, summary: summary, elements: elements, state: state, definitions: definitions, actions: actions,
      autoplay: autoplay, crowd: crowd, channels: channels, demo: demo, drawing: drawing, file: file, text: text)
  }

  func channel(_ value: JSONValue, _ path: String, _ elements: [ComponentDescription.Element]) throws(ComponentError)
    -> ComponentDescription.Channel
  {
    let fields = try object(
      value, path,
      allowed: [
        "name", "per", "property", "value", "animation", "reduceMotion", "keyframes", "trigger", "initial", "derived",
        "when", "pointsPerUnit", "components", "clamped",
      ],
      required: ["name", "property"])
    func optional(_ key: String) throws(ComponentError) -> ComponentDescription.Source? {
      try fields[key].map { (v) throws(ComponentError) in try source(v, join(path, key)) }
    }
    let propertyText = try string(fields["property"]!, join(path, "property"))
    let properties = ComponentDescription.Property.allCases.map(\.rawValue)
    guard let property = ComponentDescription.Property(rawValue: propertyText) else {
      throw fail(
        fields["property"], join(path, "property"),
        "unknown property '\(propertyText)'\(Spelling.clause(for: propertyText, in: properties)); allowed: "
          + properties.joined(separator: ", "))
    }
    let drivers = ["value", "keyframes", "derived"].filter { fields[$0] != nil }
    guard drivers.count == 1 else {
      throw fail(
        value, path,
        drivers.isEmpty
          ? "a channel has one of 'value' (with 'animation'), 'keyframes' (with 'trigger') or 'derived'"
          : "a channel has only one of 'value', 'keyframes' and 'derived' (found \(drivers.joined(separator: ", ")))")
    }
    let rules: [(field: String, needs: String)] = [
      ("animation", "value"), ("reduceMotion", "value"), ("trigger", "keyframes"), ("initial", "keyframes"),
      ("when", "derived"),
    ]
    for rule in rules where fields[rule.field] != nil && fields[rule.needs] == nil {
      throw fail(fields[rule.field], join(path, rule.field), "'\(rule.field)' goes with '\(rule.needs)'")
    }
    if fields["value"] != nil, fields["animation"] == nil {
      throw fail(value, path, "a channel with a 'value' needs an 'animation' (\"nil\" for none)")
    }
    if fields["keyframes"] != nil, fields["trigger"] == nil {
      throw fail(
        value, path, "a channel with 'keyframes' needs a 'trigger': the state expression whose change replays them")
    }
    return ComponentDescription.Channel(
      name: try name(fields["name"]!, join(path, "name"), what: "the channel name"),
      element: try fields["per"].map { (v) throws(ComponentError) in try element(v, join(path, "per"), elements) },
      property: property, value: try optional("value"),
      animation: try fields["animation"].map { (v) throws(ComponentError) in try animations(v, join(path, "animation"))
      },
      reduceMotion: try fields["reduceMotion"].map { (v) throws(ComponentError) in
        try animations(v, join(path, "reduceMotion"))
      },
      keyframes: try optional("keyframes"), trigger: try optional("trigger"), initial: try optional("initial"),
      derived: try optional("derived"), when: try optional("when"), pointsPerUnit: try optional("pointsPerUnit"),
      components: try fields["components"].map { (v) throws(ComponentError) in
        try integer(v, join(path, "components"), in: 1...4)
      } ?? 1,
      isClamped: try fields["clamped"].map { (v) throws(ComponentError) in try bool(v, join(path, "clamped")) } ?? false
    )
  }
}
