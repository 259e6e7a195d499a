/// The 64-bit FNV-1a hash, the one hash of MotionBench's identifiers (run fingerprints, job
/// specifications, dashboard anchors and pages): stable across runs and machines, unlike
/// Swift's seeded `Hasher`.
package enum FNV1a {
  /// The hash of `bytes`: from the offset basis 0xcbf29ce484222325, each byte XORed in and the
  /// result multiplied by the prime 0x100000001b3, modulo 2^64.
  ///
  /// - Parameter bytes: The bytes.
  /// - Returns: The hash.
  @inlinable
  package static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
    return hash
  }
}
