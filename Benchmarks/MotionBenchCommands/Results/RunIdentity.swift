import BenchmarkKit

/// The identity of a run as written in its rows: when, which commit, which machine and build.
struct RunIdentity: Sendable, Equatable {
  var timestamp = "", gitCommit = "", toolchain = "", cpuModel = "", cpuCores = "", kernel = ""
  var buildConfiguration = "", vectorISA = "", buildFlags = "", fingerprint = ""

  /// The identity of a run being made.
  init(_ metadata: RunMetadata) {
    let fields = Dictionary(uniqueKeysWithValues: zip(RunMetadata.csvColumns, metadata.csvValues))
    self.init { fields[$0] ?? "" }
  }

  /// An identity from the metadata columns of a row; `field` returns "" for a missing column.
  init(field: (String) -> String) {
    timestamp = field("timestamp")
    gitCommit = field("git_commit")
    toolchain = field("toolchain")
    cpuModel = field("cpu_model")
    cpuCores = field("cpu_cores")
    kernel = field("kernel")
    buildConfiguration = field("build_configuration")
    vectorISA = field("vector_isa")
    buildFlags = field("build_flags")
    fingerprint = field("fingerprint")
  }

  /// The metadata fields in ``RunMetadata/csvColumns`` order.
  var csvValues: [String] {
    [
      timestamp, gitCommit, toolchain, cpuModel, cpuCores, kernel, buildConfiguration, vectorISA, buildFlags,
      fingerprint,
    ]
  }

  /// Whether timings of the two runs are comparable: equal, known fingerprints.
  func isSameMachine(as other: RunIdentity) -> Bool { !fingerprint.isEmpty && fingerprint == other.fingerprint }

  /// Whether the two runs come from the same compiled code, so that instruction counts are
  /// comparable: toolchain, configuration, vector ISA and build flags agree.
  func isSameBuild(as other: RunIdentity) -> Bool {
    !vectorISA.isEmpty && toolchain == other.toolchain && buildConfiguration == other.buildConfiguration
      && vectorISA == other.vectorISA && buildFlags == other.buildFlags
  }

  /// The machine in a few words, e.g. `AMD EPYC, avx2, 2 cores, -target-cpu znver3`.
  var machineDescription: String {
    ([cpuModel, vectorISA, cpuCores.isEmpty ? "" : "\(cpuCores) cores", buildFlags] as [String])
      .filter { !$0.isEmpty }.joined(separator: ", ")
  }
}
