import BenchmarkKit
import MotionCurves
import SelectorSimulation

/// What a scene solver must do per selector-frame, counted from its code (docs/roofline.md
/// derives each figure). Only work done at every frame counts: timing curves and pulses move
/// only while an event's animation runs and are left out, so the counts, and the bound, are
/// lower bounds. (`closed-form-batched` skips springs at rest, so its springs count only the
/// frames they move.)
struct SelectorFrameWork: Equatable {
  var madds = 0.0
  var calls: [CostlyCall: Double] = [:]
  var loadBytes = 0.0
  var storeBytes = 0.0
  /// Bytes per selector a frame streams through: the shown values and the springs' state.
  var bytesPerSelector = 0

  /// `count` times `work`, added.
  mutating func add(_ work: SelectorFrameWork, times count: Int) {
    let n = Double(count)
    madds += n * work.madds
    for (call, calls) in work.calls { self.calls[call, default: 0] += n * calls }
    loadBytes += n * work.loadBytes
    storeBytes += n * work.storeBytes
    bytesPerSelector += count * work.bytesPerSelector
  }

  /// This work done a `share` of the time: the counts scaled, the working set kept.
  func scaled(by share: Double) -> SelectorFrameWork {
    SelectorFrameWork(
      madds: share * madds, calls: calls.mapValues { share * $0 }, loadBytes: share * loadBytes,
      storeBytes: share * storeBytes, bytesPerSelector: bytesPerSelector)
  }
}

extension SolverChoice {
  /// One spring channel's work per frame: `underdamped` for the radio's spring; otherwise
  /// (`.smooth`, the segmented selector's) counted as critically damped, the cheapest regime.
  func springWork(underdamped: Bool) -> SelectorFrameWork {
    switch self {
    case .exactStep:
      // x' = Φxx·x + Φxv·v, v' = Φvx·x + Φvv·v, out = target + x': 4 ×, 3 +.
      // Loads x, v, target; stores x, v, out.
      return SelectorFrameWork(madds: 4, loadBytes: 24, storeBytes: 24, bytesPerSelector: 24)
    case .closedForm, .closedFormBatched, .reference:
      // t = (frame − start)/hz; the basis e^(−at)·(cos ωt, sin ωt / ω) or e^(−at)·(1, t); x = xx·x₀ + xv·v₀
      // with xx = E_c + a·E_s; out = target + x. Underdamped: 7 ×, 3 +; critical: 5 ×, 3 +.
      // Loads start, x₀, v₀, target; stores out.
      let madds: Double = self == .reference ? 0 : (underdamped ? 7 : 5)
      let calls: [CostlyCall: Double] =
        switch self {
        case .reference: underdamped ? [.expl: 1, .sincosl: 1] : [.expl: 1]
        case .closedFormBatched: underdamped ? [.vectorExp: 1, .vectorSincos: 1] : [.vectorExp: 1]
        default: underdamped ? [.exp: 1, .sincos: 1] : [.exp: 1]
        }
      let real = self == .reference ? 16.0 : 8.0
      let state = 8 + 3 * real
      return SelectorFrameWork(
        madds: madds, calls: calls, loadBytes: state, storeBytes: 8, bytesPerSelector: Int(state))
    case .swiftUI:
      // A settled spring copies its target: loads the ended flag and target, stores out.
      return SelectorFrameWork(loadBytes: 9, storeBytes: 8, bytesPerSelector: 7 * 8 + 1)
    case .gsl, .gslScene:
      // At least the state read and the shown value written.
      return SelectorFrameWork(loadBytes: 16, storeBytes: 8, bytesPerSelector: 16)
    }
  }

  /// One selector's work per frame: its spring channels, and the clamping of spring-driven
  /// opacities that every solver's frame loop does (load and store each).
  ///
  /// - Parameters:
  ///   - kind: The selector's kind.
  ///   - moving: The share of spring-frames in motion. `closed-form-batched` evaluates only
  ///     those and copies the target of a spring at rest (8 B in, 8 B out); the other solvers
  ///     do a spring's work whether it moves or not.
  func selectorFrameWork(_ kind: SelectorKind, moving: Double = 1) -> SelectorFrameWork {
    let springs = kind.channels.filter { $0.role == .spring }
    let clamped = springs.filter(\.isClamped).count
    var work = SelectorFrameWork(bytesPerSelector: kind.channelCount * 8)
    let spring = springWork(underdamped: kind == .radio)
    if self == .closedFormBatched {
      work.add(spring.scaled(by: moving), times: springs.count)
      work.add(SelectorFrameWork(loadBytes: 8, storeBytes: 8).scaled(by: 1 - moving), times: springs.count)
    } else {
      work.add(spring, times: springs.count)
    }
    work.add(SelectorFrameWork(loadBytes: 8, storeBytes: 8), times: clamped)
    return work
  }

  /// Per kind, the share of `scene`'s spring-frames in motion, for `closed-form-batched` (1
  /// for the other solvers, which do not skip springs at rest).
  func movingShares(_ scene: SceneConfiguration) -> [SelectorKind: Double] {
    guard self == .closedFormBatched else { return [:] }
    var frames: [SelectorKind: (moving: Int, total: Int)] = [:]
    for unit in 0..<scene.unitCount {
      for block in scene.blocks(covering: scene.selectors(inUnit: unit)) {
        let (moving, total) = BatchedClosedFormSceneSolver.movingSpringFrames(
          block, frames: scene.frameCount, hz: scene.hz)
        frames[block.kind, default: (0, 0)].moving += moving
        frames[block.kind, default: (0, 0)].total += total
      }
    }
    return frames.mapValues { Double($0.moving) / Double(max(1, $0.total)) }
  }

  /// The work of one channel-sample of `scene`, averaged over its selectors' kinds, with the
  /// working set of its largest block.
  func sampleWork(_ scene: SceneConfiguration) -> SampleWork {
    var total = SelectorFrameWork()
    var channels = 0
    var largestBlock = 0
    let moving = movingShares(scene)
    for unit in 0..<scene.unitCount {
      var counts: [SelectorKind: Int] = [:]
      for index in scene.selectors(inUnit: unit) { counts[scene.setup(ofSelector: index).kind, default: 0] += 1 }
      for (kind, count) in counts {
        let work = selectorFrameWork(kind, moving: moving[kind] ?? 1)
        total.add(work, times: count)
        channels += count * kind.channelCount
        largestBlock = max(largestBlock, count * work.bytesPerSelector)
      }
    }
    let samples = Double(max(1, channels))
    return SampleWork(
      madds: total.madds / samples, calls: total.calls.mapValues { $0 / samples }, loadBytes: total.loadBytes / samples,
      storeBytes: total.storeBytes / samples, workingSetBytes: largestBlock)
  }
}
