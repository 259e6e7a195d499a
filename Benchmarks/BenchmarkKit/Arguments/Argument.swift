/// One positional argument of a command, declared once: its name, help and parser. The typed
/// counterpart of ``ArgumentSpec``, read with ``ParsedArguments/value(_:)``.
///
/// ```swift
/// static let selector = Argument("selector", help: "radio or segmented.", .choice)        // Argument<Kind>
/// static let files = Argument("files", help: "CSV files.", repeating: .string)             // Argument<[String]>
/// static let head = Argument("head", help: "The head results CSV.", optional: .string)     // Argument<String?>
/// ```
package struct Argument<Value>: Sendable {
  /// The argument as parsing and help see it.
  package let spec: ArgumentSpec
  /// The value from the texts given for it (none, one, or several for a repeating argument).
  let resolve: @Sendable (_ texts: [String]) throws(ValidationError) -> Value

  /// The lookup name, shown as `<name>`.
  package var name: String { spec.name }

  /// Declares a required argument.
  ///
  /// - Parameters:
  ///   - name: The lookup name, shown as `<name>`.
  ///   - help: The help text.
  ///   - parser: The conversion; its errors name the argument `<name>`.
  package init(_ name: String, help: String, _ parser: ValueParser<Value>) {
    spec = ArgumentSpec(name, help: help)
    resolve = { texts throws(ValidationError) in
      guard let text = texts.first else { throw .missingArgument("<\(name)>") }
      return try parser.parse(text, "<\(name)>")
    }
  }

  /// Declares an argument that may be omitted: nil unless given.
  ///
  /// - Parameters:
  ///   - name: The lookup name, shown as `<name>`.
  ///   - help: The help text.
  ///   - parser: The conversion of a given value.
  package init<Wrapped>(_ name: String, help: String, optional parser: ValueParser<Wrapped>)
  where Value == Wrapped? {
    spec = ArgumentSpec(name, help: help, isOptional: true)
    resolve = { texts throws(ValidationError) in
      guard let text = texts.first else { return nil }
      return try parser.parse(text, "<\(name)>")
    }
  }

  /// Declares the last argument as taking every remaining positional value (at least one).
  ///
  /// - Parameters:
  ///   - name: The lookup name, shown as `<name> ...`.
  ///   - help: The help text.
  ///   - parser: The conversion of each value.
  package init<Element>(_ name: String, help: String, repeating parser: ValueParser<Element>)
  where Value == [Element] {
    spec = ArgumentSpec(name, help: help, isRepeating: true)
    resolve = { texts throws(ValidationError) in
      var values: [Element] = []
      for text in texts { values.append(try parser.parse(text, "<\(name)>")) }
      return values
    }
  }
}

/// What a ``CommandSpec``'s arguments are built from: an ``Argument`` or an untyped ``ArgumentSpec``.
package protocol ArgumentDeclaration: Sendable {
  /// The argument as parsing and help see it.
  var spec: ArgumentSpec { get }
}

extension Argument: ArgumentDeclaration {}

extension ArgumentSpec: ArgumentDeclaration {
  package var spec: ArgumentSpec { self }
}
