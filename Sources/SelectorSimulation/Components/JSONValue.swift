/// A JSON value (RFC 8259) with the line and column it starts at, as a component description
/// is read: objects keep their keys in file order and refuse a repeated key, and every value
/// can be named in a message by its position.
public struct JSONValue: Sendable, Hashable {
  /// What the value is.
  public enum Kind: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number, as `Double` reads its text.
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in file order; keys are unique.
    case object([(key: String, value: JSONValue)])

    public static func == (a: Kind, b: Kind) -> Bool {
      switch (a, b) {
      case (.null, .null): true
      case (.bool(let x), .bool(let y)): x == y
      case (.number(let x), .number(let y)): x == y
      case (.string(let x), .string(let y)): x == y
      case (.array(let x), .array(let y)): x == y
      case (.object(let x), .object(let y)): x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
      default: false
      }
    }

    public func hash(into hasher: inout Hasher) {
      switch self {
      case .null: hasher.combine(0)
      case .bool(let x): hasher.combine(x)
      case .number(let x): hasher.combine(x)
      case .string(let x): hasher.combine(x)
      case .array(let x): hasher.combine(x)
      case .object(let x):
        for member in x {
          hasher.combine(member.key)
          hasher.combine(member.value)
        }
      }
    }
  }

  public let kind: Kind
  /// The 1-based line and column of the value's first character.
  public let line: Int
  public let column: Int

  public init(_ kind: Kind, line: Int = 1, column: Int = 1) {
    self.kind = kind
    self.line = line
    self.column = column
  }

  /// What the value is, for messages: `a number`, `an object`, ….
  public var typeName: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The members of an object, nil for any other value.
  public var members: [(key: String, value: JSONValue)]? {
    if case .object(let members) = kind { return members }
    return nil
  }

  /// The member named `key` of an object.
  public subscript(key: String) -> JSONValue? {
    members?.first { $0.key == key }?.value
  }
}
