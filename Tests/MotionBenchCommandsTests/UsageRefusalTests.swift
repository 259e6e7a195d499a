import BenchmarkDashboard
import BenchmarkKit
import BenchmarkResults
import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

/// Every ``UsageRefusal`` tried twice: in this process, where the parse (or, for the cases
/// refused later, the run) must throw one line naming the input, and with the built
/// `motion-bench` as a user would run it: exit 64 (65 for a bad data file, 66 for a missing one,
/// 73 for an output that cannot be created), the first line on
/// stderr `Error: …` naming the input, nothing on stdout, nothing written, never a crash or hang.
@Suite("Refused command lines", .tags(.integration))
struct UsageRefusalTests {
  /// A results file of `run` with one row (the cases that need one only check options).
  static let smallRun =
    "timestamp,git_commit,toolchain,cpu_model,cpu_cores,kernel,build_configuration,vector_isa,build_flags,fingerprint,"
    + "seed,phase,solver,tolerance,selectors,seconds,hz,threads,channel,round,metric,value,unit\n"
    + "2026-11-30T00:00:00Z,abc1234,Swift 6.3.1,Test CPU,2,Linux,release,avx2,,0123456789ab,"
    + "1,accuracy,exact-step,,10,1,120,2,all,,max_error,1e-13,value\n"

  /// A shard file of a job of 3 cases in 2 shards, one row per case.
  static func shard(
    _ index: Int, cases: [Int], hash: String = "00000000000000aa", of total: Int = 3, shards: Int = 2,
    command: String = "motion-bench sweep --bounces 3", nanoseconds: String = "1", value: (Int) -> String = { "\($0)" }
  ) -> String {
    "spec_hash,shard,shards,cases,command,case,wall_ns,cpu_ns,x\n"
      + cases.map {
        "\(hash),\(index),\(shards),\(total),\(command),\($0),\(nanoseconds),\(nanoseconds),\(value($0))\n"
      }.joined()
  }

  /// Files the data-file cases read.
  /// A valid description (a tab bar) that the component fixtures each break in one place.
  static let component = """
    {
      "component": "tab-bar",
      "elements": { "tab": 5 },
      "state": { "selection": 0 },
      "let": { "isSelected": "selection == index" },
      "actions": { "tap": { "on": "tab", "set": { "selection": "index" } } },
      "crowd": { "gesture": "tap", "on": "tab" },
      "channels": [
        { "name": "pill.offset", "property": "position", "value": "70 * selection", "animation": ".snappy", "pointsPerUnit": 1 },
        { "name": "label.tint", "per": "tab", "property": "tint", "value": "isSelected ? 1 : 0", "animation": ".smooth" }
      ]
    }

    """

  /// A history's row of closed-form's CPU time per sample over 12 rounds.
  static func timingRow(_ value: String) -> String {
    HistoryFixture.row(
      commit: "abc1234", phase: "timing", channel: "", metric: "cpu_ns_per_sample", value: value, n: "12", unit: "ns")
  }

