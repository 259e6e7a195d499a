import BenchmarkKit
import MotionCurves
import SelectorSimulation

extension RunCommand {
  /// The phase of the machine's roofline rows (measured within the timing phase).
  static let rooflinePhase = "roofline"

  /// Measures one core's peaks (``MachinePeaks/measure(rounds:roundNanoseconds:vectorISA:calls:)``)
  /// and the per-lane cost of the vector kernels, and writes them as the run's `roofline` rows.
  ///
  /// - Parameters:
  ///   - report: Receives the rows.
  ///   - vectorISA: The build's vector instruction set, whose width the kernels use.
  /// - Returns: The peaks.
  func measureRoofline(into report: inout RunReport, vectorISA: String) -> MachinePeaks {
    let rounds = quick ? 5 : 9
    progress("roofline: multiply-add, L1, L2 and memory bandwidth and call costs on one core, best of \(rounds) rounds")
    let started = MonotonicClock.nanoseconds()
    let peaks = MachinePeaks.measure(rounds: rounds, vectorISA: vectorISA, calls: Self.vectorCallKernels())
    progress("roofline: measured in \(formatted(Double(MonotonicClock.nanoseconds() - started) / 1e9)) s")
    for row in Self.rooflineRows(peaks) {
      report.add(
        ResultRow(
          phase: Self.rooflinePhase, solver: "", tolerance: nil, selectors: scene.selectors, seconds: scene.seconds,
          hz: scene.hz, threads: 1, metric: row.metric, value: row.value, unit: row.unit))
    }
    return peaks
  }

  /// The peaks as (metric, value, unit): `madd_gflops`, `{l1,l2,memory}_{load,store}_gbps`,
  /// `<call>_ns_per_call`, `vector_bits`, `l1_bytes`, `l2_bytes`.
  static func rooflineRows(_ peaks: MachinePeaks) -> [(metric: String, value: Double, unit: String)] {
    var rows: [(metric: String, value: Double, unit: String)] = [
      ("vector_bits", Double(peaks.vectorBytes * 8), "bits"), ("madd_gflops", peaks.maddGFLOPS, "GFLOP/s"),
    ]
    for level in MemoryLevel.allCases {
      guard let bandwidth = peaks.bandwidth[level] else { continue }
      let name = level.rawValue.lowercased()
      rows.append(("\(name)_load_gbps", bandwidth.load, "GB/s"))
      rows.append(("\(name)_store_gbps", bandwidth.store, "GB/s"))
    }
    for call in CostlyCall.allCases {
      guard let nanoseconds = peaks.callNanoseconds[call] else { continue }
      rows.append((call.metric, nanoseconds, "ns"))
    }
    rows.append(("l1_bytes", Double(peaks.l1Bytes), "bytes"))
    rows.append(("l2_bytes", Double(peaks.l2Bytes), "bytes"))
    return rows
  }

  /// Kernels that call `VectorMath`'s `exp`, `expm1` and `sincos` at the lanes the batched
  /// closed form uses: the Swift code the solver itself runs.
  static func vectorCallKernels() -> [CostlyCall: MachinePeaks.CallKernel] {
    typealias V = VectorMath.PreferredVector
    var exponents = V(repeating: 0)
    var angles = V(repeating: 0)
    for i in 0..<V.scalarCount {
      exponents[i] = -Double(i + 1) / Double(V.scalarCount + 1)
      angles[i] = Double(i) * 0.39
    }
    let step = V(repeating: 1e-9)
    func kernel(_ body: @escaping (Int) -> Void) -> MachinePeaks.CallKernel {
      MachinePeaks.CallKernel(lanes: V.scalarCount, body: body)
    }
    // Each kernel is written out: passing the function in as a closure made the expm1 kernel
    // measure 22 % slower (2.28 against 1.86 ns per lane) than the code the solver runs.
    return [
      .vectorExp: kernel { units in
        var sum = V(repeating: 0)
        var x = exponents
        for _ in 0..<units {
          sum += VectorMath.exp(x)
          x -= step
        }
        blackHole(sum)
      },
      .vectorExpm1: kernel { units in
        var sum = V(repeating: 0)
        var x = exponents
        for _ in 0..<units {
          sum += VectorMath.expm1(x)
          x -= step
        }
        blackHole(sum)
      },
      .vectorSincos: kernel { units in
        var sum = V(repeating: 0)
        var x = angles
        for _ in 0..<units {
          let (s, c) = VectorMath.sincos(x)
          sum += s + c
          x += step
        }
        blackHole(sum)
      },
    ]
  }

