import BenchmarkKit
import BenchmarkResults
import Glibc
import TestSupport
import Testing

@testable import BenchmarkDashboard
@testable import MotionBenchCommands

/// `motion-bench dashboard` removes or replaces only what it wrote, leaves nothing behind when
/// interrupted, ends on any history, shows text that would act unseen, and refuses what it
/// cannot use with the exit code of the table (issue 46).
@Suite("motion-bench dashboard: nothing deleted it did not create, no hang, bounded input", .tags(.integration))
struct DashboardSafetyTests {
  /// One row of a history: a timing figure of a run.
  struct Row {
    var commit: String
    var value = "1.5"
    var low = "1.4"
    var high = "1.6"
    var fingerprint = "0123456789ab"
    var cpuModel = "CPU"
    var toolchain = "Swift"
    var solver = "closed-form"
  }

  /// A history's text: the header of `run`'s history, then a row per entry, a minute apart.
  static func history(_ rows: [Row]) -> String {
    var text = History.columns.joined(separator: ",") + "\n"
    for (index, row) in rows.enumerated() {
      let fields: [String: String] = [
        "timestamp": "2026-11-30T\(10 + index / 60):\(10 + index % 60 / 10)\(index % 10):00Z",
        "git_commit": row.commit, "toolchain": row.toolchain, "cpu_model": row.cpuModel, "cpu_cores": "2",
        "kernel": "Linux", "build_configuration": "release", "vector_isa": "avx2", "fingerprint": row.fingerprint,
        "phase": "timing", "solver": row.solver, "metric": "cpu_ns_per_sample", "value": row.value, "low": row.low,
        "high": row.high, "n": "12", "unit": "ns", "scene": "seed=1",
      ]
      text += History.columns.map { fields[$0] ?? "" }.joined(separator: ",") + "\n"
    }
    return text
  }

  /// 15 runs with a little noise, commits `c0100`…
  static func noisyRows(fingerprint: String = "0123456789ab") -> [Row] {
    (0..<15).map { index in
      let value = 1.5 + Double(index % 3) * 0.01
      return Row(
        commit: "c\(100 + index)", value: "\(value)", low: "\(value - 0.1)", high: "\(value + 0.1)",
        fingerprint: fingerprint)
    }
  }

