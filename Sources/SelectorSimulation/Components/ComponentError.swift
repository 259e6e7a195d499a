/// Why a component description is refused, and where: the file, the line and column of the
/// offending value, its JSON path, and what is allowed.
///
/// ```
/// tab-bar.json:14:16: channels[1].value: column 3: unknown identifier 'isSelcted'; did you mean 'isSelected'?
/// ```
public struct ComponentError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's name as the user gave it, or the built-in's name.
  public var file: String
  /// The 1-based line and column of the offending value (0 where the whole text is at fault).
  public var line: Int
  public var column: Int
  /// The JSON path of the offending value, e.g. `channels[1].value` (empty for the whole text).
  public var path: String
  /// What is wrong and what is allowed.
  public var message: String

  public init(file: String, line: Int, column: Int, path: String, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.path = path
    self.message = message
  }

  /// `FILE:LINE:COLUMN: PATH: MESSAGE`.
  public var description: String {
    let place = line > 0 ? "\(file):\(line):\(column)" : file
    return path.isEmpty ? "\(place): \(message)" : "\(place): \(path): \(message)"
  }
}
