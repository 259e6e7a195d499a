import BenchmarkKit
import BenchmarkResults
import TestSupport
import Testing

@testable import BenchmarkDashboard

@Suite("motion-bench dashboard --group-by: GitHub's runner CPU models on one page per family", .tags(.integration))
struct DashboardGroupingTests {
  /// `cpu_model` as `run` records it on GitHub's hosted runners and elsewhere, and the family a
  /// user reads in it.
  @Test(
    arguments: [
      ("AMD EPYC 7763 64-Core Processor (family 25 model 1)", "AMD EPYC"),
      ("AMD EPYC 9V74 80-Core Processor (family 25 model 17)", "AMD EPYC"),
      ("AMD EPYC", "AMD EPYC"),
      ("Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz (family 6 model 106)", "Intel Xeon"),
      ("Intel(R) Xeon(R) CPU E5-2673 v4 @ 2.30GHz (family 6 model 79)", "Intel Xeon"),
      ("Intel(R) Core(TM) i7-8700 CPU @ 3.20GHz", "Intel Core"),
      ("AMD Ryzen 9 7950X 16-Core Processor", "AMD Ryzen"),
      ("unknown", "unknown"),
      ("Neoverse-N2 (family 0 model 0)", "Neoverse-N2"),
    ])
  func aCPUModelsFamilyIsItsVendorAndBrand(model: String, family: String) {
    #expect(DashboardGrouping.cpuFamily(of: model) == family)
  }

  @Test func runsOfOneFamilyShareAPageAndOtherFieldsStillSplit() throws {
    try withTemporaryDirectory { folder in
      let histories = [
        ("AMD EPYC 7763 64-Core Processor (family 25 model 1)", "a"),
        ("AMD EPYC 9V74 80-Core Processor (family 25 model 17)", "b"),
        ("Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz (family 6 model 106)", "c"),
      ].map { model, prefix in
        let path = "\(folder)/\(prefix).csv"
        return (path, model, prefix)
      }
      for (path, model, prefix) in histories {
        try DashboardTests.writeStepHistory(path, cpuModel: model, prefix: prefix)
      }
      let paths = histories.map(\.0)

      // By fingerprint (the default): a page per CPU model.
      #expect(DashboardTests.build(paths + ["--out", folder + "/exact"]) == 0)
      #expect(try DashboardTests.site(folder + "/exact").keys.filter { $0.hasPrefix("machine-") }.count == 3)

      // By family: both EPYC models on the page a run on a CPU named "AMD EPYC" has (its fingerprint,
      // every other field equal), 34 runs; the Xeon on its own, 17 runs.
      #expect(DashboardTests.build(paths + ["--out", folder + "/family", "--group-by", "cpu-family"]) == 0)
      let site = try DashboardTests.site(folder + "/family")
      var epyc = SyntheticRun()
      epyc.cpuModel = "AMD EPYC"
      var xeon = SyntheticRun()
      xeon.cpuModel = "Intel Xeon"
      let pages = site.filter { $0.key.hasPrefix("machine-") }
      #expect(
        pages.keys.sorted()
          == ["machine-\(epyc.metadata.fingerprint).html", "machine-\(xeon.metadata.fingerprint).html"].sorted())
      for (run, letters) in [(epyc, "ab"), (xeon, "c")] {
        let text = String(decoding: pages["machine-\(run.metadata.fingerprint).html"] ?? [], as: UTF8.self)
        let runs = text.firstMatch(of: /id="runs">(.*?)<\/script>/.dotMatchesNewlines())?.1 ?? ""
        let commits = runs.matches(of: /\["([abc])[0-9]+"/).map { String($0.1) }
        #expect(commits.count == 17 * letters.count && Set(commits) == Set(letters.map(String.init)), "\(commits)")
      }
      let index = String(decoding: site["index.html"] ?? [], as: UTF8.self)
      #expect(index.contains("<td>AMD EPYC (2 CPU models), avx2, 2 cores, -target-cpu znver3</td>"))
      #expect(index.contains("<td>Intel Xeon, avx2, 2 cores, -target-cpu znver3</td>"))
      #expect(index.contains("Grouped by CPU family"))

      // Another core count is another machine kind, whatever the family.
      var wide = SyntheticRun()
      wide.cpuModel = "AMD EPYC 7763 64-Core Processor (family 25 model 1)"
      var wideKey = RunIdentity(wide.metadata)
      let narrowKey = DashboardGrouping.cpuFamily.key(of: RunIdentity(epyc.metadata))
      #expect(DashboardGrouping.cpuFamily.key(of: wideKey) == narrowKey)
      wideKey[.cpuCores] = "4"
      #expect(DashboardGrouping.cpuFamily.key(of: wideKey) != narrowKey)
    }
  }

  @Test func anUnknownGroupingIsAUsageError() {
    #expect(DashboardTests.build(["history.csv", "--group-by", "model"]) == 64)
  }
}
