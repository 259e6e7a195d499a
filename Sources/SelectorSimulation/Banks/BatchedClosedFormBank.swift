import MotionCurves

/// Springs evaluated in closed form like ``ClosedFormBank``, but a slot's selectors at once
/// with the SIMD kernels of `SpringResponse._states(...)`.
///
/// A spring at rest (x₀ = v₀ = 0: never retargeted, or last retargeted by a jump) shows its
/// target exactly, so only moving springs go through the kernel: each slot keeps its moving
/// springs' release states packed at the front of its range (updated at retargets, which
/// are rare), and a frame evaluates them contiguously and scatters the results.
struct BatchedClosedFormBank: SpringBank {
  /// The lanes of the batched closed form's kernels: 8 doubles, one AVX-512 register, two AVX2
  /// or four SSE2 ones. On AMD Zen 3 (AVX2) 8 lanes beat 4 and 16 lanes for the springs, both
  /// built for the native target and for the SSE2 baseline; the curves' sparse batches run as
  /// fast on 4 lanes as on 8.
  typealias Lanes = SIMD8<Double>

  /// Every spring's release state, and the retarget rule.
  var scalar: ClosedFormBank<Double>
  let selectors: Int
  /// Per slot, how many of its springs move.
  var movingCount: [Int]
  /// Per spring: its place in the packed arrays (in its slot's range), or −1 at rest.
  var position: [Int]
  /// Packed per slot: the moving springs' selectors, release frames (as doubles, so that the
  /// elapsed times are one vector subtraction and division), and release states.
  var members: [Int]
  var starts: [Double]
  var x0: [Double]
  var v0: [Double]
  let scratch: SpringScratch

  init(spring: Spring, hz: Double, initialTargets: [Double], selectors: Int) {
    let count = initialTargets.count
    scalar = ClosedFormBank(spring: spring, hz: hz, initialTargets: initialTargets)
    self.selectors = selectors
    movingCount = Array(repeating: 0, count: count / max(1, selectors))
    position = Array(repeating: -1, count: count)
    members = Array(repeating: 0, count: count)
    starts = Array(repeating: 0, count: count)
    x0 = starts
    v0 = starts
    scratch = SpringScratch(selectors: selectors)
  }

  func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>) {
    let hz = scalar.hz
    let response = scalar.response
    let now = Double(frame)
    let elapsed = scratch.elapsed
    let x = scratch.x
    let v = scratch.v
    scalar.targets.withUnsafeBufferPointer { targets in
      members.withUnsafeBufferPointer { members in
        starts.withUnsafeBufferPointer { starts in
          x0.withUnsafeBufferPointer { x0 in
            v0.withUnsafeBufferPointer { v0 in
              for (slot, channel) in layout.springs.enumerated() {
                let first = slot * n
                let count = movingCount[slot]
                let out = values + channel * n
                let target = targets.baseAddress! + first
                let member = members.baseAddress! + first
                let start = starts.baseAddress! + first
                if count < n { out.update(from: target, count: n) }
                guard count > 0 else { continue }
                for j in 0..<count { elapsed[j] = (now - start[j]) / hz }
                response._states(
                  count: count, elapsed: elapsed, displacements: x0.baseAddress! + first,
                  velocities: v0.baseAddress! + first, outDisplacements: x, outVelocities: v,
                  lanes: Lanes.self)
                for j in 0..<count {
                  let s = member[j]
                  out[s] = target[s] + x[j]
                }
              }
            }
          }
        }
      }
    }
  }

  mutating func retarget(_ i: Int, to target: Double, at frame: Int, jump: Bool) {
    scalar.retarget(i, to: target, at: frame, jump: jump)
    let slot = i / selectors
    let first = slot * selectors
    var p = position[i]
    if scalar.x0[i] != 0 || scalar.v0[i] != 0 {
      if p < 0 {
        p = first + movingCount[slot]
        movingCount[slot] += 1
        position[i] = p
        members[p] = i - first
      }
      (starts[p], x0[p], v0[p]) = (Double(frame), scalar.x0[i], scalar.v0[i])
    } else if p >= 0 {
      // At rest now: the slot's last packed spring takes its place.
      let last = first + movingCount[slot] - 1
      (members[p], starts[p], x0[p], v0[p]) = (members[last], starts[last], x0[last], v0[last])
      position[first + members[p]] = p
      position[i] = -1
      movingCount[slot] -= 1
    }
  }
}

