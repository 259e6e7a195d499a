/// Text read from a file, judged for what it could make a terminal, a shell or a spreadsheet do:
/// control characters (escape sequences, a carriage return that forges a line), bidirectional
/// controls (which reorder text on screen, so that what is shown is not what is there) and cells
/// a spreadsheet runs as formulas.
package enum UntrustedText {
  /// Whether a scalar is a control character: C0 (`U+0000`–`U+001F`), DEL and C1
  /// (`U+0080`–`U+009F`).
  ///
  /// - Parameter scalar: A Unicode scalar.
  /// - Returns: `true` for a control character.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Whether a scalar is a bidirectional control: the Arabic letter mark `U+061C`, the marks
  /// `U+200E` and `U+200F`, the embeddings and overrides `U+202A`–`U+202E` and the isolates
  /// `U+2066`–`U+2069`.
  ///
  /// - Parameter scalar: A Unicode scalar.
  /// - Returns: `true` for a bidirectional control.
  package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Why a CSV field read from a file may not be passed on: a control character but a line break
  /// or tab (which a quoted field may hold) or a bidirectional control anywhere, or the start of
  /// a formula — `=`, `+` or `@` first, or `-` first in text that is neither a number
  /// (``DecimalNumber``, or `-inf`/`-nan`) nor a word of letters, digits, `-`, `_`, `.` and
  /// spaces such as the build flags `-target-cpu native`.
  ///
  /// - Parameter field: The field's text, without its quotes.
  /// - Returns: The reason, e.g. `it holds the control character U+001B`, or nil.
  package static func refusal<Text: StringProtocol>(ofField field: Text) -> String? {
    let refused = { (scalar: Unicode.Scalar) in
      (isControl(scalar) && scalar != "\n" && scalar != "\t") || isBidiControl(scalar)
    }
    if let scalar = field.unicodeScalars.first(where: refused) {
      return "it holds the \(isControl(scalar) ? "control" : "bidirectional control") character \(name(scalar))"
    }
    guard let first = field.unicodeScalars.first else { return nil }
    let formula: Bool
    switch first {
    case "=", "+", "@": formula = true
    case "-":
      let word = field.unicodeScalars.allSatisfy { scalar in
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_. ".unicodeScalars.contains(scalar)
      }
      formula = CSVTable.number(field) == nil && !word
    default: formula = false
    }
    return formula ? "it begins with '\(first)', which a spreadsheet runs as a formula" : nil
  }

  /// A scalar as `U+001B`.
  static func name(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
