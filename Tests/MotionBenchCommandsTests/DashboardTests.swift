import BenchmarkKit
import BenchmarkResults
import Glibc
import TestSupport
import Testing

@testable import MotionBenchCommands

@Suite("motion-bench dashboard: the site, its text and its refusals", .tags(.integration))
struct DashboardTests {
  /// 17 runs (1 % noise between processes), closed-form 20 % slower from the ninth (commit c8).
  static func writeStepHistory(_ path: String, cpuModel: String = "AMD EPYC", prefix: String = "c") throws {
    var random = SeededGenerator(state: 5)
    for index in 0..<17 {
      var run = SyntheticRun(
        cpuModel: cpuModel, commit: "\(prefix)\(index)", epochSeconds: 1_795_992_067 + index * 60,
        processSpread: 0.01)
      if index >= 8 { run.slower = ["closed-form": 1.2] }
      try History.append(History.rows(of: run.report(&random)), to: path, policy: .init())
    }
  }

  /// Every file of a site folder, by name.
  static func site(_ folder: String) throws -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for name in try FileList(folder).names { files[name] = try readBytes(folder + "/" + name) }
    return files
  }

  static func build(_ arguments: [String]) -> Int32 { MotionBenchMain.main(["dashboard"] + arguments) }

  @Test func aStepIsMarkedAtItsCommitAndARebuildIsByteIdentical() throws {
    try withTemporaryDirectory { folder in
      let history = folder + "/history.csv"
      try Self.writeStepHistory(history)
      let url = ["--commit-url", "https://example.com/r/commit/{sha}"]
      #expect(Self.build([history, "--out", folder + "/a"] + url) == 0)
      #expect(Self.build([history, "--out", folder + "/b"] + url) == 0)
      let first = try Self.site(folder + "/a")
      let fingerprint = SyntheticRun().metadata.fingerprint
      #expect(
        first.keys.sorted() == [
          ".motion-bench-dashboard", "index.html", "machine-\(fingerprint).html", "regressions.html",
        ])
      #expect(try Self.site(folder + "/b") == first)
      // Rebuilt over itself: replaced whole, the same bytes, nothing left beside it.
      #expect(Self.build([history, "--out", folder + "/a"] + url) == 0)
      #expect(try Self.site(folder + "/a") == first)
      #expect(try FileList(folder).names == [".history.csv.lock", "a", "b", "history.csv"])
      // The step: both timing figures of closed-form, at c8, linked; nothing else changed.
      let changes = String(decoding: first["regressions.html"] ?? [], as: UTF8.self)
      let rows = changes.matches(of: /<tr class="(\w+)" data-commit="([^"]*)">/).map { (String($0.1), String($0.2)) }
      #expect(rows.count == 2 && rows.allSatisfy { $0 == ("regression", "c8") }, "\(rows)")
      #expect(changes.contains("<a href=\"https://example.com/r/commit/c8\"><code>c8</code></a>"))
      let page = String(decoding: first["machine-\(fingerprint).html"] ?? [], as: UTF8.self)
      let ratios = page.matches(
        of: /<g class="change regression" data-run="8" data-commit="c8" data-ratio="([0-9.]+)">/
      )
      .compactMap { Double($0.1) }
      #expect(ratios.count == 2 && ratios.allSatisfy { abs($0 - 1.2) < 0.03 }, "\(ratios)")
    }
  }

  @Test func markupInAnyTextIsEscaped() throws {
    try withTemporaryDirectory { folder in
      let history = folder + "/history.csv"
      let hostile = "<script>alert(1)</script>"
      var rows: [History.Row] = []
      for index in 0..<14 {
        let fields: [String: String] = [
          "timestamp": "2026-12-01T00:\(10 + index):00Z", "git_commit": "\"><img src=x onerror=alert(\(index))>",
          "fingerprint": "<b>fp</b>", "cpu_model": hostile, "toolchain": "</p><iframe>",
        ]
        let identity = RunIdentity(field: { fields[$0] ?? "" })
        let key = FigureKey(
          phase: .timing, solver: ResultSolver(csv: hostile), tolerance: nil, channel: ResultChannel(csv: "&amp;'\""),
          metric: ResultMetric(csv: "cpu_ns_per_sample"),
          scene: "</script><script>alert(2)</script>")
        rows.append(
          History.Row(
            identity: identity, key: key, value: index < 7 ? 1 : 1.5, low: 0.9, high: 1.6, n: 12,
            unit: MetricUnit(csv: "<i>ns")))
      }
      try History.append(rows, to: history, policy: .init())
      let messages = folder + "/messages.txt"
      try writeText("\"><img src=x onerror=alert(7)>\t<svg onload=alert(3)> & </script>\n", to: messages)
      #expect(Self.build([history, "--out", folder + "/site", "--commit-messages", messages]) == 0)
      let site = try Self.site(folder + "/site")
      for (name, bytes) in site where name.hasSuffix(".html") {
        let text = String(decoding: bytes, as: UTF8.self)
        for markup in ["<img", "<svg onload", "<b>fp", "<i>ns", "<iframe", "</p><", "alert(2)</script>"] {
          #expect(!text.contains(markup), "\(name) carries \(markup)")
        }
        // The only scripts are the page's own: the runs, each chart's points and the hover script.
        let scripts = text.matches(of: /<script/).count
        let expected = text.contains("id=\"runs\"") ? 1 + text.matches(of: /class="points"/).count + 1 : 0
        #expect(scripts == expected, "\(name): \(scripts) scripts")
        #expect(text.matches(of: /<\/script>/).count == expected, "\(name)")
      }
      let page = String(decoding: site.first { $0.key.hasPrefix("machine-") }?.value ?? [], as: UTF8.self)
      #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;") && page.contains("&amp;amp;&apos;&quot;"))
      #expect(page.contains("\\u003csvg onload=alert(3)\\u003e \\u0026 \\u003c/script\\u003e"))
      #expect(page.contains("class=\"change regression\" data-run=\"7\""))
    }
  }

  @Test func machinesAreNeverMixed() throws {
    try withTemporaryDirectory { folder in
      let (one, two) = (folder + "/one.csv", folder + "/two.csv")
      try Self.writeStepHistory(one, cpuModel: "AMD EPYC", prefix: "a")
      try Self.writeStepHistory(two, cpuModel: "Intel Xeon", prefix: "b")
      #expect(Self.build([one, two, "--out", folder + "/site"]) == 0)
      let site = try Self.site(folder + "/site")
      let pages = site.filter { $0.key.hasPrefix("machine-") }
      #expect(pages.count == 2)
      for (_, bytes) in pages {
        let text = String(decoding: bytes, as: UTF8.self)
        let runs = text.firstMatch(of: /id="runs">(.*?)<\/script>/.dotMatchesNewlines())?.1 ?? ""
        let commits = runs.matches(of: /\["([ab])[0-9]+"/).map { String($0.1) }
        #expect(commits.count == 17 && Set(commits).count == 1, "\(commits)")
      }
    }
  }

  @Test func aRefusedBuildLeavesTheOldSiteWhole() throws {
    try withTemporaryDirectory { folder in
      let history = folder + "/history.csv"
      try Self.writeStepHistory(history)
      #expect(Self.build([history, "--out", folder + "/site"]) == 0)
      let before = try Self.site(folder + "/site")
      let bad = folder + "/bad.csv"
      try writeText(History.columns.joined(separator: ",") + ",extra\n", to: bad)
      #expect(Self.build([history, bad, "--out", folder + "/site"]) == 65)
      #expect(Self.build([folder + "/none.csv", "--out", folder + "/site"]) == 66)
      #expect(try Self.site(folder + "/site") == before)
      #expect(try FileList(folder).names == [".history.csv.lock", "bad.csv", "history.csv", "site"])
    }
  }
}
