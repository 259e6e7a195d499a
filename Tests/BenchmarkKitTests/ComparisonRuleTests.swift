import TestSupport
import Testing

@testable import BenchmarkKit

@Suite(.tags(.unit)) struct DeterministicRuleTests {
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
