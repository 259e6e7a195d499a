import BenchmarkKit
import TestSupport
import Testing

@testable import MotionBenchCommands

@Suite("Sharded sweep and merge", .tags(.integration))
struct ShardedSweepTests: TemporaryDirectorySuite {
  let scratch = try! TemporaryDirectory()

  /// Writes the unsharded sweep and its `count` shards (`part<i>.csv`), each shard on another
  /// thread count, and returns the unsharded bytes and the shard paths.
  func sweep(_ grid: [String], shards count: Int, name: String) throws -> (whole: [UInt8], parts: [String]) {
    let whole = directory + "/\(name)-whole.csv"
    #expect(MotionBenchMain.main(["sweep"] + grid + ["--out", whole]) == 0)
    let parts = (1...count).map { directory + "/\(name)-part\($0).csv" }
    for (index, part) in parts.enumerated() {
      let threads = ["--threads", "\(index % 2 + 1)"]
      #expect(
        MotionBenchMain.main(["sweep"] + grid + threads + ["--shard", "\(index + 1)/\(count)", "--out", part]) == 0)
    }
    return (try readBytes(whole), parts)
  }

  @Test(
    "Merged shards are the unsharded file byte for byte: 1, 2, 3 and 7 shards, uneven case counts",
    arguments: [
      (1, ["--bounces", "5", "--durations", "7"]),
      (2, ["--bounces", "5", "--durations", "7"]),
      (3, ["--bounces", "5", "--durations", "7", "--layout", "long"]),
      (7, ["--bounces", "4", "--durations", "9", "--velocity", "2"]),
      (7, ["--bounces", "3", "--durations", "3", "--on", "device", "--layout", "long"]),
    ])
  func identical(count: Int, grid: [String]) throws {
    let name = "g\(count)\(grid.count)"
    let (whole, parts) = try sweep(grid, shards: count, name: name)
    let merged = directory + "/\(name)-merged.csv"
    // Given in reverse order: merge orders the shards itself.
    #expect(MotionBenchMain.main(["merge", merged] + parts.reversed()) == 0)
    #expect(try readBytes(merged) == whole)
    let cases = Int(grid[1])! * Int(grid[3])!
    let wholeRows = try CSVTable(contentsOfFile: directory + "/\(name)-whole.csv").rows.count
    var hashes: Set<String> = []
    var rows = 0
    for (index, part) in parts.enumerated() {
      let table = try CSVTable(contentsOfFile: part)
      #expect(Array(table.columns.prefix(ShardWriter.columns.count)) == ShardWriter.columns)
      #expect(try table.strings("shard").allSatisfy { $0 == "\(index + 1)" })
      #expect(try table.strings("shards").allSatisfy { $0 == "\(count)" })
      #expect(try table.strings("cases").allSatisfy { $0 == "\(cases)" })
      #expect(try table.strings("command").allSatisfy { $0 == "motion-bench sweep " + grid.joined(separator: " ") })
      // Round robin: the shard's cases are index, index + N, index + 2N, … (from 0).
      let ordinals = try table.doubles("case").map { Int($0) }
      #expect(Array(Set(ordinals)).sorted() == Array(stride(from: index, to: cases, by: count)))
      #expect(try table.doubles("cpu_ns").allSatisfy { $0 > 0 } && table.doubles("wall_ns").allSatisfy { $0 >= 0 })
      hashes.formUnion(try table.strings("spec_hash"))
      rows += table.rows.count
    }
    #expect(hashes.count == 1 && hashes.first!.count == 16 && rows == wholeRows)
  }

  /// Runs `motion-bench merge OUT` with the files and returns its exit code and error line;
  /// checks that it wrote nothing, not even a temporary file.
  static func refusal(_ files: [String]) throws -> (code: Int32, message: String) {
    let folder = try TemporaryDirectory()
    let result = try ChildProcess.run(["merge", folder.path + "/merged.csv"] + files, in: folder.path)
    #expect(try FileList(folder.path).names.isEmpty)
    #expect(result.standardOutput.isEmpty && result.standardErrorLines.count == 1, "\(result.standardError)")
    return (result.status, result.standardErrorLines.first ?? "")
  }

  /// Checks that `merge` refuses 3 shards without the second (with `missing`, its message, then
  /// the note that a rerun in `merge`'s folder, outside the repository, has another commit and so
  /// another spec hash), with the second twice, with `other` (shard 2 of another job) for the
  /// second, and with the unsharded file.
  static func expectRefusals(_ parts: [String], other: String, unsharded: String, missing: String) throws {
    let refused = try refusal([parts[0], parts[2]])
    #expect(refused.code == 65 && refused.message.hasPrefix(missing), "\(refused.message)")
    let note = refused.message.dropFirst(missing.count)
    #expect(note.isEmpty || note.hasPrefix("; a rerun here makes a shard of spec hash "), "\(refused.message)")
    let duplicated = try refusal(parts + [parts[1]])
    #expect(duplicated.code == 65 && duplicated.message.contains("shard 2/3 is in '\(parts[1])' and '\(parts[1])'"))
    let mixed = try refusal([parts[0], other, parts[2]])
    #expect(mixed.code == 65 && mixed.message.contains("cannot merge: the shards come from different jobs"))
    #expect(mixed.message.contains("'\(other)' have spec hash"), "\(mixed.message)")
    let foreign = try refusal([parts[0], unsharded])
    #expect(
      foreign.code == 65
        && foreign.message.hasPrefix("Error: '\(unsharded)' is not a shard of a sharded run: its header does not begin")
    )
  }

  @Test("merge refuses a missing shard, a duplicated one, mixed specifications and a foreign file")
  func refusals() throws {
    let grid = ["--bounces", "3", "--durations", "4"]
    let (_, parts) = try sweep(grid, shards: 3, name: "r")
    let other = directory + "/other2.csv"
    #expect(MotionBenchMain.main(["sweep"] + grid + ["--velocity", "1", "--shard", "2/3", "--out", other]) == 0)
    let unsharded = directory + "/plain.csv"
    #expect(MotionBenchMain.main(["sweep"] + grid + ["--out", unsharded]) == 0)
    try Self.expectRefusals(
      parts, other: other, unsharded: unsharded,
      missing: "Error: cannot merge: shard 2/3 is missing (cases 1, 4, 7 and 10); rerun: motion-bench sweep "
        + "--bounces 3 --durations 4 --shard 2/3 --out \(directory)/r-part2.csv (Slurm array task 1)")
    // A shard that lost a case (the file edited by hand): the case is named.
    var lines = try readText(parts[0]).split(separator: "\n", omittingEmptySubsequences: false)
    lines.remove(at: 2)
    let edited = directory + "/edited1.csv"
    try writeText(lines.joined(separator: "\n"), to: edited)
    let gap = try Self.refusal([edited, parts[1], parts[2]])
    #expect(gap.code == 65 && gap.message.contains("'\(edited)' (shard 1/3) lacks case 3; rerun:"), "\(gap.message)")
    let unreadable = try Self.refusal(parts + [directory + "/absent.csv"])
    #expect(unreadable.code == 66 && unreadable.message.contains("cannot read '\(directory)/absent.csv'"))
  }

  @Test("A rerun shard replaces its earlier file: the merge then completes")
  func rerun() throws {
    let grid = ["--bounces", "2", "--durations", "5"]
    let (whole, parts) = try sweep(grid, shards: 2, name: "again")
    // Shard 2 first written by another job, then rerun as the merge's refusal says.
    #expect(MotionBenchMain.main(["sweep"] + grid + ["--hz", "60", "--shard", "2/2", "--out", parts[1]]) == 0)
    #expect(try Self.refusal(parts).code == 65)
    #expect(MotionBenchMain.main(["sweep"] + grid + ["--shard", "2/2", "--out", parts[1]]) == 0)
    let merged = directory + "/again-merged.csv"
    #expect(MotionBenchMain.main(["merge", merged] + parts) == 0)
    #expect(try readBytes(merged) == whole)
  }

  @Test("--shard auto reads a Slurm array task (0-based) or GoogleTest's shard; a malformed one is refused")
  func auto() throws {
    let grid = ["sweep", "--bounces", "2", "--durations", "3"]
    let slurm = ["-u", "GTEST_SHARD_INDEX", "SLURM_ARRAY_TASK_ID=1", "SLURM_ARRAY_TASK_COUNT=3"]
    let gtest = ["-u", "SLURM_ARRAY_TASK_ID", "GTEST_SHARD_INDEX=1", "GTEST_TOTAL_SHARDS=3"]
    for variables in [slurm, gtest] {
      let result = try ChildProcess.run(
        variables + [try motionBenchExecutable()] + grid + ["--shard", "auto"], in: directory, program: "/usr/bin/env")
      #expect(result.ending == .exited(0), "\(result.standardError)")
      let table = try CSVTable(parsing: result.standardOutput)
      #expect(try table.strings("shard") == ["2", "2"] && table.strings("case") == ["1", "4"])
    }
    for bad in [
      ["SLURM_ARRAY_TASK_ID=3", "SLURM_ARRAY_TASK_COUNT=3"], ["SLURM_ARRAY_TASK_ID=1", "SLURM_ARRAY_TASK_COUNT=x"],
    ] {
      let result = try ChildProcess.run(
        bad + [try motionBenchExecutable()] + grid + ["--shard", "auto"], in: directory, program: "/usr/bin/env")
      #expect(result.ending == .exited(64) && result.standardOutput.isEmpty)
      #expect(result.standardErrorLines.first?.hasPrefix("Error: --shard auto: SLURM_ARRAY_TASK_") == true)
    }
  }
}
