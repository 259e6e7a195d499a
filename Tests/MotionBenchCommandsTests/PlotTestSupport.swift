import BenchmarkKit
import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

func expectPictures(_ names: [String], in folder: String, format: GnuplotTerminal.Format = .png) throws {
  for name in names {
    let picture = folder + "/" + name + "." + format.rawValue
    #expect(access(folder + "/" + name + ".gp", R_OK) == 0, "\(name).gp")
    #expect(format == .png ? try isPNG(picture) : try text(picture).contains("<svg"), "\(picture)")
    #expect(unlink(picture) == 0)
    #expect(try rerun(name + ".gp", in: folder) == 0, "\(name).gp does not run by itself")
    #expect(format == .png ? try isPNG(picture) : try text(picture).contains("<svg"), "\(picture) was not redrawn")
  }
  #expect(!(try FileList(folder).names.contains { $0.hasPrefix(".plot-") }), "a staging folder was left behind")
}

/// Runs `gnuplot SCRIPT` in `folder`, the folder and script passed as arguments (never pasted
/// into a command).
func rerun(_ script: String, in folder: String) throws -> Int32 {
  try ChildProcess.run([script], in: folder, program: "gnuplot").status
}

/// Runs the built motion-bench in a fresh directory, with `PATH` replaced when given.
func runMotionBench(_ arguments: [String], path: String? = nil) throws -> (status: Int32, stderr: [String]) {
  try withTemporaryDirectory { directory in
    let result = try ChildProcess.run(arguments, in: directory, path: path)
    return (result.status, result.standardErrorLines)
  }
}

