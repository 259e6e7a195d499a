extension SpringCode.Value: CustomStringConvertible {
  /// The value as code writes it, for messages: `nan`, `"350ms"`, `0.35`, `tween(300)`,
  /// `{ value: 350, unit: "ms" }`.
  public var description: String {
    switch self {
    case .number(let x): x.rounded() == x && abs(x) < 1e15 ? "\(Int(x))" : "\(x)"
    case .word(let name): name
    case .string(let text): "\"\(text)\""
    case .call(let name, let arguments): "\(name)(\(Self.list(arguments)))"
    case .object(let members): "{ \(Self.list(members)) }"
    }
  }

  /// Arguments or members, `label: value` or `value`, separated by commas.
  private static func list(_ arguments: [SpringCode.Argument]) -> String {
    arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.description }.joined(separator: ", ")
  }
}
