/// Some of a shard's cases, as a refusal names them: how many, the first few and the last, by
/// ordinal (the case's position in the unsharded output).
package struct ShardCases: Equatable, Sendable {
  /// How many cases a refusal names one by one; more are counted.
  package static let named = 6

  /// How many cases.
  package let count: Int
  /// The first ones, up to ``named``, in order.
  package let first: [Int]
  /// The last one.
  package let last: Int

  /// Cases known by their count, first ones and last.
  ///
  /// - Parameters:
  ///   - count: How many (at least 1).
  ///   - first: The first ones, up to ``named`` (all of them when `count` is at most that).
  ///   - last: The last one.
  package init(count: Int, first: [Int], last: Int) {
    (self.count, self.first, self.last) = (count, first, last)
  }

  /// Every case of a shard of a job.
  ///
  /// - Parameters:
  ///   - shard: The shard.
  ///   - total: The job's case count, at least the shard's index.
  package init(all shard: Shard, of total: Int) {
    let count = shard.caseCount(of: total)
    self.init(count: count, first: (0..<min(count, Self.named)).map(shard.ordinal), last: shard.ordinal(count - 1))
  }

  /// The given cases, all of them read.
  ///
  /// - Parameter ordinals: At least one case, in order.
  package init(_ ordinals: [Int]) {
    self.init(count: ordinals.count, first: Array(ordinals.prefix(Self.named)), last: ordinals.last ?? 0)
  }
}
