// The typed half of `AnimationExpression(parsing:)`: a syntax tree is resolved against the
// type it must have, like a Swift implicit member expression. The members themselves are
// listed in AnimationExpressionMembers.swift; this file holds the rules.

extension AnimationExpression {
  /// The type an argument must have.
  enum ValueType: Sendable { case number, optionalNumber, bool, spring, curve, point }

  /// SwiftUI's `UnitPoint`, which the model spells as a tuple.
  typealias UnitPoint = (x: Double, y: Double)

  /// A resolved argument.
  enum Value: Sendable {
    case number(Double)
    case optionalNumber(Double?)
    case bool(Bool)
    case spring(Spring)
    case curve(UnitCurve)
    case point(UnitPoint)
  }

  /// One parameter of a member's signature.
  struct Parameter: Sendable {
    /// The argument label; nil for `_`.
    let label: String?
    /// The name ``CurveError`` gives the value, to report a model error at this argument.
    let name: String
    let type: ValueType
    /// nil when the argument is required.
    let defaultValue: Value?

    /// How messages spell the parameter: `duration:`, or the name of an unlabelled one.
    var spelling: String { label.map { "\($0):" } ?? name }

    static func number(_ label: String, _ defaultValue: Double? = nil, modelName: String? = nil) -> Parameter {
      Parameter(label: label, name: modelName ?? label, type: .number, defaultValue: defaultValue.map(Value.number))
    }

    static func labelled(_ label: String, _ type: ValueType, _ defaultValue: Value? = nil) -> Parameter {
      Parameter(label: label, name: label, type: type, defaultValue: defaultValue)
    }

    static func unlabelled(_ name: String, _ type: ValueType = .number) -> Parameter {
      Parameter(label: nil, name: name, type: type, defaultValue: nil)
    }
  }

  /// A call's arguments matched to a signature: a value for every parameter, defaults filled in.
  struct Arguments {
    let parameters: [Parameter]
    let values: [Value]
    /// Where each parameter's argument is written; nil where its default applies.
    let columns: [Int?]
    let callColumn: Int

    // The signature fixes each value's type, so a mismatch is a bug in the member tables.
    subscript(number i: Int) -> Double { if case .number(let x) = values[i] { x } else { preconditionFailure() } }
    subscript(optional i: Int) -> Double? {
      if case .optionalNumber(let x) = values[i] { x } else { preconditionFailure() }
    }
    subscript(bool i: Int) -> Bool { if case .bool(let x) = values[i] { x } else { preconditionFailure() } }
    subscript(spring i: Int) -> Spring { if case .spring(let x) = values[i] { x } else { preconditionFailure() } }
    subscript(curve i: Int) -> UnitCurve { if case .curve(let x) = values[i] { x } else { preconditionFailure() } }
    subscript(point i: Int) -> UnitPoint { if case .point(let x) = values[i] { x } else { preconditionFailure() } }

    /// A model error, at the argument it names if one was written, else at the call.
    func error(_ error: CurveError) -> ExpressionError {
      guard case .invalidParameter(let name, _, _) = error,
        let index = parameters.firstIndex(where: { $0.name == name }), let column = columns[index]
      else { return ExpressionError(column: callColumn, error) }
      return ExpressionError(column: column, error)
    }
  }

  /// One signature of a member, and how it builds the model.
  struct Overload<T: Sendable>: Sendable {
    let parameters: [Parameter]
    let build: @Sendable (Arguments) throws(CurveError) -> T

    init(_ parameters: [Parameter], _ build: @escaping @Sendable (Arguments) throws(CurveError) -> T) {
      self.parameters = parameters
      self.build = build
    }
  }

  /// A static member: its value when written bare (nil: it must be called), its signatures when called.
  struct Member<T: Sendable>: Sendable {
    let value: T?
    let overloads: [Overload<T>]

    init(_ value: T?, _ overloads: [Overload<T>] = []) {
      self.value = value
      self.overloads = overloads
    }
  }

  /// A method on a value: `.delay(_:)`.
  struct Method<T: Sendable>: Sendable {
    let parameters: [Parameter]
    let apply: @Sendable (T, Arguments) throws(CurveError) -> T
  }

