import BenchmarkKit
import TestSupport
import Testing

/// FNV-1a against the published 64-bit test vectors (Fowler, Noll and Vo's reference list).
@Suite(.tags(.unit)) struct FNV1aTests {
  @Test(
    "The 64-bit FNV-1a hash of the reference strings",
    arguments: [
      ("", 0xcbf2_9ce4_8422_2325 as UInt64), ("a", 0xaf63_dc4c_8601_ec8c), ("foobar", 0x8594_4171_f739_67e8),
    ])
  func referenceVectors(text: String, expected: UInt64) {
    #expect(FNV1a.hash(text.utf8) == expected)
  }
}
