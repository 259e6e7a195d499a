/// Writes one shard's CSV: the header and rows the unsharded command writes, each row preceded
/// by the shard columns (``columns``), which ``ShardMerge`` checks and removes.
///
/// ```
/// spec_hash,shard,shards,cases,command,case,wall_ns,cpu_ns,bounce,duration,…
/// 3f0c…,2,4,35,motion-bench sweep --bounces 7,1,1840213,2210467,-0.5,0.5,…
/// ```
package final class ShardWriter {
  /// The shard columns, in order: the job's specification hash, the shard (1-based), the
  /// shard count, the job's case count, the command line of the whole job, the row's case
  /// ordinal, and the wall-clock time since the writer opened and the process's CPU time (all
  /// threads, from its start) when the row was written, in nanoseconds. The wall clock is read
  /// at every case; the CPU clock, a system call, at the shard's first case, every
  /// ``clockInterval`` cases after it, and at any case that ends ``cpuReadingNanoseconds`` or
  /// more of wall-clock time after its last reading (a scene's cases take milliseconds).
  package static let columns = ["spec_hash", "shard", "shards", "cases", "command", "case", "wall_ns", "cpu_ns"]

  private let file: AtomicFile
  /// A row's shard columns: `spec_hash,shard,shards,cases,command,` (the same on every row, its
  /// first ``constantCount`` bytes), then the case's `case,wall_ns,cpu_ns,`.
  private var prefix: [UInt8]
  private let constantCount: Int
  private var buffer: [UInt8] = []
  private let start = MonotonicClock.nanoseconds()
  private static let flushThreshold = 1 << 20
  /// The most cases between two readings of the CPU clock.
  package static let clockInterval = 64
  /// The most wall-clock time between two readings of the CPU clock, in nanoseconds.
  package static let cpuReadingNanoseconds = 1_000_000
  private var casesWritten = 0
  private var clocks = (wall: 0, cpu: 0)
  /// The wall-clock time of the last reading of the CPU clock.
  private var cpuReadAt = 0

  /// Opens a shard's output and writes its header.
  ///
  /// - Parameters:
  ///   - file: The output, committed by ``commit()``.
  ///   - job: The whole job's specification.
  ///   - shard: The shard this process runs.
  ///   - cases: The whole job's case count.
  ///   - header: The unsharded output's header row, without its line break.
  /// - Throws: ``AtomicFileError`` when the header cannot be written.
  package init(file: AtomicFile, job: JobSpecification, shard: Shard, cases: Int, header: String)
    throws(AtomicFileError)
  {
    self.file = file
    prefix = Array(
      (CSVWriter.record([job.hash, "\(shard.index)", "\(shard.count)", "\(cases)", job.commandLine]) + ",").utf8)
    constantCount = prefix.count
    buffer.reserveCapacity(Self.flushThreshold + 4096)
    try file.write(Array((Self.columns.joined(separator: ",") + "," + header + "\n").utf8))
  }

  /// Appends the rows of one case.
  ///
  /// A case without rows (a scene's block in which no channel moved) is written as its shard
  /// columns alone, so that ``ShardFile`` sees it done: the unsharded output never has an
  /// empty row.
  ///
  /// - Parameters:
  ///   - rows: Complete rows of the unsharded output, each ended by `\n` (a line break inside
  ///     a quoted field does not end a row), or none.
  ///   - ordinal: The case's ordinal.
  /// - Throws: ``AtomicFileError`` when a write fails.
  package func write(rows: ArraySlice<UInt8>, case ordinal: Int) throws(AtomicFileError) {
    prefix.removeSubrange(constantCount...)
    CSVWriter.appendInteger(ordinal, to: &prefix)
    prefix.append(UInt8(ascii: ","))
    clocks.wall = Int(MonotonicClock.nanoseconds() - start)
    if casesWritten % Self.clockInterval == 0 || clocks.wall - cpuReadAt >= Self.cpuReadingNanoseconds {
      (clocks.cpu, cpuReadAt) = (Int(ProcessCPUClock.nanoseconds()), clocks.wall)
    }
    casesWritten += 1
    CSVWriter.appendInteger(clocks.wall, to: &prefix)
    prefix.append(UInt8(ascii: ","))
    CSVWriter.appendInteger(clocks.cpu, to: &prefix)
    prefix.append(UInt8(ascii: ","))
    if rows.isEmpty {
      buffer += prefix
      buffer.append(UInt8(ascii: "\n"))
    }
    var rowStart = rows.startIndex
    var quoted = false
    for index in rows.indices {
      switch rows[index] {
      case UInt8(ascii: "\""): quoted.toggle()
      case UInt8(ascii: "\n") where !quoted:
        buffer += prefix
        buffer += rows[rowStart...index]
        rowStart = index + 1
      default: break
      }
    }
    if rowStart < rows.endIndex {
      buffer += prefix
      buffer += rows[rowStart...]
    }
    if buffer.count >= Self.flushThreshold { try flush() }
  }

  /// Writes what is buffered and completes the output (``AtomicFile/commit()``).
  ///
  /// - Throws: ``AtomicFileError`` when a write or the commit fails.
  package func commit() throws(AtomicFileError) {
    try flush()
    try file.commit()
  }

  private func flush() throws(AtomicFileError) {
    try file.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