  /// Every file and folder of a folder and its subfolders, by relative path: a file's text, a
  /// folder as `NAME/` with no text, a link as `-> TARGET`.
  static func tree(_ folder: String) throws -> [String: String] {
    var files: [String: String] = [:]
    for name in try FileList(folder).names {
      let path = folder + "/" + name
      var status = stat()
      guard lstat(path, &status) == 0 else { continue }
      switch status.st_mode & S_IFMT {
      case S_IFDIR:
        files[name + "/"] = ""
        for (inner, text) in try tree(path) { files[name + "/" + inner] = text }
      case S_IFLNK:
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count - 1)
        files[name] = "-> " + String(decoding: buffer[..<max(0, count)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      default: files[name] = try readText(path)
      }
    }
    return files
  }

  /// The pages a site of one machine holds, with the marker.
  static func pages(_ fingerprint: String = "0123456789ab") -> [String] {
    [".motion-bench-dashboard", "index.html", "machine-\(fingerprint).html", "regressions.html"]
  }

  /// The old writer's names beside `--out`, `.site.staging-PID` and `.site.old-PID`, planted for
  /// the next process ids (links to a victim folder and real folders, by turns) must never be
  /// followed, emptied or removed; neither may a rebuild's.
  @Test func plantedNamesBesideTheSiteAreNeverTouched() throws {
    try withTemporaryDirectory { directory in
      try writeText(Self.history(Self.noisyRows()), to: directory + "/h.csv")
      let victim = directory + "/victim"
      #expect(mkdir(victim, 0o755) == 0)
      for name in ["a", "b", "c"] { try writeText("precious \(name)\n", to: victim + "/" + name) }
      let last = Int(try readText("/proc/sys/kernel/ns_last_pid").filter(\.isNumber)) ?? Int(getpid())
      for pid in last + 1...last + 300 {
        for prefix in [".site.staging-", ".site.old-"] {
          let path = directory + "/" + prefix + "\(pid)"
          if pid % 2 == 0 {
            #expect(symlink(victim, path) == 0)
          } else {
            #expect(mkdir(path, 0o755) == 0)
            try writeText("mine\n", to: path + "/keep")
          }
        }
      }
      let planted = try Self.tree(directory).filter { $0.key.hasPrefix(".site.") }
      let before = try Self.tree(victim)
      for _ in 0..<2 {  // a build, then a rebuild
        let result = try ChildProcess.run(["dashboard", "h.csv", "--out", "site"], in: directory)
        #expect(result.ending == .exited(0), "\(result.standardError)")
        #expect(try Self.tree(victim) == before)
        #expect(try Self.tree(directory).filter { $0.key.hasPrefix(".site.") } == planted)
        #expect(try FileList(directory + "/site").names == Self.pages())
      }
    }
  }

  /// A rebuild replaces the pages and removes a page it no longer writes; a file or folder the
  /// user added to the site survives, even when the marker is edited to list it.
  @Test func aRebuildKeepsWhatTheUserAdded() throws {
    try withTemporaryDirectory { directory in
      let site = directory + "/site"
      try writeText(Self.history(Self.noisyRows()), to: directory + "/one.csv")
      try writeText(Self.history(Self.noisyRows(fingerprint: "fedcba987654")), to: directory + "/two.csv")
      #expect(MotionBenchMain.main(["dashboard", directory + "/one.csv", "--out", site]) == 0)
      let first = try Self.tree(site)
      #expect(first.keys.sorted() == Self.pages())
      try writeText("example.com\n", to: site + "/CNAME")
      #expect(mkdir(site + "/assets", 0o755) == 0)
      try writeText("body {}\n", to: site + "/assets/style.css")
      try writeText("<p>mine</p>\n", to: site + "/notes.html")
      let added = try Self.tree(site).filter { first[$0.key] == nil }
      #expect(added.count == 4)

      #expect(MotionBenchMain.main(["dashboard", directory + "/one.csv", "--out", site]) == 0)
      #expect(try Self.tree(site) == first.merging(added) { a, _ in a })
      #expect(try FileList(directory).names == ["one.csv", "site", "two.csv"])

      // Another machine: its page replaces the first machine's, which the dashboard wrote.
      #expect(MotionBenchMain.main(["dashboard", directory + "/two.csv", "--out", site]) == 0)
      let second = try Self.tree(site)
      #expect(second.keys.sorted() == (Self.pages("fedcba987654") + Array(added.keys)).sorted())
      #expect(
        second[".motion-bench-dashboard"]
          == "motion-bench dashboard\nindex.html\nregressions.html\nmachine-fedcba987654.html\n")
      #expect(added.allSatisfy { second[$0.key] == $0.value })

      // A marker that lists the user's files, or paths outside the site, removes none of them.
      try writeText(
        "motion-bench dashboard\nCNAME\nnotes.html\nassets\nassets/style.css\n../one.csv\n/etc/hostname\n",
        to: site + "/.motion-bench-dashboard")
      #expect(MotionBenchMain.main(["dashboard", directory + "/one.csv", "--out", site]) == 0)
      let third = try Self.tree(site)
      #expect(added.allSatisfy { third[$0.key] == $0.value })
      #expect(try FileList(directory).names == ["one.csv", "site", "two.csv"])
      // The second machine's page is still there: the edited marker no longer listed it.
      #expect(third.keys.sorted() == (Self.pages() + ["machine-fedcba987654.html"] + Array(added.keys)).sorted())
    }
  }

  /// A page's name given as an input is refused before anything is written: a history named as
  /// a page the site writes, commit subjects named as a page a rebuild would remove.
  @Test func noPageReplacesAnInput() throws {
    try withTemporaryDirectory { directory in
      let site = directory + "/site"
      let history = Self.history(Self.noisyRows())
      try writeText(history, to: directory + "/one.csv")
      try writeText(Self.history(Self.noisyRows(fingerprint: "fedcba987654")), to: directory + "/two.csv")
      #expect(MotionBenchMain.main(["dashboard", directory + "/one.csv", "--out", site]) == 0)
      let built = try Self.tree(site)
      try writeText(history, to: site + "/regressions.html")
      let asPage = try ChildProcess.run(["dashboard", "site/regressions.html", "--out", "site"], in: directory)
      #expect(asPage.ending == .exited(73), "\(asPage.standardError)")
      #expect(try readText(site + "/regressions.html") == history)
      try writeText(try #require(built["regressions.html"]), to: site + "/regressions.html")
      // The second machine's site no longer has the first machine's page, and would remove it.
      let subjects = "0123456789abcdef\tA subject\n"
      try writeText(subjects, to: site + "/machine-0123456789ab.html")
      let removed = try ChildProcess.run(
        ["dashboard", "two.csv", "--commit-messages", "site/machine-0123456789ab.html", "--out", "site"],
        in: directory)
      #expect(removed.ending == .exited(73), "\(removed.standardError)")
      #expect(
        removed.standardErrorLines
          == [
            "Error: --out: 'site/machine-0123456789ab.html' is also the input --commit-messages "
              + "'site/machine-0123456789ab.html'; write the output elsewhere"
          ])
      #expect(try readText(site + "/machine-0123456789ab.html") == subjects)
      #expect(try Self.tree(site).keys.sorted() == built.keys.sorted())
    }
  }

