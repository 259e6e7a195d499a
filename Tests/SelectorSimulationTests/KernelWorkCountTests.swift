import MotionCurves
import TestSupport
import Testing

@testable import SelectorSimulation

/// The work models' multiply-add counts against the generic kernels run on ``CountingReal``,
/// which tallies the arithmetic they do: a count typed in by hand that no longer matches its
/// kernel fails here.
@Suite("Kernel work: counted multiply-adds match the generic kernels' own arithmetic", .tags(.unit))
struct KernelWorkCountTests {
  /// Operations by kind, per unit of work.
  struct Tally {
    var multiplies = 0.0
    var adds = 0.0
    var calls: [CountingReal.Operation: Double] = [:]

    init(_ counts: [CountingReal.Operation: Int], per units: Int) {
      for (operation, count) in counts {
        let share = Double(count) / Double(units)
        switch operation {
        case .multiply: multiplies = share
        case .add: adds = share
        case .exp, .sincos: calls[operation] = share
        default: break
        }
      }
    }

    /// The model's measure: the larger of the multiplications and the additions.
    var madds: Double { max(multiplies, adds) }
  }

  @Test(
    "ClosedFormBank's frame: its frameWork's multiply-adds, exp and sincos per spring (underdamped, critical)",
    arguments: [true, false])
  func closedFormSpringFrame(underdamped: Bool) throws {
    let spring = underdamped ? try Spring(duration: 0.35, bounce: 0.55) : Spring.smooth
    let layout = ChannelLayout(building: .radio)
    let n = 3
    let springs = layout.springs.count * n
    var bank = ClosedFormBank<CountingReal>(
      spring: spring, hz: 120, initialTargets: Array(repeating: 0, count: springs))
    for i in 0..<springs { bank.retarget(i, to: Double(i + 1), at: 0, jump: false) }
    var values = [Double](repeating: 0, count: Component.radio.channelCount * n)
    let counts = values.withUnsafeMutableBufferPointer { out in
      CountingReal.record { bank.advance(to: 7, layout: layout, selectors: n, values: out.baseAddress!) }
    }
    let tally = Tally(counts, per: springs)
    let work = ClosedFormBank<CountingReal>.frameWork(underdamped: underdamped, calls: (.exp, .sincos))
    #expect(tally.madds == work.madds)
    #expect(tally.calls[.exp] == work.calls[.exp])
    #expect(tally.calls[.sincos] == work.calls[.sincos])
    // The values written are the closed form's: the test counts the kernel that computes them.
    let response = SpringResponse<Double>(spring)
    let x = response.state(at: 7 / 120, displacement: -1, velocity: 0).x
    #expect(abs(values[layout.springs[0] * n] - (1 + x)) < 1e-12)
  }

  @Test("ExactStepBank's SIMD frame is Transition.apply per spring bit for bit, whose count is its frameWork's")
  func exactStepFrame() throws {
    let layout = ChannelLayout(building: .radio)
    let n = 6
    let springs = layout.springs.count * n
    var bank = try ExactStepBank(
      spring: try Spring(duration: 0.35, bounce: 0.55), hz: 120, selectors: n,
      initialTargets: Array(repeating: 0, count: springs))
    for i in 0..<springs { bank.retarget(i, to: Double(i + 1), at: 0, jump: false) }
    var values = [Double](repeating: 0, count: Component.radio.channelCount * n)
    let phi = bank.step.transition
    for frame in 1...3 {
      let before = (0..<springs).map { (x: bank[$0].x.pointee, v: bank[$0].v.pointee) }
      values.withUnsafeMutableBufferPointer {
        bank.advance(to: frame, layout: layout, selectors: n, values: $0.baseAddress!)
      }
      for i in 0..<springs {
        let (x, v) = phi.apply(before[i].x, before[i].v)
        #expect(bank[i].x.pointee == x && bank[i].v.pointee == v, "spring \(i), frame \(frame)")
        #expect(values[layout.springs[i / n] * n + i % n] == Double(i + 1) + x, "spring \(i), frame \(frame)")
      }
    }
    // The scalar form's arithmetic: x′ and v′ stored, target + x′ shown.
    let counted = Transition<CountingReal>(
      xx: CountingReal(phi.xx), xv: CountingReal(phi.xv), vx: CountingReal(phi.vx), vv: CountingReal(phi.vv))
    let counts = CountingReal.record {
      let (x, v) = counted.apply(CountingReal(-1), CountingReal(0))
      _ = (Double(x), Double(v), Double(CountingReal(1) + x))
    }
    #expect(Tally(counts, per: 1).madds == ExactStepBank.frameWork.madds)
  }

