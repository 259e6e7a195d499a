import Testing

/// A command line that `motion-bench` must refuse: exit 64 (65 for a bad data file, 66 for a
/// missing one, 73 for an output that cannot be created), one line
/// `Error: …` containing `phrase`, nothing written, and never a crash. ``UsageRefusalTests``
/// tries every case in this process and with the built binary.
///
/// A case's command line is written as it is typed in a shell (single quotes around a word with
/// spaces or shell syntax), and shown so: a failing case can be pasted into a terminal after
/// `motion-bench`. In it, `OUT.csv` (or `OUT.svg`, any extension) stands for a file in an empty
/// output folder, and a word that begins with `DATA/` for a file in the folder of the fixtures
/// (see ``UsageRefusalTests/writeFixtures(in:)``).
struct UsageRefusal: Sendable, CustomTestStringConvertible {
  /// Where the command notices the bad input.
  enum Stage: Sendable {
    /// The parse and validation of the command line, before the command does any work.
    case parse
    /// The run: reading a data file, or a search that finds no spring.
    case run
  }

  /// The whole command line after `motion-bench`, the subcommand first, as words.
  let arguments: [String]
  /// Text the error line must contain.
  let phrase: String
  /// The exit code: 64 for bad usage, 65 for a bad data file, 66 for a missing input, 73 for
  /// an output that cannot be created.
  let code: Int32
  let stage: Stage
  /// Variables the command runs with, `NAME=value` (`--shard auto` reads them); a case with
  /// any is tried with the built binary only, as the test process's environment is shared.
  var environment: [String] = []

  var testDescription: String { (environment + arguments.map(Self.quoted)).joined(separator: " ") }

  /// The arguments with `OUT.…` and `DATA/…` replaced by paths.
  ///
  /// - Parameters:
  ///   - output: The empty folder the output file would go in.
  ///   - data: The folder of the fixtures.
  /// - Returns: The command line to run.
  func arguments(output: String, data: String) -> [String] {
    arguments.map { argument in
      if argument.hasPrefix("OUT.") { return output + "/out" + argument.dropFirst(3) }
      return argument.hasPrefix("DATA/") ? data + "/" + argument.dropFirst(5) : argument
    }
  }

  /// The refusals of one subcommand: `prefix` (the subcommand, and what every case gives it
  /// first) before each case's command line, and `--out` with `out` after it unless it gives
  /// `--out`.
  ///
  /// - Parameters:
  ///   - prefix: The subcommand and its first arguments, as typed in a shell.
  ///   - out: The output file of every case that gives no `--out`, or nil to give none.
  ///   - code: The exit code of every case.
  ///   - stage: Where every case is refused.
  ///   - environment: Variables every case runs with, `NAME=value`.
  ///   - cases: Each case's command line, as typed in a shell, and the phrase of its error.
  /// - Returns: The cases.
  static func refusals(
    _ prefix: String, out: String? = "OUT.csv", code: Int32 = 64, stage: Stage = .parse,
    environment: [String] = [], _ cases: [(String, String)]
  ) -> [UsageRefusal] {
    cases.map { line, phrase in
      let arguments = words(prefix) + words(line)
      let output = out.map { arguments.contains("--out") ? [] : ["--out", $0] } ?? []
      return UsageRefusal(
        arguments: arguments + output, phrase: phrase, code: code, stage: stage, environment: environment)
    }
  }

  /// The words of a command line as a shell splits it, for the quoting of this table: spaces
  /// separate words, and single quotes keep spaces (and make `''` an empty word).
  ///
  /// - Parameter line: The command line.
  /// - Returns: Its words, without the quotes.
  static func words(_ line: String) -> [String] {
    var words: [String] = []
    var word: String?
    var quoted = false
    for character in line {
      if character == "'" {
        quoted.toggle()
        word = word ?? ""
      } else if character == " " && !quoted {
        if let done = word { words.append(done) }
        word = nil
      } else {
        word = (word ?? "") + String(character)
      }
    }
    return words + (word.map { [$0] } ?? [])
  }

  /// A word as a shell reads it back: in single quotes when it is empty or has anything but
  /// letters, digits and `%+,-./:=@_`.
  ///
  /// - Parameter word: One argument.
  /// - Returns: The word, quoted where needed.
  static func quoted(_ word: String) -> String {
    let plain =
      !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "%+,-./:=@_".contains($0)) }
    return plain ? word : "'" + word + "'"
  }

  /// Every case, by subcommand.
  static let all: [UsageRefusal] =
    curve + trace + scene + tune + sweep + run + compare + plot + export + preview + report + dashboard + merge
    + components
    + refusals("frobnicate", out: nil, [("", "unknown subcommand 'frobnicate'")])
}
