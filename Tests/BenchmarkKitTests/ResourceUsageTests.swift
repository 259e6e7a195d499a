import Glibc
import Testing

@testable import BenchmarkKit

@Suite struct ResourceUsageTests {
  @Test func parsesHighWaterMarkInBytes() {
    let status = "Name:\tbench\nVmPeak:\t  300000 kB\nVmHWM:\t   12345 kB\nVmRSS:\t   12000 kB\n"
    #expect(ResourceUsage.highWaterMark(inStatus: status) == 12345 * 1024)
  }

  @Test(arguments: ["Name:\tbench\nVmRSS:\t 12000 kB\n", "VmHWM:\t 12x kB\n", "VmHWM:\t 12 MB\n"])
  func missingOrMalformedHighWaterMarkIsNil(status: String) {
    #expect(ResourceUsage.highWaterMark(inStatus: status) == nil)
  }

  /// Measured in a forked child: the peak is process-wide, and other tests running at the
  /// same time would move it.
  @Test func peakGrowsByTheTouchedAllocation() throws {
    let child = fork()
    if child == 0 {
      guard let before = ResourceUsage.peakResidentBytes() else { _exit(2) }
      let size = 64 << 20
      let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 4096)
      for offset in stride(from: 0, to: size, by: 4096) { buffer[offset] = 1 }
      blackHole(buffer)
      guard let after = ResourceUsage.peakResidentBytes() else { _exit(2) }
      _exit(after - before >= 60 << 20 ? 0 : 1)
    }
    try #require(child > 0)
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 && errno == EINTR {}
    #expect(status & 0x7f == 0, "child was killed by signal \(status & 0x7f)")
    #expect((status >> 8) & 0xff == 0, "peak RSS did not grow by the 64 MiB touched (exit \((status >> 8) & 0xff))")
  }

  @Test func getrusageFallbackIsAtLeastTheHighWaterMark() throws {
    // ru_maxrss is the larger of this image's high-water mark and that of the
    // process image replaced by exec, so it bounds VmHWM from above.
    let procStatus = try #require(ResourceUsage.peakResidentBytes())
    let rusage = try #require(ResourceUsage.maximumResidentBytesFromRusage())
    #expect(procStatus <= rusage)
  }
}
