import Glibc

/// One part of a job split over several processes: shard `index` of `count`, counted from 1 as
/// Playwright's `--shard=x/y` counts.
///
/// The cases of a job are numbered from 0 in the order the unsharded command writes them (its
/// *ordinals*), and case k goes to shard (k mod count) + 1: round robin. The rule depends on
/// nothing but the ordinal and the count, so a case lands in the same shard whatever the thread
/// count, the machine or the order the shards run in; every shard gets its job's case count over
/// `count`, to within one case, and a sample spread evenly over the whole job (neighbouring
/// cases of a grid, which cost about the same, go to different shards).
package struct Shard: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The shard, from 1 to ``count``.
  package let index: Int
  /// How many shards the job is split into.
  package let count: Int

  /// The most shards of one job.
  package static let maximumCount = 1_000_000

  /// The whole job as one shard.
  package static let whole = Shard(validIndex: 1, count: 1)

  private init(validIndex: Int, count: Int) {
    index = validIndex
    self.count = count
  }

  /// A shard from its numbers.
  ///
  /// - Parameters:
  ///   - index: From 1 to `count`.
  ///   - count: From 1 to ``maximumCount``.
  /// - Returns: nil when either is out of range.
  package init?(index: Int, count: Int) {
    guard (1...Self.maximumCount).contains(count), (1...count).contains(index) else { return nil }
    self.init(validIndex: index, count: count)
  }

  /// `I/N`, as `--shard` takes it.
  package var description: String { "\(index)/\(count)" }

  /// Whether the case with this ordinal belongs to the shard.
  ///
  /// - Parameter ordinal: The case's position in the unsharded output, from 0.
  /// - Returns: `ordinal mod count == index − 1`.
  @inlinable
  package func contains(_ ordinal: Int) -> Bool { ordinal % count == index - 1 }

  /// The ordinal of the shard's `local`-th case (from 0).
  @inlinable
  package func ordinal(_ local: Int) -> Int { index - 1 + local * count }

  /// How many of a job's `total` cases belong to the shard.
  ///
  /// - Parameter total: The job's case count.
  /// - Returns: The number of ordinals below `total` that ``contains(_:)`` accepts.
  @inlinable
  package func caseCount(of total: Int) -> Int { total >= index ? (total - index) / count + 1 : 0 }

  /// The Slurm job array's and GoogleTest's variables `auto` reads, in the order tried.
  package static let environmentPairs = [
    (index: "SLURM_ARRAY_TASK_ID", count: "SLURM_ARRAY_TASK_COUNT"),
    (index: "GTEST_SHARD_INDEX", count: "GTEST_TOTAL_SHARDS"),
  ]

  /// Parses `--shard`'s value: `I/N` (1-based), or `auto`, which reads a pair of
  /// ``environmentPairs`` (0-based, as Slurm and GoogleTest count): the first pair whose
  /// index variable is set.
  ///
  /// - Parameters:
  ///   - text: `I/N` or `auto`.
  ///   - name: The option's name for messages, e.g. `--shard`.
  ///   - environment: Looks a variable up (the process environment in the command).
  /// - Returns: The shard.
  /// - Throws: ``ValidationError/invalidValue(name:expected:got:)`` naming the option or the
  ///   variable and what is allowed.
  package static func parse(
    _ text: String, name: String = "--shard", environment: (String) -> String?
  ) throws(ValidationError) -> Shard {
    guard text == "auto" else {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let count = number(parts[1]), (1...maximumCount).contains(count),
        let index = number(parts[0]), let shard = Shard(index: index, count: count)
      else {
        throw .invalidValue(
          name: name, expected: "I/N with N from 1 to \(maximumCount) and I from 1 to N, or 'auto'", got: text)
      }
      return shard
    }
    guard let pair = environmentPairs.first(where: { environment($0.index) != nil }) else {
      throw .invalidValue(
        name: name + " auto",
        expected: "run where " + list(environmentPairs.map { "\($0.index) and \($0.count)" }) + " are set",
        got: "neither is set")
    }
    let countText = environment(pair.count) ?? ""
    guard let count = number(Substring(countText)), (1...maximumCount).contains(count) else {
      throw .invalidValue(
        name: "\(name) auto: \(pair.count)", expected: "an integer from 1 to \(maximumCount)", got: countText)
    }
    let indexText = environment(pair.index) ?? ""
    guard let index = number(Substring(indexText)), let shard = Shard(index: index + 1, count: count) else {
      throw .invalidValue(
        name: "\(name) auto: \(pair.index)",
        expected: "an integer from 0 to \(count - 1), as \(pair.count) is \(count)", got: indexText)
    }
    return shard
  }

  /// A decimal integer of ASCII digits only (no sign, no spaces), at most 7 digits.
  private static func number(_ text: Substring) -> Int? {
    guard (1...7).contains(text.utf8.count), text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return Int(text)
  }

  /// Looks a variable up in this process's environment.
  package static func processEnvironment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
}

extension ValueParser where Value == Shard {
  /// `I/N` or `auto` (from this process's environment), as ``Shard/parse(_:name:environment:)`` reads it.
  package static var shard: ValueParser<Shard> {
    ValueParser { text, name throws(ValidationError) in
      try Shard.parse(text, name: name, environment: Shard.processEnvironment)
    }
  }
}