  /// The roofline bound of `choice` on `scene`, in core-nanoseconds per channel-sample: its
  /// full work, replayed from the scene's schedule, and for GSL the steps of one untimed run.
  /// - Throws: An error of the scene's simulation.
  func bound(_ choice: SceneSolverChoice, scene: SceneConfiguration, peaks: MachinePeaks) throws -> RooflineBound {
    peaks.bound(for: try choice.sampleWork(scene, steps: try gslSteps(choice, scene: scene)))
  }

  /// The steps and evaluations a GSL solver takes on `scene` (one untimed run); nil for the
  /// other solvers.
  /// - Throws: An error of the scene's simulation.
  func gslSteps(_ choice: SceneSolverChoice, scene: SceneConfiguration) throws -> SolverWork? {
    guard choice.usesGSL else { return nil }
    let solver = try choice.make(tolerance: gslTolerance)
    var work = SolverWork()
    for range in 0..<scene.rangeCount {
      for block in scene.blocks(covering: scene.range(range)) {
        work =
          work
          + (try solver.simulate(block, frames: scene.frameCount, hz: scene.hz, combining: scene.combining) { _, _ in })
      }
    }
    return work
  }
}

extension RunCommand {
  /// What limits a timed solver's bound: `compute`, or the level its transfers come from.
  func limit(_ report: RunReport, _ solver: String) -> String {
    func timing(_ metric: String) -> Double? { report.value(metric, phase: "timing", solver: solver) }
    func machine(_ metric: String) -> Double? { report.value(metric, phase: Self.rooflinePhase) }
    guard let compute = timing("bound_compute_ns_per_sample"), let transfer = timing("bound_transfer_ns_per_sample"),
      let workingSet = timing("working_set_bytes"), let l1 = machine("l1_bytes"), let l2 = machine("l2_bytes")
    else { return "" }
    if compute >= transfer { return "compute" }
    return workingSet <= l1
      ? MemoryLevel.l1.rawValue : (workingSet <= l2 ? MemoryLevel.l2.rawValue : MemoryLevel.memory.rawValue)
  }

  /// The machine's peaks as printed at the end of a run, or nil without roofline rows.
  func rooflineSummary(_ report: RunReport) -> String? {
    func machine(_ metric: String) -> String? { report.value(metric, phase: Self.rooflinePhase).map { formatted($0) } }
    guard let madd = machine("madd_gflops"), let bits = machine("vector_bits") else { return nil }
    var table = TextTable("ceiling", "load", "store")
    table.add("multiply-add (\(bits)-bit vectors), GFLOP/s", madd, "")
    for level in MemoryLevel.allCases {
      let name = level.rawValue.lowercased()
      table.add(
        "\(level.rawValue) bandwidth, GB/s", machine("\(name)_load_gbps") ?? "", machine("\(name)_store_gbps") ?? "")
    }
    for call in CostlyCall.allCases {
      guard let cost = machine(call.metric) else { continue }
      table.add("\(call.rawValue), ns per call\(call.rawValue.hasPrefix("vector") ? " (per lane)" : "")", cost, "")
    }
    return "\nRoofline: one core's peaks (best round of each microkernel; docs/roofline.md):\n" + table.rendered
  }
}
