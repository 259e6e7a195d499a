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
