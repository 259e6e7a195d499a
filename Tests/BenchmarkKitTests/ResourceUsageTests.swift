import Glibc
import TestSupport
import Testing

@testable import BenchmarkKit

@Suite(.tags(.unit)) struct ResourceUsageTests {
  @Test func parsesHighWaterMarkInBytes() {
    let status = "Name:\tbench\nVmPeak:\t  300000 kB\nVmHWM:\t   12345 kB\nVmRSS:\t   12000 kB\n"
    #expect(ResourceUsage.highWaterMark(inStatus: status) == 12345 * 1024)
  }

  @Test(arguments: ["Name:\tbench\nVmRSS:\t 12000 kB\n", "VmHWM:\t 12x kB\n", "VmHWM:\t 12 MB\n"])
  func missingOrMalformedHighWaterMarkIsNil(status: String) {
    #expect(ResourceUsage.highWaterMark(inStatus: status) == nil)
  }

  /// The high-water mark read after the current RSS is at least that RSS: the peak is
  /// monotonic, so this holds whatever other tests allocate meanwhile.
  @Test func peakIsAtLeastTheResidentSetReadBefore() throws {
    let statm = try #require(try? POSIX.readFile("/proc/self/statm"))
    let fields = String(decoding: statm, as: UTF8.self).split(separator: " ")
    let residentPages = try #require(Int(fields[1]))
    let resident = residentPages * Int(sysconf(Int32(_SC_PAGESIZE)))
    let peak = try #require(ResourceUsage.peakResidentBytes())
    #expect(resident > 0 && peak >= resident, "peak \(peak) < resident \(resident)")
  }

  @Test func getrusageFallbackIsAtLeastTheHighWaterMark() throws {
    // ru_maxrss is the larger of this image's high-water mark and that of the
    // process image replaced by exec, so it bounds VmHWM from above — up to the slack of
    // Linux's RSS counters, which each thread caches (up to 64 pages) and folds in lazily:
    // while other tests' threads allocate, two readings can disagree by that much (one
    // full run measured VmHWM 250 KiB above ru_maxrss read just after it).
    let procStatus = try #require(ResourceUsage.peakResidentBytes())
    let rusage = try #require(ResourceUsage.maximumResidentBytesFromRusage())
    let slack = 16 * 64 * Int(sysconf(Int32(_SC_PAGESIZE)))
    #expect(rusage > 0 && procStatus <= rusage + slack, "VmHWM \(procStatus) > ru_maxrss \(rusage) + \(slack)")
  }
}
