import Glibc

/// What other work did to this process while it was timed: its involuntary context switches
/// (`getrusage`), the machine's steal time (`/proc/stat`, time a virtual machine's CPUs waited
/// for the host) and its load average (`/proc/loadavg`). Read before and after the timed
/// rounds; ``since(_:)`` gives the difference.
package struct Disturbance: Sendable, Equatable {
  /// This process's involuntary context switches so far (`ru_nivcsw`).
  package var involuntarySwitches: Int
  /// The machine's CPU time so far, all states, in clock ticks (`/proc/stat`'s `cpu` line); 0
  /// when unreadable.
  package var totalTicks: Int
  /// Of ``totalTicks``, those stolen by the host.
  package var stealTicks: Int
  /// The monotonic clock, in nanoseconds.
  package var nanoseconds: UInt64

  /// Counters from their parts (for tests and for a reading taken elsewhere).
  ///
  /// - Parameters:
  ///   - involuntarySwitches: The process's involuntary context switches so far.
  ///   - totalTicks: The machine's CPU ticks so far, all states.
  ///   - stealTicks: Of them, those stolen by the host.
  ///   - nanoseconds: The monotonic clock.
  package init(involuntarySwitches: Int, totalTicks: Int, stealTicks: Int, nanoseconds: UInt64) {
    self.involuntarySwitches = involuntarySwitches
    self.totalTicks = totalTicks
    self.stealTicks = stealTicks
    self.nanoseconds = nanoseconds
  }

  /// The counters now.
  ///
  /// - Returns: The counters; a source that cannot be read counts 0.
  package static func now() -> Disturbance {
    var usage = rusage()
    let switches = getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 ? usage.ru_nivcsw : 0
    let stat = (try? POSIX.readFile("/proc/stat")).map { String(decoding: $0, as: UTF8.self) } ?? ""
    let ticks = cpuTicks(inStat: stat) ?? (total: 0, steal: 0)
    return Disturbance(
      involuntarySwitches: switches, totalTicks: ticks.total, stealTicks: ticks.steal,
      nanoseconds: MonotonicClock.nanoseconds())
  }

  /// The involuntary context switches per second, and the share of the machine's CPU time
  /// stolen, between `earlier` and this reading.
  ///
  /// - Parameter earlier: A reading taken before this one.
  /// - Returns: Switches per second (0 when no time passed) and the steal fraction (0 when
  ///   `/proc/stat` did not move or could not be read).
  package func since(_ earlier: Disturbance) -> (switchesPerSecond: Double, stealFraction: Double) {
    let seconds = Double(nanoseconds &- earlier.nanoseconds) / 1e9
    let switches = Double(max(0, involuntarySwitches - earlier.involuntarySwitches))
    let total = totalTicks - earlier.totalTicks
    let steal = stealTicks - earlier.stealTicks
    return (
      seconds > 0 ? switches / seconds : 0, total > 0 && steal >= 0 ? Double(steal) / Double(total) : 0
    )
  }

  /// The machine's CPU ticks, all states, and the stolen ones, from the text of `/proc/stat`:
  /// its first line, `cpu  user nice system idle iowait irq softirq steal guest guest_nice`
  /// (guest time is already in user time, so it is not added again).
  ///
  /// - Parameter stat: The file's text.
  /// - Returns: The sums, or nil without a `cpu` line of at least four numbers.
  package static func cpuTicks(inStat stat: String) -> (total: Int, steal: Int)? {
    guard let line = stat.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") }) else { return nil }
    let numbers = line.split(separator: " ").dropFirst().compactMap { Int($0) }
    guard numbers.count >= 4 else { return nil }
    let states = numbers.prefix(8)
    return (states.reduce(0, +), states.count == 8 ? states[states.startIndex + 7] : 0)
  }

  /// The one-minute load average, from `/proc/loadavg`.
  ///
  /// - Returns: The load average, or nil when unreadable.
  package static func loadAverage() -> Double? {
    guard let text = try? POSIX.readFile("/proc/loadavg") else { return nil }
    return loadAverage(inLoadavg: String(decoding: text, as: UTF8.self))
  }

  /// The one-minute load average from the text of `/proc/loadavg` (`0.52 0.58 0.59 1/467 12345`).
  ///
  /// - Parameter text: The file's text.
  /// - Returns: Its first field, or nil when that is not a finite number ≥ 0.
  package static func loadAverage(inLoadavg text: String) -> Double? {
    guard let first = text.split(separator: " ").first, let value = Double(first), value.isFinite, value >= 0 else {
      return nil
    }
    return value
  }
}
