import Foundation
import TestSupport
import Testing

@testable import BenchmarkKit

@Suite("Gnuplot: quoting, scripts, data files, log axes", .tags(.integration))
struct GnuplotTextTests {
  @Test("quoted doubles single quotes and turns line breaks and control characters into spaces")
  func quoting() {
    #expect(Gnuplot.quoted("plain") == "'plain'")
    #expect(Gnuplot.quoted("it's") == "'it''s'")
    #expect(Gnuplot.quoted("a\nb\r\tc\u{0}d\u{2028}e\u{85}f") == "'a b  c d e f'")
    #expect(Gnuplot.quoted("`cmd` \"x\" @m $1 \\") == "'`cmd` \"x\" @m $1 \\'")
    #expect(Gnuplot.quoted(lines: ["a", "b'c"]) == #"'a' . "\n" . 'b''c'"#)
    #expect(Gnuplot.quoted(lines: []) == "''")
    #expect(Gnuplot.quoted("'q") == #"("'" . 'q')"#)
    #expect(Gnuplot.quoted("''") == #"("''")"#)
  }

  @Test("number writes %.17g and NaN for non-finite values")
  func numbers() {
    #expect(Gnuplot.number(0.1) == "0.10000000000000001")
    #expect(Gnuplot.number(120) == "120")
    #expect(Gnuplot.number(-2.5e-12) == "-2.4999999999999998e-12")
    #expect(Gnuplot.number(.infinity) == "NaN" && Gnuplot.number(.nan) == "NaN")
  }

  @Test("fileName keeps letters, digits and . _ + - and nothing else")
  func fileNames() {
    #expect(Gnuplot.fileName("latest-throughput") == "latest-throughput")
    #expect(Gnuplot.fileName("a'b`c d/e\nf") == "a_b_c_d_e_f")
    #expect(Gnuplot.fileName("..hidden") == "hidden")
    #expect(Gnuplot.fileName("-x") == "x")
    #expect(Gnuplot.fileName("") == "plot" && Gnuplot.fileName("...") == "plot")
    #expect(Gnuplot.fileName(String(repeating: "a", count: 300)).count == 64)
    #expect(Gnuplot.fileName(String(repeating: "a", count: 300), limit: 10) == "aaaaaaaaaa")
    #expect(Gnuplot.isFileName("run-throughput.dat") && !Gnuplot.isFileName(".x") && !Gnuplot.isFileName("a/b"))
    #expect(Gnuplot.fileName("π") == "_")
  }

  @Test("A script starts with the terminal, output and palette; plot puts one element per line")
  func script() {
    var script = GnuplotScript(name: "x-y", terminal: GnuplotTerminal(format: .svg, width: 640, height: 480))
    #expect(script.picture == "x-y.svg")
    #expect(
      script.lines.contains("set terminal svg size 640,480 noenhanced font 'DejaVu Sans,8' background rgb 'white'"))
    #expect(script.lines.contains("set output 'x-y.svg'"))
    #expect(script.lines.contains("set linetype 1 linecolor rgb '#0072B2' linewidth 2 pointtype 7 pointsize 1.3"))
    script.add("set xlabel 't (s)'")
    script.plot(["'a.dat' using 1:2 with lines", "'' using 1:3 with lines"])
    #expect(
      script.text.hasSuffix("set xlabel 't (s)'\nplot 'a.dat' using 1:2 with lines, \\\n     '' using 1:3 with lines\n")
    )
    #expect(
      GnuplotScript(name: "p", terminal: GnuplotTerminal()).lines.contains(
        "set terminal pngcairo size 1200,800 noenhanced font 'DejaVu Sans,12' background rgb 'white'"))
  }

  @Test("Data files: %.17g rows, a blank line per scan, two before each further block, one-line comments")
  func data() {
    var data = GnuplotData(name: "d.dat", columns: ["t", "value"])
    #expect(data.startBlock("first\nblock") == 0)
    data.row([0, 0.1])
    data.row([1, .infinity])
    data.endScan()
    #expect(data.startBlock("second") == 1)
    data.row([-2, .nan])
    #expect(
      String(decoding: data.bytes, as: UTF8.self)
        == "# t value\n# first block\n0 0.10000000000000001\n1 inf\n\n\n\n# second\n-2 nan\n")
    #expect(data.blockCount == 2)
  }

  @Test("Log axes run over whole decades; labels are plain from 0.001 to 10000, powers of ten beyond")
  func logAxes() throws {
    let plain = try #require(GnuplotLogAxis(covering: [0.18, 187, 0, -3, .nan]))
    #expect(plain.low == -1 && plain.high == 3)
    #expect((-1...3).map { plain.label($0) } == ["0.1", "1", "10", "100", "1000"])
    #expect(
      plain.commands(axis: "y")[0...2] == [
        "set logscale y 10", "set yrange [0.10000000000000001:1000]",
        "set ytics ('0.1' 0.10000000000000001, '1' 1, '10' 10, '100' 100, '1000' 1000)",
      ])
    let wide = try #require(GnuplotLogAxis(covering: [3e-16, 0.02]))
    #expect(wide.low == -16 && wide.high == -1)
    #expect(wide.label(-12) == "10⁻¹²" && wide.label(-1) == "10⁻¹")
    // Fifteen decades: every second one labelled, at even exponents.
    #expect(
      wide.commands(axis: "x")[2]
        == "set xtics ('10⁻¹⁶' 9.9999999999999998e-17, '10⁻¹⁴' 1e-14, '10⁻¹²' 9.9999999999999998e-13, "
        + "'10⁻¹⁰' 1e-10, '10⁻⁸' 1e-08, '10⁻⁶' 9.9999999999999995e-07, '10⁻⁴' 0.0001, '10⁻²' 0.01)")
    // Two decades: 1, 2 and 5 times each decade labelled, the other multiples as minor tics.
    let narrow = GnuplotLogAxis(low: -1, high: 1)
    #expect(
      narrow.commands(axis: "cb")[2]
        == "set cbtics ('0.1' 0.10000000000000001, '0.2' 0.20000000000000001, '0.5' 0.5, '1' 1, '2' 2, '5' 5, '10' 10)")
    #expect(
      narrow.commands(axis: "cb")[3].hasPrefix("set cbtics add ('' 0.30000000000000004 1, '' 0.40000000000000002 1,"))
    #expect(GnuplotLogAxis(low: -13, high: -11).label(-12, times: 2) == "2·10⁻¹²")
    #expect(GnuplotLogAxis(covering: [1, 1])?.high == 1)
    #expect(GnuplotLogAxis(covering: [1000])?.low == 3)
    #expect(GnuplotLogAxis(covering: [0, -1, .infinity]) == nil)
    #expect(
      !GnuplotLogAxis.spansDecades([1, 100]) && GnuplotLogAxis.spansDecades([1, 100.5])
        && !GnuplotLogAxis.spansDecades([0, 5]))
  }
}

