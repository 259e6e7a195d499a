import BenchmarkKit
import BenchmarkResults
import MotionBenchmarks
import TestSupport
import Testing

@testable import MotionBenchCommands

/// `run --shard` (cases: the run's identity, the accuracy pass's units and the work-precision
/// sweep's points), merged: the unsharded run's CSV but for the fields that record when the run
/// ran and how long its timed runs took; and the spec hash over an events file's contents.
@Suite("Sharded run", .tags(.integration))
struct ShardedRunTests: TemporaryDirectorySuite {
  let scratch = try! TemporaryDirectory()

  /// The identity, 200 accuracy selectors (2 units), the closed form's timing and 3 steppers × 3
  /// tolerances: 13 cases, which 2, 3 and 7 do not divide.
  static let job = [
    "run", "--quick", "--phases", "accuracy,work-precision", "--selectors", "200", "--seconds", "0.25",
    "--accuracy-selectors", "200", "--solvers", "closed-form,exact-step,gsl-scene:rk8pd", "--sweep-selectors", "2",
    "--steppers", "rk2,rkf45,rk8pd", "--tolerances", "1e-4,1e-6,1e-8", "--commit", "c0ffee",
  ]

  /// The rows of a run's CSV with the fields that may differ between a merge and the unsharded
  /// run blanked: the timestamp and run id, every `ns_per_sample` (a timed run) and the
  /// targets' figures, which come from them.
  func comparable(_ path: String) throws -> [[String]] {
    let table = try CSVTable(contentsOfFile: path)
    let index = Dictionary(uniqueKeysWithValues: table.columns.enumerated().map { ($1, $0) })
    let (timestamp, phase, metric, value) = (index["timestamp"]!, index["phase"]!, index["metric"]!, index["value"]!)
    let runID = index["run_id"]!
    return table.rows.map { row in
      var row = row
      (row[timestamp], row[runID]) = ("", "")
      if row[metric] == "ns_per_sample" || row[phase] == "targets" { row[value] = "" }
      return row
    }
  }

  /// The summary's accuracy table, which has no timings.
  func accuracyTable(_ summary: String) -> Substring? {
    guard let start = summary.range(of: "Accuracy against"), let end = summary.range(of: "GSL work-precision")
    else { return nil }
    return summary[start.lowerBound..<end.lowerBound]
  }

  @Test(
    "run: merged shards are the unsharded run's rows and summary, for 1, 2, 3 and 7 shards", arguments: [1, 2, 3, 7])
  func identical(count: Int) throws {
    // Shard 1's thread count is the merged file's; the others run on 2 threads.
    let job = try ShardedJob(Self.job, shards: count, in: directory) { ($0 ?? 0) == 0 ? 1 : 2 }
    let (whole, merged) = (job.whole, job.merged)
    #expect(whole.status == 0 && merged.status == 0, "\(whole.standardError)\n\(merged.standardError)")
    let expected = try comparable(directory + "/whole.csv")
    #expect(try comparable(directory + "/merged.csv") == expected)
    // Every phase's rows are there: 4 metrics per channel family and solver, 4 per point and the closed form's.
    let phase = try #require(RunReport.columns.firstIndex(of: "phase"))
    let phases = Dictionary(grouping: expected, by: { $0[phase] }).mapValues(\.count)
    #expect(phases["work-precision"] == 1 + 3 * 3 * 4 && (phases["accuracy"] ?? 0) > 3 * 4 * 4, "\(phases)")
    let table = accuracyTable(whole.standardOutput)
    #expect(table != nil && accuracyTable(merged.standardOutput) == table)
    #expect(merged.standardOutput.contains("GSL work-precision (2 selectors × 0.25 s)"))
    let lines = try readText(directory + "/part1.csv").split(separator: "\n")
    #expect(lines[0].hasPrefix(ShardWriter.columns.joined(separator: ",") + "," + RunShardPlan.columns[0]))
    #expect(lines.dropFirst().allSatisfy { $0.split(separator: ",")[3] == "13" })
  }

