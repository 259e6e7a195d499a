/// The shards of one job merged back into what the unsharded command writes, byte for byte.
///
/// Checks, before anything is written, that every file is a shard file, that all have one
/// specification hash (and so one command, commit and build), that no shard comes twice and that
/// every case of the job is present once; then writes the unsharded header and every case's rows
/// in ordinal order, without the shard columns.
package struct ShardMerge: Sendable {
  /// The shard files, by shard.
  package let files: [ShardFile]
  /// The CPU time of all shards, in nanoseconds.
  package let cpuNanoseconds: Int
  /// The longest shard's wall-clock time, in nanoseconds.
  package let wallNanoseconds: Int

  /// Reads and checks the shard files of one job.
  ///
  /// - Parameters:
  ///   - paths: The files, in any order.
  ///   - specification: The job's specification for a command line, as a shard run here would
  ///     have it (this binary's commit and build): a rerun line says when its spec hash is not
  ///     the shards', so that the rerun's shard would not merge with them. Nil: not checked.
  /// - Throws: ``ShardMergeError/file(_:)`` for a file that cannot be read or is not a shard;
  ///   ``ShardMergeError/mixed(_:)`` for shards of different jobs;
  ///   ``ShardMergeError/incomplete(_:)`` naming the missing or duplicated shards and cases,
  ///   each with the command that reruns it; ``ShardMergeError/outOfRange(_:)`` when the
  ///   shards' CPU times add up past what an `Int` holds.
  package init(paths: [String], specification: (([String]) -> JobSpecification)? = nil) throws(ShardMergeError) {
    var files: [ShardFile] = []
    for path in paths {
      do { files.append(try ShardFile(path: path)) } catch { throw .file(error) }
    }
    guard let first = files.first else { throw .incomplete(["no shard files"]) }
    let hashes = Dictionary(grouping: files, by: \.specHash)
    guard hashes.count == 1 else {
      let groups = hashes.sorted { $0.value[0].path < $1.value[0].path }.map { hash, group in
        list(group.map { "'\($0.path)'" }, conjunction: "and") + " have spec hash \(hash)"
      }
      throw .mixed("the shards come from different jobs: " + groups.joined(separator: "; "))
    }
    if let other = files.first(where: {
      $0.shard.count != first.shard.count || $0.cases != first.cases || $0.header != first.header
    }) {
      throw .mixed(
        "'\(other.path)' and '\(first.path)' have one spec hash but different shard counts, cases or headers")
    }
    var problems: [String] = []
    var unlisted = 0
    /// Lists a problem, or counts it past the first few (a job may have a million shards).
    func add(_ problem: @autoclosure () -> String) {
      if problems.count < Self.listedProblems { problems.append(problem()) } else { unlisted += 1 }
    }
    let count = first.shard.count
    let byShard = Dictionary(grouping: files, by: \.shard.index)
    // The command is one ShardFile checked: a command line as ShardWriter writes it, rebuilt
    // here from its words.
    let words = JobSpecification.words(of: first.command) ?? []
    for index in 1...count {
      let shard = Shard(index: index, count: count)!
      func rerun() -> String {
        "rerun: \(JobSpecification.shellCommand(words)) --shard \(shard) --out "
          + JobSpecification.shellCommand([Self.outputPath(for: index, like: files)])
          + " (Slurm array task \(index - 1))"
      }
      guard let copies = byShard[index] else {
        add("shard \(shard) is missing (\(Self.describe(ShardCases(all: shard, of: first.cases)))); \(rerun())")
        continue
      }
      if copies.count > 1 {
        add(
          "shard \(shard) is in " + list(copies.map { "'\($0.path)'" }, conjunction: "and")
            + "; give one of them, or \(rerun())")
        continue
      }
      if let missing = copies[0].lacking {
        add("'\(copies[0].path)' (shard \(shard)) lacks \(Self.describe(missing)); \(rerun())")
      }
    }
    if unlisted > 0 { problems.append("and \(unlisted) more like \(unlisted == 1 ? "it" : "them")") }
    if !problems.isEmpty, let here = specification?(words).hash, here != first.specHash {
      problems.append(
        "a rerun here makes a shard of spec hash \(here), not the shards' \(first.specHash) (another commit or build): "
          + "rerun with theirs, or their shards do not merge with it")
    }
    guard problems.isEmpty else { throw .incomplete(problems) }
    var cpu = 0
    for file in files {
      let (sum, overflow) = cpu.addingReportingOverflow(file.cpuNanoseconds)
      guard !overflow else {
        throw .outOfRange("the shards' CPU times (cpu_ns) add up past \(Int.max) ns; no shard ran that long")
      }
      cpu = sum
    }
    self.files = files.sorted { $0.shard.index < $1.shard.index }
    (cpuNanoseconds, wallNanoseconds) = (cpu, files.map(\.wallNanoseconds).max() ?? 0)
  }

  /// The job's case count.
  package var cases: Int { files[0].cases }

  /// The command line of the whole job.
  package var command: String { files[0].command }

  /// The unsharded output, in pieces: the header with its line break, then every case's rows
  /// in ordinal order.
  ///
  /// - Parameter body: Receives each piece, in order.
  /// - Throws: What `body` throws.
  package func forEachPiece<Failure: Error>(_ body: (ArraySlice<UInt8>) throws(Failure) -> Void) throws(Failure) {
    try body(files[0].header[...])
    let count = files.count
    for ordinal in 0..<cases {
      let shard = files[ordinal % count]
      try body(shard.body[shard.rows[ordinal / count].bytes])
    }
  }

  /// Writes the unsharded output: the header, then every case's rows in ordinal order.
  ///
  /// - Parameter file: The output (not committed here).
  /// - Throws: ``AtomicFileError`` when a write fails.
  package func write(to file: AtomicFile) throws(AtomicFileError) {
    var buffer: [UInt8] = []
    try forEachPiece { (piece) throws(AtomicFileError) in
      buffer += piece
      if buffer.count >= 1 << 20 {
        try file.write(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    try file.write(buffer)
  }

  /// The most problems a refusal lists; it counts the rest.
  static let listedProblems = 4

  /// `cases 2, 6 and 10` or `12 cases: 2, 6, 10, …, 46`.
  static func describe(_ cases: ShardCases) -> String {
    guard cases.count > ShardCases.named else {
      return (cases.count == 1 ? "case " : "cases ") + list(cases.first.map(String.init), conjunction: "and")
    }
    return "\(cases.count) cases: "
      + (cases.first.prefix(4).map(String.init) + ["…", "\(cases.last)"]).joined(separator: ", ")
  }

  /// A path for shard `index`'s file, following the given files' names where one of them has its
  /// shard's number (or that number less one, as a Slurm array counts) as the only number in
  /// its name: `part3.csv` beside `part1.csv`, `part2.csv` beside `part0.csv` (as 0-based).
  static func outputPath(for index: Int, like files: [ShardFile]) -> String {
    for file in files {
      let slash = file.path.lastIndex(of: "/").map { file.path.index(after: $0) } ?? file.path.startIndex
      let name = file.path[slash...]
      var runs: [Range<String.Index>] = []
      var position = name.startIndex
      while let start = name[position...].firstIndex(where: \.isASCIIDigit) {
        let end = name[start...].firstIndex { !$0.isASCIIDigit } ?? name.endIndex
        runs.append(start..<end)
        position = end
      }
      guard runs.count == 1, let number = Int(name[runs[0]]) else { continue }
      let offset = number - file.shard.index
      guard offset == 0 || offset == -1 else { continue }
      return String(file.path[..<runs[0].lowerBound]) + "\(index + offset)" + String(file.path[runs[0].upperBound...])
    }
    return "shard-\(index)-of-\(files[0].shard.count).csv"
  }
}

/// Why shard files could not be merged.
package enum ShardMergeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A file could not be read or is not a shard file.
  case file(ShardFileError)
  /// The files come from different jobs.
  case mixed(String)
  /// Shards or cases are missing or duplicated: each problem with the command that reruns it.
  case incomplete([String])
  /// The shards' figures, each in its range, add up past what can be summed.
  case outOfRange(String)

  /// One line naming the problems.
  package var description: String {
    switch self {
    case .file(let error): "\(error)"
    case .mixed(let message): "cannot merge: \(message)"
    case .incomplete(let problems): "cannot merge: " + problems.joined(separator: "; ")
    case .outOfRange(let message): "cannot merge: \(message)"
    }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