  static func writeFixtures(in directory: String) throws {
    let fixtures: [String: String] = [
      "denormal.csv": "t,value\n0,0\n1e-321,0.5\n2e-321,1\n3e-321,1.1\n",
      "huge.csv": "t,value\n0,0\n0.1,1e308\n0.2,1\n0.3,1\n",
      "columns.csv": "time,value\n0,0\n0.1,1\n",
      "late.csv": "t,value\n0,0\n5000,0.5\n9000,0.9\n20000,1\n",
      "run.csv": Self.smallRun,
      "other.csv": Self.smallRun.replacing(
        "accuracy,exact-step,,10,1,120,2,all,,max_error,1e-13,value",
        with: "memory,exact-step,,10,1,120,2,,,peak_rss,1e6,bytes"),
      "run-hex.csv": Self.smallRun.replacing(",10,1,120,2,all,", with: ",10,0x10,120,2,all,"),
      "run-overflow.csv": Self.smallRun.replacing("max_error,1e-13,", with: "max_error,1e999,"),
      "run-nan-hz.csv": Self.smallRun.replacing(",10,1,120,2,all,", with: ",10,1,nan,2,all,"),
      "runs-split.csv": Self.smallRun
        + Self.smallRun.split(separator: "\n")[1].replacing("2026-11-30T00", with: "2026-11-30T01") + "\n"
        + Self.smallRun.split(separator: "\n")[1] + "\n",
      "history.csv":
        "timestamp,git_commit,fingerprint,phase,solver,metric,value,n,verdict\n2026-11-30T00:00:00Z,abc1234,0123456789ab,accuracy,exact-step,max_error,1e-13,,\n",
      "header.csv": "t,value\n",
      "history-empty.csv": HistoryFixture.header,
      "history-nan.csv": HistoryFixture.header + Self.timingRow("nan"),
      "history-one.csv": HistoryFixture.header + Self.timingRow("1.5"),
      "order.csv": "t,value\n0,0\n0.2,1\n0.1,2\n0.3,3\n0.4,3\n",
      "component.json": Self.component,
      "component-syntax.json": "{\n  \"component\": \"x\",\n  \"elements\": {\"tab\": 5},,\n}\n",
      "component-field.json": Self.component.replacing("\"crowd\"", with: "\"crwod\""),
      "component-identifier.json": Self.component.replacing("isSelected ? 1 : 0", with: "isSelcted ? 1 : 0"),
      "component-count.json": Self.component.replacing("\"tab\": 5", with: "\"tab\": 0"),
      "component-let.json": Self.component.replacing("\"selection == index\"", with: "\"isSelected && index == 0\""),
      "component-derived.json": Self.component.replacing(
        "\"value\": \"isSelected ? 1 : 0\", \"animation\": \".smooth\"", with: "\"derived\": \"1 - label.tint\""),
      "component-trigger.json": Self.component.replacing(
        "\"value\": \"isSelected ? 1 : 0\", \"animation\": \".smooth\"",
        with: "\"keyframes\": \"MoveKeyframe(0) CubicKeyframe(1, duration: 0.5)\", \"trigger\": \"pill.offset\""),
      "component-infinite.json": Self.component.replacing("70 * selection", with: "70 / (selection - 2)"),
      "component-animation.json": Self.component.replacing("\".smooth\"", with: "\".smooth(duration: -1)\""),
      "component-big.json": Self.component + String(repeating: " ", count: 1 << 20),
      "component-demo.json": Self.component.replacing(
        "\"crowd\": { \"gesture\": \"tap\", \"on\": \"tab\" },",
        with: "\"crowd\": { \"gesture\": \"tap\", \"on\": \"tab\" }, \"demo\": \"0.2:tap 5\","),
      "shard1.csv": Self.shard(1, cases: [0, 2]),
      "shard2.csv": Self.shard(2, cases: [1]),
      "other2.csv": Self.shard(2, cases: [1], hash: "00000000000000bb"),
      "gap1.csv": Self.shard(1, cases: [0]),
      "stray2.csv": Self.shard(2, cases: [1, 2]),
      "vast1.csv": Self.shard(1, cases: [0], of: 1 << 62),
      "billion1.csv": Self.shard(1, cases: [0], of: 1_000_000_000),
      "million-shards.csv": "spec_hash,shard,shards,cases,command,case,wall_ns,cpu_ns,x\n"
        + "00000000000000aa,1,1000000,1000000,motion-bench sweep --bounces 1000,0,1,1,0\n",
      "huge1.csv": Self.shard(1, cases: [0, 2], nanoseconds: "5000000000000000000"),
      "huge2.csv": Self.shard(2, cases: [1], nanoseconds: "5000000000000000000"),
      "negative1.csv": Self.shard(1, cases: [0, 2], nanoseconds: "-5"),
      "injected1.csv": Self.shard(1, cases: [0, 2], command: "motion-bench sweep --bounces 3; touch pwned"),
      "escape1.csv": Self.shard(1, cases: [0, 2]) { "\"\u{1B}]8;;https://x\u{7}\($0)\"" },
      "formula1.csv": Self.shard(1, cases: [0, 2]) { "\"=HYPERLINK(\"\"https://x\"\",\"\"\($0)\"\")\"" },
      "bidi1.csv": Self.shard(1, cases: [0, 2]) { "a\u{202E}\($0)" },
      "events.csv": "selector,time,action\n0,0.5,tap 1\n",
      "events-columns.csv": "selector,when,action\n0,0.5,tap 1\n",
      // Another format whose rows are wider than its one-field header (as /etc/passwd is).
      "events-other.csv": "root:x:0:0:root\npostgres:x:101:104:PostgreSQL administrator,,,\n",
      "events-fields.csv": "selector,time,action\n0,0.5,tap 1\n0,0.7\n",
      "events-nan.csv": "selector,time,action\n0,nan,tap 1\n",
      "events-order.csv": "selector,time,action\n0,0.5,tap 1\n0,0.2,tap 2\n",
      "events-action.csv": "selector,time,action\n0,0.5,swipe 1\n",
      "events-option.csv": "selector,time,action\n0,0.5,tap 3\n",
      "events-selector.csv": "selector,time,action\n-1,0.5,tap 1\n",
      "events-empty.csv": "",
      "events-crowded.csv": "selector,time,action\n"
        + String(repeating: "0,0.1,press 1\n0,0.1,release 1\n", count: 6),
    ]
    // Ten shards, each 1e18 ns of CPU time: in range, but 1e19 ns in all, past Int.max.
    for index in 1...10 {
      let text = Self.shard(index, cases: [index - 1], of: 10, shards: 10, nanoseconds: "1000000000000000000")
      try writeText(text, to: directory + "/sum\(index).csv")
    }
    for (name, text) in fixtures {
      try writeText(text, to: directory + "/" + name)
    }
    // Outputs that must never be replaced: a FIFO, a folder, a read-only file.
    guard mkfifo(directory + "/fifo", 0o644) == 0, mkdir(directory + "/folder", 0o755) == 0,
      chmod(directory + "/history.csv", 0o644) == 0, let readOnly = fopen(directory + "/read-only.csv", "wb")
    else { throw TextFileError(path: directory) }
    fclose(readOnly)
    chmod(directory + "/read-only.csv", 0o444)
  }

