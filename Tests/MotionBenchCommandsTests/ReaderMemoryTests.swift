import BenchmarkKit
import BenchmarkResults
import Glibc
import SelectorSimulation
import TestSupport
import Testing

@testable import BenchmarkPictures
@testable import MotionBenchCommands

/// Every reader bounds its memory: on a generated input of 200 MB, the built binary's peak
/// resident set stays at most 300 MB, whatever the command makes of the input; an input that
/// would need more is refused with exit 65 at ``InputLimit/maximumKeptBytes``. A memory bound,
/// not a timed assertion. Before, these readers held every row as text or as full structures:
/// 0.4 to 3 GB on such inputs (issue 46, item 11).
///
/// The peak is `wait4`'s `ru_maxrss` of the binary, which counts the children it waited for
/// (gnuplot, say), as GNU time reads it for the binary it forks: a binary spawned by the test
/// process itself shares that process's memory until it execs, and its `ru_maxrss` starts at
/// the test process's own peak.
///
/// Each input is generated in a temporary folder from a block of rows written again and again
/// (only a time, a round or a grid position changes), so that writing 200 MB takes seconds even
/// in a debug build. Plots run with a stand-in gnuplot (on `PATH`) that writes each picture's
/// file without drawing it: the pictures' scripts and data are made and written as for real.
@Suite("Readers keep at most 300 MB of a 200 MB input", .serialized, .tags(.integration))
struct ReaderMemoryTests {
  /// The size of each generated input.
  static let inputBytes = 200_000_000
  /// The most peak memory a reader may take for it.
  static let bound = 300_000_000

  /// What a command did and the most memory it held.
  struct Measured {
    let status: Int32
    let peakBytes: Int
    let standardOutput: String
    let standardError: String
  }

  /// Runs the built `motion-bench` under GNU time, and a 2 GiB address-space limit (a runaway
  /// reader fails fast instead of taking the machine), and reads its peak resident set.
  ///
  /// - Parameters:
  ///   - arguments: The command line after the program name.
  ///   - directory: The working directory.
  ///   - path: A `PATH` for the child (the stand-in gnuplot's folder first).
  /// - Returns: Its exit status, peak memory and output.
  static func measure(_ arguments: [String], in directory: String, path: String? = nil) throws -> Measured {
    let report = directory + "/peak-rss"
    let script = "ulimit -v 2097152 && exec /usr/bin/time -o \"$0\" -f %M \"$@\""
    let child = try ChildProcess(
      ["-c", script, report, try motionBenchExecutable()] + arguments, in: directory, program: "/bin/sh", path: path)
    // A hang guard for a debug build reading 200 MB, not a time the reader must meet.
    let ending = child.wait(limit: 900)
    let result = ChildProcess.Result(
      ending: ending, standardOutput: try readText(child.stdoutPath), standardError: try readText(child.stderrPath))
    // The last line is the peak in KiB (before it, a line for a command ended by a signal).
    let lines = try readText(report).split(separator: "\n")
    let kibibytes = try #require(lines.last.flatMap { Int($0) }, "\(lines)")
    unlink(report)
    return Measured(
      status: result.status, peakBytes: kibibytes * 1024, standardOutput: result.standardOutput,
      standardError: result.standardError)
  }

