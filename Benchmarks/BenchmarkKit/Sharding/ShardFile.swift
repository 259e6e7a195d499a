/// One shard's CSV as ``ShardWriter`` wrote it, read back and checked: the shard columns of its
/// rows, and per case the bytes of its rows as the unsharded command writes them.
package struct ShardFile: Sendable {
  /// The file's path, as given.
  package let path: String
  /// The job's specification hash (``JobSpecification/hash``).
  package let specHash: String
  /// The command line of the whole job.
  package let command: String
  /// The shard the file holds.
  package let shard: Shard
  /// The whole job's case count.
  package let cases: Int
  /// The unsharded header row with its line break.
  package let header: [UInt8]
  /// The cases the file holds, by ordinal, with the byte range of their rows in ``body``.
  package let rows: [(ordinal: Int, bytes: Range<Int>)]
  /// The rows without their shard columns, as the unsharded command writes them, in file order.
  package let body: [UInt8]
  /// The shard's wall-clock and CPU time (the largest of its rows), in nanoseconds.
  package let wallNanoseconds: Int, cpuNanoseconds: Int

  /// Reads and checks a shard file.
  ///
  /// - Parameter path: The file.
  /// - Throws: ``ShardFileError/unreadable(path:errno:)``, or
  ///   ``ShardFileError/foreign(path:reason:)`` for a file that is not a complete, consistent
  ///   shard: another header, a row of another shard or job, a case out of range or repeated, a
  ///   time out of range, a spec hash or command line that ``ShardWriter`` does not write, or a
  ///   field that ``UntrustedText/refusal(ofField:)`` refuses (a control or bidirectional
  ///   control character, a formula).
  package init(path: String) throws(ShardFileError) {
    let bytes: [UInt8]
    do { bytes = try POSIX.readFile(path) } catch { throw .unreadable(path: path, errno: error.code) }
    self.path = path
    func foreign(_ reason: String) -> ShardFileError { .foreign(path: path, reason: reason) }
    var scanner = Scanner(bytes: bytes)
    let columns = ShardWriter.columns
    guard let names = scanner.fields(columns.count), names == columns else {
      throw foreign("its header does not begin with " + columns.joined(separator: ","))
    }
    let headerStart = scanner.position
    func rowEnd(_ line: Int) throws(ShardFileError) -> Int {
      do { return try scanner.skipRow() } catch {
        switch error {
        case .unended: throw foreign("line \(line) has no line break")
        case .refused(let field, let reason): throw foreign("line \(line): the field '\(field)' is refused: \(reason)")
        }
      }
    }
    let headerEnd = try rowEnd(1)
    header = Array(bytes[headerStart..<headerEnd])
    var body: [UInt8] = []
    var first: [String]?
    var rows: [(ordinal: Int, bytes: Range<Int>)] = []
    var wall = 0
    var cpu = 0
    var line = 1
    while !scanner.isAtEnd {
      line += 1
      guard let fields = scanner.fields(columns.count), let ordinal = Int(fields[5]), let rowWall = Int(fields[6]),
        let rowCPU = Int(fields[7])
      else { throw foreign("line \(line) has no shard columns") }
      for (name, value) in [("wall_ns", rowWall), ("cpu_ns", rowCPU)]
      where !(0...Self.maximumNanoseconds).contains(value) {
        throw foreign(
          "line \(line): \(name) \(value) is not a time from 0 to \(Self.maximumNanoseconds) ns (about 31 years)")
      }
      let start = scanner.position
      let end = try rowEnd(line)
      if let first, first[0..<5] != fields[0..<5] {
        throw foreign("line \(line) belongs to another shard or job than line 2")
      }
      if first == nil { first = fields }
      wall = max(wall, rowWall)
      cpu = max(cpu, rowCPU)
      if end - start == 1 {
        // The shard columns alone: a case without rows.
        rows.append((ordinal, body.count..<body.count))
        continue
      }
      if let last = rows.last, last.ordinal == ordinal {
        rows[rows.count - 1].bytes = last.bytes.lowerBound..<(body.count + end - start)
      } else {
        rows.append((ordinal, body.count..<(body.count + end - start)))
      }
      body += bytes[start..<end]
    }
    guard let first else { throw foreign("it has no rows") }
    guard first[0].utf8.count == 16, first[0].utf8.allSatisfy({ Self.hexDigits.contains($0) }) else {
      throw foreign("its spec hash '\(first[0])' is not 16 hex digits")
    }
    guard Self.isCommandLine(first[4]) else {
      throw foreign("its command '\(first[4])' is not a motion-bench command line as a shard file writes it")
    }
    guard let index = Int(first[1]), let count = Int(first[2]), let shard = Shard(index: index, count: count),
      let cases = Int(first[3]), (count...Self.maximumCases).contains(cases)
    else { throw foreign("its shard '\(first[1])/\(first[2])' of \(first[3]) cases is not valid") }
    var seen = Set<Int>()
    for row in rows {
      guard (0..<cases).contains(row.ordinal), shard.contains(row.ordinal) else {
        throw foreign("case \(row.ordinal) is not one of shard \(shard)'s (of \(cases) cases)")
      }
      guard seen.insert(row.ordinal).inserted else { throw foreign("case \(row.ordinal) appears twice") }
    }
    (specHash, command, self.shard, self.cases, self.body) = (first[0], first[4], shard, cases, body)
    self.rows = rows.sorted { $0.ordinal < $1.ordinal }
    (wallNanoseconds, cpuNanoseconds) = (wall, cpu)
  }

  /// The shard's cases that the file lacks: how many, the first six and the last, by ordinal;
  /// nil when it lacks none. Found in time proportional to the file's rows, not to the job's
  /// cases (up to ``maximumCases``).
  package var lacking: ShardCases? {
    let total = shard.caseCount(of: cases)
    guard rows.count < total else { return nil }
    // Rows are sorted, distinct and of this shard: walk the shard's cases beside them.
    let locals = rows.map { ($0.ordinal - (shard.index - 1)) / shard.count }
    var first: [Int] = []
    var row = 0
    var local = 0
    while first.count < ShardCases.named, local < total {
      if row < locals.count, locals[row] == local { row += 1 } else { first.append(shard.ordinal(local)) }
      local += 1
    }
    row = locals.count - 1
    local = total - 1
    while row >= 0, locals[row] == local {
      row -= 1
      local -= 1
    }
    return ShardCases(count: total - rows.count, first: first, last: shard.ordinal(local))
  }

  /// The most cases a shard file may say its job has.
  package static let maximumCases = 1_000_000_000

  /// The largest wall-clock or CPU time a row may give, in nanoseconds (about 31 years).
  package static let maximumNanoseconds = 1_000_000_000_000_000_000

  private static let hexDigits = Set("0123456789abcdef".utf8)

  /// Whether `line` is a command line as ``ShardWriter`` writes it, and so safe to print for a
  /// shell: `motion-bench` and a subcommand, each word plain or in single quotes as
  /// ``JobSpecification/shellCommand(_:)`` quotes it, and no control or bidirectional control
  /// character.
  static func isCommandLine(_ line: String) -> Bool {
    guard let words = JobSpecification.words(of: line), words.count >= 2, words[0] == "motion-bench",
      JobSpecification.shellCommand(words) == line
    else { return false }
    return !line.unicodeScalars.contains { UntrustedText.isControl($0) || UntrustedText.isBidiControl($0) }
  }

  /// Reads RFC 4180 fields and rows from bytes.
  private struct Scanner {
    let bytes: [UInt8]
    var position = 0

    var isAtEnd: Bool { position >= bytes.count }

    /// The next `count` fields, each ended by a `,`; nil when a row or the file ends first.
    mutating func fields(_ count: Int) -> [String]? {
      var fields: [String] = []
      while fields.count < count {
        var field: [UInt8] = []
        if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
          position += 1
          while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\"") {
              guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { break }
              position += 1
            }
            field.append(byte)
          }
        } else {
          while position < bytes.count, bytes[position] != UInt8(ascii: ","), bytes[position] != UInt8(ascii: "\n") {
            field.append(bytes[position])
            position += 1
          }
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: ",") else { return nil }
        position += 1
        fields.append(String(decoding: field, as: UTF8.self))
      }
      return fields
    }

    /// Why a row cannot be read.
    enum RowError: Error {
      /// The file ends inside it.
      case unended
      /// ``UntrustedText/refusal(ofField:)`` refuses a field: the field and the reason.
      case refused(field: String, reason: String)
    }

    /// Moves past the rest of the row (a quoted line break does not end it), checking each of its
    /// fields that could hold what ``UntrustedText/refusal(ofField:)`` refuses: one with a byte
    /// that is not printable ASCII, or whose text begins with `=`, `+`, `@` or `-`.
    /// - Returns: The position after its `\n`.
    /// - Throws: ``RowError`` when the file ends without one, or for a refused field.
    mutating func skipRow() throws(RowError) -> Int {
      var quoted = false
      var fieldStart = position
      var suspicious = false
      func check(_ end: Int) throws(RowError) {
        defer { (fieldStart, suspicious) = (end + 1, false) }
        guard suspicious || fieldStart < end && "=+@-\"".utf8.contains(bytes[fieldStart]) else { return }
        var text = bytes[fieldStart..<end]
        if text.first == UInt8(ascii: "\"") { text = text.dropFirst().dropLast() }
        let field = String(decoding: text, as: UTF8.self).replacing("\"\"", with: "\"")
        if let reason = UntrustedText.refusal(ofField: field) { throw .refused(field: field, reason: reason) }
      }
      while position < bytes.count {
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""): quoted.toggle()
        case UInt8(ascii: ","), UInt8(ascii: "\n"):
          guard !quoted else {
            suspicious = suspicious || byte == UInt8(ascii: "\n")
            continue
          }
          try check(position - 1)
          if byte == UInt8(ascii: "\n") { return position }
        default: if byte < 0x20 || byte >= 0x7F { suspicious = true }
        }
      }
      throw .unended
    }
  }
}

/// Why a file could not be read as a shard.
package enum ShardFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be read.
  case unreadable(path: String, errno: Int32)
  /// The file is not a complete, consistent shard file.
  case foreign(path: String, reason: String)

  /// A one-line message naming the file.
  package var description: String {
    switch self {
    case .unreadable(let path, let code): "cannot read '\(path)': \(POSIX.message(for: code))"
    case .foreign(let path, let reason): "'\(path)' is not a shard of a sharded run: \(reason)"
    }
  }
}