  /// The staging folder a signal interrupts is removed, and so is the site folder the build
  /// created; an earlier site is left byte for byte.
  @Test(
    "A signal while the dashboard stages removes its staging folder",
    arguments: [(SIGINT, false), (SIGTERM, false), (SIGHUP, false), (SIGTERM, true)])
  func interrupted(signal: Int32, rebuilding: Bool) throws {
    try withTemporaryDirectory { directory in
      try writeText(Self.history(Self.noisyRows()), to: directory + "/h.csv")
      if rebuilding {
        #expect(try ChildProcess.run(["dashboard", "h.csv", "--out", "site"], in: directory).ending == .exited(0))
        try writeText("example.com\n", to: directory + "/site/CNAME")
      }
      let before = try Self.tree(directory)
      let child = try ChildProcess(
        ["dashboard", "h.csv", "--out", "site"], in: directory,
        environment: [DashboardWriter.pauseVariable + "=60000"])
      let staged = try SignalTests.eventually {
        guard access(directory + "/site", F_OK) == 0 else { return false }
        return try FileList(directory + "/site").names.contains { name in
          name.hasPrefix(".") && name != DashboardWriter.marker
            && (try? FileList(directory + "/site/" + name).names.contains(DashboardWriter.marker)) == true
        }
      }
      #expect(staged, "no staging folder with every page appeared")
      kill(child.pid, signal)
      #expect(child.wait() == .exited(128 + signal))
      #expect(try Self.tree(directory) == before)
    }
  }

  /// A write that fails (the file size limit, as a full disk would) is exit 74 and one
  /// `Error:` line; a new site is not left behind and an earlier one is left whole.
  @Test(arguments: [false, true])
  func aFailedWriteIsExit74(rebuilding: Bool) throws {
    try withTemporaryDirectory { directory in
      try writeText(Self.history(Self.noisyRows()), to: directory + "/h.csv")
      if rebuilding {
        #expect(try ChildProcess.run(["dashboard", "h.csv", "--out", "site"], in: directory).ending == .exited(0))
      }
      let before = try Self.tree(directory)
      // 4 blocks of 512 bytes: every page but the smallest is larger; SIGXFSZ ignored, so the
      // write fails with EFBIG instead of ending the process.
      let result = try ChildProcess.run(
        ["-c", "ulimit -f 4; trap '' XFSZ; exec \"$0\" \"$@\"", try motionBenchExecutable(), "dashboard", "h.csv"],
        in: directory, program: "/bin/sh")
      #expect(result.ending == .exited(74), "\(result.standardError)")
      #expect(result.standardErrorLines.filter { $0.hasPrefix("Error: ") }.count == 1, "\(result.standardError)")
      #expect(result.standardError.contains("cannot write 'site/index.html': File too large"))
      #expect(try Self.tree(directory) == before)
    }
  }

  /// Histories whose range is degenerate (value = low = high for every run, two values an ulp
  /// apart, huge, subnormal) give a chart with 1 to 6 finite value ticks, under a memory
  /// limit (the old axis looped for ever, growing past 1.9 GB).
  @Test(
    "A degenerate range ends with bounded ticks",
    arguments: [
      ["0.1"], ["3.14159"], ["1", "1.0000000000000002"], ["1e308"], ["-1.7e308", "1.7e308"], ["4.9e-324"],
      ["0"],
    ])
  func degenerateRange(values: [String]) throws {
    try withTemporaryDirectory { directory in
      let rows = (0..<15).map { index in
        let value = values[index % values.count]
        return Row(commit: "c\(index)", value: value, low: value, high: value)
      }
      try writeText(Self.history(rows), to: directory + "/h.csv")
      let result = try ChildProcess.run(
        [
          "-c", "ulimit -v 2000000; exec \"$0\" \"$@\"", try motionBenchExecutable(), "dashboard", "h.csv", "--out",
          "site",
        ],
        in: directory, program: "/bin/sh")
      #expect(result.ending == .exited(0), "\(result.standardError)")
      let page = try readText(directory + "/site/machine-0123456789ab.html")
      let charts = page.matches(of: /<svg class="plot".*?<\/svg>/.dotMatchesNewlines()).map { String($0.0) }
      #expect(charts.count == 1)
      for chart in charts {
        let ticks = chart.matches(of: /dominant-baseline="middle">([^<]*)</).map { String($0.1) }
        #expect((1...DashboardChart.maximumTicks).contains(ticks.count), "\(ticks)")
        #expect(ticks.allSatisfy { Double($0)?.isFinite == true }, "\(ticks)")
        #expect(chart.matches(of: /[^a-z](nan|inf)[^a-z]/).isEmpty)
      }
    }
  }

