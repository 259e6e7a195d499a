/// An events file (`--events-file`) that cannot be played: missing, unreadable, or malformed at a
/// line.
public enum EventsFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No file at the path.
  case missing(file: String)
  /// The file exists but cannot be read.
  case unreadable(file: String, reason: String)
  /// A line that is not what the format allows; `line` counts from 1, the header's.
  case malformed(file: String, line: Int, reason: String)

  public var description: String {
    switch self {
    case .missing(let file): "events file '\(file)' does not exist"
    case .unreadable(let file, let reason): "events file '\(file)' cannot be read: \(reason)"
    case .malformed(let file, let line, let reason): "events file '\(file)' line \(line): \(reason)"
    }
  }
}
