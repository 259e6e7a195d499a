import CRoofline
import Glibc

/// One core's peaks, measured by microkernels: the roofline's ceilings.
///
/// Each figure is the best of several rounds after a warm-up: a peak is what the core can do,
/// and every disturbance (a neighbour, an interrupt, a frequency dip) only lowers a round's
/// figure, so the best round is the one least disturbed. The per-call costs are the
/// reciprocal: the cheapest round.
///
/// `Call` names the costly functions whose per-call cost is measured: the caller's own list
/// (``CallKernel``), which the roofline takes as given.
package struct MachinePeaks<Call: Hashable & Sendable>: Sendable, Equatable {
  /// The vector width of the multiply-add and bandwidth kernels, in bytes (16 SSE2, 32 AVX2,
  /// 64 AVX-512): the build's widest vector instruction set the CPU runs.
  package var vectorBytes: Int
  /// Multiply-add throughput in GFLOP/s, two flops per multiply-add.
  package var maddGFLOPS: Double
  /// Bandwidth at each level.
  package var bandwidth: [MemoryLevel: LevelBandwidth]
  /// Nanoseconds per call (per lane for the vector kernels).
  package var callNanoseconds: [Call: Double]
  /// The data cache sizes that decide a working set's level: L1 and L2, bytes per core.
  package var l1Bytes: Int
  package var l2Bytes: Int

  /// The level a working set of `bytes` lives in.
  package func level(ofWorkingSet bytes: Int) -> MemoryLevel {
    bytes <= l1Bytes ? .l1 : (bytes <= l2Bytes ? .l2 : .memory)
  }
}

extension MachinePeaks {
  /// The vector width in bytes of an instruction set as ``BuildTarget`` names it.
  package static func vectorBytes(ofISA isa: String) -> Int {
    switch isa {
    case "avx512": 64
    case "avx2", "avx": 32
    default: 16
    }
  }

  /// Measures this core's peaks on the calling thread.
  ///
  /// Each kernel is sized so that one round lasts about `roundNanoseconds` and runs once to warm
  /// up; then `rounds` rounds are taken in turn across the kernels
  /// (``MicroKernel/bestNanosecondsPerUnit(rounds:roundNanoseconds:_:)``), and the best round
  /// of each counts. Buffers: half the L1 for L1, half the L2 for L2, and at least 64 MiB (twice
  /// the last-level cache) for memory. Seven kernels and `calls`: about 0.3 s at 9 rounds with
  /// the command's eight calls.
  ///
  /// - Parameters:
  ///   - rounds: Measured rounds per kernel, at least 1.
  ///   - roundNanoseconds: The length of one round.
  ///   - vectorISA: The vector instruction set whose width the kernels use: the build's
  ///     widest that the CPU runs (``RunMetadata/vectorISA``), by default the compiled one.
  ///   - calls: The functions whose cost per call to measure, in the order their kernels
  ///     run (``CallKernel/cLibrary(_:)`` for the C library's), timed in the same rounds; their
  ///     cost is per lane.
  /// - Returns: The peaks, with the costs of `calls`.
  package static func measure(
    rounds: Int = 5, roundNanoseconds: Double = 2e6, vectorISA: String = BuildTarget.compiledVectorISA,
    calls: [(call: Call, kernel: CallKernel)] = []
  ) -> MachinePeaks {
    precondition(rounds >= 1, "rounds must be positive")
    let width = Self.vectorBytes(ofISA: vectorISA)
    let caches = CacheSizes.current()
    var kernels: [(Int) -> Void] = []
    /// Adds a kernel; its best nanoseconds per unit will be at the returned index.
    func add(_ body: @escaping (Int) -> Void) -> Int {
      kernels.append(body)
      return kernels.count - 1
    }

    // Multiply-adds: ROOFLINE_MADD_CHAINS vectors per iteration, 2 flops per lane.
    let madd = add { blackHole(roofline_madd(Int32(width), $0, 0.999_999, 1e-9)) }

    // Bandwidth: each level's buffer lives until every round has run.
    let levels: [(MemoryLevel, Int)] = [
      (.l1, caches.l1 / 2), (.l2, caches.l2 / 2), (.memory, max(64 << 20, 2 * caches.last)),
    ]
    var buffers: [UnsafeMutableRawPointer] = []
    defer { for buffer in buffers { buffer.deallocate() } }
    var levelKernels: [(level: MemoryLevel, bytes: Int, load: Int, store: Int)] = []
    for (level, bytes) in levels {
      let count = bytes / 8 / 64 * 64
      let buffer = UnsafeMutableRawPointer.allocate(byteCount: count * 8, alignment: 64)
      buffers.append(buffer)
      let doubles = buffer.initializeMemory(as: Double.self, repeating: 1, count: count)
      let load = add { blackHole(roofline_load(Int32(width), doubles, count, $0)) }
      let store = add { passes in
        roofline_store(Int32(width), doubles, count, passes, 0.5)
        blackHole(doubles)
      }
      levelKernels.append((level, count * 8, load, store))
    }

    let callKernels = calls.map { (call: $0.call, lanes: $0.kernel.lanes, index: add($0.kernel.body)) }

    let best = MicroKernel.bestNanosecondsPerUnit(rounds: rounds, roundNanoseconds: roundNanoseconds, kernels)
    var bandwidth: [MemoryLevel: LevelBandwidth] = [:]
    for kernel in levelKernels {
      bandwidth[kernel.level] = LevelBandwidth(
        load: Double(kernel.bytes) / best[kernel.load], store: Double(kernel.bytes) / best[kernel.store])
    }
    var callNanoseconds: [Call: Double] = [:]
    for kernel in callKernels { callNanoseconds[kernel.call] = best[kernel.index] / Double(kernel.lanes) }
    return MachinePeaks(
      vectorBytes: width, maddGFLOPS: Double(Int(ROOFLINE_MADD_CHAINS) * width / 8 * 2) / best[madd],
      bandwidth: bandwidth, callNanoseconds: callNanoseconds, l1Bytes: caches.l1, l2Bytes: caches.l2)
  }
}