@Suite("Gnuplot: running gnuplot", .tags(.integration))
struct GnuplotProcessTests {
  @Test("A missing gnuplot names the package to install")
  func notInstalled() {
    #expect(throws: GnuplotError.notInstalled) { try Gnuplot.locate(searchPath: "/nonexistent-dir:/also-missing") }
    #expect(GnuplotError.notInstalled.description.contains("gnuplot-nox"))
  }

  /// gnuplot itself is the reference: it prints every quoted string back exactly (with line
  /// breaks as spaces) and runs none of the commands hidden in them.
  @Test("Hostile strings reach gnuplot as plain text and run nothing")
  func hostileStringsRunNothing() throws {
    try withTemporaryDirectory { directory in
      let executable = try Gnuplot.locate()
      let marker = directory + "/pwned"
      let hostile = [
        "it's", "`touch \(marker)1`", "system(\"touch \(marker)2\")", "x' . system('touch \(marker)3') . '",
        "line\n!touch \(marker)4", "@ARG0 $(touch \(marker)5) \\", "\"`touch \(marker)6`\"", "±π 10⁻³",
        // gnuplot 5.4 reads a literal that begins with '' as an empty string and a stray token.
        "'q", "'", "''", "''x'y'", "'`touch \(marker)7`",
      ]
      var script = ""
      for text in hostile { script += "print \(Gnuplot.quoted(text))\n" }
      try writeFixture(script, to: directory + "/print.gp")
      let printed = try Gnuplot.run(executable, script: "print.gp", in: directory)
      let expected = hostile.map { $0.replacingOccurrences(of: "\n", with: " ") }
      #expect(printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) == expected)
      #expect(try directoryEntries(directory) == ["print.gp"])
    }
  }

  @Test("render writes data, script and picture; the picture is a PNG")
  func render() throws {
    try withTemporaryDirectory { directory in
      var script = GnuplotScript(name: "line", terminal: GnuplotTerminal(width: 400, height: 300))
      var data = GnuplotData(name: "line.dat", columns: ["x", "y"])
      for x in 0..<5 { data.row([Double(x), Double(x * x)]) }
      script.plot(["'line.dat' using 1:2 with linespoints title 'x²'"])
      let folder = directory + "/a/b"
      let result = try Gnuplot.render(
        [GnuplotPicture(script: script, data: [data])], into: folder, executable: try Gnuplot.locate())
      #expect(result.files == ["line.dat", "line.gp", "line.png"])
      #expect(result.warnings.isEmpty)
      #expect(try directoryEntries(folder) == ["line.dat", "line.gp", "line.png"])
      let png = try Data(contentsOf: URL(fileURLWithPath: folder + "/line.png"))
      #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      #expect(try fileText(folder + "/line.dat") == "# x y\n0 0\n1 1\n2 4\n3 9\n4 16\n")
    }
  }

  @Test("A failing script leaves nothing behind, not even the folders render created")
  func failureLeavesNothing() throws {
    try withTemporaryDirectory { directory in
      var good = GnuplotScript(name: "good", terminal: GnuplotTerminal(width: 300, height: 200))
      good.plot(["x with lines"])
      var bad = GnuplotScript(name: "bad", terminal: GnuplotTerminal(width: 300, height: 200))
      bad.plot(["no_such_function(x) with lines"])
      let pictures = [GnuplotPicture(script: good, data: []), GnuplotPicture(script: bad, data: [])]
      do {
        _ = try Gnuplot.render(pictures, into: directory + "/new/plots", executable: try Gnuplot.locate())
        Issue.record("a failing script rendered")
      } catch {
        guard case .failed(let script, let status, _)? = error as? GnuplotError else { throw error }
        #expect(script == "bad.gp" && status != 0)
      }
      #expect(try directoryEntries(directory) == [])
    }
  }
}
