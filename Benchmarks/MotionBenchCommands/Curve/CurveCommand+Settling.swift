import BenchmarkPictures
import MotionCurves
import SelectorSimulation
import SpringTuning

extension CurveCommand {
  /// What `curve` knows of one animation's settling, as its CSV records it.
  struct Settling {
    /// The value the animation comes to rest at.
    var target: Double
    /// The band's half-width in value units.
    var band: Double
    /// The settle time in seconds from t = 0; nil when the animation never settles.
    var settleTime: Double?
    /// With `--solver swiftui`, for a fluid spring: when SwiftUI's stop rule ends the animation.
    var stop: SwiftUIRuntimeSpring.Ending?
  }

  /// The change a share band is a share of: target − the value at t = 0 (`--from`), or with
  /// `--retarget` the last change of target (the last TARGET − the target before it).
  func change(of motion: Motion) -> Double {
    guard !retargets.isEmpty else { return motion.target - from }
    return motion.target - (retargets.count > 1 ? retargets[retargets.count - 2].target : to)
  }

  /// One motion's settling, computed by the model, never read back from the samples (of the
  /// motion after its last retarget, ``lastPart(of:)``):
  ///
  /// - a spring on the closed form (or a solver that approximates it): its exact settling time
  ///   within the band (``Spring/settlingTime(displacement:velocity:threshold:)``);
  /// - a fluid spring with `--solver swiftui`: the device settle time, the first frame from which
  ///   every frame the runtime shows stays within the band, and SwiftUI's stop
  ///   (``DeviceMetrics/settling(of:start:displacement:velocity:hz:band:limit:)``);
  /// - a timing curve or keyframe track: the first frame (at `--hz`) from which every frame of its
  ///   closed form stays within the band.
  func settling(_ motion: Motion) throws -> Settling {
    let band = band.distance(change: change(of: motion))
    var result = Settling(target: motion.target, band: band)
    switch Self.lastPart(of: motion) {
    case .spring(let m):
      if solver == .swiftUI, let runtime = swiftUIRuntime(m) {
        let limit = min(SwiftUIRuntimeSpring.defaultEndingLimit, Double(Self.maximumFrames) / hz)
        let device = DeviceMetrics.settling(
          of: runtime, start: m.start, displacement: m.displacement, velocity: m.velocity, hz: hz, band: band,
          limit: limit)
        result.settleTime = device.settleTime.isFinite ? device.settleTime : nil
        result.stop = device.stop
      } else {
        let time = settleTime(m)
        result.settleTime = time.isFinite ? time : nil
      }
    case .constant, .keyframes, .timing, .handoff:
      guard let last = naturalLastFrame(motion) else { break }
      let frames = Frames(hz: hz, range: 0..<(last + 1))
      let samples = try ClosedFormSolver().sample(motion, frames: frames)
      result.settleTime = SettleTracker.settled(
        t: frames.range.map(frames.time), value: samples.values, target: motion.target, band: band)
    }
    return result
  }

  /// The motion after every handoff: what a retarget (or a delayed spring) hands the value to.
  static func lastPart(of motion: Motion) -> Motion {
    guard case .handoff(_, let next, _) = motion else { return motion }
    return lastPart(of: next)
  }

  /// When a spring motion settles exactly within this command's band, in seconds from t = 0:
  /// ``Spring/settlingDuration(target:initialVelocity:epsilon:)`` for a share of the change,
  /// ``Spring/settlingTime(displacement:velocity:threshold:)`` for points.
  func settleTime(_ m: SpringMotion) -> Double {
    switch band {
    case .share(let epsilon):
      m.start + m.spring.settlingDuration(target: -m.displacement, initialVelocity: m.velocity, epsilon: epsilon)
    case .shown(let points):
      m.start + m.spring.settlingTime(displacement: m.displacement, velocity: m.velocity, threshold: points)
    }
  }
}

extension CurveCommand {
  /// One animation's settling on the device model's animator (``usesAnimator``), read from the
  /// frames it shows until it comes to rest (for at most 1000 s or the frame budget): the first
  /// frame from which every frame stays within the band, and when SwiftUI's stop rule ended the
  /// last fluid spring.
  ///
  /// - Parameters:
  ///   - expression: The animation.
  ///   - motion: Its closed-form motion, whose target the animator comes to rest at too.
  /// - Returns: The settling.
  /// - Throws: ``CurveError`` from ``deviceRun(_:lastFrame:untilRest:)``.
  func deviceSettling(_ expression: AnimationExpression, motion: Motion) throws(CurveError) -> Settling {
    let band = band.distance(change: change(of: motion))
    let rate = FrameRate(hz: hz)
    let limit = rate.lastFrame(
      atOrBefore: min(SwiftUIRuntimeSpring.defaultEndingLimit, Double(Self.maximumFrames) / hz))
    let run = try deviceRun(expression, lastFrame: limit, untilRest: true)
    let times = run.samples.values.indices.map(rate.time)
    return Settling(
      target: motion.target, band: band,
      settleTime: SettleTracker.settled(t: times, value: run.samples.values, target: motion.target, band: band),
      stop: run.stop)
  }
}
