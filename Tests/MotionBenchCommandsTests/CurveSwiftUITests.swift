import BenchmarkKit
import Glibc
import MotionCurves
import SpringTuning
import TestSupport
import Testing

@testable import MotionBenchCommands

@Suite("motion-bench curve --solver swiftui", .tags(.integration))
struct CurveSwiftUITests {
  private let scratch = try! TemporaryDirectory()
  var directory: String { scratch.path }

  /// The runtime's frames of the seed dot spring, as a user asks for them.
  @Test("The runtime's frames on stdout (pure CSV, ending exactly at the target), the end on stderr")
  func doneWhen() throws {
    let run = try ChildProcess.run(
      ["curve", ".spring(duration: 0.35, bounce: 0.55)", "--solver", "swiftui", "--from", "0.01", "--to", "1"],
      in: directory)
    #expect(run.status == 0)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first == "t,value,velocity")
    let rows = lines.dropFirst().map { $0.split(separator: ",").compactMap { Double($0) } }
    #expect(rows.count > 2 && rows.allSatisfy { $0.count == 3 })
    #expect(rows.first == [0, 0.010000000000000009, 0])
    // The last frame is the end: exactly the target, at rest; the one before is not.
    let last = try #require(rows.last)
    #expect(last[1] == 1 && last[2] == 0 && rows[rows.count - 2][1] != 1)
    let note = run.standardError.split(separator: "\n").map(String.init)
    #expect(
      note.count == 1
        && note[0].hasPrefix(
          "swiftui: ends at \(SpringExpression.format(last[0], significantDigits: 4)) s (exact settling "),
      "\(note)")
  }

  @Test("The independent model's .smooth figures: 1.25 s over 79.75 pt, 0.825 s over 1; a frame later by default")
  func smoothNote() throws {
    let immediate = ["--device-start", "immediate"]
    let points = try ChildProcess.run(
      ["curve", ".smooth", "--solver", "swiftui", "--to", "79.75", "--out", directory + "/p.csv"] + immediate,
      in: directory)
    #expect(points.status == 0 && points.standardOutput.isEmpty)
    #expect(
      points.standardError.hasPrefix("swiftui: ends at 1.25 s (exact settling 0.7348 s), jump 0.0005216"),
      "\(points.standardError)")
    let unit = try ChildProcess.run(["curve", ".smooth", "--solver", "swiftui"] + immediate, in: directory)
    #expect(unit.standardError.hasPrefix("swiftui: ends at 0.825 s (exact settling 0.7348 s)"), "\(unit.standardError)")
    // The default window reaches the end, past the exact settling time.
    #expect(unit.standardOutput.split(separator: "\n").last?.hasPrefix("0.82499999999999996,1,0") == true)
    // By default the move begins on the frame after the change: the end comes 1/120 s later, the
    // closed form's settling stays.
    let late = try ChildProcess.run(["curve", ".smooth", "--solver", "swiftui"], in: directory)
    #expect(
      late.standardError.hasPrefix("swiftui: ends at 0.8333 s (exact settling 0.7348 s)"), "\(late.standardError)")
    #expect(late.standardOutput.split(separator: "\n").last?.hasPrefix("0.83333333333333337,1,0") == true)
  }

  @Test("Notes for animations that are not fluid, never end, or diverge")
  func otherNotes() throws {
    let cases: [([String], String)] = [
      ([".interpolatingSpring(stiffness: 100, damping: 10)"], "swiftui: not a fluid spring"),
      ([".easeOut"], "swiftui: not a fluid spring"),
      ([".spring(duration: 0.5, bounce: 1)", "--seconds", "0.1"], "swiftui: does not end within 1000 s"),
      (
        [".spring(duration: 0.02, bounce: -0.5)", "--seconds", "0.1"],
        "swiftui: never ends: the runtime's step is unstable"
      ),
      ([".smooth", "--seconds", "0.5"], "swiftui: ends at 0.8333 s, after the last frame written"),
    ]
    for (arguments, phrase) in cases {
      let run = try ChildProcess.run(["curve"] + arguments + ["--solver", "swiftui"], in: directory)
      #expect(run.status == 0 && run.standardError.hasPrefix(phrase), "\(arguments): \(run.standardError)")
    }
  }

  @Test("--components 2 (scaleEffect) ends no sooner; --errors compares with the Float80 closed form")
  func componentsAndErrors() throws {
    let one = directory + "/one.csv"
    let two = directory + "/two.csv"
    #expect(
      MotionBenchMain.main([
        "curve", ".snappy", "--from", "1", "--to", "0.8", "--solver", "swiftui", "--seconds", "1", "--out", one,
      ]) == 0)
    #expect(
      MotionBenchMain.main([
        "curve", ".snappy", "--from", "1", "--to", "0.8", "--solver", "swiftui", "--components", "2", "--seconds", "1",
        "--out", two,
      ]) == 0)
    func end(_ path: String) throws -> Double {
      let table = try CSVTable(contentsOfFile: path)
      let t = try table.doubles("t")
      let v = try table.doubles("velocity")
      let x = try table.doubles("value")
      return t[try #require(x.indices.first { x[$0] == 0.8 && v[$0] == 0 })]
    }
    #expect(try end(two) >= end(one))
    let errors = directory + "/errors.csv"
    #expect(
      MotionBenchMain.main([
        "curve", ".smooth", "--to", "79.75", "--solver", "swiftui", "--device-start", "immediate", "--errors", "--out",
        errors,
      ]) == 0)
    let table = try CSVTable(contentsOfFile: errors)
    #expect(try table.strings("solver").allSatisfy { $0 == "swiftui" })
    let worst = try table.doubles("value_error").map(abs).max() ?? 0
    #expect(worst > 0.43 && worst < 0.45)  // the highlight's lag in the independent model, 0.44 pt
  }

}
