import Testing

@testable import BenchmarkKit

@Suite struct RunMetadataTests {
  static func metadata(epochSeconds: Int) -> RunMetadata {
    RunMetadata(
      epochSeconds: epochSeconds, gitCommit: "8cd8422", toolchain: "Swift version 6.3.1 (swift-6.3.1-RELEASE)",
      cpuModel: "AMD EPYC 7B13", coreCount: 2, kernel: "Linux 6.8.0", buildConfiguration: "release")
  }

  @Test(arguments: [
    (1_795_992_067, "2026-11-29T22:41:07Z", "20261129T224107Z"),
    (0, "1970-01-01T00:00:00Z", "19700101T000000Z"),
    (951_782_400, "2000-02-29T00:00:00Z", "20000229T000000Z"),
  ])
  func formatsTimestampsInUTC(epochSeconds: Int, iso: String, compact: String) {
    let metadata = Self.metadata(epochSeconds: epochSeconds)
    #expect(metadata.timestamp == iso)
    #expect(metadata.compactTimestamp == compact)
  }

  @Test func csvValuesFollowTheColumnOrder() {
    #expect(
      RunMetadata.csvColumns == [
        "timestamp", "git_commit", "toolchain", "cpu_model", "cpu_cores", "kernel", "build_configuration",
      ])
    #expect(
      Self.metadata(epochSeconds: 1_795_992_067).csvValues == [
        "2026-11-29T22:41:07Z", "8cd8422", "Swift version 6.3.1 (swift-6.3.1-RELEASE)", "AMD EPYC 7B13", "2",
        "Linux 6.8.0", "release",
      ])
  }

  @Test func currentDescribesThisProcess() {
    let metadata = RunMetadata.current()
    let isHex = !metadata.gitCommit.isEmpty && metadata.gitCommit.allSatisfy(\.isHexDigit)
    #expect(isHex || metadata.gitCommit == "unknown", "\(metadata.gitCommit)")
    #expect(metadata.toolchain.hasPrefix("Swift"))
    #expect(!metadata.cpuModel.isEmpty)
    #expect(metadata.coreCount >= 1)
    #expect(metadata.kernel.hasPrefix("Linux "))
    #if DEBUG
      #expect(metadata.buildConfiguration == "debug")
    #else
      #expect(metadata.buildConfiguration == "release")
    #endif
  }

  @Test func subprocessReturnsTheFirstLineOfStandardOutputOnly() {
    #expect(Subprocess.firstLine(of: ["sh", "-c", "printf 'one\\ntwo\\n'"]) == "one")
    #expect(Subprocess.firstLine(of: ["sh", "-c", "echo noise >&2; echo out"]) == "out")
  }

  @Test(arguments: [["sh", "-c", "echo partial; exit 3"], ["sh", "-c", "true"], ["/nonexistent/program"]])
  func subprocessFailureOrSilenceIsNil(arguments: [String]) {
    #expect(Subprocess.firstLine(of: arguments) == nil)
  }
}
