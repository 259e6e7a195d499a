import BenchmarkKit
import MotionCurves

/// A metric of the results CSV (the `metric` column), with its unit, whether a smaller or a
/// larger value is better, and how `compare` judges it. The performance targets' rows name
/// their ``PerformanceTarget`` instead.
///
/// Adding a metric: a `case` with its CSV name, its ``definition`` (the switch does not
/// compile without it), a phase that declares it in `writes:`, and its lines in `docs/csv.md`
/// (tests fail without either); docs/contributing.md, "Adding a metric".
package enum Metric: String, CaseIterable, Sendable {
  // memory
  case peakRSS = "peak_rss"
  case rssPerSelector = "rss_per_selector"
  case rssPerSelectorResolution = "rss_per_selector_resolution"
  // curves and timing
  case nsPerSample = "ns_per_sample"
  case cpuNsPerSample = "cpu_ns_per_sample"
  case nsPerSampleP10 = "ns_per_sample_p10"
  case nsPerSampleMedian = "ns_per_sample_median"
  case nsPerSampleP90 = "ns_per_sample_p90"
  case nsPerSampleMin = "ns_per_sample_min"
  case nsPerSampleMax = "ns_per_sample_max"
  case runSecondsMedian = "run_seconds_median"
  case selectorFramesPerSecond = "selector_frames_per_second"
  case realtimeSpeedup = "realtime_speedup"
  case boundNsPerSample = "bound_ns_per_sample"
  case boundComputeNsPerSample = "bound_compute_ns_per_sample"
  case boundTransferNsPerSample = "bound_transfer_ns_per_sample"
  case workingSetBytes = "working_set_bytes"
  case boundRatio = "bound_ratio"
  // the timing phase's disturbance
  case cpuLowEndSpread = "cpu_low_end_spread"
  case involuntarySwitchesPerSecond = "involuntary_switches_per_second"
  case stealFraction = "steal_fraction"
  case loadAverage = "load_average"
  // accuracy and work-precision
  case maxError = "max_error"
  case rmsError = "rms_error"
  case maxErrorPoints = "max_error_pt"
  case rmsErrorPoints = "rms_error_pt"
  case visibleErrorSamples = "visible_error_samples"
  case samples
  case stepsPerSample = "steps_per_sample"
  case evaluationsPerSample = "evaluations_per_sample"
  case failed
  // roofline
  case maddGFLOPS = "madd_gflops"
  case l1LoadGBps = "l1_load_gbps"
  case l1StoreGBps = "l1_store_gbps"
  case l2LoadGBps = "l2_load_gbps"
  case l2StoreGBps = "l2_store_gbps"
  case memoryLoadGBps = "memory_load_gbps"
  case memoryStoreGBps = "memory_store_gbps"
  case expNsPerCall = "exp_ns_per_call"
  case expm1NsPerCall = "expm1_ns_per_call"
  case sincosNsPerCall = "sincos_ns_per_call"
  case explNsPerCall = "expl_ns_per_call"
  case sincoslNsPerCall = "sincosl_ns_per_call"
  case vectorExpNsPerCall = "vector_exp_ns_per_call"
  case vectorExpm1NsPerCall = "vector_expm1_ns_per_call"
  case vectorSincosNsPerCall = "vector_sincos_ns_per_call"
  case vectorBits = "vector_bits"
  case l1Bytes = "l1_bytes"
  case l2Bytes = "l2_bytes"
  // scaling
  case speedup
  // swiftui
  case endTime = "end_time"
  case settleTime = "settle_time"
  case endJump = "end_jump"
  case maxDeviation = "max_deviation"
  case rmsDeviation = "rms_deviation"
  case endJumpPoints = "end_jump_pt"
  case maxDeviationPoints = "max_deviation_pt"
  case rmsDeviationPoints = "rms_deviation_pt"
  case visibleDeviationSamples = "visible_deviation_samples"
  // instructions (cachegrind)
  case instructionsPerSample = "instructions_per_sample"
  case d1MissesPerSample = "d1_misses_per_sample"
  case llMissesPerSample = "ll_misses_per_sample"
  case estimatedCyclesPerSample = "estimated_cycles_per_sample"
  // a phase that could not run, and why (value 1)
  case skippedAVX512 = "skipped_avx512"
  case skippedNoValgrind = "skipped_no_valgrind"
  // scene
  case sceneCPUNsPerChannelSample = "scene_cpu_ns_per_channel_sample"
  case sceneMetricsOverhead = "scene_metrics_overhead"
  case sceneSweepCPUSeconds = "scene_sweep_cpu_seconds"

  /// Which way a metric is better.
  package enum Polarity: Sendable {
    /// Smaller is better: times, errors, work, memory.
    case lowerIsBetter
    /// Larger is better: throughput, speed-ups, peaks.
    case higherIsBetter
    /// Neither: a property of the scene or machine, such as a size or a count of samples.
    case neither
  }

  /// How `compare` judges a metric.
  package enum Judgement: Sendable, Equatable {
    /// Rounds of time, judged between processes (``TimingEffect``) when the clock picks the
    /// metric (``ResultComparison/Clock``).
    case timing
    /// A deterministic figure judged by a rule; `sameBuild`: only between runs of the same
    /// compiled code (instruction counts).
    case deterministic(DeterministicRule, sameBuild: Bool = false)
    /// Reported, not judged.
    case reported
  }

  /// A metric's unit, polarity and judgement.
  package struct Definition: Sendable {
    /// The `unit` column of its rows.
    package let unit: MetricUnit
    package let polarity: Polarity
    package let judgement: Judgement
  }

  /// The relative change of a deterministic metric that counts: 1 %.
  package static let deterministicTolerance = 0.01

  /// Errors regress when they grow by more than 1 % and by more than 1e-15.
  private static let errorRule = Judgement.deterministic(
    DeterministicRule(tolerance: deterministicTolerance, floor: 1e-15))
  /// Counts of visible samples and work per sample regress when they grow by more than 1 %
  /// (so any visible samples where there were none regress).
  private static let countRule = Judgement.deterministic(DeterministicRule(tolerance: deterministicTolerance, floor: 0))
  /// Cachegrind's instructions and estimated cycles regress when they grow by more than 1 %,
  /// only between runs of the same build.
  private static let buildCountRule = Judgement.deterministic(
    DeterministicRule(tolerance: deterministicTolerance, floor: 0), sameBuild: true)
  /// Cachegrind's simulated cache misses regress when they grow by more than 5 % and by more
  /// than 0.1 per sample, only between runs of the same build. They are exact for one binary,
  /// but they follow the code's and the heap's addresses, which unrelated code moves: two builds
  /// that differed only in command-line code gave gsl-scene:rk8pd 4.56 and 4.61 D1 misses per
  /// sample (+1.1 %), which a 1 % rule called a regression.
  private static let missRule = Judgement.deterministic(
    DeterministicRule(tolerance: 0.05, floor: 0.1), sameBuild: true)

  /// Why a phase was skipped, for a row that records it (``skippedAVX512``,
  /// ``skippedNoValgrind``); nil for every other metric.
  package var skipReason: String? {
    switch self {
    case .skippedAVX512:
      "this build uses AVX-512, which valgrind cannot decode; count on a portable build of the same commit "
        + "(docs/comparing.md#instruction-counts-of-a-native-build)"
    case .skippedNoValgrind: "valgrind was not installed where the run ran"
    default: nil
    }
  }

  /// The metric's unit, polarity and judgement.
  package var definition: Definition {
    func metric(_ unit: MetricUnit, _ polarity: Polarity, _ judgement: Judgement = .reported) -> Definition {
      Definition(unit: unit, polarity: polarity, judgement: judgement)
    }
    switch self {
    case .peakRSS, .rssPerSelector: return metric(.bytes, .lowerIsBetter)
    case .rssPerSelectorResolution, .workingSetBytes, .l1Bytes, .l2Bytes: return metric(.bytes, .neither)
    case .nsPerSample, .cpuNsPerSample: return metric(.nanoseconds, .lowerIsBetter, .timing)
    case .nsPerSampleP10, .nsPerSampleMedian, .nsPerSampleP90, .nsPerSampleMin, .nsPerSampleMax:
      return metric(.nanoseconds, .lowerIsBetter)
    case .boundNsPerSample, .boundComputeNsPerSample, .boundTransferNsPerSample:
      return metric(.nanoseconds, .lowerIsBetter)
    case .runSecondsMedian: return metric(.seconds, .lowerIsBetter)
    case .selectorFramesPerSecond: return metric(.perSecond, .higherIsBetter)
    case .realtimeSpeedup, .speedup: return metric(.ratio, .higherIsBetter)
    case .boundRatio: return metric(.ratio, .lowerIsBetter)
    case .cpuLowEndSpread, .stealFraction: return metric(.ratio, .lowerIsBetter)
    case .involuntarySwitchesPerSecond: return metric(.perSecond, .lowerIsBetter)
    case .loadAverage: return metric(.tasks, .lowerIsBetter)
    case .maxError, .rmsError: return metric(.value, .lowerIsBetter, Self.errorRule)
    case .maxErrorPoints, .rmsErrorPoints: return metric(.points, .lowerIsBetter, Self.errorRule)
    case .visibleErrorSamples: return metric(.samples, .lowerIsBetter, Self.countRule)
    case .samples: return metric(.samples, .neither)
    case .stepsPerSample: return metric(.steps, .lowerIsBetter, Self.countRule)
    case .evaluationsPerSample: return metric(.evaluations, .lowerIsBetter, Self.countRule)
    case .failed: return metric(.bool, .lowerIsBetter)
    case .maddGFLOPS: return metric(.gflops, .higherIsBetter)
    case .l1LoadGBps, .l1StoreGBps, .l2LoadGBps, .l2StoreGBps, .memoryLoadGBps, .memoryStoreGBps:
      return metric(.gigabytesPerSecond, .higherIsBetter)
    case .expNsPerCall, .expm1NsPerCall, .sincosNsPerCall, .explNsPerCall, .sincoslNsPerCall, .vectorExpNsPerCall,
      .vectorExpm1NsPerCall, .vectorSincosNsPerCall:
      return metric(.nanoseconds, .lowerIsBetter)
    case .vectorBits: return metric(.bits, .neither)
    case .endTime, .settleTime: return metric(.seconds, .neither)
    case .endJump, .maxDeviation, .rmsDeviation: return metric(.value, .lowerIsBetter)
    case .endJumpPoints, .maxDeviationPoints, .rmsDeviationPoints: return metric(.points, .lowerIsBetter)
    case .visibleDeviationSamples: return metric(.samples, .lowerIsBetter)
    case .instructionsPerSample: return metric(.instructions, .lowerIsBetter, Self.buildCountRule)
    case .d1MissesPerSample, .llMissesPerSample: return metric(.misses, .lowerIsBetter, Self.missRule)
    case .estimatedCyclesPerSample: return metric(.cycles, .lowerIsBetter, Self.buildCountRule)
    case .skippedAVX512, .skippedNoValgrind: return metric(.bool, .neither)
    case .sceneCPUNsPerChannelSample: return metric(.nanoseconds, .lowerIsBetter)
    case .sceneMetricsOverhead: return metric(.ratio, .lowerIsBetter)
    case .sceneSweepCPUSeconds: return metric(.seconds, .lowerIsBetter)
    }
  }

  /// The `unit` column of the metric's rows.
  package var unit: MetricUnit { definition.unit }

  /// The phases whose rows of this metric are headline figures, which the history keeps: every
  /// deterministic metric of the accuracy and instructions phases, and the curves' largest error.
  package var headlinePhases: Set<Phase> {
    switch self {
    case .maxError: [.accuracy, .curves]
    default: deterministicRule == nil ? [] : [.accuracy, .instructions]
    }
  }

  /// The rule that judges the metric, or nil for a metric that is not deterministic.
  package var deterministicRule: DeterministicRule? {
    if case .deterministic(let rule, _) = definition.judgement { return rule }
    return nil
  }

  /// The roofline's load bandwidth at a level.
  package static func load(_ level: MemoryLevel) -> Metric {
    switch level {
    case .l1: .l1LoadGBps
    case .l2: .l2LoadGBps
    case .memory: .memoryLoadGBps
    }
  }

  /// The roofline's store bandwidth at a level.
  package static func store(_ level: MemoryLevel) -> Metric {
    switch level {
    case .l1: .l1StoreGBps
    case .l2: .l2StoreGBps
    case .memory: .memoryStoreGBps
    }
  }

  /// The roofline's cost of one call (per lane for the vector kernels).
  package static func cost(of call: CostlyCall) -> Metric {
    switch call {
    case .exp: .expNsPerCall
    case .expm1: .expm1NsPerCall
    case .sincos: .sincosNsPerCall
    case .expl: .explNsPerCall
    case .sincosl: .sincoslNsPerCall
    case .vectorExp: .vectorExpNsPerCall
    case .vectorExpm1: .vectorExpm1NsPerCall
    case .vectorSincos: .vectorSincosNsPerCall
    }
  }
}
