import BenchmarkDashboard
import BenchmarkKit
import BenchmarkResults

/// `motion-bench dashboard`: a static site of one or more histories — a page per machine with
/// a chart of every figure across commits, its change points and noise band, a page of every
/// change point, and a comparison of two runs. HTML and inline SVG, opened from `file://`.
struct DashboardCommand: Command {
  var histories: [String]
  var out: String
  var commitURL: String?
  var commitMessages: String?
  var grouping: DashboardGrouping

  static let histories = Argument(
    "histories", help: "History files written by motion-bench run (results/history.csv).", repeating: .string)
  static let out = FileOptions.outFolder(
    help: "The site's folder: each page is staged inside it, then renamed into place over the page an earlier "
      + "dashboard wrote; files a user added are kept.",
    default: "site")
  static let commitURL = Option(
    "commit-url", valueName: "URL",
    help: "Link each commit to this http(s) address, {sha} standing for the commit, "
      + "e.g. 'https://github.com/OWNER/REPO/commit/{sha}'.",
    ValueParser { text, name throws(ValidationError) in
      let scheme = text.hasPrefix("https://") || text.hasPrefix("http://")
      guard scheme, text.contains("{sha}") else {
        throw .invalidValue(name: name, expected: "an http:// or https:// address containing {sha}", got: text)
      }
      return text
    })
  static let commitMessages = FileOptions.input(
    "commit-messages", help: "Commit subjects to show, one 'SHA<tab>subject' a line (git log --format='%H%x09%s').")

  static let groupBy = Option(
    "group-by", valueName: "G",
    help: "What a machine page holds: \(ValueParser<DashboardGrouping>.choices) (cpu-family: the CPU's vendor and "
      + "brand, e.g. 'AMD EPYC', with the fingerprint's other fields, so that GitHub's hosted runners of one label "
      + "share a page whatever CPU model each run drew).",
    default: "fingerprint", ValueParser<DashboardGrouping>.choice)

  static let spec = CommandSpec(
    commandName: "motion-bench dashboard",
    overview: """
      Build a static site of benchmark histories: a page per machine fingerprint (machines are never mixed) with \
      a chart of every figure across commits (timing, instructions, cache misses, estimated cycles, accuracy), \
      each run's p10–p90 interval, the noise band and the change points (E-Divisive means with a t test, as \
      compare --history finds them), a page listing every change point newest first, and a comparison of two \
      runs. HTML with inline SVG and a little inline script: no server, no network; it opens from file://. The \
      same histories give the same bytes.
      """,
    arguments: [histories], options: [out, commitURL, commitMessages, groupBy])

  init(parsed: ParsedArguments) throws(UsageError) {
    histories = try parsed[Self.histories]
    out = try parsed[Self.out]
    commitURL = try parsed[Self.commitURL]
    commitMessages = try parsed[Self.commitMessages]
    grouping = try parsed[Self.groupBy]
    guard !out.isEmpty else { throw UsageError("--out must name a folder (got '')") }
  }

  func run() throws -> ExitCode {
    let writer = try DashboardWriter(out: out)
    // Opened first, so that a missing file is refused before any work; read once the
    // histories say which commits it is for.
    let messageFile = try commitMessages.map { (path) throws(DashboardError) in
      do throws(TextLineReader.Failure) {
        return try TextLineReader(path: path)
      } catch {
        throw Self.messageError(error)
      }
    }
    let history = try DashboardHistory(paths: histories, grouping: grouping)
    let commits = Set(history.machines.flatMap { $0.runs.map { String($0.gitCommit.prefix(7)) } })
    let messages = try messageFile.map { (file) throws(DashboardError) in try Self.messages(file, for: commits) } ?? [:]
    let site = DashboardSite(history: history, commitURL: commitURL, messages: messages)
    let files = site.files
    let inputs = histories.map { ("<histories>", $0) } + (commitMessages.map { [("--commit-messages", $0)] } ?? [])
    for path in try writer.replacedPaths(by: files) {
      try OutputCheck.checkDistinct(path, option: "--out", inputs: inputs)
    }
    let bytes = try writer.write(files)
    let changes = history.machines.reduce(0) { $0 + $1.series.reduce(0) { $0 + $1.changes.count } }
    printError(
      "dashboard: wrote \(files.count) pages (\(bytes) bytes) to \(out)/: \(history.machines.count) machine"
        + "\(history.machines.count == 1 ? "" : "s"), \(changes) change point\(changes == 1 ? "" : "s")")
    printOutput(out + "/index.html\n")
    return .success
  }

  /// Reads commit subjects, `SHA<tab>subject` lines, keeping those of the given commits: in
  /// memory bounded by the histories' commits, whatever the file's length.
  ///
  /// - Parameters:
  ///   - file: The `--commit-messages` file, opened.
  ///   - commits: The first 7 characters of every commit the site shows.
  /// - Returns: The subjects, keyed by the hash's first 7 characters (the first line of each).
  /// - Throws: ``DashboardError`` `.missing` when the file cannot be read; `.data` for a line
  ///   without a tab or a hash shorter than 7, a line over 1 MiB or a file over 1 GiB.
  static func messages(_ file: TextLineReader, for commits: Set<String>) throws(DashboardError) -> [String: String] {
    var messages: [String: String] = [:]
    while true {
      let read: String?
      do {
        read = try file.next()
      } catch {
        throw messageError(error)
      }
      guard let line = read else { return messages }
      guard !line.isEmpty else { continue }
      guard let tab = line.firstIndex(of: "\t"), line.distance(from: line.startIndex, to: tab) >= 7 else {
        throw DashboardError(
          cause: .data,
          message: "--commit-messages '\(file.path)' line \(file.lineNumber): expected 'SHA<tab>subject' with a hash "
            + "of 7 characters or more")
      }
      let key = String(line[..<tab].prefix(7))
      if commits.contains(key) && messages[key] == nil { messages[key] = String(line[line.index(after: tab)...]) }
    }
  }

  /// The error of a `--commit-messages` file that cannot be read (66) or goes on past a
  /// limit (65).
  private static func messageError(_ failure: TextLineReader.Failure) -> DashboardError {
    if case .cannotRead = failure { return DashboardError(cause: .missing, message: "--commit-messages: \(failure)") }
    return DashboardError(cause: .data, message: "--commit-messages \(failure)")
  }
}