  /// Runs `body` with an empty output folder and a folder of the fixtures.
  ///
  /// - Parameter body: Receives the two folders' paths.
  /// - Throws: What making the folders or `body` throws.
  func withFolders(_ body: (_ output: String, _ data: String) throws -> Void) throws {
    try withTemporaryDirectory { data in
      try Self.writeFixtures(in: data)
      try withTemporaryDirectory { output in try body(output, data) }
    }
  }

  @Test("Every subcommand has cases, and no case is there twice")
  func coverage() {
    let commands = Set(UsageRefusal.all.map { $0.arguments[0] })
    #expect(commands.isSuperset(of: MotionBenchMain.commands.map(\.name)))
    #expect(Set(UsageRefusal.all.map(\.testDescription)).count == UsageRefusal.all.count)
  }

  @Test(
    "In process: the parse, or the run, throws one line naming the input",
    arguments: UsageRefusal.all.filter(\.environment.isEmpty))
  func inProcess(_ refusal: UsageRefusal) throws {
    try withFolders { output, data in
      let arguments = refusal.arguments(output: output, data: data)
      if let command = MotionBenchMain.commands.first(where: { $0.name == arguments[0] }) {
        if let refused = try Self.refusal(of: command.type, Array(arguments.dropFirst()), refusal.stage) {
          #expect(refused.message.contains(refusal.phrase) && !refused.message.contains("\n"), "\(refused.message)")
          #expect(refused.code == refusal.code, "\(refused.message)")
        }
      } else {
        #expect(MotionBenchMain.main(arguments) == refusal.code)
      }
      #expect(try FileList(output).names == [])
    }
  }

  /// The message of the error with which `type` refuses `arguments`, and the exit code it
  /// stands for; nil, with an issue recorded, when the command accepts them.
  ///
  /// - Parameters:
  ///   - type: The subcommand.
  ///   - arguments: The arguments after its name.
  ///   - stage: Where it must refuse them: an issue is recorded when another stage does.
  /// - Returns: The message and exit code, or nil.
  /// - Throws: An error of the run that is neither a usage nor a data error.
  static func refusal(
    of type: any Command.Type, _ arguments: [String], _ stage: UsageRefusal.Stage
  ) throws -> (message: String, code: Int32)? {
    let command: (any Command)?
    do {
      command = try type.parse(arguments)
    } catch {
      #expect(stage == .parse, "the parse refused it: \(error)")
      return (error.message, error.exitCode.rawValue)
    }
    if stage == .parse {
      Issue.record("the parse accepted it")
      return nil
    }
    do {
      _ = try #require(command).run()
      Issue.record("the run accepted it")
      return nil
    } catch let error as UsageError {
      return (error.message, error.exitCode.rawValue)
    } catch let error as DataError {
      return (error.message, error.exitCode.rawValue)
    } catch let error as DashboardError {
      return (error.message, error.exitCode.rawValue)
    }
  }

  @Test(
    "End to end: exit 64, 65, 66 or 73, one Error: line naming the input, nothing written", arguments: UsageRefusal.all)
  func endToEnd(_ refusal: UsageRefusal) throws {
    try withFolders { output, data in
      let result = try ChildProcess.run(
        refusal.arguments(output: output, data: data), in: output, environment: refusal.environment)
      #expect(result.ending == .exited(refusal.code), "\(result.ending)")
      let lines = result.standardErrorLines
      let first = lines.first ?? ""
      #expect(first.hasPrefix("Error: ") && first.contains(refusal.phrase), "\(result.standardError)")
      // After the error, at most a short pointer to the help, never a usage line.
      #expect(
        lines.dropFirst().allSatisfy { $0.hasPrefix("See 'motion-bench") && $0.hasSuffix("--help'.") },
        "\(result.standardError)")
      #expect(result.standardOutput.isEmpty)
      #expect(try FileList(output).names == [])
    }
  }
}