  /// The segmented selector's press, `.easeOut(duration: 0.2)`, and divider removal,
  /// `.linear(duration: 0.1)`, by their numbers in its timing curves.
  static let press = Component.segmented.timingCurves.firstIndex(
    of: TimingCurve(curve: .easeOut, duration: 0.2, delay: 0))!
  static let dividerOut = Component.segmented.timingCurves.firstIndex(
    of: TimingCurve(curve: .linear, duration: 0.1, delay: 0))!

  /// The operations of one frame of one timing layer of `curve`, evaluated in closed form by
  /// ``EvaluatedCurves``, `frame` frames after it began.
  static func layerFrame(_ curve: Int, frame: Int) throws -> [CountingReal.Operation: Int] {
    let block = SelectorBlock(kind: .segmented, selectors: [0], reduceMotion: [false], events: [[]])
    var curves = EvaluatedCurves(
      block, source: ClosedFormProgress<CountingReal>(hz: 120, kind: .segmented), hz: 120, combining: .blend)
    try curves.retargetTiming(0, to: 1, at: 0, curve: curve)
    // The writer's records live as long as the model.
    let model = ChannelModel(block, layout: block.layout)
    let pulses = model.writer
    var values = [Double](repeating: 0, count: Component.segmented.channelCount)
    for k in 1..<frame {
      values.withUnsafeMutableBufferPointer { curves.write(frame: k, values: $0.baseAddress!, pulses: pulses) }
    }
    return withExtendedLifetime(model) {
      values.withUnsafeMutableBufferPointer { out in
        CountingReal.record { curves.write(frame: frame, values: out.baseAddress!, pulses: pulses) }
      }
    }
  }

  @Test("A running linear layer: ClosedFormProgress's layer work, and less its progress TabulatedProgress's")
  func closedFormLayer() throws {
    let tally = Tally(try Self.layerFrame(Self.dividerOut, frame: 6), per: 1)
    let work = ClosedFormProgress<Double>.work
    #expect(tally.madds == work.layer.madds + work.write.madds)
    #expect(tally.calls.isEmpty)
    // Less the closed form's progress, what is left is the fold: a tabulated layer's arithmetic.
    let progress = Tally(
      CountingReal.record {
        var hint = CountingReal(0)
        let source = ClosedFormProgress<CountingReal>(hz: 120, kind: .segmented)
        _ = Double(source.timing(Self.dividerOut, elapsed: 6, hint: &hint))
      }, per: 1)
    #expect(progress.adds > 0)
    let fold = max(tally.multiplies - progress.multiplies, tally.adds - progress.adds)
    #expect(fold == TabulatedProgress.work.layer.madds + TabulatedProgress.work.write.madds)
  }

  @Test("A Bézier solve: y(s) and one Newton step are ClosedFormProgress's solve work; frames take more steps")
  func closedFormSolve() throws {
    let linear = Tally(try Self.layerFrame(Self.dividerOut, frame: 6), per: 1)
    // The press's frames strictly inside its 0.2 s, each after the frames before it (its hint).
    let solves = try (1..<24).map { frame in
      Tally(try Self.layerFrame(Self.press, frame: frame), per: 1).multiplies - linear.multiplies
    }
    // Frames differ by whole Newton steps: their greatest common difference is one step's
    // multiplications, and what is left of any frame's is y(s)'s.
    func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
    let fewest = Int(try #require(solves.min()))
    let step = solves.reduce(0) { gcd($0, Int($1) - fewest) }
    try #require(step > 0)
    let once = Double(fewest % step + step)
    let work = ClosedFormProgress<Double>.work
    #expect(once == work.solve.madds)
    // The model counts one step, a lower bound: at 120 Hz the press's frames take 3 to 7.
    #expect(solves.allSatisfy { $0 >= work.solve.madds })
    #expect((fewest - Int(once)) / step + 1 == 3 && (Int(solves.max() ?? 0) - Int(once)) / step + 1 == 7)
  }
}
