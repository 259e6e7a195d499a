import TestSupport
import Testing

@testable import BenchmarkKit

@Suite(.tags(.unit)) struct RunMetadataTests {
  static func metadata(epochSeconds: Int) -> RunMetadata {
    RunMetadata(
      epochSeconds: epochSeconds, gitCommit: "8cd8422", toolchain: "Swift version 6.3.1 (swift-6.3.1-RELEASE)",
      cpuModel: "AMD EPYC 7B13", coreCount: 2, kernel: "Linux 6.8.0", buildConfiguration: "release", vectorISA: "avx2",
      buildFlags: "-target-cpu znver3")
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
        "vector_isa", "build_flags", "fingerprint", "run_id",
      ])
    #expect(
      Self.metadata(epochSeconds: 1_795_992_067).csvValues == [
        "2026-11-29T22:41:07Z", "8cd8422", "Swift version 6.3.1 (swift-6.3.1-RELEASE)", "AMD EPYC 7B13", "2",
        "Linux 6.8.0", "release", "avx2", "-target-cpu znver3", "6af52629b66f", "",
      ])
  }

  /// FNV-1a (64 bit) of cpu model, vector ISA, cores, toolchain, configuration and flags,
  /// each followed by 0x1F, top 48 bits; the reference value was computed independently.
  @Test func fingerprintHashesTheMachineAndBuildOnly() {
    let metadata = Self.metadata(epochSeconds: 0)
    #expect(metadata.fingerprint == "6af52629b66f")
    var later = metadata
    later.epochSeconds = 1_000
    later.gitCommit = "abcdef0"
    later.kernel = "Linux 6.9.0"
    #expect(later.fingerprint == metadata.fingerprint)
    let changes: [(inout RunMetadata) -> Void] = [
      { $0.cpuModel = "Intel Xeon" }, { $0.vectorISA = "avx512" }, { $0.coreCount = 4 },
      { $0.toolchain = "Swift version 6.2" }, { $0.buildConfiguration = "debug" }, { $0.buildFlags = "" },
    ]
    for change in changes {
      var other = metadata
      change(&other)
      #expect(other.fingerprint != metadata.fingerprint && other.fingerprint.count == 12)
    }
  }

  @Test(arguments: [
    ("avx512", ["sse2", "sse4_2", "avx", "avx2"], "avx2"),
    ("avx2", ["sse2", "sse4_2", "avx", "avx2", "avx512f"], "avx2"),
    ("avx2", [], "avx2"),
    ("avx2", ["sse2"], "sse2"),
    ("sse2", ["sse2", "avx2"], "sse2"),
    ("sve", ["asimd"], "neon"),
    ("neon", ["asimd", "sve"], "neon"),
    ("scalar", ["sse2"], "scalar"),
  ])
  func runningVectorISAIsTheNarrowerOfBuildAndCPU(compiled: String, cpu: [String], expected: String) {
    #expect(BuildTarget.runningVectorISA(compiled: compiled, cpuFeatures: Set(cpu)) == expected)
  }

  @Test func cpuInfoFieldsAreReadByKey() {
    let text = "processor\t: 0\nmodel name\t: AMD EPYC\nflags\t\t: fpu sse2 avx2\nmodel\t\t: 1\n"
    #expect(RunMetadata.firstValue(of: "model name", in: text) == "AMD EPYC")
    #expect(RunMetadata.firstValue(of: "model", in: text) == "1")
    #expect(RunMetadata.cpuFeatures(in: text) == ["fpu", "sse2", "avx2"])
  }

  @Test("The CPU's family and model numbers tell apart CPUs whose model name is only the brand")
  func cpuDescriptionNamesFamilyAndModel() {
    let zen3 = "model name\t: AMD EPYC\ncpu family\t: 25\nmodel\t\t: 1\n"
    let zen5 = "model name\t: AMD EPYC\ncpu family\t: 26\nmodel\t\t: 2\n"
    #expect(RunMetadata.cpuDescription(in: zen3) == "AMD EPYC (family 25 model 1)")
    #expect(RunMetadata.cpuDescription(in: zen5) == "AMD EPYC (family 26 model 2)")
    #expect(RunMetadata.cpuDescription(in: "Features\t: fp asimd\n") == "unknown")
    #expect(RunMetadata.cpuDescription(in: "model name\t: Apple M2\n") == "Apple M2")
  }

  @Test func currentDescribesThisProcess() {
    let metadata = RunMetadata.current()
    let isHex = !metadata.gitCommit.isEmpty && metadata.gitCommit.allSatisfy(\.isHexDigit)
    #expect(isHex || metadata.gitCommit == "unknown", "\(metadata.gitCommit)")
    #expect(metadata.toolchain.hasPrefix("Swift"))
    #expect(!metadata.cpuModel.isEmpty)
    #expect(metadata.coreCount >= 1)
    #expect(metadata.kernel.hasPrefix("Linux "))
    #expect(["avx512", "avx2", "avx", "sse4.2", "sse2", "sve", "neon", "scalar"].contains(metadata.vectorISA))
    #expect(metadata.buildFlags.isEmpty || metadata.buildFlags.hasPrefix("-target-cpu "))
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

  @Test("A child's environment: added variables replace inherited ones of the same name")
  func childEnvironment() {
    let inherited = ["PATH=/bin", "SWIFT_DETERMINISTIC_HASHING=0", "SWIFT_X=1", "EMPTY="]
    #expect(
      Subprocess.environment(inherited: inherited, adding: ["SWIFT_DETERMINISTIC_HASHING=1", "NEW=a=b"])
        == ["PATH=/bin", "SWIFT_X=1", "EMPTY=", "SWIFT_DETERMINISTIC_HASHING=1", "NEW=a=b"])
    #expect(Subprocess.environment(inherited: inherited, adding: []) == inherited)
    #expect(Subprocess.environment(inherited: inherited, adding: ["EMPTY=x"]).last == "EMPTY=x")
    #expect(!Subprocess.environment(inherited: inherited, adding: ["EMPTY=x"]).contains("EMPTY="))
  }

  @Test(arguments: [["sh", "-c", "echo partial; exit 3"], ["sh", "-c", "true"], ["/nonexistent/program"]])
  func subprocessFailureOrSilenceIsNil(arguments: [String]) {
    #expect(Subprocess.firstLine(of: arguments) == nil)
  }

  /// A run's id is 12 hex digits, drawn anew for every run: it tells runs of one commit and one
  /// second apart (1,000 draws, none repeated).
  @Test func runIDsAreTwelveRandomHexDigits() {
    let ids = (0..<1000).map { _ in RunMetadata.newRunID() }
    #expect(ids.allSatisfy { $0.count == 12 && $0.allSatisfy(\.isHexDigit) && $0.lowercased() == $0 })
    #expect(Set(ids).count == ids.count)
    #expect(RunMetadata.current(commit: "c0").runID.count == 12)
  }
}