  @Test("merge refuses a run's shards with one missing or of another job, naming the shard")
  func refusals() throws {
    let parts = (1...3).map { directory + "/r\($0).csv" }
    for (index, part) in parts.enumerated() {
      #expect(MotionBenchMain.main(Self.job + ["--shard", "\(index + 1)/3", "--out", part]) == 0)
    }
    let missing = try ShardedSweepTests.refusal([parts[0], parts[2]])
    #expect(missing.code == 65 && missing.message.contains("shard 2/3 is missing (cases 1, 4, 7 and 10); rerun:"))
    let other = directory + "/seed2.csv"
    #expect(MotionBenchMain.main(Self.job + ["--seed", "2", "--shard", "2/3", "--out", other]) == 0)
    let mixed = try ShardedSweepTests.refusal([parts[0], other, parts[2]])
    #expect(mixed.code == 65 && mixed.message.contains("the shards come from different jobs"), "\(mixed.message)")
  }

  @Test("merge refuses shards run with an events file that changed between them (same name)")
  func editedEventsFile() throws {
    let events = directory + "/events.csv"
    let command = ["scene", "radio", "--selectors", "200", "--seconds", "1", "--events-file", events]
    func shards(_ name: String, edited: String?) throws -> [String] {
      try writeText("selector,time,action\n0,0.5,tap 1\n", to: events)
      let parts = [directory + "/\(name)1.csv", directory + "/\(name)2.csv"]
      #expect(MotionBenchMain.main(command + ["--shard", "1/2", "--out", parts[0]]) == 0)
      if let edited { try writeText(edited, to: events) }
      #expect(MotionBenchMain.main(command + ["--shard", "2/2", "--out", parts[1]]) == 0)
      return parts
    }
    let same = try shards("same", edited: nil)
    #expect(MotionBenchMain.main(["merge", directory + "/same.csv"] + same) == 0)
    let edited = try shards("edited", edited: "selector,time,action\n0,0.5,tap 2\n")
    let refused = try ShardedSweepTests.refusal(edited)
    #expect(refused.code == 65 && refused.message.contains("the shards come from different jobs"), "\(refused.message)")
  }

  /// Numbers a run's shards give are checked before they are added up: two accuracy units each
  /// with 5e18 samples of a channel trapped merge (overflow); a negative count or error, a
  /// NaN error or timing would print nonsense. Each is refused (65), nothing written.
  @Test(
    "merge refuses a run's shard whose counts would overflow the totals, or whose numbers are out of range",
    arguments: [
      (#"(radio,0,,)[^ ]+ [^ ]+ [0-9]+ "#, "$10.0 0.0 5000000000000000000 ", "2 counts from 0 to 4611686018427387903"),
      (#"(radio,0,,)[^ ]+ [^ ]+ [0-9]+ "#, "$10.0 0.0 -3 ", "2 counts from 0 to"),
      (#"(radio,0,,)[^ ]+ "#, "$1-1e-3 ", "2 errors (not negative or NaN)"),
      (#"(radio,0,,)[^ ]+ "#, "$1nan ", "2 errors (not negative or NaN)"),
      (#"(,,,)[0-9]+ [0-9]+"#, "$19223372036854775807 0", "a solver's work needs 2 integers from 0 to"),
    ])
  func outOfRangeNumbers(pattern: String, replacement: String, phrase: String) throws {
    let part = directory + "/numbers1.csv"
    let job = [
      "run", "--phases", "accuracy", "--accuracy-selectors", "200", "--selectors", "200", "--seconds", "0.1",
      "--solvers", "closed-form", "--commit", "c0",
    ]
    #expect(MotionBenchMain.main(job + ["--shard", "1/1", "--out", part]) == 0)
    let text = try readText(part)
    let edited = text.replacing(try Regex(",accuracy,closed-form," + pattern)) { match in
      let kept = String(match.output[1].substring ?? "")
      return ",accuracy,closed-form," + replacement.replacing("$1", with: kept)
    }
    #expect(edited != text)
    let hostile = directory + "/hostile1.csv"
    try writeText(edited, to: hostile)
    let refused = try ShardedSweepTests.refusal([hostile])
    #expect(refused.code == 65 && refused.message.contains(phrase), "\(refused.message)")
  }
}
