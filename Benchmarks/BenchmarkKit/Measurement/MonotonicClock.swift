import Glibc

/// Reads `CLOCK_MONOTONIC`, the clock the timing harness measures with.
///
/// The monotonic clock is unaffected by wall-clock adjustments (NTP, manual
/// changes), so differences between two readings are true elapsed time.
package enum MonotonicClock {
  /// Returns the current reading of `CLOCK_MONOTONIC` in nanoseconds.
  ///
  /// The origin is unspecified (typically boot time); only differences between
  /// readings are meaningful.
  ///
  /// - Returns: Nanoseconds since the clock's origin.
  @inlinable
  package static func nanoseconds() -> UInt64 { clockNanoseconds(CLOCK_MONOTONIC) }
}

/// Reads a POSIX clock.
///
/// - Parameter clock: The clock's id.
/// - Returns: Its reading in nanoseconds.
@inlinable
func clockNanoseconds(_ clock: clockid_t) -> UInt64 {
  var now = timespec()
  clock_gettime(clock, &now)
  return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
}
