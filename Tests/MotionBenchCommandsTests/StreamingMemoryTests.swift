import BenchmarkKit
import Glibc
import MotionText
import TestSupport
import Testing

/// Large inputs are read in bounded memory: `plot`, `tune --match`, `report` and `compare`
/// run under `/usr/bin/time -v` on a small and a five times larger file generated here, and
/// the growth of their peak RSS is held below a share of the growth of the file. Peak RSS of
/// one command on one file varies by up to about 0.7 MB from run to run here, so each figure is
/// the least of two runs and the files grow by at least 20 MB. Before
/// streaming, `plot` took about 13 bytes of memory per byte of a curve file and `report` a
/// few per byte of a run file (docs/cli.md, "Large files").
@Suite(.serialized, .tags(.integration)) struct StreamingMemoryTests {
  /// The peak RSS in bytes of `motion-bench ARGUMENTS`, from `/usr/bin/time -v`, and its exit code.
  static func peakMemory(_ arguments: [String], in directory: String) throws -> (bytes: Int, status: Int32) {
    let result = try ChildProcess.run(
      ["-v", try motionBenchExecutable()] + arguments, in: directory, program: "/usr/bin/time")
    let marker = "Maximum resident set size (kbytes):"
    let line = try #require(result.standardErrorLines.first { $0.contains(marker) })
    let kibibytes = try #require(Int((line.split(separator: ":").last ?? "").trimmingWhitespace()))
    return (kibibytes * 1024, result.status)
  }

  /// Writes `count` rows made by `row` after `header`, a megabyte at a time.
  static func writeRows(_ path: String, header: String, count: Int, _ row: (Int) -> String) throws {
    guard let file = fopen(path, "wb") else { throw TextFileError(path: path) }
    defer { fclose(file) }
    var bytes = Array((header + "\n").utf8)
    for i in 0..<count {
      bytes += row(i).utf8
      if bytes.count > 1 << 20 || i == count - 1 {
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { throw TextFileError(path: path) }
        bytes.removeAll(keepingCapacity: true)
      }
    }
  }

  /// A curve file as `curve` writes one: `t,value,velocity` at 10 kHz, a spring's move by
  /// 79.75 (decay rate 3, angular frequency 12 per second).
  static func curveFile(_ path: String, rows: Int) throws -> Int {
    try writeRows(path, header: "t,value,velocity", count: rows) { i in
      let t = Double(i) / 10000
      let envelope = exp(-3 * t)
      let value = 79.75 * (1 - envelope * (cos(12 * t) + 0.25 * sin(12 * t)))
      return "\(t),\(value),\(79.75 * envelope * 12.75 * sin(12 * t))\n"
    }
    return try fileSize(path)
  }

  /// Runs concatenated into one file: a synthetic run's rows, again and again with a later
  /// timestamp each time (the first 20 characters of a row).
  static func runsFile(_ path: String, template: String, runs: Int) throws -> Int {
    let lines = try readText(template).split(separator: "\n").map(String.init)
    let body = lines.dropFirst()
    try writeRows(path, header: lines[0], count: runs * body.count) { i in
      let run = i / body.count
      let row = body[body.startIndex + i % body.count]
      let stamp = "2026-\(10 + run / 100)-\(10 + run / 10 % 10)T\(10 + run % 10):00:00Z"  // in order, up to 300 runs
      return stamp + row.dropFirst(20) + "\n"
    }
    return try fileSize(path)
  }

  static func fileSize(_ path: String) throws -> Int {
    var status = stat()
    guard stat(path, &status) == 0 else { throw TextFileError(path: path) }
    return Int(status.st_size)
  }

  /// Peak RSS of the command on the small and the large file; the growth must stay below
  /// `share` of the files' growth.
  static func expectBounded(
    _ command: (String) -> [String], small: String, large: String, growth: (Int, Int), share: Double,
    in directory: String
  ) throws {
    func leastOfTwo(_ file: String) throws -> (bytes: Int, status: Int32) {
      let (first, second) = (try peakMemory(command(file), in: directory), try peakMemory(command(file), in: directory))
      return (min(first.bytes, second.bytes), max(first.status, second.status))
    }
    let (before, after) = (try leastOfTwo(small), try leastOfTwo(large))
    #expect(before.status == 0 && after.status == 0, "\(command(large))")
    let memoryGrowth = Double(after.bytes - before.bytes)
    let fileGrowth = Double(growth.1 - growth.0)
    #expect(
      memoryGrowth < share * fileGrowth,
      "\(command(large)): peak RSS \(before.bytes) -> \(after.bytes) bytes for files of \(growth.0) -> \(growth.1) bytes"
    )
  }

  /// `plot` reads a curve file twice and reduces as it reads the second time: 70,000 and
  /// 560,000 samples both end in at most a few samples for each of 2,400 half pixel columns.
  /// (Read once, it kept 24 bytes a sample, about 40 % of the text.)
  @Test func plotKeepsBucketsNotSamples() throws {
    try withTemporaryDirectory { directory in
      let small = try Self.curveFile(directory + "/small.csv", rows: 70_000)
      let large = try Self.curveFile(directory + "/large.csv", rows: 560_000)
      try Self.expectBounded(
        { ["plot", $0, "--out", directory + "/plots-" + $0.prefix(5)] }, small: "small.csv", large: "large.csv",
        growth: (small, large), share: 0.1, in: directory)
    }
  }

  /// `tune --match` keeps at most 65,536 bins of samples (``ReducedTrace``), whatever the
  /// trace's length: 70,000 and 560,000 samples both end in 35,000 bins.
  @Test func tuneMatchKeepsBinsNotSamples() throws {
    try withTemporaryDirectory { directory in
      let small = try Self.curveFile(directory + "/small.csv", rows: 70_000)
      let large = try Self.curveFile(directory + "/large.csv", rows: 560_000)
      try Self.expectBounded(
        { ["tune", "--match", $0] }, small: "small.csv", large: "large.csv", growth: (small, large), share: 0.1,
        in: directory)
    }
  }

  @Test func reportAndCompareKeepOneRun() throws {
    try withTemporaryDirectory { directory in
      var random = SeededGenerator(state: 33)
      try SyntheticRun().write(to: directory + "/run.csv", &random)
      let small = try Self.runsFile(directory + "/small.csv", template: directory + "/run.csv", runs: 40)
      let large = try Self.runsFile(directory + "/large.csv", template: directory + "/run.csv", runs: 200)
      for (name, runs) in [("small2", 40), ("large2", 200)] {
        _ = try Self.runsFile(directory + "/\(name).csv", template: directory + "/run.csv", runs: runs)
      }
      // One run's rows are kept, whatever the number of runs: the growth is the reader's.
      try Self.expectBounded(
        { ["report", $0] }, small: "small.csv", large: "large.csv", growth: (small, large), share: 0.2, in: directory)
      try Self.expectBounded(
        { ["compare", $0, String($0.dropLast(4)) + "2.csv"] }, small: "small.csv",
        large: "large.csv", growth: (small, large), share: 0.2, in: directory)
    }
  }

  @Test func reportNamesTheNewestOfConcatenatedRuns() throws {
    try withTemporaryDirectory { directory in
      var random = SeededGenerator(state: 34)
      try SyntheticRun().write(to: directory + "/run.csv", &random)
      _ = try Self.runsFile(directory + "/runs.csv", template: directory + "/run.csv", runs: 3)
      let result = try ChildProcess.run(["report", "runs.csv"], in: directory)
      #expect(result.status == 0)
      #expect(result.standardError.contains("'runs.csv' holds 3 runs; this is the newest, 2026-10-10T12:00:00Z"))
      #expect(result.standardOutput.contains("MotionBench — 2026-10-10T12:00:00Z"))
    }
  }
}
