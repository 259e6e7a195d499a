import Glibc

/// A hidden folder inside a destination folder that holds new files until each is renamed
/// into the destination, so that a failure or a signal never leaves a partial file there.
///
/// The staging folder gets an unpredictable name and is created exclusively (`mkdir`, mode
/// 0700): whatever is planted at a name (a folder, a link) makes it draw another name and is
/// never opened, emptied or removed. Its files are created with `O_EXCL|O_NOFOLLOW` and synced.
/// It is registered, with the names of the files it may hold, so that SIGINT, SIGTERM, SIGHUP
/// and SIGPIPE (after ``AtomicFile/installSignalHandlers()``) remove it. A destination that
/// does not exist is created, and removed again with the staging folder when the work is
/// discarded or interrupted, only while it is empty: a folder that holds anything else is never
/// emptied. ``finish()`` keeps what was moved; ``discard()``, or dropping the value unfinished,
/// removes the rest.
package final class StagingFolder {
  /// The folder the files are for, as given.
  package let destination: String
  /// The staging folder: `DESTINATION/.NAME.<12 hex digits>.tmp`.
  package let path: String
  /// The names of the files the staging folder may hold.
  private let names: Set<String>
  private let slot: Int
  /// The registry slot of the destination when this staging folder created it.
  private let createdSlot: Int?
  private var isFinished = false

  /// Creates the staging folder, and the destination when it is missing.
  ///
  /// - Parameters:
  ///   - destination: The folder the files are for (never a symbolic link).
  ///   - name: What the staging folder's name says it is for.
  ///   - names: Every file that may be made in the staging folder.
  /// - Throws: ``AtomicFileError`` naming `destination`: `.notADirectory` when something else
  ///   is there, `.tooManyOpenFiles` when the signal-cleanup registry is full,
  ///   `.systemError` when a folder cannot be created.
  package convenience init(in destination: String, for name: String, names: [String]) throws(AtomicFileError) {
    try self.init(in: destination, names: names) { AtomicFile.randomTemporaryName(for: name) }
  }

  /// ``init(in:for:names:)`` with the staging folder's names drawn from `draw`.
  init(in destination: String, names: [String], draw: () -> String) throws(AtomicFileError) {
    self.destination = destination
    self.names = Set(names)
    createdSlot = try Self.createIfMissing(destination)
    var made: (path: String, slot: Int)?
    var failure = AtomicFileError.systemError(path: destination, operation: "create", errno: EEXIST)
    for _ in 0..<100 where made == nil {
      let path = destination + "/" + draw()
      // Registered before creation, so that a signal can never leave an unregistered folder.
      guard let slot = TemporaryFileRegistry.register(folder: path, names: names) else {
        failure = .tooManyOpenFiles(path: destination)
        break
      }
      if mkdir(path, 0o700) == 0 {
        made = (path, slot)
        break
      }
      let code = errno
      TemporaryFileRegistry.unregister(slot, removing: false)
      guard code == EEXIST else {
        failure = .systemError(path: destination, operation: "create", errno: code)
        break
      }
    }
    guard let made else {
      if let createdSlot { TemporaryFileRegistry.unregister(createdSlot, removing: true) }
      throw failure
    }
    (path, slot) = made
  }

  deinit { discard() }

  /// Creates `destination` when nothing is there, registered so that a signal removes it
  /// while it is empty.
  ///
  /// - Returns: The registry slot when this call created the folder; nil when it existed.
  private static func createIfMissing(_ destination: String) throws(AtomicFileError) -> Int? {
    var status = stat()
    if lstat(destination, &status) != 0 {
      guard let slot = TemporaryFileRegistry.register(folder: destination, names: []) else {
        throw .tooManyOpenFiles(path: destination)
      }
      if mkdir(destination, 0o755) == 0 { return slot }
      let code = errno
      TemporaryFileRegistry.unregister(slot, removing: false)
      guard code == EEXIST else { throw .systemError(path: destination, operation: "create", errno: code) }
    }
    guard lstat(destination, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
      throw .notADirectory(path: destination, directory: destination)
    }
    return nil
  }

  /// Writes a new file in the staging folder and syncs it.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - name: One of the names given at creation, not yet staged.
  /// - Throws: ``AtomicFileError/systemError(path:operation:errno:)`` naming the file in the
  ///   destination: `create`, `write` (a full disk) or `sync`.
  package func write(_ bytes: [UInt8], as name: String) throws(AtomicFileError) {
    try write(pieces: [{ bytes }], as: name)
  }

  /// ``write(_:as:)`` of a file made piece by piece, each piece made only when it is written,
  /// so that the file is never whole in memory.
  ///
  /// - Parameters:
  ///   - pieces: The file's contents, in order.
  ///   - name: One of the names given at creation, not yet staged.
  /// - Returns: The bytes written.
  /// - Throws: As ``write(_:as:)``.
  @discardableResult
  package func write(pieces: [() -> [UInt8]], as name: String) throws(AtomicFileError) -> Int {
    precondition(names.contains(name) && !isFinished, "'\(name)' is not a file of this staging folder")
    let target = destination + "/" + name
    let descriptor = open(path + "/" + name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw .systemError(path: target, operation: "create", errno: errno) }
    defer { close(descriptor) }
    var written = 0
    for piece in pieces {
      let bytes = piece()
      if let failure = POSIX.writeAll(bytes, to: descriptor) {
        throw .systemError(path: target, operation: "write", errno: failure)
      }
      written += bytes.count
    }
    guard fsync(descriptor) == 0 else { throw .systemError(path: target, operation: "sync", errno: errno) }
    return written
  }

  /// Renames a staged file over its namesake in the destination, which must be absent, a
  /// regular file or a link (a link is replaced itself, never followed).
  ///
  /// - Parameter name: A staged file's name.
  /// - Throws: ``AtomicFileError/notARegularFile(path:kind:)``, or `.systemError` for the rename.
  package func move(_ name: String) throws(AtomicFileError) {
    precondition(names.contains(name) && !isFinished, "'\(name)' is not a file of this staging folder")
    let target = destination + "/" + name
    try AtomicFile.checkReplaceable(target, as: target)
    guard rename(path + "/" + name, target) == 0 else {
      throw .systemError(path: target, operation: "rename to", errno: errno)
    }
  }

  /// Removes the staging folder (and any file still staged in it), keeps the destination, and
  /// syncs it so that the renames survive a crash.
  ///
  /// - Throws: ``AtomicFileError/systemError(path:operation:errno:)`` when the sync fails.
  package func finish() throws(AtomicFileError) {
    guard !isFinished else { return }
    isFinished = true
    TemporaryFileRegistry.unregister(slot, removing: true)
    if let createdSlot { TemporaryFileRegistry.unregister(createdSlot, removing: false) }
    try AtomicFile.syncDirectory(destination, for: destination)
  }

  /// Removes the staging folder with the files still staged in it, and the destination when
  /// this staging folder created it and it is empty. Does nothing after ``finish()``.
  package func discard() {
    guard !isFinished else { return }
    isFinished = true
    TemporaryFileRegistry.unregister(slot, removing: true)
    if let createdSlot { TemporaryFileRegistry.unregister(createdSlot, removing: true) }
  }
}
