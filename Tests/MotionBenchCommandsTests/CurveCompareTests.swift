import BenchmarkKit
import Glibc
import MotionCurves
import TestSupport
import Testing

@testable import BenchmarkPictures
@testable import MotionBenchCommands

/// `motion-bench curve` with several animations: one window, the long and wide layouts, and
/// `--plot` overlaying them.
@Suite("motion-bench curve: several animations", .tags(.integration))
struct CurveCompareTests: TemporaryDirectorySuite {
  let scratch = try! TemporaryDirectory()

  /// An old and a new spring, as a designer compares them: the new one bounces less and settles sooner.
  static let old = ".spring(duration: 0.35, bounce: 0.55)"
  static let new = ".spring(duration: 0.5, bounce: 0.2)"

  /// The rows of a long file, by animation in order of first appearance.
  func groups(_ table: CSVTable) throws -> [(animation: String, t: [Double], value: [Double], velocity: [Double])] {
    let animations = try table.strings("animation")
    let t = try table.doubles("t")
    let value = try table.doubles("value")
    let velocity = try table.doubles("velocity")
    var names: [String] = []
    for name in animations where !names.contains(name) { names.append(name) }
    return names.map { name in
      let rows = animations.indices.filter { animations[$0] == name }
      return (name, rows.map { t[$0] }, rows.map { value[$0] }, rows.map { velocity[$0] })
    }
  }

