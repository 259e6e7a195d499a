/// Text that is safe to put into a gnuplot script, and the shared style of the pictures.
///
/// gnuplot runs shell commands from a script (`system(…)`, `` `…` ``, `!`, and backquotes and
/// `@macros` inside double-quoted strings). Every string that comes from outside the program
/// (file names, titles, channel and solver names, any CSV field) must therefore reach a script
/// only through ``quoted(_:)`` or ``quoted(lines:)``: a single-quoted gnuplot string, in which
/// gnuplot substitutes nothing.
package enum Gnuplot {
  /// The Debian package that provides gnuplot without X11 (`pngcairo` and `svg` terminals).
  package static let package = "gnuplot-nox"

  /// The Okabe–Ito colourblind-safe palette, ordered for lines on white: blue, vermillion,
  /// bluish green, orange, reddish purple, sky blue, black, then yellow (pale on white, so last).
  package static let okabeIto = [
    "#0072B2", "#D55E00", "#009E73", "#E69F00", "#CC79A7", "#56B4E9", "#000000", "#F0E442",
  ]

  /// A single-quoted gnuplot string literal holding `text`.
  ///
  /// Inside single quotes gnuplot performs no backquote, macro or escape substitution; the
  /// only special character is `'`, written `''`. Line breaks and other control characters
  /// would end the command, so they become spaces. gnuplot 5.4 reads a literal that begins with
  /// `''` as an empty string and a stray token, so text that begins with quotes is written
  /// `("''" . 'rest')`: the leading quotes in a double-quoted string (nothing but quotes, in
  /// which gnuplot substitutes nothing) joined to the rest.
  ///
  /// - Parameter text: Any text.
  /// - Returns: The literal, quotes included, or that expression.
  package static func quoted(_ text: String) -> String {
    let leading = text.prefix { $0 == "'" }
    guard leading.isEmpty else {
      let rest = text.dropFirst(leading.count)
      return "(\"\(leading)\"" + (rest.isEmpty ? "" : " . " + quoted(String(rest))) + ")"
    }
    var result = "'"
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x27: result += "''"
      case 0..<0x20, 0x7F, 0x85, 0x2028, 0x2029: result += " "
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "'"
  }

  /// A string expression of several lines: `'a' . "\n" . 'b'`, each line quoted by ``quoted(_:)``.
  ///
  /// - Parameter lines: The lines, without line breaks.
  /// - Returns: The expression (`''` for no lines).
  package static func quoted(lines: [String]) -> String {
    lines.isEmpty ? "''" : lines.map(quoted).joined(separator: " . \"\\n\" . ")
  }

  /// Whether gnuplot draws a value: it takes a magnitude from `DBL_MAX`/2 on, as it takes a
  /// non-finite one, as undefined.
  ///
  /// - Parameter value: The number.
  /// - Returns: true for a finite value of magnitude below 8.98e307.
  package static func isDrawable(_ value: Double) -> Bool {
    value.isFinite && abs(value) < Double.greatestFiniteMagnitude / 2
  }

  /// A number as gnuplot reads it: `%.17g`, with `NaN` for any non-finite value.
  ///
  /// - Parameter value: The number.
  /// - Returns: Its text.
  package static func number(_ value: Double) -> String {
    guard value.isFinite else { return "NaN" }
    var bytes: [UInt8] = []
    CSVWriter.appendNumber(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// A file name made of `A–Z a–z 0–9 . _ + -` only, not starting with `.` or `-`, at most
  /// `limit` characters: other characters become `_`. Use it on outside text (a CSV file's
  /// stem, a metric name) before joining it with the program's own suffixes.
  ///
  /// - Parameters:
  ///   - text: Any text.
  ///   - limit: The longest result, in characters.
  /// - Returns: The file name (`plot` when nothing is left).
  package static func fileName(_ text: String, limit: Int = 64) -> String {
    var name = String(
      text.unicodeScalars.map { scalar -> Character in
        switch scalar {
        case "A"..."Z", "a"..."z", "0"..."9", ".", "_", "+", "-": Character(scalar)
        default: "_"
        }
      })
    while name.first == "." || name.first == "-" { name.removeFirst() }
    name = String(name.prefix(limit))
    return name.isEmpty ? "plot" : name
  }

  /// Whether `name` is a plain file name: the characters ``fileName(_:limit:)`` keeps, not
  /// starting with `.` or `-`, at most 200 characters.
  static func isFileName(_ name: String) -> Bool {
    !name.isEmpty && name.count <= 200 && fileName(name, limit: 200) == name
  }
}
