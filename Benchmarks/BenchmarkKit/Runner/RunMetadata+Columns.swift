extension RunMetadata {
  /// A metadata column of a results file, in the order the columns are written.
  package enum Column: String, CaseIterable, Sendable {
    case timestamp
    case gitCommit = "git_commit"
    case toolchain
    case cpuModel = "cpu_model"
    case cpuCores = "cpu_cores"
    case kernel
    case buildConfiguration = "build_configuration"
    case vectorISA = "vector_isa"
    case buildFlags = "build_flags"
    case fingerprint
    case runID = "run_id"
  }

  /// A column's field as written.
  package subscript(column: Column) -> String {
    switch column {
    case .timestamp: timestamp
    case .gitCommit: gitCommit
    case .toolchain: toolchain
    case .cpuModel: cpuModel
    case .cpuCores: String(coreCount)
    case .kernel: kernel
    case .buildConfiguration: buildConfiguration
    case .vectorISA: vectorISA
    case .buildFlags: buildFlags
    case .fingerprint: fingerprint
    case .runID: runID
    }
  }

  /// The metadata column names, in ``Column`` order.
  package static let csvColumns = Column.allCases.map(\.rawValue)

  /// The metadata as CSV fields, in ``Column`` order.
  package var csvValues: [String] { Column.allCases.map { self[$0] } }
}
