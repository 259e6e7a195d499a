import BenchmarkKit
import BenchmarkResults
import SelectorSimulation

extension RunSettings {
  /// The `memory` phase: peak RSS of the exact step, streaming, at two scene sizes.
  static let memory = benchmark(
    .memory,
    scene: "the run's scene over at most 1 s: min(10,000, --memory-selectors) selectors, then --memory-selectors",
    measures: "peak RSS and the memory each selector costs",
    writes: [.peakRSS, .rssPerSelector, .rssPerSelectorResolution]
  ) { settings, rows in try settings.measureMemory(into: &rows) }

  /// The smallest difference of peak RSS that means something. One scene's peak varies between
  /// runs of one build by up to about 300 KiB (glibc's two worker arenas grow and trim in steps
  /// of 128 KiB and more, depending on the threads' timing; 8 runs of the default memory phase
  /// gave differences of 0 to 312 KiB with no dependence on the selector count).
  static let peakMemoryResolution = 512 * 1024

  /// Peak RSS after a 10,000-selector run and after a `memorySelectors` run: the slope is
  /// the memory each selector costs beyond the fixed overhead. Runs first, before other
  /// phases raise the high-water mark.
  func measureMemory(into report: inout RunRows) throws {
    let solver = LockstepSceneSolver(.exactStep)
    var small = scene
    small.selectors = min(10_000, memorySelectors)
    small.seconds = min(scene.seconds, 1)
    var large = small
    large.selectors = memorySelectors
    var peaks: [Int] = []
    for memoryScene in [small, large] {
      progress("memory: exact step, \(memoryScene.selectors) selectors × \(formatted(memoryScene.seconds)) s")
      _ = try time(solver, scene: memoryScene, threads: threads, repetitions: 1, warmup: 0, streaming: true)
      guard let peak = ResourceUsage.peakResidentBytes() else {
        // No figure, so no target verdict: an unmeasured peak must not pass.
        progress("memory: peak RSS is unavailable here (no /proc/self/status VmHWM, getrusage failed); phase skipped")
        return
      }
      peaks.append(peak)
      report.add(row(.memory, ResultSolver(solver), memoryScene, metric: .peakRSS, value: Double(peak)))
    }
    let extra = Double(large.selectors - small.selectors)
    let perSelector = extra > 0 ? Double(peaks[1] - peaks[0]) / extra : 0
    report.add(row(.memory, ResultSolver(solver), large, metric: .rssPerSelector, value: perSelector))
    if extra > 0 {
      let resolution = Double(Self.peakMemoryResolution) / extra
      report.add(row(.memory, ResultSolver(solver), large, metric: .rssPerSelectorResolution, value: resolution))
    }
  }
}