  /// Checks a measured command: its exit status and its peak memory.
  static func expect(
    _ measured: Measured, status: Int32, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(measured.status == status, "\(what): \(measured.standardError)", sourceLocation: sourceLocation)
    #expect(
      measured.peakBytes <= bound, "\(what): peak RSS \(measured.peakBytes / 1_000_000) MB",
      sourceLocation: sourceLocation)
  }

  /// Writes a file a megabyte at a time: a header, then whatever `rows` appends, until it
  /// returns false or (unless `whole`) the file holds ``inputBytes``.
  static func generate(
    _ path: String, header: String, whole: Bool = false, rows: (inout [UInt8]) -> Bool
  ) throws -> Int {
    guard let file = fopen(path, "wb") else { throw TextFileError(path: path) }
    defer { fclose(file) }
    var bytes = Array((header + "\n").utf8)
    var written = 0
    var more = true
    while more && (whole || written + bytes.count < inputBytes) {
      more = rows(&bytes)
      if bytes.count > 1 << 20 || !more {
        guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { throw TextFileError(path: path) }
        written += bytes.count
        bytes.removeAll(keepingCapacity: true)
      }
    }
    guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { throw TextFileError(path: path) }
    return written + bytes.count
  }

  /// A stand-in for gnuplot: writes into each picture its script names the end of a PNG (what
  /// `plot` checks of a picture).
  static func fakeGnuplot(in directory: String) throws -> String {
    let folder = directory + "/bin"
    #expect(mkdir(folder, 0o755) == 0)
    try write(
      "#!/bin/sh\nsed -n \"s/^set output '\\(.*\\)'$/\\1/p\" \"$1\" | while IFS= read -r f; do printf '\\000\\000\\000\\000IEND\\256B\\140\\202' > \"$f\"; done\n",
      to: folder + "/gnuplot")
    #expect(chmod(folder + "/gnuplot", 0o755) == 0)
    return folder + ":/usr/bin:/bin"
  }

  /// A timestamp for run `k`, an hour after run `k − 1`.
  static func timestamp(_ k: Int) -> String {
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let (day, hour) = (k / 24, k % 24)
    return "2026-\(two(1 + day / 28))-\(two(1 + day % 28))T\(two(hour)):00:00Z"
  }

  /// One run's results with many timing rounds of each timed figure (a run of many
  /// repetitions), written to 200 MB: a synthetic run's rows, each value times `factor`, each
  /// round row repeated with its round.
  static func runFile(_ path: String, factor: Double, seed: UInt64) throws -> Int {
    var random = SeededGenerator(state: seed)
    let template = path + ".template"
    try SyntheticRun().write(to: template, &random)
    let lines = try readText(template).split(separator: "\n").map(String.init)
    unlink(template)
    let columns = lines[0].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    let (round, value) = (try #require(columns.firstIndex(of: "round")), try #require(columns.firstIndex(of: "value")))
    let rows = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    let single = rows.filter { $0[round].isEmpty }
    let timed = rows.filter { $0[round] == "1" }
    var next = 0
    var number = 1
    return try generate(path, header: lines[0]) { bytes in
      if next < single.count {
        var fields = single[next]
        if let number = Double(fields[value]) { fields[value] = "\(number * factor)" }
        bytes += Array((fields.joined(separator: ",") + "\n").utf8)
        next += 1
        return true
      }
      // Round `number` of every timed figure, round after round.
      for row in timed {
        var fields = row
        fields[round] = String(number)
        fields[value] = "\((Double(row[value]) ?? 1) * factor * (1 + Double(number % 97) * 1e-4))"
        bytes += Array((fields.joined(separator: ",") + "\n").utf8)
      }
      number += 1
      return true
    }
  }

  /// `report` and `compare` on one run each of 200 MB (600,000 rounds): the rounds are kept
  /// 20 bytes each. Before: 477 and 512 MB.
  @Test func resultsReaders() throws {
    try withTemporaryDirectory { directory in
      let base = try Self.runFile(directory + "/base.csv", factor: 1, seed: 41)
      let head = try Self.runFile(directory + "/head.csv", factor: 1.2, seed: 41)
      #expect(base >= Self.inputBytes - 4096 && head >= Self.inputBytes - 4096)
      let report = try Self.measure(["report", "base.csv"], in: directory)
      Self.expect(report, status: 0, "report")
      #expect(report.standardOutput.contains("Throughput"))
      // Every figure 20 % higher: the deterministic ones regress (exit 2).
      let compare = try Self.measure(["compare", "base.csv", "head.csv"], in: directory)
      Self.expect(compare, status: 2, "compare")
      #expect(compare.standardOutput.contains("regression"))
    }
  }

  /// A history of 200 MB: 500 figures a run (a synthetic run's, ten times over by solver),
  /// about 1,300 runs an hour apart.
  static func historyFile(_ path: String) throws -> (bytes: Int, runs: Int, rowsPerRun: Int) {
    var random = SeededGenerator(state: 43)
    let report = SyntheticRun().report(&random)
    var figures: [History.Row] = []
    for copy in 0..<10 {
      for var row in History.rows(of: report) {
        row.key.solver = ResultSolver(csv: "\(row.key.solver.name)-\(copy)")
        figures.append(row)
      }
    }
    // One run as `run` appends it, each row without its timestamp (the first column), which is
    // written per run in front of the rest.
    let rest = try withTemporaryDirectory { scratch in
      try History.append(figures, to: scratch + "/run.csv", policy: .init())
      return try readText(scratch + "/run.csv").split(separator: "\n").dropFirst().map {
        Array($0.drop { $0 != "," }.dropFirst().utf8) + [10]
      }
    }
    var run = 0
    let bytes = try generate(path, header: History.columns.joined(separator: ",")) { bytes in
      let stamp = Array((timestamp(run) + ",").utf8)
      for row in rest { bytes += stamp + row }
      run += 1
      return true
    }
    return (bytes, run, rest.count)
  }

  /// `compare --history`, `dashboard`, `plot` and `run` (appending) on a history of 200 MB:
  /// each row is kept in 49 bytes, the dashboard writes its pages chart by chart. Before:
  /// 1.23, 1.63, 1.54 and 1.36 GB.
  @Test func historyReaders() throws {
    try withTemporaryDirectory { directory in
      #expect(mkdir(directory + "/results", 0o755) == 0)
      let history = try Self.historyFile(directory + "/results/history.csv")
      #expect(history.bytes >= Self.inputBytes - 4096)
      let path = try Self.fakeGnuplot(in: directory)
      let compare = try Self.measure(["compare", "--history", "results/history.csv"], in: directory)
      Self.expect(compare, status: 0, "compare --history")
      #expect(compare.standardOutput.contains("(\(history.runs) runs of it in all)"), "\(compare.standardOutput)")
      let dashboard = try Self.measure(["dashboard", "results/history.csv", "--out", "site"], in: directory)
      Self.expect(dashboard, status: 0, "dashboard")
      #expect(access(directory + "/site/index.html", R_OK) == 0)
      let plot = try Self.measure(["plot", "results/history.csv", "--out", "plots"], in: directory, path: path)
      Self.expect(plot, status: 0, "plot of a history")
      #expect(plot.standardError.contains("plot: wrote "))
      let run = try Self.measure(["run", "--quick", "--phases", "accuracy", "--commit", "memory"], in: directory)
      Self.expect(run, status: 0, "run appending to the history")
      // The history kept every row and took the run's.
      var lines = 0
      for byte in try readBytes(directory + "/results/history.csv") where byte == UInt8(ascii: "\n") { lines += 1 }
      #expect(lines > 1 + history.runs * history.rowsPerRun)
    }
  }

  /// `plot` on a trace of 200 MB (4.4 million samples of 18 channels): read straight into
  /// each channel's samples, drawn from those of the M4 reduction. Before: 1.31 GB.
  @Test func plotOfATrace() throws {
    try withTemporaryDirectory { directory in
      let channels = Component.radio.channels.map(\.name).sorted().map {
        Array(",\($0),".utf8)
      }
      let values = (0..<64).map { Array("\(Double($0) / 63)".utf8) }
      let solver = Array(",closed-form\n".utf8)
      var frame = 0
      let bytes = try Self.generate(directory + "/trace.csv", header: "t,channel,value,solver") { bytes in
        let t = Array("\(Double(frame) / 120)".utf8)
        for (c, channel) in channels.enumerated() { bytes += t + channel + values[(frame + c) % 64] + solver }
        frame += 1
        return true
      }
      #expect(bytes >= Self.inputBytes - 4096)
      let path = try Self.fakeGnuplot(in: directory)
      let plot = try Self.measure(["plot", "trace.csv", "--out", "plots"], in: directory, path: path)
      Self.expect(plot, status: 0, "plot of a trace")
      #expect(plot.standardError.contains("drawn from the"), "\(plot.standardError)")
      #expect(access(directory + "/plots/trace-trace.png", R_OK) == 0)
    }
  }

  /// `plot` on a wide sweep of 200 MB (960 × 1,130 springs): its columns kept as numbers,
  /// each heatmap's data formatted as it is written, the grid drawn at 2 × 2 pixels a cell.
  /// Before: 1.44 GB.
  @Test func plotOfASweep() throws {
    try withTemporaryDirectory { directory in
      let header = ["bounce", "duration"] + SweepColumns.metrics
      let (count, durations) = (960, 1_130)
      let bounces = (0..<count).map { Array("\(-0.5 + 1.4 * Double($0) / Double(count - 1)),".utf8) }
      let times = (0..<durations).map { Array("\(0.1 + 1.4 * Double($0) / Double(durations - 1))".utf8) }
      let metrics = (0..<64).map { k in
        Array(SweepColumns.metrics.indices.map { ",\(Double(k + $0) / 7)" }.joined().utf8) + [10]
      }
      var b = 0
      let bytes = try Self.generate(directory + "/sweep.csv", header: header.joined(separator: ","), whole: true) {
        bytes in
        for d in 0..<durations { bytes += bounces[b] + times[d] + metrics[(b + d) % 64] }
        b += 1
        return b < count
      }
      #expect(bytes >= Self.inputBytes - 4096, "\(bytes)")
      let path = try Self.fakeGnuplot(in: directory)
      let plot = try Self.measure(["plot", "sweep.csv", "--out", "plots"], in: directory, path: path)
      Self.expect(plot, status: 0, "plot of a sweep")
      #expect(
        plot.standardError.contains("960 bounces × 1130 durations, drawn from 1 bounce in 2 and 1 duration in 3"),
        "\(plot.standardError)")
    }
  }

  /// `scene --events-file` with 200 MB of recorded actions (3.3 million, with a note each):
  /// kept 13 bytes an action. Before: 3.1 GB.
  @Test func eventsFile() throws {
    try withTemporaryDirectory { directory in
      let note = Array(",recorded on a test device in session 1\n".utf8)
      var k = 0
      let bytes = try Self.generate(directory + "/events.csv", header: "selector,time,action,note") { bytes in
        for selector in 0..<100 {
          bytes += Array("\(selector),\(Double(k) * 0.25),tap \(k % 3)".utf8) + note
        }
        k += 1
        return Double(k) * 0.25 <= 10_000
      }
      #expect(bytes >= Self.inputBytes - 4096)
      let scene = try Self.measure(
        ["scene", "radio", "--selectors", "100", "--seconds", "1", "--events-file", "events.csv"], in: directory)
      Self.expect(scene, status: 0, "scene --events-file")
      #expect(scene.standardOutput.contains("events-file events.csv ("), "\(scene.standardOutput)")
    }
  }

  /// An events FIFO fed forever is refused (exit 65) when its actions reach the memory kept,
  /// in bounded memory. Before: aborted on allocation past 5.4 GB.
  @Test func endlessEventsFile() throws {
    try withTemporaryDirectory { directory in
      try EndlessInputTests.withEndlessWriter(
        "echo selector,time,action; exec yes 0,0.5,tap\\ 1", in: directory
      ) { _ in
        let scene = try Self.measure(
          ["scene", "radio", "--selectors", "10", "--seconds", "1", "--events-file", "endless.csv"], in: directory)
        Self.expect(scene, status: 65, "scene --events-file on an endless FIFO")
        #expect(scene.standardError.contains("more actions than MotionBench keeps"), "\(scene.standardError)")
      }
    }
  }
}
