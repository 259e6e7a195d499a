import Glibc

/// Memory usage of the current process.
package enum ResourceUsage {
  /// Returns the peak resident set size of this process so far, in bytes.
  ///
  /// Reads `VmHWM` ("high water mark") from `/proc/self/status`; if that file is
  /// unavailable or lacks the field, falls back to `getrusage(RUSAGE_SELF)`'s
  /// `ru_maxrss`. Both sources report kibibytes, converted here to bytes.
  ///
  /// `VmHWM` is preferred because on Linux `ru_maxrss` also covers the process
  /// image this one replaced with `exec` (for example a large parent that
  /// spawned this process through `vfork`), so it can overstate this
  /// program's own peak.
  ///
  /// - Returns: The peak RSS in bytes, or `nil` if neither source is available.
  package static func peakResidentBytes() -> Int? {
    if let status = try? POSIX.readFile("/proc/self/status"),
      let bytes = highWaterMark(inStatus: String(decoding: status, as: UTF8.self))
    {
      return bytes
    }
    return maximumResidentBytesFromRusage()
  }

  /// `getrusage(RUSAGE_SELF)`'s `ru_maxrss` (kibibytes on Linux) in bytes.
  static func maximumResidentBytesFromRusage() -> Int? {
    var usage = rusage()
    guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return nil }
    return usage.ru_maxrss * 1024
  }

  /// Extracts `VmHWM` in bytes from the text of a `/proc/<pid>/status` file.
  static func highWaterMark(inStatus status: String) -> Int? {
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let fields = line.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard fields.count == 2, fields[1] == "kB", let kibibytes = Int(fields[0]) else { return nil }
      return kibibytes * 1024
    }
    return nil
  }
}
