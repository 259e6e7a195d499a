import Glibc
import Synchronization

extension AtomicFile {
  /// Installs SIGINT and SIGTERM handlers that remove every open atomic file's
  /// temporary file, then exit with 130 (SIGINT) or 143 (SIGTERM).
  ///
  /// Call once at program start. The handler is async-signal-safe: it reads a
  /// fixed-size registry of C strings with atomic operations and calls only
  /// `unlink` and `_exit`.
  /// The signals are also unblocked on the calling thread (a process started from one whose
  /// threads block them inherits that mask), so call it from the main thread before starting
  /// any other.
  public static func installSignalHandlers() {
    TemporaryFileRegistry.prepareForSignals()
    signal(SIGINT, handleTerminationSignal)
    signal(SIGTERM, handleTerminationSignal)
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }
}

/// The C-compatible handler installed by ``AtomicFile/installSignalHandlers()``.
private func handleTerminationSignal(_ signalNumber: Int32) {
  TemporaryFileRegistry.unlinkAll()
  _exit(signalNumber == SIGINT ? ExitCode.interrupted.rawValue : ExitCode.terminated.rawValue)
}

/// A fixed-size table of temporary-file paths that the signal handler removes.
///
/// Each slot holds the address of a `strdup`ed path, or 0 when free (addresses
/// are stored as `UInt` so the table is `Sendable`). Ownership moves by atomic
/// exchange: whoever swaps a pointer out of a slot owns it, so the handler can
/// never see a path that ``unregister(_:)`` has freed.
enum TemporaryFileRegistry {
  private static let slots: InlineArray<16, Atomic<UInt>> = InlineArray { _ in Atomic(0) }

  /// The number of temporary files that can be registered at once.
  static var capacity: Int { slots.count }

  /// Stores a copy of `path`; returns its slot, or `nil` when all slots are taken.
  static func register(_ path: String) -> Int? {
    guard let copy = strdup(path) else { return nil }
    let address = UInt(bitPattern: copy)
    for index in slots.indices {
      if slots[index].compareExchange(expected: 0, desired: address, ordering: .acquiringAndReleasing).exchanged {
        return index
      }
    }
    free(copy)
    return nil
  }

  /// Empties a slot returned by ``register(_:)``.
  static func unregister(_ slot: Int) {
    free(UnsafeMutablePointer<CChar>(bitPattern: slots[slot].exchange(0, ordering: .acquiringAndReleasing)))
  }

  /// Forces the lazy initialisation of the table outside signal context.
  static func prepareForSignals() {
    _ = slots[0].load(ordering: .relaxed)
  }

  /// Unlinks every registered path. Async-signal-safe.
  static func unlinkAll() {
    for index in slots.indices {
      if let path = UnsafePointer<CChar>(bitPattern: slots[index].exchange(0, ordering: .acquiring)) { unlink(path) }
    }
  }
}
