import Glibc
import Testing

/// Programs a test needs beyond the toolchain (a headless browser, a video encoder): a test
/// whose trait it is is skipped where they are missing, except on CI (`CI=true`), where it
/// fails.
struct ToolRequirement: Sendable {
  /// The programs, for messages: `ffmpeg, ffprobe or rsvg-convert`.
  let names: String
  /// The setup that installs them: `bash .ci/setup --animation`.
  let setup: String
  /// Whether they are installed.
  let isInstalled: Bool

  /// Headless Chromium, its driver and Selenium for python3 (`bash .ci/setup --browser`).
  static let browser = ToolRequirement(
    names: "headless Chromium, chromedriver or python3-selenium", setup: "bash .ci/setup --browser",
    isInstalled: browserPrograms.allSatisfy { access($0, X_OK) == 0 }
      && (try? ChildProcess.run(["-c", "import selenium"], in: "/tmp", program: "/usr/bin/python3").status) == 0)
  /// The programs of ``browser``.
  static let browserPrograms = ["/usr/bin/chromium", "/usr/bin/chromedriver", "/usr/bin/python3"]

  /// ffmpeg, ffprobe and rsvg-convert on `PATH` (`bash .ci/setup --animation`).
  static let animation = ToolRequirement(
    names: "ffmpeg, ffprobe or rsvg-convert", setup: "bash .ci/setup --animation",
    isInstalled: ["ffmpeg", "ffprobe", "rsvg-convert"].allSatisfy { onPath($0) != nil })

  /// Whether the tests run on CI (`CI=true`), where every requirement must be met.
  static var onCI: Bool { getenv("CI").map { String(cString: $0) == "true" } ?? false }

  /// A program's path on `PATH`, or nil.
  ///
  /// - Parameter name: The program's name.
  /// - Returns: The first executable of that name in a folder of `PATH`.
  static func onPath(_ name: String) -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { $0 + "/" + name }.first { access($0, X_OK) == 0 }
  }

}

/// As a trait of a test or suite: skipped where the programs are missing, but on CI, where it
/// fails before its body runs.
extension ToolRequirement: TestTrait, SuiteTrait, TestScoping {
  var isRecursive: Bool { true }

  func prepare(for test: Test) async throws {
    try await ConditionTrait.enabled(
      if: isInstalled || Self.onCI, "\(names) is not installed (\(setup) installs them)"
    ).prepare(for: test)
  }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try #require(isInstalled, "CI=true but \(names) is missing")
    try await function()
  }
}
