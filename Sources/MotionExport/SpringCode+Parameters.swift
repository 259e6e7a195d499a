import MotionCurves

extension SpringCode {
  /// The numbers of one call's or object's parameters, by name.
  ///
  /// - Parameters:
  ///   - arguments: The call's arguments or the object's members.
  ///   - names: The parameters the platform's spring has; labels outside it are an error.
  ///   - positional: The names of unlabelled arguments, in order (unlabelled ones beyond it are an error).
  ///   - constants: Named constants the platform defines (`StiffnessLow` → 200), by last component.
  ///   - ignored: Labels that are allowed but carry no spring parameter (`type`, `velocity`).
  ///   - platform: The platform's name, for errors.
  /// - Returns: The numbers given, by name.
  /// - Throws: ``SpringCodeError`` for an unknown label or a value that is not a number.
  static func numbers(
    _ arguments: [Argument], names: [String], positional: [String] = [], constants: [String: Double] = [:],
    ignored: Set<String> = [], platform: String
  ) throws(SpringCodeError) -> [String: Double] {
    var found: [String: Double] = [:]
    var position = 0
    for argument in arguments {
      let name: String
      if let label = argument.label {
        if ignored.contains(label) { continue }
        guard names.contains(label) else {
          throw .unknownParameter(platform: platform, name: label, expected: names)
        }
        name = label
      } else {
        guard position < positional.count else {
          throw .unknownParameter(
            platform: platform, name: "argument \(position + 1)", expected: names)
        }
        name = positional[position]
        position += 1
      }
      found[name] = try number(argument.value, parameter: name, constants: constants, platform: platform)
    }
    return found
  }

  /// A value as a number: a literal, a named constant, or a quoted number.
  /// - Throws: ``SpringCodeError/badValue(platform:parameter:text:allowed:)``.
  static func number(_ value: Value, parameter: String, constants: [String: Double] = [:], platform: String)
    throws(SpringCodeError) -> Double
  {
    switch value {
    case .number(let x): return x
    case .word(let name):
      if let x = constants[lastComponent(name)] { return x }
      throw .badValue(
        platform: platform, parameter: parameter, text: name,
        allowed: constants.isEmpty
          ? "a number" : "a number or one of \(constants.keys.sorted().joined(separator: ", "))")
    case .string(let text):
      if let x = DecimalText.parse(text) { return x }
      throw .badValue(platform: platform, parameter: parameter, text: text, allowed: "a number")
    case .call(let name, _):
      throw .badValue(platform: platform, parameter: parameter, text: name + "(…)", allowed: "a number")
    case .object:
      throw .badValue(platform: platform, parameter: parameter, text: "{…}", allowed: "a number")
    }
  }
}
