import Testing

/// A script of Tests/Browser (python3 driving headless Chromium through Selenium, or one that
/// writes a fixture for it), run as a child process. A checker prints its report as JSON on
/// standard output and exits 0 when every check passed.
struct BrowserScript {
  /// Tests/Browser.
  static let folder: String = {
    var path = #filePath
    for _ in 0..<2 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path + "/Browser"
  }()

  /// The script's path.
  let path: String

  /// The script of Tests/Browser named `name`, such as `check_preview.py`.
  init(_ name: String) { path = Self.folder + "/" + name }

  /// Runs the script to its end.
  ///
  /// - Parameters:
  ///   - arguments: Its arguments.
  ///   - directory: The working directory.
  /// - Returns: What it did.
  /// - Throws: When it cannot be started.
  func run(_ arguments: [String], in directory: String) throws -> ChildProcess.Result {
    try ChildProcess.run([path] + arguments, in: directory, program: "/usr/bin/python3")
  }

  /// Runs a checker, which must pass (exit 0; its failures and report make the message
  /// otherwise), and returns its report.
  ///
  /// - Parameters:
  ///   - arguments: Its arguments.
  ///   - directory: The working directory.
  /// - Returns: Its JSON report.
  /// - Throws: When it cannot be started.
  func check(_ arguments: [String], in directory: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> Report
  {
    let result = try run(arguments, in: directory)
    #expect(result.status == 0, "\(result.standardError)\n\(result.standardOutput)", sourceLocation: sourceLocation)
    return Report(text: result.standardOutput)
  }

  /// A checker's JSON report.
  struct Report: CustomStringConvertible {
    let text: String

    var description: String { text }

    /// Every whole number the report gives for `key` (`"key": 24`), in order.
    func numbers(_ key: String) -> [Int] {
      text.split(separator: "\"\(key)\": ", omittingEmptySubsequences: false).dropFirst().compactMap {
        Int($0.prefix { $0.isASCII && $0.isNumber })
      }
    }
  }
}
