import MotionCurves
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

  /// The change a share band is a share of: target − the value at t = 0 (`--from`).
  func change(of motion: Motion) -> Double { motion.target - from }

  /// One motion's settling, computed by the model, never read back from the samples:
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
    switch motion {
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
    case let other:
      guard let last = naturalLastFrame(other) else { break }
      let frames = Frames(hz: hz, range: 0..<(last + 1))
      let samples = try ClosedFormSolver().sample(other, frames: frames)
      result.settleTime = SettleTracker.settled(
        t: frames.range.map(frames.time), value: samples.values, target: motion.target, band: band)
    }
    return result
  }

  /// When a spring motion settles exactly within this command's band, in seconds from t = 0:
  /// ``Spring/settlingDuration(target:initialVelocity:epsilon:)`` for a share of the change,
  /// ``Spring/settlingTime(displacement:velocity:threshold:)`` for points.
  func settleTime(_ m: SpringMotion) -> Double {
    switch band {
    case .share(let epsilon):
      m.start + m.spring.settlingDuration(target: -m.displacement, initialVelocity: m.velocity, epsilon: epsilon)
    case .points(let points, _):
      m.start + m.spring.settlingTime(displacement: m.displacement, velocity: m.velocity, threshold: points)
    }
  }
}
