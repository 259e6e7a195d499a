/// Writes one shard's CSV: the header and rows the unsharded command writes, each row preceded
/// by the shard columns (``columns``), which ``ShardMerge`` checks and removes.
///
/// ```
/// spec_hash,shard,shards,cases,command,case,wall_ns,cpu_ns,bounce,duration,…
/// 3f0c…,2,4,35,motion-bench sweep --bounces 7,1,1840213,2210467,-0.5,0.5,…
/// ```
public final class ShardWriter {
  /// The shard columns, in order: the job's specification hash, the shard (1-based), the
  /// shard count, the job's case count, the command line of the whole job, the row's case
  /// ordinal, and the wall-clock time since the writer opened and the process's CPU time (all
  /// threads, from its start) when the row was written, in nanoseconds. The last row's times are
  /// the shard's.
  public static let columns = ["spec_hash", "shard", "shards", "cases", "command", "case", "wall_ns", "cpu_ns"]

  private let file: AtomicFile
  /// `spec_hash,shard,shards,cases,command,`: the same on every row.
  private let constant: [UInt8]
  private var buffer: [UInt8] = []
  private let start = MonotonicClock.nanoseconds()
  private static let flushThreshold = 1 << 20

  /// Opens a shard's output and writes its header.
  ///
  /// - Parameters:
  ///   - file: The output, committed by ``commit()``.
  ///   - job: The whole job's specification.
  ///   - shard: The shard this process runs.
  ///   - cases: The whole job's case count.
  ///   - header: The unsharded output's header row, without its line break.
  /// - Throws: ``AtomicFileError`` when the header cannot be written.
  public init(file: AtomicFile, job: JobSpecification, shard: Shard, cases: Int, header: String)
    throws(AtomicFileError)
  {
    self.file = file
    constant = Array(
      (CSVWriter.record([job.hash, "\(shard.index)", "\(shard.count)", "\(cases)", job.commandLine]) + ",").utf8)
    buffer.reserveCapacity(Self.flushThreshold + 4096)
    try file.write(Array((Self.columns.joined(separator: ",") + "," + header + "\n").utf8))
  }

  /// Appends the rows of one case.
  ///
  /// - Parameters:
  ///   - rows: One or more complete rows of the unsharded output, each ended by `\n` (a line
  ///     break inside a quoted field does not end a row).
  ///   - ordinal: The case's ordinal.
  /// - Throws: ``AtomicFileError`` when a write fails.
  public func write<Rows: Collection<UInt8>>(rows: Rows, case ordinal: Int) throws(AtomicFileError) {
    var prefix = constant
    CSVWriter.appendInteger(ordinal, to: &prefix)
    prefix.append(UInt8(ascii: ","))
    CSVWriter.appendInteger(Int(MonotonicClock.nanoseconds() - start), to: &prefix)
    prefix.append(UInt8(ascii: ","))
    CSVWriter.appendInteger(Int(ProcessCPUClock.nanoseconds()), to: &prefix)
    prefix.append(UInt8(ascii: ","))
    var rowStart = true
    var quoted = false
    for byte in rows {
      if rowStart { buffer += prefix }
      buffer.append(byte)
      if byte == UInt8(ascii: "\"") { quoted.toggle() }
      rowStart = byte == UInt8(ascii: "\n") && !quoted
    }
    if buffer.count >= Self.flushThreshold { try flush() }
  }

  /// Writes what is buffered and completes the output (``AtomicFile/commit()``).
  ///
  /// - Throws: ``AtomicFileError`` when a write or the commit fails.
  public func commit() throws(AtomicFileError) {
    try flush()
    try file.commit()
  }

  private func flush() throws(AtomicFileError) {
    try file.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
