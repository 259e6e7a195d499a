/// A gnuplot script under construction: a fixed preamble (terminal, output, palette), then
/// commands.
///
/// Commands are written by the program; any text from outside must go in through
/// ``Gnuplot/quoted(_:)``. A command may not contain a line break, so one command can never
/// smuggle in another.
package struct GnuplotScript: Sendable {
  /// The picture's name without extension; the script is `name.gp`.
  package let name: String
  /// The picture's file name, `name.png` or `name.svg`.
  package let picture: String
  /// The script's lines so far.
  package private(set) var lines: [String]

  /// Starts the script `NAME.gp` that draws `NAME.png` or `NAME.svg`.
  ///
  /// The preamble resets gnuplot, selects UTF-8, the terminal (plain text: no enhanced-text
  /// markup, so `_` or `^` in a name print as themselves) and the output, and defines line
  /// types 1…8 in the Okabe–Ito palette (``Gnuplot/okabeIto``), each with its own point type.
  ///
  /// - Parameters:
  ///   - name: The picture's name without extension, as ``Gnuplot/fileName(_:)`` makes them
  ///     (a programming error otherwise). The output path is relative, so the script redraws
  ///     the picture in whatever folder it is run.
  ///   - terminal: Format and size.
  package init(name: String, terminal: GnuplotTerminal) {
    precondition(Gnuplot.isFileName(name), "'\(name)' is not a plain file name")
    self.name = name
    picture = name + "." + terminal.format.rawValue
    lines = [
      "# Drawn by motion-bench plot. Run 'gnuplot \(name).gp' in this folder to draw \(picture) again.",
      "reset session",
      "set encoding utf8",
      terminal.command,
      "set output \(Gnuplot.quoted(picture))",
    ]
    let pointTypes = [7, 5, 9, 13, 11, 15, 3, 1]
    for (index, colour) in Gnuplot.okabeIto.enumerated() {
      lines.append(
        "set linetype \(index + 1) linecolor rgb '\(colour)' linewidth 2 pointtype \(pointTypes[index]) pointsize 1.3")
    }
    lines += [
      "set linetype cycle 8",
      "set border linecolor rgb '#404040'",
      "set grid linecolor rgb '#d9d9d9' linewidth 1 dashtype 1",
    ]
  }

  /// Appends one command.
  ///
  /// - Parameter command: Program-written gnuplot text; outside text only through
  ///   ``Gnuplot/quoted(_:)``. Must not contain a line break (a programming error).
  package mutating func add(_ command: String) {
    precondition(!command.contains(where: \.isNewline), "a gnuplot command must be one line")
    lines.append(command)
  }

  /// Appends commands, each as ``add(_:)`` does.
  ///
  /// - Parameter commands: Program-written gnuplot commands, one line each.
  package mutating func add(contentsOf commands: [String]) {
    for command in commands { add(command) }
  }

  /// Appends a `plot` (or `splot`) command with one element per line, joined by `, \`
  /// continuations so that people editing the script see each series on its own line.
  ///
  /// - Parameters:
  ///   - elements: The plot elements, e.g. `'a.dat' index 0 using 1:2 with lines title 'x'`;
  ///     each one line, written by the program (outside text only through
  ///     ``Gnuplot/quoted(_:)``).
  ///   - command: `plot` or `splot`.
  package mutating func plot(_ elements: [String], command: String = "plot") {
    precondition(!elements.isEmpty, "a plot needs at least one element")
    precondition(!elements.joined().contains(where: \.isNewline), "a plot element must be one line")
    lines.append(command + " " + elements.joined(separator: ", \\\n     "))
  }

  /// The script's text, one command per line.
  package var text: String { lines.joined(separator: "\n") + "\n" }
}
