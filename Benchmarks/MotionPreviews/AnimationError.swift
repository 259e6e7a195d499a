import BenchmarkKit

/// Why a preview could not be rendered to raster frames or encoded as a GIF or video.
package enum AnimationError: Error, Sendable, Equatable, CustomStringConvertible, ExitCodeProviding {
  /// A program is not on `PATH`: its name and the Debian package that has it.
  case notInstalled(tool: String, package: String)
  /// A program could not be started.
  case cannotStart(tool: String, errno: Int32)
  /// A program exited unsuccessfully: its exit code (nil when a signal ended it) and the last
  /// line it wrote to standard error.
  case failed(tool: String, exitCode: Int32?, message: String)

  /// The one line after `Error: `; a missing program names the setup line that installs it.
  package var description: String {
    switch self {
    case .notInstalled(let tool, let package):
      "\(tool) not found on PATH; install it with 'bash .ci/setup --animation' (Debian package \(package))"
    case .cannotStart(let tool, let code):
      "cannot start \(tool): \(POSIX.message(for: code))"
    case .failed(let tool, let exitCode, let message):
      "\(tool) failed (\(exitCode.map { "exit code \($0)" } ?? "ended by a signal")): \(message)"
    }
  }

  /// 69 (`EX_UNAVAILABLE`) when a program is missing or cannot start, 1 when it fails.
  package var exitCode: ExitCode {
    switch self {
    case .notInstalled, .cannotStart: .unavailable
    case .failed: .failure
    }
  }
}
