import BenchmarkKit
import BenchmarkResults

/// How the dashboard puts runs on machine pages (`--group-by`).
///
/// `fingerprint` gives every exact machine a page: CPU model with its family and model numbers,
/// vector ISA, cores, toolchain, build configuration and flags. GitHub's hosted runners draw a CPU
/// from a pool (an `AMD EPYC 7763` on one push, an `AMD EPYC 9V74` on the next), which would split
/// one runner label into a page per model. `cpu-family` keeps every field but the CPU model, and
/// of that only its family as a user reads it (``cpuFamily(of:)``): vendor and brand.
package enum DashboardGrouping: String, CaseIterable, Sendable {
  /// A page per machine fingerprint.
  case fingerprint
  /// A page per CPU family (vendor and brand) with the fingerprint's other fields.
  case cpuFamily = "cpu-family"

  /// The page key of a run: its fingerprint, or 12 hex digits of the fingerprint's hash with
  /// the CPU model replaced by its family.
  ///
  /// - Parameter run: The run's identity.
  /// - Returns: The key; runs with equal keys share a page.
  func key(of run: RunIdentity) -> String {
    switch self {
    case .fingerprint:
      return run.fingerprint
    case .cpuFamily:
      let kind = RunMetadata(
        epochSeconds: 0, gitCommit: "", toolchain: run[.toolchain], cpuModel: Self.cpuFamily(of: run[.cpuModel]),
        coreCount: Int(run[.cpuCores]) ?? 0, kernel: "", buildConfiguration: run[.buildConfiguration],
        vectorISA: run[.vectorISA], buildFlags: run[.buildFlags])
      return kind.fingerprint
    }
  }

  /// A CPU model as a user names its family: the vendor and the brand, without trademarks, the
  /// model number, the core count, the clock and the `(family F model M)` that `run` adds.
  ///
  /// `AMD EPYC 7763 64-Core Processor (family 25 model 1)` → `AMD EPYC`;
  /// `Intel(R) Xeon(R) Platinum 8370C CPU @ 2.80GHz` → `Intel Xeon`;
  /// `Intel(R) Core(TM) i7-8700 CPU @ 3.20GHz` → `Intel Core`; `AMD Ryzen 9 7950X` → `AMD Ryzen`.
  /// A model of another vendor (or `unknown`) is kept whole, less its family suffix and trademarks.
  ///
  /// - Parameter model: The `cpu_model` column of a run.
  /// - Returns: The family.
  static func cpuFamily(of model: String) -> String {
    var name = Substring(model)
    if let suffix = name.firstRange(of: /\s*\(family [^()]*\)\s*$/) { name = name[..<suffix.lowerBound] }
    let words = name.replacing(/\((R|TM|tm|r)\)/, with: "").split(separator: " ")
    let vendors = ["AMD": "AMD", "Intel": "Intel", "GenuineIntel": "Intel", "AuthenticAMD": "AMD"]
    if let first = words.first, let vendor = vendors[String(first)], words.count >= 2 {
      return "\(vendor) \(words[1])"
    }
    return words.joined(separator: " ")
  }

  /// What a page's machine is, in a few words: the newest run's, with its CPU model replaced by
  /// its family and the number of CPU models when the page has more than one.
  ///
  /// - Parameter runs: The page's runs, oldest first.
  /// - Returns: E.g. `AMD EPYC (2 CPU models), avx2, 4 cores`.
  func description(of runs: [RunIdentity]) -> String {
    guard let newest = runs.last else { return "" }
    guard self == .cpuFamily else { return newest.machineDescription }
    let models = Set(runs.map { $0[.cpuModel] }).count
    let cpu = Self.cpuFamily(of: newest[.cpuModel]) + (models > 1 ? " (\(models) CPU models)" : "")
    let cores = newest[.cpuCores]
    return [cpu, newest[.vectorISA], cores.isEmpty ? "" : "\(cores) cores", newest[.buildFlags]]
      .filter { !$0.isEmpty }.joined(separator: ", ")
  }
}
