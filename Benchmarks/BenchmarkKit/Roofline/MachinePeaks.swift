import CRoofline
import Glibc
import MotionCurves

/// One core's peaks, measured by microkernels: the roofline's ceilings.
///
/// Each figure is the best of several rounds after a warm-up: a peak is what the core can do,
/// and every disturbance (a neighbour, an interrupt, a frequency dip) only lowers a round's
/// figure, so the best round is the one least disturbed. The per-call costs are the
/// reciprocal: the cheapest round.
package struct MachinePeaks: Sendable, Equatable {
  /// The vector width of the multiply-add and bandwidth kernels, in bytes (16 SSE2, 32 AVX2,
  /// 64 AVX-512): the build's widest vector instruction set the CPU runs.
  package var vectorBytes: Int
  /// Multiply-add throughput in GFLOP/s, two flops per multiply-add.
  package var maddGFLOPS: Double
  /// Bandwidth at each level.
  package var bandwidth: [MemoryLevel: LevelBandwidth]
  /// Nanoseconds per call (per lane for the vector kernels).
  package var callNanoseconds: [CostlyCall: Double]
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

  /// A kernel that `measure` times besides its own: `body(units)` makes `units` calls of
  /// `lanes` lanes each (1 for a scalar function).
  package struct CallKernel {
    package var lanes: Int
    package var body: (Int) -> Void
    package init(lanes: Int, body: @escaping (Int) -> Void) {
      self.lanes = lanes
      self.body = body
    }
  }

  /// Measures this core's peaks on the calling thread.
  ///
  /// Each kernel is sized so that one round lasts about `roundNanoseconds` and runs once to warm
  /// up; then `rounds` rounds are taken in turn across the kernels
  /// (``MicroKernel/bestNanosecondsPerUnit(rounds:roundNanoseconds:_:)``), and the best round
  /// of each counts. Buffers: half the L1 for L1, half the L2 for L2, and at least 64 MiB (twice
  /// the last-level cache) for memory. Twelve kernels and `calls`: about 0.3 s at 9 rounds.
  ///
  /// - Parameters:
  ///   - rounds: Measured rounds per kernel, at least 1.
  ///   - roundNanoseconds: The length of one round.
  ///   - vectorISA: The vector instruction set whose width the kernels use: the build's
  ///     widest that the CPU runs (``RunMetadata/vectorISA``), by default the compiled one.
  ///   - calls: The caller's own call kernels (the vector kernels of `VectorMath`), timed in
  ///     the same rounds; their cost is per lane.
  /// - Returns: The peaks, with the Glibc calls' costs and those of `calls`.
  package static func measure(
    rounds: Int = 5, roundNanoseconds: Double = 2e6, vectorISA: String = BuildTarget.compiledVectorISA,
    calls extra: [CostlyCall: CallKernel] = [:]
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

    // Calls: 256 arguments in (−1, 0) and (0, 2π), as the springs' exponents and phases.
    let arguments = (0..<256).map { -Double($0 + 1) / 257 }
    let angles = (0..<256).map { Double($0) * 0.0245 }
    var callKernels: [(call: CostlyCall, lanes: Int, index: Int)] = []
    for call in CostlyCall.glibc {
      let function: roofline_function =
        switch call {
        case .exp: ROOFLINE_EXP
        case .expm1: ROOFLINE_EXPM1
        case .sincos: ROOFLINE_SINCOS
        case .expl: ROOFLINE_EXPL
        default: ROOFLINE_SINCOSL
        }
      let x = call == .sincos || call == .sincosl ? angles : arguments
      let index = add { passes in
        x.withUnsafeBufferPointer { x in blackHole(roofline_calls(function, x.baseAddress!, x.count, passes)) }
      }
      callKernels.append((call, x.count, index))
    }
    for (call, kernel) in extra.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      callKernels.append((call, kernel.lanes, add(kernel.body)))
    }

    let best = MicroKernel.bestNanosecondsPerUnit(rounds: rounds, roundNanoseconds: roundNanoseconds, kernels)
    var bandwidth: [MemoryLevel: LevelBandwidth] = [:]
    for kernel in levelKernels {
      bandwidth[kernel.level] = LevelBandwidth(
        load: Double(kernel.bytes) / best[kernel.load], store: Double(kernel.bytes) / best[kernel.store])
    }
    var callNanoseconds: [CostlyCall: Double] = [:]
    for kernel in callKernels { callNanoseconds[kernel.call] = best[kernel.index] / Double(kernel.lanes) }
    return MachinePeaks(
      vectorBytes: width, maddGFLOPS: Double(Int(ROOFLINE_MADD_CHAINS) * width / 8 * 2) / best[madd],
      bandwidth: bandwidth, callNanoseconds: callNanoseconds, l1Bytes: caches.l1, l2Bytes: caches.l2)
  }
}
