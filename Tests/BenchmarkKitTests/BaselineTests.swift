import Testing

import BenchmarkKit

@Suite struct BaselineTests {
  static let baseline = Baseline(name: "main", values: ["time": 100, "rate": 100, "zero": 0, "negative": -10])

  /// (metric, value, direction, threshold, expected verdict); baselines above.
  static let verdictCases: [(String, Double, MetricDirection, Double, BaselineComparison.Verdict)] = [
    ("time", 110, .lowerIsBetter, 0.10, .unchanged),  // exactly +10 %
    ("time", 111, .lowerIsBetter, 0.10, .regressed),
    ("time", 90, .lowerIsBetter, 0.10, .unchanged),  // exactly -10 %
    ("time", 89, .lowerIsBetter, 0.10, .improved),
    ("time", 100, .lowerIsBetter, 0, .unchanged),
    ("time", 100.5, .lowerIsBetter, 0, .regressed),
    ("rate", 89, .higherIsBetter, 0.10, .regressed),
    ("rate", 111, .higherIsBetter, 0.10, .improved),
    ("rate", 105, .higherIsBetter, 0.10, .unchanged),
    ("zero", 0, .lowerIsBetter, 0.10, .unchanged),
    ("zero", 1, .lowerIsBetter, 0.10, .regressed),
    ("zero", 1, .higherIsBetter, 0.10, .improved),
    ("negative", -12, .higherIsBetter, 0.10, .regressed),  // change (-12 + 10) / 10 = -20 %
    ("time", .nan, .lowerIsBetter, 0.10, .regressed),
    ("unknown", 1, .lowerIsBetter, 0.10, .notInBaseline),
  ]

  @Test(arguments: verdictCases)
  func classifiesRelativeChangeAgainstThreshold(
    name: String, value: Double, direction: MetricDirection, threshold: Double, expected: BaselineComparison.Verdict
  ) {
    let comparison = Self.baseline.compare([Metric(name: name, value: value, direction: direction, threshold: threshold)])
    #expect(comparison.entries.map(\.verdict) == [expected])
  }

  @Test func reportsChangesAndExitCode() throws {
    let comparison = Self.baseline.compare([
      Metric(name: "time", value: 125, direction: .lowerIsBetter, threshold: 0.10),
      Metric(name: "rate", value: 150, direction: .higherIsBetter, threshold: 0.10),
      Metric(name: "new", value: 1, direction: .lowerIsBetter, threshold: 0.10),
    ])
    #expect(comparison.baselineName == "main")
    #expect(comparison.entries.map(\.relativeChange) == [0.25, 0.5, nil])
    #expect(comparison.entries.map(\.baselineValue) == [100, 100, nil])
    #expect(comparison.regressions.map(\.metric.name) == ["time"])
    #expect(comparison.improvements.map(\.metric.name) == ["rate"])
    #expect(comparison.exitCode == .regression)
    #expect(ExitCode.regression.rawValue == 2)
  }

  @Test func improvementsAndUnknownMetricsDoNotFailTheRun() {
    let comparison = Self.baseline.compare([
      Metric(name: "time", value: 50, direction: .lowerIsBetter, threshold: 0.10),
      Metric(name: "new", value: 1, direction: .lowerIsBetter, threshold: 0.10),
    ])
    #expect(comparison.exitCode == .success)
  }

  @Test func writesAndReadsBackACSVBaseline() throws {
    let metadata = RunMetadata(
      epochSeconds: 1_795_992_067, gitCommit: "8cd8422", toolchain: "Swift 6.3.1", cpuModel: "CPU, fast",
      coreCount: 2, kernel: "Linux 6.8.0", buildConfiguration: "release")
    try withTemporaryDirectory { directory in
      let path = directory + "/main.csv"
      try Self.baseline.write(to: path, metadata: metadata)
      let metadataFields = "2026-11-29T22:41:07Z,8cd8422,Swift 6.3.1,\"CPU, fast\",2,Linux 6.8.0,release"
      #expect(
        try fileText(path) == """
          metric,value,timestamp,git_commit,toolchain,cpu_model,cpu_cores,kernel,build_configuration
          negative,-10,\(metadataFields)
          rate,100,\(metadataFields)
          time,100,\(metadataFields)
          zero,0,\(metadataFields)

          """)
      #expect(try Baseline(name: "main", contentsOfFile: path) == Self.baseline)
    }
  }

  @Test func laterRowsOverrideEarlierOnes() throws {
    try withTemporaryDirectory { directory in
      try writeFixture("metric,value\ntime,1\ntime,2\n", to: directory + "/b.csv")
      #expect(try Baseline(name: "b", contentsOfFile: directory + "/b.csv").values == ["time": 2])
    }
  }

  @Test func baselineWithoutValueColumnIsRejected() throws {
    try withTemporaryDirectory { directory in
      try writeFixture("metric,median\ntime,1\n", to: directory + "/b.csv")
      #expect(throws: CSVReadError.missingColumn("value")) { try Baseline(name: "b", contentsOfFile: directory + "/b.csv") }
    }
  }
}
