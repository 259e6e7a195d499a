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

  @Test func peakGrowsByTheTouchedAllocation() throws {
    let before = try #require(ResourceUsage.peakResidentBytes())
    let size = 64 << 20
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 4096)
    defer { buffer.deallocate() }
    for offset in stride(from: 0, to: size, by: 4096) { buffer[offset] = 1 }
    blackHole(buffer)
    let after = try #require(ResourceUsage.peakResidentBytes())
    #expect(after - before >= 60 << 20, "peak RSS grew by \(after - before) bytes")
  }

  @Test func getrusageFallbackIsAtLeastTheHighWaterMark() throws {
    // ru_maxrss is the larger of this image's high-water mark and that of the
    // process image replaced by exec, so it bounds VmHWM from above.
    let procStatus = try #require(ResourceUsage.peakResidentBytes())
    let rusage = try #require(ResourceUsage.maximumResidentBytesFromRusage())
    #expect(procStatus <= rusage)
  }
}
