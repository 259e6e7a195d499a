import BenchmarkKit
import Glibc

/// A results file that cannot be used: unreadable, malformed, or not written by `run`.
struct ResultsFileError: Error, Equatable, CustomStringConvertible {
  /// The file.
  let path: String
  /// What is wrong with it.
  let reason: String

  var description: String { "'\(path)': \(reason)" }

  /// Reads `path` as a CSV table that has `columns`, or explains why not.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - columns: The columns it must have.
  ///   - kind: What the file should be, for the message (e.g. `a results file`).
  /// - Returns: The table.
  static func table(_ path: String, columns: [String], kind: String) throws(ResultsFileError) -> CSVTable {
    let table: CSVTable
    do {
      table = try CSVTable(contentsOfFile: path)
    } catch .cannotOpen(_, let code) {
      throw ResultsFileError(path: path, reason: "cannot read it: \(String(cString: strerror(code)))")
    } catch {
      throw ResultsFileError(path: path, reason: error.description)
    }
    if let missing = columns.first(where: { !table.columns.contains($0) }) {
      throw ResultsFileError(path: path, reason: "not \(kind) of motion-bench run (no column '\(missing)')")
    }
    return table
  }
}
