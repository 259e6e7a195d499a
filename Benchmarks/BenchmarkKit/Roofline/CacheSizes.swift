import CRoofline
import Glibc
import MotionText

/// The data cache sizes of CPU 0 from sysfs, with common sizes when sysfs does not say.
package struct CacheSizes: Sendable, Equatable {
  package var l1: Int
  package var l2: Int
  /// The last level's size (L3, or L2 without one).
  package var last: Int

  /// Reads `/sys/devices/system/cpu/cpu0/cache/index*/{level,type,size}`; 32 KiB, 512 KiB and
  /// 32 MiB for what it does not give.
  package static func current() -> CacheSizes {
    var sizes = CacheSizes(l1: 32 << 10, l2: 512 << 10, last: 32 << 20)
    var found: [Int: Int] = [:]
    for index in 0..<8 {
      let directory = "/sys/devices/system/cpu/cpu0/cache/index\(index)/"
      guard let level = readLine(directory + "level").flatMap(Int.init),
        let type = readLine(directory + "type"), type != "Instruction",
        let size = readLine(directory + "size").flatMap(parseSize)
      else { continue }
      found[level] = size
    }
    if let l1 = found[1] { sizes.l1 = l1 }
    if let l2 = found[2] { sizes.l2 = l2 }
    if let last = found.max(by: { $0.key < $1.key })?.value { sizes.last = last }
    return sizes
  }

  /// `32K`, `1M`, `512` → bytes.
  static func parseSize(_ text: String) -> Int? {
    let multiplier = text.hasSuffix("K") ? 1 << 10 : (text.hasSuffix("M") ? 1 << 20 : 1)
    return Int(multiplier == 1 ? text : String(text.dropLast())).map { $0 * multiplier }
  }

  private static func readLine(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 64)
    guard fgets(&buffer, 64, file) != nil else { return nil }
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return String(text.trimmingTrailingWhitespace())
  }
}
