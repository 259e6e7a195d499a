import Glibc

/// What decides a sharded job's output: the command line that runs the whole job, the commit and
/// the build. Every shard of one job has the same ``hash``, so `merge` can tell a shard of another
/// job (other options, seed or grid, another commit or build) from one of this job.
package struct JobSpecification: Equatable, Sendable {
  /// The program and subcommand, e.g. `["motion-bench", "sweep"]`, then the options that decide
  /// the output in canonical order (``ParsedArguments/givenArguments(excluding:)``).
  package let arguments: [String]
  /// The commit the binary is said to come from: `MOTIONBENCH_COMMIT`, else git's short hash
  /// of the working directory, else `unknown`.
  package let commit: String
  /// The build: configuration, compiled vector instruction set, target CPU and toolchain.
  package let build: String
  /// What the job reads besides its command line, each as `name=hash of its contents` (e.g.
  /// an events file's), so that a file edited between shards changes the hash.
  package let inputs: [String]

  /// A specification from known parts.
  ///
  /// - Parameters:
  ///   - arguments: The command line that runs the whole job.
  ///   - commit: The commit.
  ///   - build: The build.
  ///   - inputs: The contents the job reads, as ``inputs``.
  package init(arguments: [String], commit: String, build: String, inputs: [String] = []) {
    self.arguments = arguments
    self.commit = commit
    self.build = build
    self.inputs = inputs
  }

  /// The specification of a job this process runs, with this process's commit and build.
  ///
  /// - Parameters:
  ///   - arguments: The command line that runs the whole job.
  ///   - inputs: Files the job reads, by name (e.g. `events-file`) and path: their contents
  ///     are hashed (``contentHash(_:)``); a file that cannot be read counts as `unreadable`.
  /// - Returns: The specification; finding the commit may run `git rev-parse` once.
  package static func current(arguments: [String], inputs: [(name: String, path: String)] = []) -> JobSpecification {
    let given = getenv("MOTIONBENCH_COMMIT").map { String(cString: $0) } ?? ""
    let commit = given.isEmpty ? Subprocess.firstLine(of: ["git", "rev-parse", "--short", "HEAD"]) ?? "unknown" : given
    let build = [
      RunMetadata.compiledConfiguration, BuildTarget.compiledVectorISA, BuildTarget.buildFlags,
      RunMetadata.compileTimeToolchain,
    ].filter { !$0.isEmpty }.joined(separator: ", ")
    let contents = inputs.map { input in
      input.name + "=" + ((try? POSIX.readFile(input.path)).map { contentHash($0) } ?? "unreadable")
    }
    return JobSpecification(arguments: arguments, commit: commit, build: build, inputs: contents)
  }

  /// 16 hex digits: the 64-bit FNV-1a hash of the arguments, the commit, the build and the
  /// inputs, each field ended by a 0x1F byte.
  package var hash: String {
    Self.contentHash((arguments + ["commit=" + commit, "build=" + build] + inputs).flatMap { $0.utf8 + [0x1F] })
  }

  /// 16 hex digits: the 64-bit FNV-1a hash of some bytes.
  ///
  /// - Parameter bytes: The bytes.
  /// - Returns: The hash in lowercase hex, zero-padded.
  package static func contentHash(_ bytes: [UInt8]) -> String {
    let hex = String(FNV1a.hash(bytes), radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The arguments as a POSIX shell reads them back, each quoted only when it needs to be.
  package var commandLine: String { Self.shellCommand(arguments) }

  /// The words of a command line that ``shellCommand(_:)`` wrote: words separated by one space,
  /// each plain or in single quotes, with `\'` for a quote outside them.
  ///
  /// - Parameter line: The command line.
  /// - Returns: The words, or nil for a line ``shellCommand(_:)`` does not write.
  package static func words(of line: String) -> [String]? {
    var words: [String] = []
    var word: [UInt8] = []
    var quoted = false
    var escaped = false
    var started = false
    for byte in line.utf8 {
      if escaped {
        word.append(byte)
        escaped = false
        continue
      }
      switch byte {
      case UInt8(ascii: "'"): quoted.toggle()
      case UInt8(ascii: "\\") where !quoted: escaped = true
      case UInt8(ascii: " ") where !quoted:
        guard started else { return nil }
        words.append(String(decoding: word, as: UTF8.self))
        (word, started) = ([], false)
        continue
      default: word.append(byte)
      }
      started = true
    }
    guard !quoted, !escaped, started else { return nil }
    return words + [String(decoding: word, as: UTF8.self)]
  }

  /// Words as a POSIX shell reads them back: a word of letters, digits and `_-./:=,+@%` as it
  /// is, any other in single quotes (a `'` as `'\''`).
  ///
  /// - Parameter words: The words.
  /// - Returns: The command line.
  package static func shellCommand(_ words: [String]) -> String {
    words.map { word in
      let plain =
        !word.isEmpty
        && word.utf8.allSatisfy { byte in
          (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            || "_-./:=,+@%".utf8.contains(byte)
        }
      return plain
        ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }.joined(separator: " ")
  }
}
