import TestSupport
import Testing

@testable import BenchmarkKit

@Suite("Roofline: the bound from peaks and counts, and the microkernels", .tags(.unit))
struct RooflineTests {
  /// Peaks with round numbers: 8 GFLOP/s (4 multiply-adds per ns), L1 64/32 GB/s, L2 32/16,
  /// memory 8/4; exp 5 ns; L1 of 32 KiB, L2 of 512 KiB. Calls are named by strings here.
  static let peaks = MachinePeaks<String>(
    vectorBytes: 32, maddGFLOPS: 8,
    bandwidth: [
      .l1: LevelBandwidth(load: 64, store: 32), .l2: LevelBandwidth(load: 32, store: 16),
      .memory: LevelBandwidth(load: 8, store: 4),
    ],
    callNanoseconds: ["exp": 5], l1Bytes: 32 << 10, l2Bytes: 512 << 10)

  @Test("Compute: 2m / P plus the calls' costs; transfer: the larger of loads and stores; bound: the larger")
  func boundMath() {
    // 4 multiply-adds = 1 ns; 24 B loaded at 64 GB/s = 0.375 ns; 24 B stored at 32 GB/s = 0.75 ns.
    let exactStep = SampleWork<String>(madds: 4, loadBytes: 24, storeBytes: 24, workingSetBytes: 16 << 10)
    let bound = Self.peaks.bound(for: exactStep)
    #expect(bound.computeNanoseconds == 1)
    #expect(bound.transferNanoseconds == 0.75)
    #expect(bound.nanoseconds == 1 && bound.limit == "compute" && bound.level == .l1)
    // A call adds its cost: 4 madds (1 ns) + 0.5 exp (2.5 ns).
    let withCalls = SampleWork(madds: 4, calls: ["exp": 0.5], loadBytes: 0, storeBytes: 0, workingSetBytes: 0)
    #expect(Self.peaks.bound(for: withCalls).nanoseconds == 3.5)
    // An unmeasured call is free: the bound stays a lower bound.
    let unmeasured = SampleWork(madds: 0, calls: ["sincosl": 1], loadBytes: 8, storeBytes: 0, workingSetBytes: 0)
    #expect(Self.peaks.bound(for: unmeasured).nanoseconds == 0.125)
  }

  @Test("The working set picks the level: L1, L2 or memory")
  func levels() {
    let work = { (bytes: Int) in SampleWork<String>(madds: 0, loadBytes: 32, storeBytes: 8, workingSetBytes: bytes) }
    #expect(Self.peaks.bound(for: work(32 << 10)).transferNanoseconds == 0.5)
    #expect(Self.peaks.bound(for: work(32 << 10 + 1)).transferNanoseconds == 1)
    let memory = Self.peaks.bound(for: work(1 << 20))
    #expect(memory.transferNanoseconds == 4 && memory.limit == "memory")
  }

  @Test("Vector widths by instruction set; cache sizes as sysfs writes them")
  func parsing() {
    #expect(MachinePeaks<String>.vectorBytes(ofISA: "avx512") == 64)
    #expect(MachinePeaks<String>.vectorBytes(ofISA: "avx2") == 32)
    #expect(MachinePeaks<String>.vectorBytes(ofISA: "sse2") == 16)
    #expect(MachinePeaks<String>.vectorBytes(ofISA: "neon") == 16)
    #expect(CacheSizes.parseSize("32K") == 32 << 10)
    #expect(CacheSizes.parseSize("32M") == 32 << 20)
    #expect(CacheSizes.parseSize("512") == 512)
    #expect(CacheSizes.parseSize("x") == nil)
    let sizes = CacheSizes.current()
    #expect(sizes.l1 > 0 && sizes.l2 >= sizes.l1 && sizes.last >= sizes.l2)
  }

  @Test("Every microkernel's figure is positive and finite, at every vector width, the caller's calls too")
  func microkernels() {
    // Every C library kernel, and a caller's kernel of 4 lanes: its cost is per lane.
    let calls =
      CLibraryFunction.allCases.map { (call: "\($0)", kernel: CallKernel.cLibrary($0)) }
      + [(call: "vector-exp", kernel: CallKernel(lanes: 4) { units in blackHole(Double(units).squareRoot()) })]
    for isa in ["sse2", BuildTarget.compiledVectorISA] {
      let peaks = MachinePeaks.measure(rounds: 1, roundNanoseconds: 2e5, vectorISA: isa, calls: calls)
      #expect(peaks.maddGFLOPS > 0 && peaks.maddGFLOPS.isFinite)
      #expect(peaks.bandwidth.count == 3)
      for (_, bandwidth) in peaks.bandwidth {
        #expect(bandwidth.load > 0 && bandwidth.load.isFinite && bandwidth.store > 0 && bandwidth.store.isFinite)
      }
      #expect(Set(peaks.callNanoseconds.keys) == ["exp", "expm1", "sincos", "expl", "sincosl", "vector-exp"])
      for (_, cost) in peaks.callNanoseconds { #expect(cost > 0 && cost.isFinite) }
    }
  }

  @Test("Rounds go in turn across the kernels, after each is calibrated and warmed up")
  func interleavedRounds() {
    final class Log: @unchecked Sendable { var runs: [Int] = [] }
    let log = Log()
    let bodies = (0..<3).map { k in
      { (units: Int) in
        log.runs.append(k)
        blackHole((0..<units).reduce(0.0) { $0 + Double($1).squareRoot() })
      }
    }
    let best = MicroKernel.bestNanosecondsPerUnit(rounds: 4, roundNanoseconds: 1e3, bodies)
    #expect(best.count == 3 && best.allSatisfy { $0 > 0 && $0.isFinite })
    // Calibration and warm-up run each body in order, then 4 rounds of 0, 1, 2.
    #expect(Array(log.runs.suffix(12)) == Array(repeating: [0, 1, 2], count: 4).flatMap { $0 })
    let setUp = Array(log.runs.dropLast(12))
    #expect(setUp == setUp.sorted() && Set(setUp) == [0, 1, 2])
  }
}
