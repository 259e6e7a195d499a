import BenchmarkKit
import TestSupport
import Testing

@Suite("cachegrind's costs", .tags(.unit))
struct CachegrindCostsTests {
  static let output = """
    desc: I1 cache:         32768 B, 64 B, 8-way associative
    cmd: ./program
    events: Ir I1mr ILmr Dr D1mr DLmr Dw D1mw DLmw
    fl=program.c
    fn=main
    3 1000 2 1 300 40 3 200 10 2
    summary: 1000 2 1 300 40 3 200 10 2
    """

  @Test func parsesTheSummaryAndDerivesTheCosts() throws {
    let costs = try #require(CachegrindCosts(parsing: Self.output))
    #expect(costs.instructions == 1000 && costs["DLmr"] == 3 && costs["Bc"] == 0)
    #expect(costs.dataL1Misses == 50 && costs.lastLevelMisses == 6)
    // L1 misses 2 + 40 + 10 = 52, of which 6 missed the last level: 1000 + 5·46 + 35·6.
    #expect(costs.estimatedCycles == 1000 + 230 + 210)
    let calibration = CachegrindCosts(events: ["Ir": 400, "D1mr": 10])
    #expect(costs.subtracting(calibration).instructions == 600 && costs.subtracting(calibration).dataL1Misses == 40)
    // A calibration that missed more than the run: no event below zero.
    let colder = CachegrindCosts(events: ["Ir": 400, "D1mr": 60, "D1mw": 2])
    #expect(costs.subtracting(colder).dataL1Misses == 8 && costs.subtracting(colder)["D1mr"] == 0)
  }

  @Test func refusesOutputWithoutASummary() {
    #expect(CachegrindCosts(parsing: "events: Ir\n") == nil)
    #expect(CachegrindCosts(parsing: "events: Ir D1mr\nsummary: 12\n") == nil)
    #expect(CachegrindCosts(parsing: "events: Ir\nsummary: many\n") == nil)
  }
}