func isPNG(_ path: String) throws -> Bool {
  Array(try bytes(path).prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}

func bytes(_ path: String) throws -> [UInt8] { try readBytes(path) }

func text(_ path: String) throws -> String { try readText(path) }

func write(_ text: String, to path: String) throws {
  guard let file = fopen(path, "wb") else { throw TextFileError(path: path) }
  defer { fclose(file) }
  _ = Array(text.utf8).withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
}

/// The numbers of a gnuplot data file, by block (blocks are separated by two blank lines).
func dataBlocks(_ path: String) throws -> [[[Double]]] {
  var blocks: [[[Double]]] = [[]]
  var blank = 0
  for line in try text(path).split(separator: "\n", omittingEmptySubsequences: false) {
    if line.isEmpty {
      blank += 1
      continue
    }
    if blank >= 2, !(blocks.last?.isEmpty ?? true) { blocks.append([]) }
    blank = 0
    if line.hasPrefix("#") { continue }
    blocks[blocks.count - 1].append(line.split(separator: " ").map { Double($0) ?? .nan }.map { Canonical($0).value })
  }
  return blocks.filter { !$0.isEmpty }
}

/// Every row of a data file, blocks joined.
func dataRows(_ path: String) throws -> [[Double]] { try dataBlocks(path).flatMap { $0 } }

/// NaN compared equal to NaN, so rows with undefined fields compare with `==`.
struct Canonical: Equatable {
  let value: Double
  init(_ value: Double) { self.value = value.isNaN ? -.greatestFiniteMagnitude : value }
}

/// Rows with NaN made comparable, as ``dataRows(_:)`` returns them.
func canonical(_ rows: [[Double]]) -> [[Double]] { rows.map { $0.map { Canonical($0).value } } }

/// Hand-made fixtures in the schemas the branches agreed on.
enum PlotFixtures {
  /// Part of a default run of the previous schema (no rounds, no fingerprint columns), kept as
  /// a fixture beside this file.
  static var committedRun: String {
    let path = #filePath
    return String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) + "/Fixtures/run-previous-schema.csv"
  }

  static let runHeader =
    "timestamp,git_commit,toolchain,cpu_model,cpu_cores,kernel,build_configuration,vector_isa,build_flags,fingerprint,"
    + "seed,phase,solver,tolerance,selectors,seconds,hz,threads,channel,round,metric,value,unit"

  /// A small run of the new schema, every phase, three timing rounds per solver.
  static var run: String {
    let meta =
      "2026-12-01T10:00:00Z,abc1234,Swift version 6.3.1 (swift-6.3.1-RELEASE),Test CPU,2,Linux 6,release,avx2,-target-cpu native,0f0f0f0f,1"
    var rows = [runHeader]
    func add(
      _ phase: String, _ solver: String, _ tolerance: String, _ selectors: Int, _ threads: Int, _ channel: String,
      _ round: String,
      _ metric: String, _ value: Double, _ unit: String
    ) {
      rows.append(
        "\(meta),\(phase),\(solver),\(tolerance),\(selectors),10,120,\(threads),\(channel),\(round),\(metric),\(value),\(unit)"
      )
    }
    for (solver, median, p10, p90, rounds, bound, ratio) in [
      ("closed-form", 7.2, 6.8, 7.6, [7.1, 7.2, 7.9], 1.8, 8.0),
      ("exact-step", 0.31, 0.29, 0.34, [0.3, 0.31, 0.36], 0.3, 2.0),
    ] {
      add("timing", solver, "", 5000, 2, "", "", "ns_per_sample_median", median, "ns")
      add("timing", solver, "", 5000, 2, "", "", "bound_ns_per_sample", bound, "ns")
      add("timing", solver, "", 5000, 2, "", "", "bound_ratio", ratio, "x")
      add("timing", solver, "", 5000, 2, "", "", "ns_per_sample_p10", p10, "ns")
      add("timing", solver, "", 5000, 2, "", "", "ns_per_sample_p90", p90, "ns")
      for (k, value) in rounds.enumerated() {
        add("timing", solver, "", 5000, 2, "", "\(k + 1)", "ns_per_sample", value, "ns")
      }
    }
    for (solver, scale, opacity) in [("closed-form", 1.5e-14, 3e-14), ("exact-step", 2.5e-13, 9e-15)] {
      add("accuracy", solver, "", 500, 2, "dot.scale", "", "max_error", scale / 14.6, "value")
      add("accuracy", solver, "", 500, 2, "dot.scale", "", "max_error_pt", scale, "pt")
      add("accuracy", solver, "", 500, 2, "dot.scale", "", "visible_error_samples", 0, "samples")
      add("accuracy", solver, "", 500, 2, "dot.opacity", "", "max_error", opacity, "value")
      add("accuracy", solver, "", 500, 2, "all", "", "max_error", scale, "value")
    }
    add("accuracy", "exact-step", "", 500, 2, "press.opacity", "", "max_error", 0, "value")
    for (tolerance, error, time) in [
      ("0.001", 2e-4, 90.0), ("9.9999999999999995e-07", 3e-7, 140), ("1.0000000000000001e-09", 5e-10, 300),
    ] {
      add("work-precision", "gsl:rk4", tolerance, 16, 2, "", "", "max_error", error, "value")
      add("work-precision", "gsl:rk4", tolerance, 16, 2, "", "", "ns_per_sample", time, "ns")
    }
    add("work-precision", "gsl:rk4", "1e-12", 16, 2, "", "", "failed", 1, "bool")
    add("work-precision", "closed-form", "", 16, 2, "", "", "max_error", 4e-16, "value")
    add("work-precision", "closed-form", "", 16, 2, "", "", "ns_per_sample", 12.5, "ns")
    add("work-precision", "reference", "", 16, 2, "", "", "max_error", 0, "value")
    add("work-precision", "reference", "", 16, 2, "", "", "ns_per_sample", 420, "ns")
    add("scaling", "exact-step", "", 10000, 1, "", "", "run_seconds_median", 0.11, "s")
    add("scaling", "exact-step", "", 10000, 2, "", "", "run_seconds_median", 0.06, "s")
    add("scaling", "exact-step", "", 10000, 2, "", "", "speedup", 0.11 / 0.06, "x")
    return rows.joined(separator: "\n") + "\n"
  }

  /// Three runs of two timing series and one accuracy series; the third run regresses
  /// closed-form on a different machine.
  static var history: String {
    var rows = [PlotCommandOptionTests.historyColumns.joined(separator: ",")]
    let runs = [
      ("2026-12-01T10:00:00Z", "aaaaaaa1", "f1"), ("2026-12-02T10:00:00Z", "bbbbbbb2", "f1"),
      ("2026-12-03T10:00:00Z", "ccccccc3", "f2"),
    ]
    let closedForm = [(7.2, 7.0, 7.5, ""), (7.3, 7.1, 7.6, ""), (9.9, 9.5, 10.4, "regression")]
    let exactStep = [(0.31, 0.3, 0.33, ""), (0.3, 0.29, 0.32, ""), (0.32, 0.31, 0.35, "")]
    for (k, run) in runs.enumerated() {
      let meta = "\(run.0),\(run.1),Swift version 6.3.1 (swift-6.3.1-RELEASE),Test CPU,2,Linux 6,release,avx2,,\(run.2)"
      for (solver, figures) in [("closed-form", closedForm), ("exact-step", exactStep)] {
        let (value, low, high, verdict) = figures[k]
        rows.append("\(meta),timing,\(solver),,,ns_per_sample,\(value),\(low),\(high),5,ns,\(verdict)")
      }
      rows.append("\(meta),accuracy,closed-form,all,,max_error,5.68e-14,,,,value,")
    }
    return rows.joined(separator: "\n") + "\n"
  }
}
