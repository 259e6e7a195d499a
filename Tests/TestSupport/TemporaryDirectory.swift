import Foundation

/// A fresh directory under the system's temporary directory, removed with everything in it
/// when the last reference to it goes: hold one in a suite (each test gets its own suite
/// instance) or use ``withTemporaryDirectory(_:)`` around a test's body.
public final class TemporaryDirectory: Sendable {
  /// The directory's path.
  public let path: String

  /// Creates the directory.
  ///
  /// - Throws: What `FileManager` throws when it cannot create it.
  public init() throws {
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent("motion-bench-test-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// Runs `body` with a fresh temporary directory, removed with its contents when `body` returns
/// or throws.
///
/// - Parameter body: Receives the directory's path.
/// - Returns: What `body` returns.
/// - Throws: What creating the directory or `body` throws.
public func withTemporaryDirectory<R>(_ body: (String) throws -> R) throws -> R {
  let directory = try TemporaryDirectory()
  return try withExtendedLifetime(directory) { try body(directory.path) }
}
