import BenchmarkKit

/// The identity of a run as written in its rows: the fields of ``RunMetadata``'s columns, as
/// text (when, which commit, which machine and build, and its run id).
package struct RunIdentity: Sendable, Equatable {
  private var fields: [RunMetadata.Column: String]

  /// The identity of a run being made.
  package init(_ metadata: RunMetadata) {
    fields = Dictionary(uniqueKeysWithValues: RunMetadata.Column.allCases.map { ($0, metadata[$0]) })
  }

  /// An identity from the metadata columns of a row; `field` returns "" for a missing column.
  package init(field: (String) -> String) {
    fields = Dictionary(uniqueKeysWithValues: RunMetadata.Column.allCases.map { ($0, field($0.rawValue)) })
  }

  /// An identity with every field empty.
  package static let unknown = RunIdentity(field: { _ in "" })

  /// A column's field ("" when the file lacks it).
  package subscript(column: RunMetadata.Column) -> String {
    get { fields[column] ?? "" }
    set { fields[column] = newValue }
  }

  /// The metadata fields in ``RunMetadata/Column`` order.
  package var csvValues: [String] { RunMetadata.Column.allCases.map { self[$0] } }

  package var timestamp: String { self[.timestamp] }
  package var gitCommit: String { self[.gitCommit] }
  /// The random part of the run's identity; empty in files written before run ids.
  package var runID: String {
    get { self[.runID] }
    set { self[.runID] = newValue }
  }
  /// What identifies the run: its timestamp, commit and run id.
  package var run: [String] { [timestamp, gitCommit, runID] }
  package var fingerprint: String {
    get { self[.fingerprint] }
    set { self[.fingerprint] = newValue }
  }

  /// Whether timings of the two runs are comparable: equal, known fingerprints.
  package func isSameMachine(as other: RunIdentity) -> Bool { !fingerprint.isEmpty && fingerprint == other.fingerprint }

  /// Whether the two runs come from the same compiled code, so that instruction counts are
  /// comparable: toolchain, configuration, vector ISA and build flags agree.
  package func isSameBuild(as other: RunIdentity) -> Bool {
    !self[.vectorISA].isEmpty
      && [.toolchain, .buildConfiguration, .vectorISA, .buildFlags].allSatisfy { self[$0] == other[$0] }
  }

  /// The machine in a few words, e.g. `AMD EPYC, avx2, 2 cores, -target-cpu znver3`.
  package var machineDescription: String {
    let cores = self[.cpuCores]
    return [self[.cpuModel], self[.vectorISA], cores.isEmpty ? "" : "\(cores) cores", self[.buildFlags]]
      .filter { !$0.isEmpty }.joined(separator: ", ")
  }
}
