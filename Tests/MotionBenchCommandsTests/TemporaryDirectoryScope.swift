import Glibc

/// Calls `body` with a fresh temporary directory, removed with its files when `body` returns.
///
/// - Parameter body: The work, given the directory's path.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws, or ``CurveTestError`` when no directory can be made.
func inTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
  let directory = try temporaryDirectory()
  defer {
    for name in (try? FileList(directory).names) ?? [] { unlink(directory + "/" + name) }
    rmdir(directory)
  }
  return try body(directory)
}