  /// Bidirectional controls and control characters in a history's text and in commit subjects
  /// are shown as `\u202E`-style text, never passed raw into a page.
  @Test func textThatWouldActUnseenIsShown() throws {
    try withTemporaryDirectory { directory in
      let rows = Self.noisyRows().enumerated().map { index, row in
        var row = row
        row.commit = "abc12\(10 + index)\u{202E}gpj.exe"
        row.cpuModel = "CPU\u{2066}x\u{2069}"
        row.toolchain = "\u{1B}[31mSwift\u{85}"
        row.solver = "closed\u{200F}form"
        return row
      }
      try writeText(Self.history(rows), to: directory + "/h.csv")
      try writeText("abc1210\u{202E}\tsubject \u{202E}evil\u{7} \u{2028}end\n", to: directory + "/messages.txt")
      let status = MotionBenchMain.main(
        [
          "dashboard", directory + "/h.csv", "--out", directory + "/site", "--commit-messages",
          directory + "/messages.txt",
        ])
      #expect(status == 0)
      let site = try Self.tree(directory + "/site")
      #expect(site.count == 4)
      for (name, text) in site where name.hasSuffix(".html") {
        let acting = text.unicodeScalars.filter {
          $0.properties.isBidiControl || ($0.properties.generalCategory == .control && $0 != "\n")
            || $0 == "\u{2028}"
        }
        #expect(acting.isEmpty, "\(name): \(acting.map { String($0.value, radix: 16) })")
      }
      let page = site["machine-0123456789ab.html"] ?? ""
      for shown in ["abc1210\\u202Egpj.exe", "CPU\\u2066x\\u2069", "\\u001B[31mSwift\\u0085", "closed\\u200Fform"] {
        #expect(page.contains(shown), "\(shown)")
      }
      #expect(page.contains("subject \\\\u202Eevil\\\\u0007 \\\\u2028end"))
    }
  }

  /// A `low` or `high` that is not a finite number is refused, naming the file, line and
  /// column.
  @Test(
    "A non-finite interval is exit 65",
    arguments: [("low", "nan"), ("low", "inf"), ("high", "-inf"), ("high", "nan"), ("value", "inf")])
  func nonFiniteInterval(column: String, text: String) throws {
    try withTemporaryDirectory { directory in
      var rows = Self.noisyRows()
      switch column {
      case "low": rows[2].low = text
      case "high": rows[2].high = text
      default: rows[2].value = text
      }
      try writeText(Self.history(rows), to: directory + "/h.csv")
      let result = try ChildProcess.run(["dashboard", "h.csv", "--out", "site"], in: directory)
      #expect(result.ending == .exited(65))
      #expect(
        result.standardErrorLines == ["Error: history 'h.csv' line 4: \(column) '\(text)' is not a finite number"])
      #expect(try FileList(directory).names == ["h.csv"])
    }
  }

  /// `--commit-messages` from a FIFO fed forever stops at the byte limit, and a line without
  /// end at the line limit: exit 65 and one `Error:` line, no site.
  @Test(
    "An endless --commit-messages is exit 65",
    arguments: [
      ("line=$(printf 'abcdef0\\t%01000d' 0); exec yes \"$line\"", "'endless.csv' goes on past 1 GiB"),
      ("while :; do printf 0123456789abcdef; done", "'endless.csv' line 1 goes on past 1 MiB"),
    ])
  func endlessCommitMessages(script: String, phrase: String) throws {
    try withTemporaryDirectory { directory in
      try writeText(Self.history(Self.noisyRows()), to: directory + "/h.csv")
      try EndlessInputTests.withEndlessWriter(script, in: directory) { _ in
        let result = try ChildProcess.run(
          ["dashboard", "h.csv", "--out", "site", "--commit-messages", "endless.csv"], in: directory)
        #expect(result.ending == .exited(65), "\(result.standardError)")
        #expect(
          result.standardErrorLines.count == 1 && result.standardError.contains(phrase), "\(result.standardError)")
        #expect(access(directory + "/site", F_OK) != 0)
      }
    }
  }
}
