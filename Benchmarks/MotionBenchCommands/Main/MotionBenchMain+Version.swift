import BenchmarkKit
import Glibc

extension MotionBenchMain {
  /// What `--version` prints: the version, the build configuration and the commit, e.g.
  /// `motion-bench 0.2.0 (release build, commit 6ba6325)`.
  static var versionLine: String {
    "motion-bench \(version) (\(buildConfiguration) build, commit \(buildCommit() ?? "unknown"))\n"
  }

  /// The commit the running binary comes from, read when asked (nothing is baked into the build,
  /// so a build from a tarball without git works): `$MOTIONBENCH_COMMIT` when set (as `run
  /// --commit` takes it), else the short `HEAD` of the git checkout the binary sits in
  /// (`<checkout>/.build/…/motion-bench`), else `nil`.
  ///
  /// - Returns: The commit, or `nil` for a binary outside a checkout without the variable.
  static func buildCommit() -> String? {
    if let commit = getenv("MOTIONBENCH_COMMIT").map({ String(cString: $0) }), !commit.isEmpty { return commit }
    guard let root = checkout(containing: executablePath()) else { return nil }
    guard
      let outcome = try? Subprocess.run(
        ["git", "-C", root, "rev-parse", "--short", "HEAD"], capturing: .standardOutput),
      outcome.exitCode == 0
    else { return nil }
    let commit = outcome.text.prefix { $0 != "\n" }
    return commit.isEmpty ? nil : String(commit)
  }

  /// The nearest folder above `path` that holds a `.build` folder, a `Package.swift` and `.git`:
  /// the checkout a SwiftPM build of it sits in.
  ///
  /// - Parameter path: An absolute path.
  /// - Returns: The folder, or `nil`.
  static func checkout(containing path: String) -> String? {
    var folder = path
    while let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
      folder = String(folder[..<slash])
      let holds = [".build", "Package.swift", ".git"].allSatisfy { access(folder + "/" + $0, F_OK) == 0 }
      if holds && path.hasPrefix(folder + "/.build/") { return folder }
    }
    return nil
  }

  /// The running executable's path (`/proc/self/exe`), or "" when it cannot be read.
  private static func executablePath() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return "" }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
