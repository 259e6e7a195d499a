import CBenchmarkKit

/// What the compiler targeted when it built this binary, read from the C preprocessor's
/// predefined macros through the `CBenchmarkKit` header.
///
/// Swift has no compile-time test for CPU features, but its Clang importer compiles the
/// header's `static inline` functions with the Swift compiler's own target options, so
/// `swift build -Xswiftc -target-cpu -Xswiftc native` defines `__AVX2__` (on an AVX2
/// machine) and the CPU family's macro (`__znver3__`) there, and a default build defines
/// only the SSE2 baseline and `__k8__`.
package enum BuildTarget {
  /// The vector instruction sets of each architecture, narrowest first, with the
  /// `/proc/cpuinfo` flag that says the CPU runs each.
  static let vectorISAFamilies: [[(name: String, cpuFlag: String)]] = [
    [("sse2", "sse2"), ("sse4.2", "sse4_2"), ("avx", "avx"), ("avx2", "avx2"), ("avx512", "avx512f")],
    [("neon", "asimd"), ("sve", "sve")],
  ]

  /// The widest vector instruction set the compiler could use (`avx512`, `avx2`, `avx`,
  /// `sse4.2`, `sse2`, `sve`, `neon` or `scalar`).
  package static var compiledVectorISA: String { String(cString: motionbench_compiled_vector_isa()) }

  /// The compiler's target CPU as a flag, e.g. `-target-cpu znver3` (what `-target-cpu
  /// native` resolves to on a Zen 3), `-target-cpu corei7` (any Intel core from Nehalem on),
  /// `-target-cpu other`; empty for the architecture's default target.
  package static var buildFlags: String {
    let cpu = String(cString: motionbench_compiled_target_cpu())
    return cpu.isEmpty ? "" : "-target-cpu \(cpu)"
  }

  /// Whether valgrind 3.19 can run this binary: it cannot decode AVX-512 instructions.
  package static var isValgrindCompatible: Bool { compiledVectorISA != "avx512" }

  /// The widest vector instruction set that this binary was compiled for and the CPU runs.
  ///
  /// - Parameters:
  ///   - compiled: The compiled set, ``compiledVectorISA`` by default.
  ///   - cpuFeatures: The CPU's flags from `/proc/cpuinfo`; when empty (unknown), the
  ///     compiled set is returned.
  /// - Returns: The compiled set, or the widest narrower set of its family the CPU has.
  package static func runningVectorISA(compiled: String = compiledVectorISA, cpuFeatures: Set<String>) -> String {
    guard !cpuFeatures.isEmpty else { return compiled }
    for family in vectorISAFamilies {
      guard let index = family.firstIndex(where: { $0.name == compiled }) else { continue }
      return family[...index].last { cpuFeatures.contains($0.cpuFlag) }?.name ?? "scalar"
    }
    return compiled
  }
}
