import Testing

@testable import BenchmarkKit

@Suite struct DeterministicRuleTests {
  static let errors = DeterministicRule(tolerance: 0.01, floor: 1e-15)
  static let counts = DeterministicRule(tolerance: 0.01, floor: 0)

  static let cases: [(DeterministicRule, Double, Double, Verdict)] = [
    (errors, 1e-10, 1e-10, .unchanged),
    (errors, 1e-10, 1.009e-10, .unchanged),  // +0.9 %
    (errors, 1e-10, 1.02e-10, .regression),  // +2 %
    (errors, 1e-10, 1e-8, .regression),  // ×100
    (errors, 1e-10, 0.98e-10, .improvement),
    (errors, 5e-16, 1.2e-15, .unchanged),  // +140 %, but only 7e-16 more
    (errors, 0, 5e-16, .unchanged),
    (errors, 0, 2e-15, .regression),
    (errors, 1e-10, .nan, .regression),
    (errors, 1e-10, .infinity, .regression),
    (errors, .nan, 1e-10, .improvement),
    (errors, .nan, .nan, .unchanged),
    (counts, 0, 1, .regression),  // visible samples where there were none
    (counts, 100, 101, .unchanged),
    (counts, 100, 102, .regression),
    (counts, 100, 98, .improvement),
    (counts, 3, 0, .improvement),
  ]

  @Test(arguments: cases)
  func verdicts(rule: DeterministicRule, base: Double, head: Double, expected: Verdict) {
    #expect(rule.verdict(base: base, head: head) == expected)
  }
}

@Suite struct TimingComparisonTests {
  /// Rounds around 100 with a spread of ±4 (distinct values).
  static let base = (0..<12).map { 96 + Double($0 * 5 % 12) * 8 / 11 }

  @Test(arguments: [(1.0, Verdict.unchanged), (1.3, .regression), (0.7, .improvement), (1.05, .unchanged)])
  func significanceAndThreshold(factor: Double, expected: Verdict) throws {
    let head = Self.base.map { $0 * factor + 0.001 }
    let comparison = try TimingComparison(base: Self.base, head: head, threshold: 0.1)
    #expect(comparison.verdict == expected)
    #expect(abs(comparison.ratio - factor) < 0.01)
  }

  /// ×1.08 is significant (the samples barely overlap) but within a 10 % threshold; with a
  /// 3 % threshold it counts.
  @Test func aSignificantChangeBelowTheThresholdDoesNotCount() throws {
    let head = Self.base.map { $0 * 1.08 }
    let loose = try TimingComparison(base: Self.base, head: head, threshold: 0.1)
    let tight = try TimingComparison(base: Self.base, head: head, threshold: 0.03)
    #expect(loose.test.pValue < 0.01 && loose.verdict == .unchanged && tight.verdict == .regression)
  }

  @Test func historyVerdicts() {
    let earlier = [100.0, 103, 98, 101]
    #expect(TimingComparison.verdict(newest: 120, earlier: earlier, threshold: 0.1) == .regression)
    // Above all, within 10 %.
    #expect(TimingComparison.verdict(newest: 109, earlier: earlier, threshold: 0.1) == .unchanged)
    #expect(TimingComparison.verdict(newest: 85, earlier: earlier, threshold: 0.1) == .improvement)
    #expect(TimingComparison.verdict(newest: 102, earlier: earlier, threshold: 0.1) == .unchanged)
    #expect(TimingComparison.verdict(newest: 150, earlier: [100, 100], threshold: 0.1) == nil)
    // Not above all.
    #expect(TimingComparison.verdict(newest: 120, earlier: [100, 130, 100, 100], threshold: 0.1) == .unchanged)
  }
}
