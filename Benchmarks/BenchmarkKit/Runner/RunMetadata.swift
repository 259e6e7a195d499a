import Glibc
import MotionText

/// Facts about a benchmark run that make its results comparable later: when,
/// from which commit, with which toolchain and build configuration, on which
/// machine, and a random run id that tells runs of one commit and second apart. Written as
/// CSV columns (``Column``), never as comments.
package struct RunMetadata: Sendable, Equatable {
  /// The run's start, in seconds since the Unix epoch (UTC).
  package var epochSeconds: Int
  /// The short commit hash of the working directory's git repository, or `unknown`.
  package var gitCommit: String
  /// The first line of `swift-frontend --version` (what `swift --version` prints), or a
  /// compile-time description.
  package var toolchain: String
  /// The CPU model name from `/proc/cpuinfo` with its family and model numbers, or `unknown`.
  package var cpuModel: String
  /// The number of online CPU cores.
  package var coreCount: Int
  /// The kernel name and release from `uname`, e.g. `Linux 6.8.0-45-generic`.
  package var kernel: String
  /// `debug` or `release`, as this module was compiled.
  package var buildConfiguration: String
  /// The widest vector instruction set the binary was compiled for and the CPU runs
  /// (`avx512`, `avx2`, `avx`, `sse4.2`, `sse2`, `sve`, `neon`, `scalar`).
  package var vectorISA: String
  /// The compiler's target CPU, e.g. `-target-cpu znver3`, or empty for the default target.
  package var buildFlags: String
  /// 12 random hex digits (``newRunID()``): with the timestamp and commit, the run's unique
  /// identity, also of two runs of one commit started in the same second (in containers, with
  /// the same process id). Empty for a run read from a file written before run ids.
  package var runID: String

  /// Creates metadata from known values (for tests and for re-reading results).
  ///
  /// - Parameters:
  ///   - epochSeconds: The run's start in seconds since the Unix epoch.
  ///   - gitCommit: The short commit hash.
  ///   - toolchain: The compiler description.
  ///   - cpuModel: The CPU model name.
  ///   - coreCount: The number of online cores.
  ///   - kernel: The kernel name and release.
  ///   - buildConfiguration: `debug` or `release`.
  ///   - vectorISA: The widest vector instruction set compiled for and run.
  ///   - buildFlags: The compiler's target CPU flags, or empty.
  ///   - runID: The run id, or empty when unknown.
  package init(
    epochSeconds: Int, gitCommit: String, toolchain: String, cpuModel: String, coreCount: Int, kernel: String,
    buildConfiguration: String, vectorISA: String, buildFlags: String, runID: String = ""
  ) {
    self.epochSeconds = epochSeconds
    self.gitCommit = gitCommit
    self.toolchain = toolchain
    self.cpuModel = cpuModel
    self.coreCount = coreCount
    self.kernel = kernel
    self.buildConfiguration = buildConfiguration
    self.vectorISA = vectorISA
    self.buildFlags = buildFlags
    self.runID = runID
  }

  /// Collects the metadata of the current process and machine.
  ///
  /// Runs `git rev-parse --short HEAD` in the current directory and
  /// `swift-frontend --version` (each once, a few hundred milliseconds at most), so
  /// call it once per run, outside timed regions.
  ///
  /// - Parameter commit: The commit to record instead of asking git (for a tree exported
  ///   without its repository).
  /// - Returns: The metadata, with `unknown` for anything unavailable and a new run id.
  package static func current(commit: String? = nil) -> RunMetadata {
    let cpuInfo = (try? POSIX.readFile("/proc/cpuinfo")).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return RunMetadata(
      epochSeconds: time(nil),
      gitCommit: commit ?? Subprocess.firstLine(of: ["git", "rev-parse", "--short", "HEAD"]) ?? "unknown",
      // The frontend prints what `swift --version` prints, without the driver, which leaves an
      // empty /tmp/TemporaryDirectory.* behind at every call.
      toolchain: Subprocess.firstLine(of: ["swift-frontend", "--version"])
        ?? Subprocess.firstLine(of: ["swift", "--version"]) ?? compileTimeToolchain,
      cpuModel: cpuDescription(in: cpuInfo),
      coreCount: sysconf(Int32(_SC_NPROCESSORS_ONLN)),
      kernel: kernelDescription(),
      buildConfiguration: compiledConfiguration,
      vectorISA: BuildTarget.runningVectorISA(cpuFeatures: cpuFeatures(in: cpuInfo)),
      buildFlags: BuildTarget.buildFlags, runID: newRunID())
  }

  /// A new run id: 12 hex digits of the system's random generator (48 bits), so that two runs
  /// of one commit and second differ but with a chance of one in 2^48.
  ///
  /// - Returns: The id, e.g. `3f09a1c27b4e`.
  package static func newRunID() -> String {
    let hex = String(UInt64.random(in: 0..<(1 << 48)), radix: 16)
    return String(repeating: "0", count: 12 - hex.count) + hex
  }

  /// A short hex hash of what decides whether two runs' timings are comparable: CPU model,
  /// vector ISA, cores, toolchain, build configuration and build flags (64-bit FNV-1a of the
  /// fields, each ended by a 0x1F byte, shown as its top 48 bits in 12 hex digits).
  package var fingerprint: String {
    let fields = [cpuModel, vectorISA, String(coreCount), toolchain, buildConfiguration, buildFlags]
    let hash = FNV1a.hash(fields.flatMap { $0.utf8 + [0x1F] })
    let hex = String(hash >> 16, radix: 16)
    return String(repeating: "0", count: 12 - hex.count) + hex
  }

  /// The start time as ISO 8601 in UTC, e.g. `2026-11-29T22:41:07Z`.
  package var timestamp: String { format(epochSeconds, "%Y-%m-%dT%H:%M:%SZ") }

  /// The start time for file names, e.g. `20261129T224107Z`.
  package var compactTimestamp: String { format(epochSeconds, "%Y%m%dT%H%M%SZ") }

  #if DEBUG
    static let compiledConfiguration = "debug"
  #else
    static let compiledConfiguration = "release"
  #endif

  #if compiler(>=6.3)
    static let compileTimeToolchain = "Swift 6.3 or later (compile time)"
  #else
    static let compileTimeToolchain = "Swift 6.0 to 6.2 (compile time)"
  #endif

  private func format(_ seconds: Int, _ pattern: String) -> String {
    var time = time_t(seconds)
    var parts = tm()
    gmtime_r(&time, &parts)
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
      let count = strftime(buffer.baseAddress!, buffer.count, pattern, &parts)
      return buffer.withMemoryRebound(to: UInt8.self) {
        String(decoding: UnsafeBufferPointer(rebasing: $0[..<count]), as: UTF8.self)
      }
    }
  }

  /// The value of the first `key: value` line of `/proc/cpuinfo` text with this key
  /// (`model name` is absent on some ARM kernels).
  static func firstValue(of key: String, in cpuInfo: String) -> String? {
    for line in cpuInfo.split(separator: "\n") where line.hasPrefix(key) {
      guard let colon = line.firstIndex(of: ":"), line[..<colon].trimmingWhitespace() == key else { continue }
      return String(line[line.index(after: colon)...].trimmingWhitespace())
    }
    return nil
  }

  /// The CPU as `/proc/cpuinfo` names it, with its family and model numbers where the kernel
  /// gives them: `AMD EPYC (family 26 model 2)`. A virtual machine's `model name` is often
  /// only the brand, which cannot tell a Zen 3 from a Zen 5; the numbers can.
  static func cpuDescription(in cpuInfo: String) -> String {
    let name = firstValue(of: "model name", in: cpuInfo) ?? "unknown"
    guard let family = firstValue(of: "cpu family", in: cpuInfo), let model = firstValue(of: "model", in: cpuInfo)
    else { return name }
    return "\(name) (family \(family) model \(model))"
  }

  /// The CPU's feature flags: `flags` on x86, `Features` on ARM.
  static func cpuFeatures(in cpuInfo: String) -> Set<String> {
    let list = firstValue(of: "flags", in: cpuInfo) ?? firstValue(of: "Features", in: cpuInfo) ?? ""
    return Set(list.split(separator: " ").map(String.init))
  }

  private static func kernelDescription() -> String {
    var names = utsname()
    guard uname(&names) == 0 else { return "unknown" }
    func text<T>(_ field: inout T) -> String {
      withUnsafeBytes(of: &field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
    return "\(text(&names.sysname)) \(text(&names.release))"
  }
}
