import Glibc

/// An exclusive `flock` on `.<name>.lock` in a file's folder, held while the file is rewritten.
/// The lock file is never removed (removing it would let two writers lock different files).
struct AppendLock {
  private let descriptor: Int32

  /// Waits for the lock.
  ///
  /// - Parameter path: The file to be rewritten.
  /// - Throws: ``AtomicFileError`` naming the lock file when it cannot be opened or locked.
  init(beside path: String) throws(AtomicFileError) {
    let (directory, name) = AtomicFile.split(path)
    let lockPath = directory + "/." + name + ".lock"
    descriptor = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw .systemError(path: lockPath, operation: "create", errno: errno) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let code = errno
        close(descriptor)
        throw .systemError(path: lockPath, operation: "lock", errno: code)
      }
    }
  }

  /// Releases the lock.
  func release() { close(descriptor) }

  /// The test hook `MOTIONBENCH_TEST_APPEND_BARRIER=FOLDER:N`: before taking the lock, the
  /// process leaves a file in FOLDER and waits (up to 60 s) until N files are there, so that N
  /// processes reach their appends together. Does nothing when the variable is unset.
  static func waitAtTestBarrier() {
    guard let value = getenv("MOTIONBENCH_TEST_APPEND_BARRIER").map({ String(cString: $0) }),
      let colon = value.lastIndex(of: ":"), let count = Int(value[value.index(after: colon)...])
    else { return }
    let folder = String(value[..<colon])
    close(open(folder + "/\(getpid())", O_WRONLY | O_CREAT | O_CLOEXEC, 0o644))
    for _ in 0..<6000 where entries(of: folder) < count { usleep(10_000) }
  }

  /// The test hook `MOTIONBENCH_TEST_APPEND_DELAY_MS=N`: an append waits N milliseconds between
  /// its read and its rename, so that appends without a lock would overwrite one another.
  static func delayForTests() {
    if let delay = getenv("MOTIONBENCH_TEST_APPEND_DELAY_MS").flatMap({ UInt32(String(cString: $0)) }) {
      usleep(min(delay, 10_000) * 1000)
    }
  }

  /// The number of entries of a folder, without `.` and `..`.
  private static func entries(of folder: String) -> Int {
    guard let directory = opendir(folder) else { return 0 }
    defer { closedir(directory) }
    var count = 0
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      if name != "." && name != ".." { count += 1 }
    }
    return count
  }
}
