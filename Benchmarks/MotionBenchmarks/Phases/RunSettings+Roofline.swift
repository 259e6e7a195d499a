import BenchmarkKit
import BenchmarkResults
import MotionCurves
import SelectorSimulation

extension RunSettings {
  /// Measures one core's peaks (``MachinePeaks/measure(rounds:roundNanoseconds:vectorISA:calls:)``)
  /// and the per-lane cost of the vector kernels, and writes them as the run's `roofline` rows.
  ///
  /// - Parameter report: Receives the rows.
  /// - Returns: The peaks.
  func measureRoofline(into report: inout RunRows) -> MachinePeaks<CostlyCall> {
    let rounds = quick ? 5 : 9
    progress("roofline: multiply-add, L1, L2 and memory bandwidth and call costs on one core, best of \(rounds) rounds")
    let started = MonotonicClock.nanoseconds()
    let peaks = MachinePeaks.measure(rounds: rounds, vectorISA: vectorISA, calls: Self.callKernels())
    progress("roofline: measured in \(formatted(Double(MonotonicClock.nanoseconds() - started) / 1e9)) s")
    for (metric, value) in Self.rooflineRows(peaks) {
      report.add(row(.roofline, .none, scene, threads: 1, metric: metric, value: value))
    }
    return peaks
  }

  /// Every metric of the `roofline` rows, which the timing phase writes.
  static var rooflineMetrics: [Metric] {
    [.vectorBits, .maddGFLOPS] + MemoryLevel.allCases.flatMap { [Metric.load($0), .store($0)] }
      + CostlyCall.allCases.map { Metric.cost(of: $0) } + [.l1Bytes, .l2Bytes]
  }

  /// The peaks as (metric, value): `madd_gflops`, `{l1,l2,memory}_{load,store}_gbps`,
  /// `<call>_ns_per_call`, `vector_bits`, `l1_bytes`, `l2_bytes`.
  static func rooflineRows(_ peaks: MachinePeaks<CostlyCall>) -> [(metric: Metric, value: Double)] {
    var rows: [(metric: Metric, value: Double)] = [
      (.vectorBits, Double(peaks.vectorBytes * 8)), (.maddGFLOPS, peaks.maddGFLOPS),
    ]
    for level in MemoryLevel.allCases {
      guard let bandwidth = peaks.bandwidth[level] else { continue }
      rows.append((.load(level), bandwidth.load))
      rows.append((.store(level), bandwidth.store))
    }
    for call in CostlyCall.allCases {
      guard let nanoseconds = peaks.callNanoseconds[call] else { continue }
      rows.append((.cost(of: call), nanoseconds))
    }
    rows.append((.l1Bytes, Double(peaks.l1Bytes)))
    rows.append((.l2Bytes, Double(peaks.l2Bytes)))
    return rows
  }

  /// A kernel for every ``CostlyCall``, in declaration order: the C library's functions, and
  /// kernels that call `VectorMath`'s `exp`, `expm1` and `sincos` at the lanes the batched
  /// closed form uses: the Swift code the solver itself runs.
  static func callKernels() -> [(call: CostlyCall, kernel: CallKernel)] {
    typealias V = VectorMath.PreferredVector
    var exponents = V(repeating: 0)
    var angles = V(repeating: 0)
    for i in 0..<V.scalarCount {
      exponents[i] = -Double(i + 1) / Double(V.scalarCount + 1)
      angles[i] = Double(i) * 0.39
    }
    return [
      (.exp, .cLibrary(.exp)), (.expm1, .cLibrary(.expm1)), (.sincos, .cLibrary(.sincos)),
      (.expl, .cLibrary(.expl)), (.sincosl, .cLibrary(.sincosl)),
      (.vectorExp, ExpLaneCall.kernel(from: exponents, step: -1e-9)),
      (.vectorExpm1, Expm1LaneCall.kernel(from: exponents, step: -1e-9)),
      (.vectorSincos, SincosLaneCall.kernel(from: angles, step: 1e-9)),
    ]
  }

  /// The roofline bound of `choice` on `scene`, in core-nanoseconds per channel-sample: its
  /// full work, replayed from the scene's schedule, and for GSL the steps of one untimed run.
  /// - Throws: An error of the scene's simulation.
  func bound(_ choice: SolverDescriptor, scene: SceneConfiguration, peaks: MachinePeaks<CostlyCall>) throws
    -> RooflineBound
  {
    peaks.bound(for: try choice.rooflineWork(scene, steps: try gslSteps(choice, scene: scene)))
  }

  /// The steps and evaluations a GSL solver takes on `scene` (one untimed run); nil for the
  /// other solvers.
  /// - Throws: An error of the scene's simulation.
  func gslSteps(_ choice: SolverDescriptor, scene: SceneConfiguration) throws -> SolverWork? {
    guard choice.takesTolerance else { return nil }
    let solver = try choice.makeSceneSolver(tolerance: gslTolerance)
    var work = SolverWork()
    for unit in 0..<scene.unitCount {
      for block in scene.blocks(covering: scene.selectors(inUnit: unit)) {
        work =
          work
          + (try solver.simulate(block, frames: scene.frameCount, hz: scene.hz, combining: scene.combining) { _, _ in })
      }
    }
    return work
  }
}

extension RunSettings {
  /// What limits a timed solver's bound: `compute`, or the level its transfers come from.
  func limit(_ report: RunReport, _ solver: ResultSolver) -> String {
    func timing(_ metric: Metric) -> Double? { report.value(metric, phase: .timing, solver: solver) }
    func machine(_ metric: Metric) -> Double? { report.value(metric, phase: .roofline) }
    guard let compute = timing(.boundComputeNsPerSample), let transfer = timing(.boundTransferNsPerSample),
      let workingSet = timing(.workingSetBytes), let l1 = machine(.l1Bytes), let l2 = machine(.l2Bytes)
    else { return "" }
    if compute >= transfer { return "compute" }
    return workingSet <= l1
      ? MemoryLevel.l1.rawValue : (workingSet <= l2 ? MemoryLevel.l2.rawValue : MemoryLevel.memory.rawValue)
  }

  /// The machine's peaks as printed at the end of a run, or nil without roofline rows.
  func rooflineSummary(_ report: RunReport) -> String? {
    func machine(_ metric: Metric) -> String? { report.value(metric, phase: .roofline).map { formatted($0) } }
    guard let madd = machine(.maddGFLOPS), let bits = machine(.vectorBits) else { return nil }
    var table = TextTable("ceiling", "load", "store")
    table.add("multiply-add (\(bits)-bit vectors), GFLOP/s", madd, "")
    for level in MemoryLevel.allCases {
      table.add("\(level.rawValue) bandwidth, GB/s", machine(.load(level)) ?? "", machine(.store(level)) ?? "")
    }
    for call in CostlyCall.allCases {
      guard let cost = machine(.cost(of: call)) else { continue }
      table.add("\(call.rawValue), ns per call\(call.rawValue.hasPrefix("vector") ? " (per lane)" : "")", cost, "")
    }
    return "\nRoofline: one core's peaks (best round of each microkernel; docs/roofline.md):\n" + table.rendered
  }
}
