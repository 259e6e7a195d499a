extension CommandSpec {
  /// The usage line, e.g. `motion-bench curve [--hz <hz>] [--verbose] <model>`.
  ///
  /// Options are listed first, each in brackets (all are optional or have
  /// defaults), then the arguments; optional arguments are bracketed.
  package var usage: String {
    let options = options.map { "[\($0.synopsis)]" }
    let arguments = arguments.map { argument in
      let name = "<\(argument.name)>" + (argument.isRepeating ? " ..." : "")
      return argument.isOptional ? "[\(name)]" : name
    }
    return ([commandName] + options + arguments).joined(separator: " ")
  }

  /// The full help text in swift-argument-parser's layout: `OVERVIEW:`,
  /// `USAGE:`, `ARGUMENTS:` and `OPTIONS:` sections, labels indented two
  /// spaces, help in a column starting at 26, option defaults appended as
  /// `(default: …)`, and `-h, --help` listed last. The overview and help texts
  /// are wrapped at 80 columns; the usage line is not, so that no option is
  /// split from its value placeholder. An option that a ``DefaultSet`` changes shows both
  /// defaults: `(default: 5000; --quick: 1000)`.
  package var helpText: String {
    var lines = Self.wrap("OVERVIEW: \(overview)", width: Self.width) + [""]
    lines += ["USAGE: \(usage)", ""]
    if !arguments.isEmpty {
      lines.append("ARGUMENTS:")
      for argument in arguments { lines += Self.row(label: "<\(argument.name)>", help: argument.help) }
      lines.append("")
    }
    lines.append("OPTIONS:")
    for option in options {
      let named = option.synopsis(names: ([option.name] + option.aliases).map { "--" + $0 }.joined(separator: ", "))
      let label = option.shortName.map { "-\($0), \(named)" } ?? named
      let defaults = defaultsShown(for: option)
      lines += Self.row(label: label, help: defaults.isEmpty ? option.help : "\(option.help) (\(defaults))")
    }
    lines += Self.row(label: "-h, --help", help: "Show help information.")
    return lines.joined(separator: "\n") + "\n"
  }

  /// `default: 5000; --quick: 1000`: the option's default, then each set's that changes it.
  private func defaultsShown(for option: OptionSpec) -> String {
    let sets = options.compactMap { flag in
      defaultSets[flag.name]?.first { $0.option == option.name }.map { "--\(flag.name): \($0.text)" }
    }
    return ((option.defaultValue.map { ["default: \($0)"] } ?? []) + sets).joined(separator: "; ")
  }

  private static let width = 80
  private static let helpColumn = 26

  /// One help entry: the label, then the wrapped help in the help column (on
  /// the following lines if the label reaches into that column).
  private static func row(label: String, help: String) -> [String] {
    let indent = String(repeating: " ", count: helpColumn)
    var helpLines = wrap(help, width: width - helpColumn).map { indent + $0 }
    let labelLine = "  " + label
    guard labelLine.count + 2 <= helpColumn, !helpLines.isEmpty else { return [labelLine] + helpLines }
    helpLines[0] = labelLine.padding(toLength: helpColumn) + helpLines[0].dropFirst(helpColumn)
    return helpLines
  }

  /// Greedy word wrap; a word longer than `width` gets a line of its own.
  private static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    return line.isEmpty ? lines : lines + [line]
  }
}

extension String {
  fileprivate func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: Swift.max(0, length - count))
  }
}
