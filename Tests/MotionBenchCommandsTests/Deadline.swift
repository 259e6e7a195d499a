import BenchmarkKit

/// A time limit read from the monotonic clock, so that a wait's budget does not depend on how
/// long each poll or sleep really took.
struct Deadline {
  /// The end, in `CLOCK_MONOTONIC` nanoseconds.
  let end: UInt64

  /// A deadline `seconds` from now.
  init(seconds: Double) {
    end = MonotonicClock.nanoseconds() + UInt64(seconds * 1e9)
  }

  /// Whether the deadline has passed.
  var hasPassed: Bool { MonotonicClock.nanoseconds() >= end }
}
