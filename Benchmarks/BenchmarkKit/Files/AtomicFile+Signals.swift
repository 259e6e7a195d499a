import Glibc
import Synchronization

extension AtomicFile {
  /// The signals after which the temporary files and staging folders are removed.
  static let cleanupSignals = [SIGINT, SIGTERM, SIGHUP, SIGPIPE]

  /// Installs SIGINT, SIGTERM, SIGHUP and SIGPIPE handlers that remove every open atomic
  /// file's temporary file and every registered staging folder, then exit with 128 + the
  /// signal (130, 143, 129, 141).
  ///
  /// Call once at program start. The handler is async-signal-safe: it reads a fixed-size
  /// registry of C strings with atomic operations and calls only `strlen`, `open`, `unlinkat`,
  /// `close`, `unlink`, `rmdir` and `_exit`.
  /// The signals are also unblocked on the calling thread (a process started from one whose
  /// threads block them inherits that mask), so call it from the main thread before starting
  /// any other.
  package static func installSignalHandlers() {
    TemporaryFileRegistry.prepareForSignals()
    var signals = sigset_t()
    sigemptyset(&signals)
    for number in cleanupSignals {
      signal(number, handleTerminationSignal)
      sigaddset(&signals, number)
    }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }
}

/// The C-compatible handler installed by ``AtomicFile/installSignalHandlers()``: ends the
/// running children first (gnuplot would otherwise go on writing into a removed staging folder).
private func handleTerminationSignal(_ signalNumber: Int32) {
  TemporaryFileRegistry.endChildren()
  TemporaryFileRegistry.unlinkAll()
  _exit(128 + signalNumber)
}

/// A fixed-size table of temporary files and staging folders that the signal handler removes.
///
/// Each slot holds the address of a `malloc`ed entry, or 0 when free (addresses are stored as
/// `UInt` so the table is `Sendable`). An entry is `f` and a path, or `d`, a folder's path and
/// the names of the files that may be in it, each NUL-terminated, the list ended by an empty
/// name. Ownership moves by atomic exchange: whoever swaps a pointer out of a slot owns it, so
/// the handler can never see an entry that ``unregister(_:removing:)`` has freed.
enum TemporaryFileRegistry {
  /// A table of the registry's size.
  private typealias Table<Element: ~Copyable> = InlineArray<16, Element>
  private static let slots: Table<Atomic<UInt>> = Table { _ in Atomic(0) }

  /// The number of temporary files and folders that can be registered at once.
  static var capacity: Int { slots.count }

  /// Registers a temporary file; returns its slot, or `nil` when all slots are taken.
  static func register(_ path: String) -> Int? { store([UInt8(ascii: "f")] + Array(path.utf8) + [0]) }

  /// Registers a staging folder and the names of the files that may be made in it; returns
  /// its slot, or `nil` when all slots are taken.
  static func register(folder: String, names: [String]) -> Int? {
    var entry = [UInt8(ascii: "d")] + Array(folder.utf8) + [0]
    for name in names { entry += Array(name.utf8) + [0] }
    return store(entry + [0])
  }

  private static func store(_ entry: [UInt8]) -> Int? {
    guard let copy = malloc(entry.count) else { return nil }
    entry.withUnsafeBytes { copy.copyMemory(from: $0.baseAddress!, byteCount: entry.count) }
    let address = UInt(bitPattern: copy)
    for index in slots.indices {
      if slots[index].compareExchange(expected: 0, desired: address, ordering: .acquiringAndReleasing).exchanged {
        return index
      }
    }
    free(copy)
    return nil
  }

  /// Empties a slot returned by a `register` call, first removing what it names when
  /// `removing` is set.
  static func unregister(_ slot: Int, removing: Bool) {
    let entry = UnsafeMutablePointer<CChar>(bitPattern: slots[slot].exchange(0, ordering: .acquiringAndReleasing))
    if removing, let entry { remove(entry) }
    free(entry)
  }

  /// Forces the lazy initialisation of the tables outside signal context.
  static func prepareForSignals() {
    _ = slots[0].load(ordering: .relaxed)
    _ = children[0].load(ordering: .relaxed)
  }

  /// The running children (process ids, 0 when free) that a signal ends before the cleanup.
  private static let children: InlineArray<8, Atomic<Int32>> = InlineArray { _ in Atomic(0) }

  /// Registers a running child; returns its slot, or nil when the table is full (the child
  /// then outlives a signal, as before).
  static func register(child: pid_t) -> Int? {
    children.indices.first {
      children[$0].compareExchange(expected: 0, desired: child, ordering: .acquiringAndReleasing).exchanged
    }
  }

  /// Empties a slot returned by ``register(child:)`` once the child has been waited for.
  static func unregister(child slot: Int) { children[slot].store(0, ordering: .releasing) }

  /// Kills every registered child and waits for it. Async-signal-safe.
  static func endChildren() {
    for index in children.indices {
      let child = children[index].exchange(0, ordering: .acquiring)
      if child > 0 {
        kill(child, SIGKILL)
        waitpid(child, nil, 0)
      }
    }
  }

  /// Removes everything registered, the longest path first: a folder inside another (a
  /// staging folder in the folder it created, a file in a staging folder) goes before the
  /// folder around it, whatever the order of their slots. Async-signal-safe.
  static func unlinkAll() {
    var taken: Table<UInt> = Table(repeating: 0)
    for index in slots.indices { taken[index] = slots[index].exchange(0, ordering: .acquiring) }
    while true {
      var deepest: (index: Int, length: Int)?
      for index in taken.indices {
        guard let entry = UnsafePointer<CChar>(bitPattern: taken[index]) else { continue }
        let length = strlen(entry + 1)
        if length > deepest?.length ?? -1 { deepest = (index, length) }
      }
      guard let deepest, let entry = UnsafePointer<CChar>(bitPattern: taken[deepest.index]) else { return }
      remove(entry)
      taken[deepest.index] = 0
    }
  }

  /// Removes a file, or a folder's listed files and then the folder. Async-signal-safe.
  private static func remove(_ entry: UnsafePointer<CChar>) {
    let path = entry + 1
    guard entry.pointee == CChar(UInt8(ascii: "d")) else {
      unlink(path)
      return
    }
    let folder = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    var name = path + strlen(path) + 1
    while name.pointee != 0 {
      if folder >= 0 { unlinkat(folder, name, 0) }
      name += strlen(name) + 1
    }
    if folder >= 0 { close(folder) }
    rmdir(path)
  }
}