  /// What an expression of one type can name.
  struct MemberTable<T: Sendable>: Sendable {
    /// The type's name: an optional prefix (`Spring.smooth`), and the key of its initialiser (`Spring(…)`).
    let typeName: String
    /// What messages call a value of the type.
    let noun: String
    let members: [String: Member<T>]
    var methods: [String: Method<T>] = [:]

    /// `noun` with its article.
    var aNoun: String { ("aeiou".contains(noun.first ?? " ") ? "an " : "a ") + noun }

    func member(_ name: String, at node: Syntax) throws(ExpressionError) -> Member<T> {
      guard let member = members[name == "init" ? typeName : name] else {
        throw ExpressionError(
          column: node.column,
          message: "unknown \(noun) '\(name)'; expected one of: \(members.keys.sorted().joined(separator: ", "))")
      }
      return member
    }

    func method(_ name: String, at node: Syntax) throws(ExpressionError) -> Method<T> {
      guard let method = methods[name] else {
        let expected = methods.isEmpty ? "" : "; expected one of: \(methods.keys.sorted().joined(separator: ", "))"
        throw ExpressionError(column: node.column, message: "unknown \(noun) method '\(name)'\(expected)")
      }
      return method
    }
  }

  // MARK: - Resolution

  /// Resolves a node to a value of the table's type: a member (`.smooth`, `Spring.smooth`), a
  /// call of one (`.smooth(duration: 1)`, `Spring(…)`), or a method call on such a value (`….delay(1)`).
  static func resolve<T>(_ node: Syntax, in table: MemberTable<T>) throws(ExpressionError) -> T {
    var member = node
    var call: (arguments: [Syntax.Argument], close: Int)?
    if case .call(let callee, let arguments, let close) = node.kind { (member, call) = (callee, (arguments, close)) }
    guard case .member(let name, let base) = member.kind else {
      throw ExpressionError(column: node.column, message: "expected \(table.aNoun), found \(node.text)")
    }
    if let base, !base.isWord(table.typeName) {
      let receiver = try resolve(base, in: table)
      let method = try table.method(name, at: member)
      guard let call else { throw needsArguments(name, [method.parameters], at: member) }
      let arguments = try bind(call.arguments, to: [method.parameters], of: name, at: member.column, close: call.close)
        .arguments
      do { return try method.apply(receiver, arguments) } catch { throw arguments.error(error) }
    }
    let entry = try table.member(name, at: member)
    guard let call else {
      guard let value = entry.value else { throw needsArguments(name, entry.overloads.map(\.parameters), at: member) }
      return value
    }
    let (index, arguments) = try bind(
      call.arguments, to: entry.overloads.map(\.parameters), of: name, at: member.column, close: call.close)
    do { return try entry.overloads[index].build(arguments) } catch { throw arguments.error(error) }
  }

  /// Resolves an argument to its parameter's type.
  private static func value(of node: Syntax, for parameter: Parameter) throws(ExpressionError) -> Value {
    switch parameter.type {
    case .number: return .number(try number(node, for: parameter))
    case .optionalNumber: return .optionalNumber(node.isWord("nil") ? nil : try number(node, for: parameter))
    case .bool:
      guard node.isWord("true") || node.isWord("false") else {
        throw ExpressionError(
          column: node.column, message: "expected true or false for '\(parameter.spelling)', found \(node.text)")
      }
      return .bool(node.isWord("true"))
    case .spring: return .spring(try resolve(node, in: springTable))
    case .curve: return .curve(try resolve(node, in: curveTable))
    case .point: return .point(try resolve(node, in: pointTable))
    }
  }

  /// A number literal's value, which must be finite (`1e999` overflows to infinity).
  private static func number(_ node: Syntax, for parameter: Parameter) throws(ExpressionError) -> Double {
    let isNonFinite: Bool
    switch node.kind {
    case .number(let value): if value.isFinite { return value } else { isNonFinite = true }
    case .member(let name, _): isNonFinite = ["nan", "infinity", "signalingNaN"].contains(name)
    case .call: isNonFinite = false
    }
    throw ExpressionError(
      column: node.column,
      message: "expected a \(isNonFinite ? "finite " : "")number for '\(parameter.spelling)', found \(node.text)")
  }

  // MARK: - Argument labels

  /// Why a call's arguments do not fit one signature: at which argument, and the message
  /// (nil for a label the signature lacks, which is reported against all the signatures).
  private struct Mismatch: Error {
    let index: Int
    let column: Int
    let message: String?
  }

