/// The most MotionBench reads of one input, so that an endless one (a FIFO fed forever, a
/// device-like stream) ends in an error instead of being read forever.
package enum InputLimit {
  /// The most bytes read of one input file or stream: 1 GiB.
  package static let maximumBytes = 1 << 30
  /// The most bytes of one CSV record (a line, or the lines of a quoted field): 1 MiB.
  package static let maximumRecordBytes = 1 << 20
  /// The most memory a reader keeps of one input's rows, compacted (``KeptMemory``): 128 MiB.
  /// With the reader's own buffers and what a command makes of the rows, a command stays under
  /// 300 MB of peak memory whatever the input.
  package static let maximumKeptBytes = 128 << 20

  /// `1 GiB`, `1 MiB`, or the bytes.
  ///
  /// - Parameter bytes: A limit.
  /// - Returns: The limit as messages write it.
  package static func format(_ bytes: Int) -> String {
    if bytes >= 1 << 30, bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
    if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    return "\(bytes) bytes"
  }
}
