import Glibc

/// Reads `CLOCK_MONOTONIC`, the clock the timing harness measures with.
///
/// The monotonic clock is unaffected by wall-clock adjustments (NTP, manual
/// changes), so differences between two readings are true elapsed time.
public enum MonotonicClock {
  /// Returns the current reading of `CLOCK_MONOTONIC` in nanoseconds.
  ///
  /// The origin is unspecified (typically boot time); only differences between
  /// readings are meaningful.
  ///
  /// - Returns: Nanoseconds since the clock's origin.
  @inlinable
  public static func nanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
  }
}

/// Reads `CLOCK_PROCESS_CPUTIME_ID`: the CPU time of every thread of this process.
///
/// A run's CPU time leaves out the time its threads waited for a CPU, so on a machine shared
/// with other work it varies far less than its wall-clock time (and the same on an idle one
/// for work that keeps its threads busy).
public enum ProcessCPUClock {
  /// Returns the CPU time this process has used so far, in nanoseconds.
  ///
  /// - Returns: Nanoseconds of CPU time, all threads together.
  @inlinable
  public static func nanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
  }
}

/// Consumes a value in a way the optimiser cannot see through, so the
/// computation that produced it cannot be removed as dead code.
///
/// The function is deliberately *not* `@inlinable`: its body must stay opaque
/// to callers in other modules. `@inline(never)` keeps the call, and
/// `@_optimize(none)` keeps the compiler from proving the call has no effect
/// (the same technique as package-benchmark's `blackHole`).
///
/// - Parameter value: The value to keep alive.
@inline(never) @_optimize(none)
public func blackHole<T>(_ value: T) {}
