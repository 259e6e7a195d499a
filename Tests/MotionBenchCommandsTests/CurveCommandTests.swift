import BenchmarkKit
import Glibc
import MotionCurves
import SelectorSimulation
import TestSupport
import Testing

@testable import MotionBenchCommands

@Suite("motion-bench curve", .tags(.integration))
struct CurveCommandTests {
  @Test("Defaults: 0 to 1, the device model, 120 Hz, long layout; the closed form's window ends past its settling")
  func defaults() throws {
    let device = try #require(try CurveCommand.parse([".spring(duration: 0.35, bounce: 0.55)"]))
    #expect(device.solver == .swiftUI)
    let command = try #require(
      try CurveCommand.parse([".spring(duration: 0.35, bounce: 0.55)", "--solver", "closed-form"]))
    #expect(command.from == 0 && command.to == 1 && command.velocity == 0)
    #expect(command.hz == 120 && command.seconds == nil && command.out == nil)
    #expect(command.solverSettings.relativeTolerance == 1e-10 && command.solverSettings.absoluteTolerance == 1e-10)
    let spring = try Spring(duration: 0.35, bounce: 0.55)
    #expect(command.layout == .long && !command.plot && !command.withErrors)
    #expect(
      command.defaultSeconds > spring.settlingDuration && command.defaultSeconds - 1.0 / 120 <= spring.settlingDuration)
    #expect(command.frames.range == 0..<(Int(spring.settlingDuration * 120) + 2))
  }

  @Test("Every option parses, in either spelling")
  func options() throws {
    let command = try #require(
      try CurveCommand.parse([
        "easeOut(duration: 0.2)", "--from", "-3", "--to=5", "--velocity", "-2.5", "--solver", "gsl:rk8pd",
        "--rtol", "1e-9", "--atol=1e-11", "--hz", "60", "--seconds", "0.5", "--out", "-",
      ]))
    #expect(command.from == -3 && command.to == 5 && command.velocity == -2.5)
    #expect(
      command.solver == .gsl(.rk8pd) && command.solverSettings.relativeTolerance == 1e-9
        && command.solverSettings.absoluteTolerance == 1e-11)
    #expect(command.hz == 60 && command.seconds == 0.5 && command.out == "-")
    #expect(command.frames.range == 0..<31)
  }

  @Test("Default duration of each kind of animation")
  func defaultSeconds() throws {
    func seconds(_ source: String) throws -> Double {
      try #require(try CurveCommand.parse([source, "--solver", "closed-form"])).defaultSeconds
    }
    #expect(try seconds(".linear(duration: 0.1).delay(0.15)") == 0.25)
    #expect(try seconds(".easeOut") == 0.35)
    #expect(try seconds("MoveKeyframe(0) CubicKeyframe(1, duration: 0.5)") == 0.5)
    #expect(try seconds("nil") == 0)
    #expect(try seconds(".spring(duration: 0.5, bounce: 1)") == 10)
    // A spring with nothing to do: one frame, at its release.
    #expect(try #require(try CurveCommand.parse([".smooth", "--from", "1"])).frames.range == 0..<1)
  }
}

/// End-to-end runs through `MotionBenchMain.main`, writing to a temporary directory.
@Suite("motion-bench curve output", .tags(.integration))
struct CurveOutputTests {
  private let scratch = try! TemporaryDirectory()
  var directory: String { scratch.path }

  func read(_ path: String) throws -> CSVTable { try CSVTable(contentsOfFile: path) }

  @Test("Spring CSV: header, first and last rows, the SwiftUI convention shifted to --from/--to")
  func springCSV() throws {
    let path = directory + "/spring.csv"
    let status = MotionBenchMain.main([
      "curve", ".spring(duration: 0.35, bounce: 0.55)", "--from", "10", "--to", "30", "--seconds", "1", "--solver",
      "closed-form", "--out", path,
    ])
    #expect(status == 0)
    let table = try read(path)
    #expect(table.columns == ["t", "value", "velocity"])
    let t = try table.doubles("t")
    let value = try table.doubles("value")
    let velocity = try table.doubles("velocity")
    #expect(t.count == 121 && t[0] == 0 && t[120] == 1)
    let spring = try Spring(duration: 0.35, bounce: 0.55)
    // The closed form on the frame grid is within a few ulps of SwiftUI's formulas per frame.
    for i in [0, 17, 60, 120] {
      #expect(abs(value[i] - (10 + spring.value(target: 20, time: t[i]))) <= 1e-13)
      #expect(abs(velocity[i] - spring.velocity(target: 20, time: t[i])) <= 1e-12)
    }
  }

  @Test(
    "Every solver answers every expression form",
    arguments: [
      ".spring(duration: 0.35, bounce: 0.55)", ".smooth", ".easeOut(duration: 0.2)",
      ".linear(duration: 0.1).delay(0.15)",
      ".interpolatingSpring(stiffness: 100, damping: 10)", "MoveKeyframe(0) CubicKeyframe(1, duration: 0.5)", "nil",
    ])
  func allSolvers(expression: String) throws {
    let reference = directory + "/reference-\(expression.hashValue).csv"
    #expect(MotionBenchMain.main(["curve", expression, "--solver", "reference", "--out", reference]) == 0)
    let expected = try read(reference).doubles("value")
    // The swiftui solver models a different curve (the runtime's steps); CurveSwiftUITests covers it.
    for solver in SolverRegistry.all
    where solver.capabilities.contains(.curves) && solver != .reference && solver != .swiftUI {
      let path = directory + "/\(solver)-\(expression.hashValue).csv"
      #expect(MotionBenchMain.main(["curve", expression, "--solver", solver.description, "--out", path]) == 0)
      let values = try read(path).doubles("value")
      #expect(values.count == expected.count)
      let tolerance = solver == .gsl(.rk1imp) ? 1e-4 : (solver.capabilities.contains(.tolerance) ? 1e-6 : 1e-13)
      let worst = zip(values, expected).map { abs($0 - $1) }.max() ?? 0
      #expect(worst <= tolerance, "\(solver) on \(expression): \(worst)")
    }
  }

  @Test("--errors adds the solver and its differences to the reference")
  func errorColumns() throws {
    let path = directory + "/errors.csv"
    #expect(
      MotionBenchMain.main(["curve", ".bouncy", "--solver", "gsl:rkf45", "--rtol", "1e-6", "--errors", "--out", path])
        == 0)
    let table = try read(path)
    #expect(table.columns == ["t", "value", "velocity", "solver", "value_error", "velocity_error"])
    #expect(try table.strings("solver").allSatisfy { $0 == "gsl:rkf45" })
    let worst = try table.doubles("value_error").map(abs).max()!
    #expect(worst > 0 && worst < 1e-4)
  }

  @Test("A GSL failure exits 1 and leaves no file")
  func runtimeFailureLeavesNoFile() throws {
    let path = directory + "/stiff.csv"
    // An undamped 10 µs spring sampled once a second: 100,000 periods between two frames
    // exhaust the step budget of one leg.
    let status = MotionBenchMain.main([
      "curve", ".spring(duration: 1e-5, bounce: 1)", "--solver", "gsl:rk8pd", "--hz", "1", "--seconds", "1", "--out",
      path,
    ])
    #expect(status == 1)
    #expect(access(path, F_OK) != 0)
    let entries = try FileList(directory).names
    #expect(!entries.contains { $0.hasSuffix(".tmp") })
  }
}
