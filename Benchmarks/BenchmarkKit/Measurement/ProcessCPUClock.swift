import Glibc

/// Reads `CLOCK_PROCESS_CPUTIME_ID`: the CPU time of every thread of this process.
///
/// A run's CPU time leaves out the time its threads waited for a CPU, so on a machine shared
/// with other work it varies far less than its wall-clock time (and the same on an idle one
/// for work that keeps its threads busy).
package enum ProcessCPUClock {
  /// Returns the CPU time this process has used so far, in nanoseconds.
  ///
  /// - Returns: Nanoseconds of CPU time, all threads together.
  @inlinable
  package static func nanoseconds() -> UInt64 { clockNanoseconds(CLOCK_PROCESS_CPUTIME_ID) }
}