/// A batched bank's scratch, one slot's worth: elapsed times and the kernel's outputs.
final class SpringScratch {
  let elapsed, x, v: UnsafeMutablePointer<Double>

  init(selectors n: Int) {
    func column() -> UnsafeMutablePointer<Double> {
      let p = UnsafeMutablePointer<Double>.allocate(capacity: n)
      p.initialize(repeating: 0, count: n)
      return p
    }
    (elapsed, x, v) = (column(), column(), column())
  }

  deinit {
    for p in [elapsed, x, v] { p.deallocate() }
  }
}

extension LockstepSceneSolver.Method {
  /// The closed form over SIMD lanes: a slot's moving springs together (own vectorised exp,
  /// expm1 and sincos; a spring at rest shows its target), and each frame's timing curves
  /// and pulses together, bit for bit as ``closedForm`` computes them.
  public static let closedFormBatched = Self(name: "closed-form-batched") {
    block, frames, hz, combining, observer, sink in
    try run(
      block, frames: frames,
      BatchedClosedFormBank(
        spring: block.spring, hz: hz, initialTargets: springTargets(block), selectors: block.count),
      BatchedEvaluatedCurves(block, hz: hz, combining: combining), observer: &observer, sink: sink)
  }
}

extension SolverDescriptor {
  /// `closed-form-batched`: ``BatchedClosedFormSolver`` and
  /// ``LockstepSceneSolver/Method/closedFormBatched``. It evaluates only moving springs (its
  /// share from ``LockstepSceneSolver/batchedMovingSpringFrames(_:frames:hz:)``) with the
  /// closed form's counts and `VectorMath`'s kernels; a spring at rest copies its target.
  public static let closedFormBatched = SolverDescriptor(
    .closedFormBatched, title: "closed form (batched)", isCurveBenchmark: true,
    work: SolverWorkModel(
      underdampedSpring: ClosedFormBank<Double>.frameWork(underdamped: true, calls: (.vectorExp, .vectorSincos)),
      criticalSpring: ClosedFormBank<Double>.frameWork(underdamped: false, calls: (.vectorExp, .vectorSincos)),
      restingSpring: .copying(1), curves: ClosedFormProgress<Double>.work)
  ) { _ in BatchedClosedFormSolver() }
}

extension LockstepSceneSolver {
  /// How many of `block`'s spring-frames the batched closed form evaluates, of all of them, over `frames`
  /// frames at `hz`: the frames its springs move (the rest show their targets).
  ///
  /// Replays the schedule's spring retargets through ``ClosedFormBank``, whose state decides
  /// what ``BatchedClosedFormBank`` packs: a spring moves from the frame after a retarget that
  /// leaves x₀ or v₀ nonzero up to the frame of one that leaves both 0 (a frame's springs
  /// advance before its retargets apply). Only retargets are evaluated, not frames.
  ///
  /// - Parameters:
  ///   - block: The selectors and their schedule.
  ///   - frames: How many frames.
  ///   - hz: Frames per second.
  /// - Returns: The moving spring-frames and all spring-frames (springs × frames).
  public static func batchedMovingSpringFrames(_ block: SelectorBlock, frames: Int, hz: Double) -> (
    moving: Int, total: Int
  ) {
    let n = block.count
    let layout = block.layout
    var bank = ClosedFormBank<Double>(
      spring: block.spring, hz: hz, initialTargets: springTargets(block))
    /// Per spring: the frame it began moving, or nil at rest.
    var since = [Int?](repeating: nil, count: bank.targets.count)
    var moving = 0
    for event in block.schedule where event.frame < frames {
      guard case .spring(let i, let target, let jump) = layout.change(event.retarget, selector: event.selector, of: n)
      else { continue }
      bank.retarget(i, to: target, at: event.frame, jump: jump)
      let moves = bank.x0[i] != 0 || bank.v0[i] != 0
      if moves, since[i] == nil {
        since[i] = event.frame
      } else if !moves, let start = since[i] {
        moving += event.frame - start
        since[i] = nil
      }
    }
    for case let start? in since { moving += frames - 1 - start }
    return (moving, bank.targets.count * frames)
  }
}
