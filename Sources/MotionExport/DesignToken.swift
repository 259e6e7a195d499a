import MotionCurves
internal import MotionText

/// A spring as a design token in the style of the W3C Design Tokens Community Group's format:
/// `$type`/`$value` pairs for what the format has types for (a duration, a number), and every
/// platform's parameters under `$extensions`, which the format reserves for tool-specific data.
///
/// The format has no spring type yet (its issue 429 asks for one), so the spring itself, its
/// mapping to each platform and the start velocity live in the extension, which other tools may
/// ignore.
public enum DesignToken {
  /// The extension's key.
  public static let extensionKey = "org.motionbench.spring"

  /// The token, as JSON text (two-space indented).
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - platforms: Each platform's name and parameters, in order.
  ///   - css: The CSS easing and its duration, when there is one.
  /// - Returns: The JSON object `{ "spring": { … } }`.
  public static func json(
    spring: Spring, platforms: [(name: String, parameters: [ExportParameter])], css: CSSLinearEasing?
  ) -> String {
    let d = ExportNumber.double
    var platformLines: [String] = []
    for (name, parameters) in platforms {
      let members = parameters.map { p -> String in
        switch p.value {
        case .number(let x): "\(quoted(p.name)): \(x.isFinite ? d(x) : "null")"
        case .text(let text): "\(quoted(p.name)): \(quoted(text))"
        }
      }
      platformLines.append("        \(quoted(name)): { \(members.joined(separator: ", ")) }")
    }
    if let css {
      platformLines.append(
        "        \"css\": { \"easing\": \(quoted(css.text)), \"duration\": { \"value\": \(d((css.duration * 1000).rounded())), \"unit\": \"ms\" } }"
      )
    }
    let shortest = spring.shortestParameters
    return """
      {
        "spring": {
          "$description": "A spring: perceptual duration and bounce as SwiftUI defines them (mass 1, stiffness (2π/duration)², damping ratio 1 − bounce, or 1/(1 + bounce) below 0).",
          "duration": { "$type": "duration", "$value": { "value": \(d(shortest.duration)), "unit": "s" } },
          "bounce": { "$type": "number", "$value": \(d(shortest.bounce)) },
          "$extensions": {
            \(quoted(extensionKey)): {
      \(platformLines.joined(separator: ",\n"))
            }
          }
        }
      }
      """
  }

  /// A JSON string literal.
  public static func quoted(_ text: String) -> String { JSONText.quoted(text) }

  /// Reads the token's duration and bounce back into the spring.
  ///
  /// - Parameter text: The token JSON (`duration` as `{ "value": …, "unit": "s" | "ms" }` or
  ///   `"350ms"`; `bounce` as a number).
  /// - Returns: `Spring(duration:bounce:)`.
  /// - Throws: ``SpringCodeError`` naming what could not be read.
  public static func read(_ text: String) throws(SpringCodeError) -> Spring {
    let parsed = try SpringCode(parsing: text, platform: "tokens")
    var duration: Double?
    var bounce: Double?
    for member in parsed.objects.joined() {
      switch member.label {
      case "duration" where duration == nil: duration = try seconds(tokenValue(member.value))
      case "bounce" where bounce == nil:
        bounce = try SpringCode.number(tokenValue(member.value), parameter: "bounce", platform: "tokens")
      default: continue
      }
    }
    guard let duration else {
      throw .missingSpring(
        platform: "tokens", expected: "a \"duration\" token such as { \"$type\": \"duration\", \"$value\": … }")
    }
    do { return try Spring(duration: duration, bounce: bounce ?? 0) } catch {
      throw .invalidSpring(platform: "tokens", reason: error.description)
    }
  }

  /// The `$value` of a token object, or the value itself.
  static func tokenValue(_ value: SpringCode.Value) -> SpringCode.Value {
    guard case .object(let members) = value, let inner = members.first(where: { $0.label == "$value" }) else {
      return value
    }
    return inner.value
  }

  /// A duration value in seconds: `{ "value": 350, "unit": "ms" }`, `"350ms"`, `"0.35s"` or a number of seconds.
  static func seconds(_ value: SpringCode.Value) throws(SpringCodeError) -> Double {
    let bad = SpringCodeError.badValue(
      platform: "tokens", parameter: "duration", text: "\(value)",
      allowed: "{ \"value\": N, \"unit\": \"s\" or \"ms\" }")
    switch value {
    case .number(let x): return x
    case .string(let text):
      if text.hasSuffix("ms"), let x = DecimalText.parse(text.dropLast(2)) { return x / 1000 }
      if text.hasSuffix("s"), let x = DecimalText.parse(text.dropLast()) { return x }
      throw bad
    case .object(let members):
      guard let number = members.first(where: { $0.label == "value" }) else { throw bad }
      let x = try SpringCode.number(number.value, parameter: "duration", platform: "tokens")
      let unit = members.first { $0.label == "unit" }
      guard case .string(let name)? = unit?.value else { throw bad }
      switch name {
      case "s": return x
      case "ms": return x / 1000
      default: throw bad
      }
    default: throw bad
    }
  }
}
