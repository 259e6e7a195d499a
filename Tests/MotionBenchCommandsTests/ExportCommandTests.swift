import Glibc
import TestSupport
import Testing

/// `motion-bench export`, run as a user would: the built binary, spawned.
@Suite("export, end to end", .tags(.integration))
struct ExportCommandTests {
  /// Runs the binary in a fresh directory that is removed afterwards.
  func run(_ arguments: [String]) throws -> ChildProcess.Result {
    let scratch = try TemporaryDirectory()
    defer { withExtendedLifetime(scratch) {} }
    let directory = scratch.path
    let child = try ChildProcess(arguments, in: directory, captureDirectory: directory)
    let ending = child.wait()
    return ChildProcess.Result(
      ending: ending, standardOutput: try readText(child.stdoutPath), standardError: try readText(child.stderrPath))
  }

  @Test(
    "--format json: an entry per platform with code, parameters, deviations and end time; css with points and duration")
  func json() throws {
    let result = try run(["export", ".spring(duration: 0.35, bounce: 0.55)", "--format", "json"])
    #expect(result.status == 0)
    let out = result.standardOutput
    for platform in ["swiftui", "css", "compose", "android", "flutter", "uikit", "framer", "reanimated", "tokens"] {
      #expect(out.contains("\"\(platform)\": {"), "\(platform)")
    }
    for field in [
      "\"code\": ", "\"parameters\": {", "\"max_deviation_pt_vs_device\": ",
      "\"max_deviation_pt_vs_closed_form\": ", "\"end_time\": ",
    ] {
      #expect(out.split(separator: "\n").filter { $0.hasPrefix("    " + field) }.count == 9, "\(field)")
    }
    #expect(out.contains("\"points\": ") && out.contains("\"duration\": 0."))
  }

  @Test("The reverse prints the SwiftUI line with the same motion")
  func reverse() throws {
    let result = try run([
      "export", "--from-platform", "flutter",
      "SpringDescription.withDurationAndBounce(duration: Duration(milliseconds: 500), bounce: 0.3)",
    ])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("swiftui     .spring(duration: 0.5, bounce: 0.3"))
  }
}

/// `tune … --export PLATFORM`.
@Suite("tune --export", .tags(.integration))
struct TuneExportTests {
  @Test("The tuned spring's export follows the report; a bad platform is one Error line")
  func tuneExport() throws {
    let good = try ExportCommandTests().run(["tune", "--overshoot", "0.1", "--settle", "0.5", "--export", "flutter"])
    #expect(good.status == 0)
    #expect(good.standardOutput.contains("Exact solution."))
    #expect(
      good.standardOutput.contains("flutter     controller.animateWith(SpringSimulation(SpringDescription(mass: 1"))
    let bad = try runMotionBench(["tune", "--overshoot", "0.1", "--settle", "0.5", "--export", "nope"])
    #expect(bad.status == 64)
    #expect(bad.stderr.first?.hasPrefix("Error: --export must be one of") == true)
  }
}
