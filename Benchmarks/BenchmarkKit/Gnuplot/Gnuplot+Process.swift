import Glibc
import MotionText

extension Gnuplot {
  /// Finds the `gnuplot` executable on `PATH`.
  ///
  /// - Parameter path: The search path; `nil` reads the `PATH` environment variable (and uses
  ///   `/usr/local/bin:/usr/bin:/bin` when it is unset).
  /// - Returns: The executable's path.
  /// - Throws: ``GnuplotError/notInstalled`` when no directory of the path holds it.
  package static func locate(searchPath path: String? = nil) throws(GnuplotError) -> String {
    let searchPath = path ?? getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in searchPath.split(separator: ":", omittingEmptySubsequences: true) {
      let candidate = String(directory) + "/gnuplot"
      var status = stat()
      if stat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
        return candidate
      }
    }
    throw .notInstalled
  }

  /// Runs `gnuplot SCRIPT` with `directory` as its working directory, standard input and
  /// output on `/dev/null`, and returns what it wrote to standard error.
  ///
  /// - Parameters:
  ///   - executable: The gnuplot executable (``locate(searchPath:)``).
  ///   - script: The script's file name inside `directory`.
  ///   - directory: The working directory.
  /// - Returns: gnuplot's standard error (warnings), possibly empty.
  /// - Throws: ``GnuplotError/cannotStart(executable:errno:)`` when it cannot be spawned;
  ///   ``GnuplotError/failed(script:exitCode:message:)`` when it exits unsuccessfully.
  package static func run(_ executable: String, script: String, in directory: String) throws(GnuplotError) -> String {
    let outcome: Subprocess.Outcome
    do { outcome = try Subprocess.run([executable, script], capturing: .standardError, in: directory) } catch {
      throw .cannotStart(executable: executable, errno: error.errno)
    }
    let text = outcome.text
    guard outcome.exitCode == 0 else {
      let lines = text.split(whereSeparator: \.isNewline).map {
        String($0.trimming { $0 == "^" || $0.isPlainWhitespace })
      }
      .filter { !$0.isEmpty }
      throw .failed(script: script, exitCode: outcome.exitCode, message: lines.last ?? "no message")
    }
    return text
  }
}
