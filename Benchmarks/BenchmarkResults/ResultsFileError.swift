import BenchmarkKit
import Glibc

/// A results file that cannot be used: unreadable, malformed, or not written by `run`.
package struct ResultsFileError: Error, Equatable, CustomStringConvertible, ExitCodeProviding {
  /// The file.
  package let path: String
  /// What is wrong with it.
  package let reason: String
  /// 66 for a file that cannot be read, 65 for one that is not what it should be.
  package var exitCode = ExitCode.dataError

  package var description: String { "'\(path)': \(reason)" }

  /// Opens `path` as a CSV file that has `columns`, to be read as a stream, or explains why not.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - columns: The columns it must have.
  ///   - kind: What the file should be, for the message.
  /// - Returns: The reader, past the header.
  package static func reader(_ path: String, columns: [String], kind: String) throws(ResultsFileError) -> CSVFileReader
  {
    let reader: CSVFileReader
    do {
      reader = try CSVFileReader(path: path)
    } catch .cannotOpen(_, let code) {
      throw ResultsFileError(
        path: path, reason: "cannot read it: \(POSIX.message(for: code))", exitCode: .noInput)
    } catch {
      throw ResultsFileError(path: path, reason: error.description)
    }
    if let missing = columns.first(where: { !reader.columns.contains($0) }) {
      throw ResultsFileError(path: path, reason: "not \(kind) of motion-bench run (no column '\(missing)')")
    }
    return reader
  }

  /// Runs `body`, which reads `path`, with its errors as the file's: a ``ResultsFileError`` as
  /// it is, a reader's ``CSVReadError`` or any other error with its description as the reason.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - body: The reading.
  /// - Returns: What `body` returns.
  /// - Throws: ``ResultsFileError``.
  package static func reading<Result>(_ path: String, _ body: () throws -> Result) throws(ResultsFileError) -> Result {
    do {
      return try body()
    } catch let error as ResultsFileError {
      throw error
    } catch {
      throw ResultsFileError(path: path, reason: "\(error)")
    }
  }
}
