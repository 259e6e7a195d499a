import TestSupport
import Testing

@testable import BenchmarkKit

@Suite("Shards: --shard I/N and auto, the assignment of cases, the job's specification hash", .tags(.integration))
struct ShardTests {
  /// The environment of a dictionary.
  static func environment(_ variables: [String: String]) -> @Sendable (String) -> String? { { variables[$0] } }
  static let empty = environment([:])

  @Test("I/N is 1-based: 1/1, 3/4, 7/7")
  func given() throws {
    for (text, index, count) in [
      ("1/1", 1, 1), ("3/4", 3, 4), ("7/7", 7, 7), ("1000000/1000000", 1_000_000, 1_000_000),
    ] {
      let shard = try Shard.parse(text, environment: Self.empty)
      #expect(shard.index == index && shard.count == count && shard.description == text)
    }
  }

  @Test(
    "Refused: 0/4, 5/4, 1/0 and malformed text",
    arguments: [
      "0/4", "5/4", "1/0", "0/0", "-1/4", "1/-4", "+1/4", " 1/4", "1/4 ", "1/4/1", "1", "/4", "1/", "a/b", "", "1.0/4",
      "1/1000001", "99999999999/99999999999", "auto4",
    ])
  func refused(_ text: String) {
    #expect(throws: ValidationError.self) { try Shard.parse(text, environment: Self.empty) }
    do {
      _ = try Shard.parse(text, environment: Self.empty)
    } catch {
      #expect(error.description.hasPrefix("--shard must be I/N with N from 1 to 1000000 and I from 1 to N"))
    }
  }

  @Test("auto: Slurm's SLURM_ARRAY_TASK_ID is 0-based; GoogleTest's pair too; Slurm's wins when both are set")
  func auto() throws {
    let slurm = ["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "4"]
    #expect(try Shard.parse("auto", environment: Self.environment(slurm)) == Shard(index: 1, count: 4))
    let last = ["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_COUNT": "4"]
    #expect(try Shard.parse("auto", environment: Self.environment(last)) == Shard(index: 4, count: 4))
    let gtest = ["GTEST_SHARD_INDEX": "2", "GTEST_TOTAL_SHARDS": "3"]
    #expect(try Shard.parse("auto", environment: Self.environment(gtest)) == Shard(index: 3, count: 3))
    let both = slurm.merging(gtest) { a, _ in a }
    #expect(try Shard.parse("auto", environment: Self.environment(both)) == Shard(index: 1, count: 4))
  }

  @Test(
    "auto refuses a malformed environment, naming the variable",
    arguments: [
      ([:], "--shard auto must be run where SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT or GTEST_SHARD_INDEX"),
      (["SLURM_ARRAY_TASK_ID": "0"], "SLURM_ARRAY_TASK_COUNT must be an integer from 1 to 1000000 (got '')"),
      (
        ["SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_COUNT": "4"],
        "SLURM_ARRAY_TASK_ID must be an integer from 0 to 3"
      ),
      (["SLURM_ARRAY_TASK_ID": "x", "SLURM_ARRAY_TASK_COUNT": "4"], "(got 'x')"),
      (["SLURM_ARRAY_TASK_ID": "-1", "SLURM_ARRAY_TASK_COUNT": "4"], "SLURM_ARRAY_TASK_ID must be"),
      (["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "0"], "SLURM_ARRAY_TASK_COUNT must be"),
      (["GTEST_SHARD_INDEX": "1", "GTEST_TOTAL_SHARDS": "1"], "GTEST_SHARD_INDEX must be an integer from 0 to 0"),
      (["GTEST_SHARD_INDEX": "0", "GTEST_TOTAL_SHARDS": "two"], "GTEST_TOTAL_SHARDS must be an integer"),
    ] as [([String: String], String)])
  func autoRefused(_ variables: [String: String], _ phrase: String) {
    do {
      let shard = try Shard.parse("auto", environment: Self.environment(variables))
      Issue.record("accepted as \(shard)")
    } catch {
      #expect(error.description.contains(phrase), "\(error)")
    }
  }

  @Test("Every case is in exactly one shard, round robin, whatever the counts", arguments: [1, 2, 3, 7, 10])
  func assignment(count: Int) {
    for total in [count, count + 1, 35, 100] {
      var owners = [Int](repeating: 0, count: total)
      var sizes: [Int] = []
      for index in 1...count {
        let shard = Shard(index: index, count: count)!
        let mine = (0..<total).filter(shard.contains)
        #expect(mine == (0..<shard.caseCount(of: total)).map(shard.ordinal))
        // Round robin, written out: case k is the shard's k-th in 0, N, 2N, … shifted by I − 1.
        #expect(mine == Array(stride(from: index - 1, to: total, by: count)))
        for ordinal in mine { owners[ordinal] += 1 }
        sizes.append(mine.count)
      }
      #expect(owners.allSatisfy { $0 == 1 })
      #expect(sizes.max()! - sizes.min()! <= 1 && sizes.reduce(0, +) == total)
    }
  }

  @Test("The specification hash is FNV-1a of the fields; the command line quotes what a shell would split")
  func specification() {
    let job = JobSpecification(
      arguments: ["motion-bench", "sweep", "--bounces", "9"], commit: "abc1234", build: "release, avx2")
    // Computed independently (Python) from the same fields, each ended by 0x1F.
    #expect(job.hash == "332ed590d979d557")
    #expect(JobSpecification(arguments: job.arguments, commit: "abc1235", build: job.build).hash != job.hash)
    #expect(JobSpecification(arguments: job.arguments, commit: job.commit, build: "debug, avx2").hash != job.hash)
    #expect(job.commandLine == "motion-bench sweep --bounces 9")
    #expect(
      JobSpecification.shellCommand(["curve", ".spring(duration: 0.5)", "it's", "", "--velocity=-3"])
        == #"curve '.spring(duration: 0.5)' 'it'\''s' '' --velocity=-3"#)
  }

  @Test("A command line reads back into its words; a line shellCommand does not write reads as nil")
  func words() {
    #expect(
      JobSpecification.words(of: #"curve '.spring(duration: 0.5)' 'it'\''s' '' --velocity=-3"#)
        == ["curve", ".spring(duration: 0.5)", "it's", "", "--velocity=-3"])
    #expect(JobSpecification.words(of: "motion-bench scene both") == ["motion-bench", "scene", "both"])
    for line in ["", "a  b", "a ", "'open", #"a\"#] { #expect(JobSpecification.words(of: line) == nil, "\(line)") }
  }

  @Test("The canonical command line: declaration order, as given, without the excluded options")
  func givenArguments() throws {
    let spec = CommandSpec(
      commandName: "x", overview: "",
      options: [
        .option("a", help: "", defaultValue: "1"), .option("b", help: ""), .flag("c", help: ""),
        .option("threads", help: ""),
      ])
    let parsed = try spec.parse(["--threads", "3", "--b", "-2", "--c", "--a", "5"])
    #expect(parsed.givenArguments(excluding: ["threads"]) == ["--a", "5", "--b=-2", "--c"])
    #expect(try spec.parse(parsed.givenArguments()).givenArguments() == parsed.givenArguments())
    #expect(try spec.parse([]).givenArguments().isEmpty)
  }
}
