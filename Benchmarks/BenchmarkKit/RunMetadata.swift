import Glibc

/// Facts about a benchmark run that make its results comparable later: when,
/// from which commit, with which toolchain and build configuration, on which
/// machine. Written as CSV columns (``csvColumns`` / ``csvValues``), never as
/// comments.
public struct RunMetadata: Sendable, Equatable {
  /// The run's start, in seconds since the Unix epoch (UTC).
  public var epochSeconds: Int
  /// The short commit hash of the working directory's git repository, or `unknown`.
  public var gitCommit: String
  /// The first line of `swift --version`, or a compile-time description.
  public var toolchain: String
  /// The CPU model name from `/proc/cpuinfo`, or `unknown`.
  public var cpuModel: String
  /// The number of online CPU cores.
  public var coreCount: Int
  /// The kernel name and release from `uname`, e.g. `Linux 6.8.0-45-generic`.
  public var kernel: String
  /// `debug` or `release`, as this module was compiled.
  public var buildConfiguration: String

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
  public init(
    epochSeconds: Int, gitCommit: String, toolchain: String, cpuModel: String, coreCount: Int, kernel: String,
    buildConfiguration: String
  ) {
    self.epochSeconds = epochSeconds
    self.gitCommit = gitCommit
    self.toolchain = toolchain
    self.cpuModel = cpuModel
    self.coreCount = coreCount
    self.kernel = kernel
    self.buildConfiguration = buildConfiguration
  }

  /// Collects the metadata of the current process and machine.
  ///
  /// Runs `git rev-parse --short HEAD` in the current directory and
  /// `swift --version` (each once, a few hundred milliseconds at most), so
  /// call it once per run, outside timed regions.
  ///
  /// - Returns: The metadata, with `unknown` for anything unavailable.
  public static func current() -> RunMetadata {
    RunMetadata(
      epochSeconds: time(nil),
      gitCommit: Subprocess.firstLine(of: ["git", "rev-parse", "--short", "HEAD"]) ?? "unknown",
      toolchain: Subprocess.firstLine(of: ["swift", "--version"]) ?? compileTimeToolchain,
      cpuModel: cpuModelName() ?? "unknown",
      coreCount: sysconf(Int32(_SC_NPROCESSORS_ONLN)),
      kernel: kernelDescription(),
      buildConfiguration: compiledConfiguration)
  }

  /// The start time as ISO 8601 in UTC, e.g. `2026-11-29T22:41:07Z`.
  public var timestamp: String { format(epochSeconds, "%Y-%m-%dT%H:%M:%SZ") }

  /// The start time for file names, e.g. `20261129T224107Z`.
  public var compactTimestamp: String { format(epochSeconds, "%Y%m%dT%H%M%SZ") }

  /// The metadata column names, in the order of ``csvValues``.
  public static let csvColumns = [
    "timestamp", "git_commit", "toolchain", "cpu_model", "cpu_cores", "kernel", "build_configuration",
  ]

  /// The metadata as CSV fields, in the order of ``csvColumns``.
  public var csvValues: [String] {
    [timestamp, gitCommit, toolchain, cpuModel, String(coreCount), kernel, buildConfiguration]
  }

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

  /// The first `model name` in `/proc/cpuinfo` (absent on some ARM kernels).
  private static func cpuModelName() -> String? {
    guard let bytes = try? POSIX.readFile("/proc/cpuinfo") else { return nil }
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix("model name") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      return line[line.index(after: colon)...].trimmingSpaces()
    }
    return nil
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

extension Substring {
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