  @Test(
    "The default window ends at the first frame past the settling time: the last row is within the band",
    arguments: [
      ".spring(duration: 0.35, bounce: 0.55)", ".smooth", ".snappy", ".bouncy", ".spring(duration: 0.5, bounce: 0.2)",
      ".interpolatingSpring(stiffness: 100, damping: 10)",
    ])
  func windowPastSettling(animation: String) throws {
    let path = directory + "/settle-\(animation.hashValue).csv"
    #expect(MotionBenchMain.main(["curve", animation, "--solver", "closed-form", "--out", path]) == 0)
    let table = try CSVTable(contentsOfFile: path)
    let t = try table.doubles("t")
    let value = try table.doubles("value")
    let command = try #require(try CurveCommand.parse([animation, "--solver", "closed-form"]))
    guard case .spring(let motion) = command.motion(command.animations[0].expression) else {
      Issue.record("\(animation) is not a spring")
      return
    }
    let settle =
      motion.start + motion.spring.settlingDuration(target: -motion.displacement, initialVelocity: motion.velocity)
    #expect(
      abs(value[value.count - 1] - 1) <= 1e-3,
      "\(animation): last row \(value[value.count - 1]) at t = \(t[t.count - 1])")
    #expect(t[t.count - 1] > settle && t[t.count - 2] <= settle, "\(animation): settles at \(settle)")
  }

  @Test("Multi-animation curve samples all its animations over one window, and its output lines up row by row")
  func oneWindow() throws {
    let path = directory + "/long.csv"
    #expect(MotionBenchMain.main(["curve", Self.new, ".easeOut", Self.old, "--to", "79.75", "--out", path]) == 0)
    let table = try CSVTable(contentsOfFile: path)
    #expect(table.columns == ["animation", "t", "value", "velocity"])
    let groups = try groups(table)
    #expect(groups.map(\.animation) == [Self.new, ".easeOut", Self.old])
    // The window is the longest animation's own: the old spring's.
    let windows = try [Self.new, ".easeOut", Self.old].map {
      try #require(try CurveCommand.parse([$0, "--to", "79.75"])).frames
    }
    let longest = try #require(windows.max { $0.range.count < $1.range.count })
    #expect(
      longest == windows[2] && windows[0].range.count < longest.range.count
        && windows[1].range.count < windows[0].range.count)
    for group in groups {
      #expect(group.t == longest.range.map(longest.time), "\(group.animation)")
      // The same numbers as the animation sampled alone over that window.
      let alone = directory + "/alone-\(group.animation.hashValue).csv"
      let seconds = CSVWriter.text(longest.time(longest.range.upperBound - 1))
      #expect(
        MotionBenchMain.main(["curve", group.animation, "--to", "79.75", "--seconds", seconds, "--out", alone]) == 0)
      let single = try CSVTable(contentsOfFile: alone)
      #expect(
        try single.doubles("t") == group.t && single.doubles("value") == group.value
          && single.doubles("velocity") == group.velocity)
    }
  }

  @Test("--layout wide: t, then value:<animation> and velocity:<animation> columns with the long layout's numbers")
  func wideLayout() throws {
    let long = directory + "/pair.csv"
    let wide = directory + "/pair-wide.csv"
    #expect(MotionBenchMain.main(["curve", Self.old, Self.new, "--hz", "60", "--out", long]) == 0)
    #expect(MotionBenchMain.main(["curve", Self.old, Self.new, "--hz", "60", "--layout", "wide", "--out", wide]) == 0)
    let table = try CSVTable(contentsOfFile: wide)
    #expect(
      table.columns == ["t", "value:\(Self.old)", "value:\(Self.new)", "velocity:\(Self.old)", "velocity:\(Self.new)"])
    let groups = try groups(try CSVTable(contentsOfFile: long))
    #expect(try table.doubles("t") == groups[0].t)
    for group in groups {
      #expect(try table.doubles("value:\(group.animation)") == group.value)
      #expect(try table.doubles("velocity:\(group.animation)") == group.velocity)
    }
    // The header quotes each expression, whose commas would otherwise split it.
    #expect(try readText(wide).hasPrefix("t,\"value:\(Self.old)\",\"value:\(Self.new)\","))
    // One animation in the wide layout has the same two columns.
    let single = directory + "/single-wide.csv"
    #expect(MotionBenchMain.main(["curve", ".smooth", "--layout", "wide", "--out", single]) == 0)
    #expect(try CSVTable(contentsOfFile: single).columns == ["t", "value:.smooth", "velocity:.smooth"])
  }

  @Test("--errors with several animations: error columns on every row of the long layout")
  func errors() throws {
    let path = directory + "/errors.csv"
    #expect(
      MotionBenchMain.main([
        "curve", ".smooth", ".bouncy", "--solver", "gsl:rkf45", "--rtol", "1e-6", "--errors", "--out", path,
      ]) == 0)
    let table = try CSVTable(contentsOfFile: path)
    #expect(table.columns == ["animation", "t", "value", "velocity", "solver", "value_error", "velocity_error"])
    #expect(try table.strings("solver").allSatisfy { $0 == "gsl:rkf45" })
    #expect(Set(try table.strings("animation")) == [".smooth", ".bouncy"])
    #expect(try table.doubles("value_error").contains { $0 != 0 })
  }

  @Test("--solver swiftui: one note per animation, the window reaching every end")
  func swiftUINotes() throws {
    let run = try ChildProcess.run(["curve", ".smooth", ".snappy", "--solver", "swiftui"], in: directory)
    #expect(run.status == 0)
    let notes = run.standardErrorLines
    #expect(
      // Both begin a frame after the change (--device-start frame): .smooth ends at 0.825 s + 1/120 s.
      notes.count == 2 && notes[0].hasPrefix("swiftui (.smooth): ends at 0.8333 s (")
        && notes[1].hasPrefix("swiftui (.snappy): ends at "), "\(notes)")
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.last?.hasPrefix(".snappy,0.83333333333333337,1,0") == true, "\(lines.last ?? "")")
  }

  @Test("curve OLD NEW --out FILE --plot: one command writes the CSV and overlays both animations")
  func plotOverlay() throws {
    let path = directory + "/old-vs-new.csv"
    let run = try ChildProcess.run(
      ["curve", Self.old, Self.new, "--to", "79.75", "--solver", "closed-form", "--out", path, "--plot"],
      in: directory)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardErrorLines.last?.hasPrefix(
        "plot: wrote 2 pictures to \(directory)/: old-vs-new-value.png, old-vs-new-velocity.png") == true,
      "\(run.standardError)")
    try expectPictures(["old-vs-new-value", "old-vs-new-velocity"], in: directory)
    let groups = try groups(try CSVTable(contentsOfFile: path))
    let blocks = try dataBlocks(directory + "/old-vs-new-curves.dat")
    #expect(blocks.count == 2)
    for (block, group) in zip(blocks, groups) {
      #expect(
        block.map { $0[0] } == group.t && block.map { $0[1] } == group.value && block.map { $0[2] } == group.velocity)
    }
    let script = try readText(directory + "/old-vs-new-value.gp")
    // The legends name the springs; the title names their one solver and the band as given.
    #expect(script.contains("title '\(Self.old)'") && script.contains("title '\(Self.new)'"))
    #expect(script.contains("'Closed form at 120 Hz: 2 animations'"))
    // Both springs head for 79.75: one target line and one band, drawn as curve wrote it.
    #expect(
      script.ranges(of: "title 'band: within 0.1 % of the change'").count == 1 && !script.contains("T1 with lines"))
    #expect(script.contains("B0 = 0.07975"))
    // The settle times curve wrote (the springs' exact ones within 0.001 of the change).
    #expect(script.contains("set label 'settled from 0.848 s'") && script.contains("set label 'settled from 0.674 s'"))
    // The band's edge and the times are listed beside the panels, one under the other, so no text
    // crosses a curve.
    let margin = try #require(script.split(separator: "\n").first { $0.hasPrefix("set rmargin at screen ") })
    let right = try #require(Double(margin.dropFirst("set rmargin at screen ".count)))
    let places = try script.split(separator: "\n").filter {
      $0.hasPrefix("set label 'dashed: the band''s edge'") || $0.hasPrefix("set label 'dotted: settled'")
        || $0.hasPrefix("set label 'settled from")
    }
    .map { line in
      let numbers = try #require(line.firstMatch(of: /at screen ([0-9.]+), screen ([0-9.]+) left/))
      return (x: try #require(Double(numbers.1)), y: try #require(Double(numbers.2)))
    }
    #expect(places.count == 4, "\(places)")
    #expect(places.allSatisfy { $0.x > right && $0.x < 1 })
    #expect(zip(places, places.dropFirst()).allSatisfy { $0.y > $1.y })
  }

  @Test("plot on a wide curve file overlays its animations as it does the long layout's")
  func plotWide() throws {
    let wide = directory + "/wide.csv"
    #expect(MotionBenchMain.main(["curve", Self.old, Self.new, ".easeInOut", "--layout", "wide", "--out", wide]) == 0)
    #expect(PlotInputKind.detect(columns: try CSVTable(contentsOfFile: wide).columns) == .curve)
    #expect(MotionBenchMain.main(["plot", wide]) == 0)
    let table = try CSVTable(contentsOfFile: wide)
    let blocks = try dataBlocks(directory + "/wide-curves.dat")
    #expect(blocks.count == 3)
    for (block, name) in zip(blocks, [Self.old, Self.new, ".easeInOut"]) {
      #expect(block.map { $0[1] } == (try table.doubles("value:\(name)")))
      #expect(block.map { $0[2] } == (try table.doubles("velocity:\(name)")))
    }
    let script = try readText(directory + "/wide-velocity.gp")
    #expect(script.contains("title '.easeInOut'"))
  }

  @Test("--help describes several animations, the window, the layouts and --plot")
  func help() throws {
    let run = try ChildProcess.run(["curve", "--help"], in: directory)
    #expect(run.status == 0)
    let help = run.standardOutput.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    for phrase in [
      "<animation> ...", "animation,t,value,velocity", "--layout", "value:<animation>",
      "first frame past a spring's settling time", "--plot", "OLD NEW",
    ] {
      #expect(help.contains(phrase), "\(phrase)")
    }
  }
}
