import BenchmarkKit
import BenchmarkResults

/// The pages of a dashboard, built from histories (pure: nothing is written): `index.html`
/// (the machines), a page per machine fingerprint (a chart per figure, its change points, a
/// comparison of two runs) and `regressions.html` (every change point, newest first).
package struct DashboardSite {
  /// One file of the site, as pieces of text each made when it is written: a machine's page of
  /// thousands of runs is written chart by chart, never held whole.
  package struct File {
    package let name: String
    /// The pieces, in order.
    let pieces: [() -> String]

    /// A file of one piece.
    init(name: String, text: String) {
      self.name = name
      pieces = [{ text }]
    }

    /// A file written piece by piece.
    init(name: String, pieces: [() -> String]) {
      self.name = name
      self.pieces = pieces
    }

    /// The whole text (for tests; writing makes the pieces one at a time).
    var text: String { pieces.map { $0() }.joined() }
  }

  /// The machines and their series.
  let history: DashboardHistory
  /// The commit link, with `{sha}` for the commit; `nil` for none.
  let commitURL: String?
  /// Commit subjects by the first 7 characters of their hash.
  let messages: [String: String]

  /// The pages of histories.
  ///
  /// - Parameters:
  ///   - history: The histories, read and grouped by machine.
  ///   - commitURL: The commit link, with `{sha}` for the commit; `nil` for none.
  ///   - messages: Commit subjects by the first 7 characters of their hash.
  package init(history: DashboardHistory, commitURL: String?, messages: [String: String]) {
    self.history = history
    self.commitURL = commitURL
    self.messages = messages
  }

  /// The site's files, in a fixed order.
  package var files: [File] {
    [File(name: "index.html", text: index), File(name: "regressions.html", text: regressions)]
      + history.machines.map { File(name: Self.page(of: $0), pieces: pieces(of: $0)) }
  }

  /// Whether a file name is one a site's page can have (`index.html`, `regressions.html`,
  /// `machine-<hex digits>.html`): the only files of a site folder a rebuild replaces or removes.
  static func isPage(_ name: String) -> Bool {
    name == "index.html" || name == "regressions.html" || name.wholeMatch(of: /machine-x?[0-9a-f]{1,64}\.html/) != nil
  }

  /// A machine's page name: `machine-<fingerprint>.html`, or a hash for an odd fingerprint.
  static func page(of machine: DashboardHistory.Machine) -> String {
    let fingerprint = machine.fingerprint
    let plain = !fingerprint.isEmpty && fingerprint.count <= 64 && fingerprint.allSatisfy { $0.isHexDigit }
    if plain { return "machine-\(fingerprint.lowercased()).html" }
    return "machine-x\(String(FNV1a.hash(fingerprint.utf8), radix: 16)).html"
  }

  /// A commit's subject, if known.
  func message(_ commit: String) -> String? { messages[String(commit.prefix(7))] }

  /// A commit as HTML: linked through ``commitURL`` when given, with its subject as title.
  func commitLink(_ commit: String) -> String {
    let shown = "<code>\(DashboardText.escaped(commit))</code>"
    guard let commitURL, !commit.isEmpty else { return shown }
    let url = commitURL.replacing("{sha}", with: Self.percentEncoded(commit))
    return "<a href=\"\(DashboardText.escaped(url))\">\(shown)</a>"
  }

  /// Keeps `[A-Za-z0-9._~-]`, percent-encodes every other byte.
  static func percentEncoded(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      let scalar = Unicode.Scalar(byte)
      if (byte < 0x80 && Character(scalar).isLetter) || (byte < 0x80 && Character(scalar).isNumber)
        || "._~-".unicodeScalars.contains(scalar)
      {
        out.unicodeScalars.append(scalar)
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }

  private var index: String {
    var body = "<h1>Benchmark history</h1>\n"
    let total = history.machines.reduce(0) { $0 + $1.runs.count }
    body +=
      "<p>\(total) run\(total == 1 ? "" : "s") on \(history.machines.count) machine"
      + "\(history.machines.count == 1 ? "" : "s"). Each machine has its own page: timings are comparable only "
      + "between runs of one fingerprint (CPU, cores, toolchain and build).</p>\n"
    if history.machines.first?.grouping == .cpuFamily {
      body +=
        "<p>Grouped by CPU family (--group-by cpu-family): a page holds every CPU model of one vendor and brand, "
        + "so a timing change point there may be a change of CPU model.</p>\n"
    }
    body += "<table><tr><th>fingerprint</th><th>machine</th><th class=\"num\">runs</th><th>newest commit</th>"
    body += "<th class=\"num\">change points</th></tr>\n"
    for machine in history.machines {
      let changes = machine.series.reduce(0) { $0 + $1.changes.count }
      body +=
        "<tr><td><a href=\"\(Self.page(of: machine))\"><code>\(DashboardText.escaped(machine.fingerprint))</code></a></td>"
        + "<td>\(DashboardText.escaped(machine.description))</td><td class=\"num\">\(machine.runs.count)</td>"
        + "<td>\(commitLink(machine.runs.last?.gitCommit ?? ""))</td><td class=\"num\">\(changes)</td></tr>\n"
    }
    body += "</table>\n"
    return DashboardPage.document(title: "Benchmark history", body: body, script: false)
  }
}