  /// Matches a call's arguments to the first signature they fit and resolves them.
  ///
  /// As in Swift, labels follow the declaration order and defaulted parameters may be left
  /// out. When no signature fits, the error is the one of the signature that fits longest.
  private static func bind(
    _ arguments: [Syntax.Argument], to signatures: [[Parameter]], of name: String, at column: Int, close: Int
  ) throws(ExpressionError) -> (overload: Int, arguments: Arguments) {
    let call = "\(spelling(name))(...)"
    var best: Mismatch?
    for (overload, parameters) in signatures.enumerated() {
      let bound: [Syntax.Argument?]
      do {
        bound = try match(arguments, to: parameters, in: call, close: close)
      } catch {
        if error.index > best?.index ?? -1 { best = error }
        continue
      }
      var values: [Value] = []
      for (parameter, argument) in zip(parameters, bound) {
        if let argument {
          values.append(try value(of: argument.value, for: parameter))
        } else {
          values.append(parameter.defaultValue!)  // `match` leaves only defaulted parameters unbound.
        }
      }
      let columns = bound.map { $0?.value.column }
      return (overload, Arguments(parameters: parameters, values: values, columns: columns, callColumn: column))
    }
    let mismatch = best ?? Mismatch(index: 0, column: column, message: "\(spelling(name)) takes no arguments")
    if let message = mismatch.message { throw ExpressionError(column: mismatch.column, message: message) }
    let argument = arguments[mismatch.index]
    let expected = "expected " + list(signatures.map { signature(name, $0) })
    throw ExpressionError(
      column: mismatch.column,
      message: argument.label.map { "unknown argument '\($0):' for \(call); \(expected)" }
        ?? "missing argument label for '\(argument.value.text)' in \(call); \(expected)")
  }

  /// Binds each argument to its parameter, or throws where they stop fitting.
  private static func match(
    _ arguments: [Syntax.Argument], to parameters: [Parameter], in call: String, close: Int
  ) throws(Mismatch) -> [Syntax.Argument?] {
    var bound = [Syntax.Argument?](repeating: nil, count: parameters.count)
    var next = 0
    for (index, argument) in arguments.enumerated() {
      func mismatch(_ message: String?) -> Mismatch {
        Mismatch(index: index, column: argument.column, message: message)
      }
      if let found = parameters[next...].firstIndex(where: { $0.label == argument.label }) {
        if let missing = parameters[next..<found].first(where: { $0.defaultValue == nil }) {
          throw mismatch("missing argument '\(missing.spelling)' for \(call)")
        }
        bound[found] = argument
        next = found + 1
      } else if argument.label == nil {
        throw mismatch(next == parameters.count ? "extra argument '\(argument.value.text)' for \(call)" : nil)
      } else if let earlier = parameters[..<next].firstIndex(where: { $0.label == argument.label }) {
        let label = parameters[earlier].spelling
        if bound[earlier] != nil { throw mismatch("duplicate argument '\(label)' for \(call)") }
        // `next` is past `earlier`, so a later parameter is bound.
        let following = parameters[bound[earlier...].firstIndex { $0 != nil }!].spelling
        throw mismatch("argument '\(label)' must come before '\(following)' in \(call)")
      } else {
        throw mismatch(nil)
      }
    }
    if let missing = parameters[next...].first(where: { $0.defaultValue == nil }) {
      throw Mismatch(
        index: arguments.count, column: close, message: "missing argument '\(missing.spelling)' for \(call)")
    }
    return bound
  }

  private static func needsArguments(_ name: String, _ signatures: [[Parameter]], at node: Syntax) -> ExpressionError {
    ExpressionError(
      column: node.column, message: "\(spelling(name)) needs arguments: \(list(signatures.map { signature(name, $0) }))"
    )
  }

  /// `.spring`, or `Spring` for an initialiser.
  private static func spelling(_ name: String) -> String { name.first?.isUppercase == true ? name : "." + name }

  /// `spring(duration:bounce:blendDuration:)`.
  private static func signature(_ name: String, _ parameters: [Parameter]) -> String {
    name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  /// `a`, `a or b`, `a, b or c`.
  private static func list(_ items: [String]) -> String {
    items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
  }
}
