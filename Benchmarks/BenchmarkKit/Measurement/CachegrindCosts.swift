/// The deterministic costs of a program from cachegrind's simulation: instructions, and the
/// misses of a fixed cache hierarchy, combined into estimated cycles (iai-callgrind's weights).
///
/// cachegrind's events are `Ir` (instructions), `I1mr`/`ILmr` (their first- and last-level
/// misses), `Dr`/`Dw` (data reads and writes) and `D1mr`/`D1mw`/`DLmr`/`DLmw` (their misses).
/// From them:
///
/// - ``dataL1Misses`` `= D1mr + D1mw`;
/// - ``lastLevelMisses`` `= ILmr + DLmr + DLmw`;
/// - ``estimatedCycles`` `= Ir + 5·(L1 misses that hit the last level) + 35·(last-level misses)`,
///   with L1 misses `= I1mr + D1mr + D1mw`.
package struct CachegrindCosts: Sendable, Equatable {
  /// Event counts by cachegrind's name (`Ir`, `D1mr`, …); a missing event counts 0.
  package let events: [String: Int]

  /// Costs from event counts.
  ///
  /// - Parameter events: Counts by event name.
  package init(events: [String: Int]) { self.events = events }

  /// Reads the `events:` and `summary:` lines of a cachegrind output file.
  ///
  /// - Parameter output: The file's text.
  /// - Returns: The costs, or `nil` without both lines or with a malformed count.
  package init?(parsing output: String) {
    var names: [Substring]?
    var totals: [Substring]?
    for line in output.split(separator: "\n") {
      if line.hasPrefix("events:") { names = line.dropFirst("events:".count).split(separator: " ") }
      if line.hasPrefix("summary:") { totals = line.dropFirst("summary:".count).split(separator: " ") }
    }
    guard let names, let totals, names.count == totals.count, !names.isEmpty else { return nil }
    var events: [String: Int] = [:]
    for (name, total) in zip(names, totals) {
      guard let count = Int(total) else { return nil }
      events[String(name)] = count
    }
    self.init(events: events)
  }

  /// The count of one event (0 when not simulated).
  package subscript(_ event: String) -> Int { events[event] ?? 0 }

  /// Instructions executed (`Ir`).
  package var instructions: Int { self["Ir"] }
  /// Data reads and writes that missed the first-level data cache.
  package var dataL1Misses: Int { self["D1mr"] + self["D1mw"] }
  /// Instruction fetches, reads and writes that missed the last-level cache.
  package var lastLevelMisses: Int { self["ILmr"] + self["DLmr"] + self["DLmw"] }
  /// `Ir + 5·(L1 misses − last-level misses) + 35·(last-level misses)`.
  package var estimatedCycles: Int {
    let l1Misses = self["I1mr"] + self["D1mr"] + self["D1mw"]
    return instructions + 5 * (l1Misses - lastLevelMisses) + 35 * lastLevelMisses
  }

  /// The costs of `self` less those of `other`, event by event, none below zero (e.g. a run
  /// less its calibration: a frame loop whose data stays in the caches can miss a few times
  /// fewer than the set-up alone did, with another heap layout, which reads as no miss).
  ///
  /// - Parameter other: The costs to subtract.
  /// - Returns: The difference.
  package func subtracting(_ other: CachegrindCosts) -> CachegrindCosts {
    CachegrindCosts(events: events.merging(other.events.mapValues { -$0 }) { $0 + $1 }.mapValues { max(0, $0) })
  }
}
