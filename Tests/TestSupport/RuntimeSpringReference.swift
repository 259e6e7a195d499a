#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An independent transcription of SwiftUI's runtime spring, written from the model's statement
/// in the offset form (the offset x moves from 0 toward the change Δ), without the production
/// kernel: the frames a display at `hz` shows of one animation released at t = 0.
public struct RuntimeSpringReference {
  public let stiffness: Double
  public let damping: Double
  public let stepsPerSecond: Double
  public let components: Double

  public init(response: Double, dampingFraction: Double, stepsPerSecond: Double = 300, components: Int = 1) {
    stiffness = min(pow(2 * Double.pi / response, 2), 45000)
    damping = 2 * stiffness.squareRoot() * dampingFraction
    self.stepsPerSecond = stepsPerSecond
    self.components = Double(components)
  }

  /// One frame as shown.
  public struct Frame {
    public var value: Double
    public var velocity: Double
    public var ended: Bool
  }

  /// Frames i/hz, i = 0..<count, of a change from `from` to `to` released at velocity `v0`; the
  /// frames must be at most 1 s apart (no stall). Without `stopping` the stop rule is not applied.
  ///
  /// The release is at frame `startFrame` (frames before it show `from`). At each retarget's frame,
  /// after that frame's steps, the change becomes `to − from` of the retarget, the offset, velocity
  /// and force go on as they are, and the steps count again from that frame: the device's rule. A
  /// change of 0 (a retarget back to `from`) ends on the velocity and force alone.
  public func frames(
    from: Double, to: Double, velocity v0: Double, hz: Double, count: Int, stopping: Bool = true,
    startFrame: Int = 0, retargets: [(frame: Int, to: Double)] = []
  ) -> [Frame] {
    var change = to - from
    let h = 1 / stepsPerSecond
    var origin = Double(startFrame) / hz
    var offset = 0.0
    var velocity = v0
    var force = 0.0
    var taken = 0
    var ended = false
    var target = to
    var result: [Frame] = []
    for i in 0..<count {
      let time = Double(i) / hz
      while !ended && Double(taken) / stepsPerSecond < time - origin - 1e-9 {
        let half = velocity + force * h / 2
        offset += half * h
        force = stiffness * (change - offset) - damping * half
        velocity = half + force * h / 2
        taken += 1
      }
      if let retarget = retargets.first(where: { $0.frame == i }) {
        target = retarget.to
        change = retarget.to - from
        origin = time
        taken = 0
      }
      if stopping && !ended && i >= startFrame {
        ended =
          components * velocity * velocity <= 0.0036 && components * force * force <= 0.0036
          && (change == 0 || abs(change - offset) <= 0.01 * abs(change))
      }
      result.append(
        ended
          ? Frame(value: target, velocity: 0, ended: true)
          : Frame(value: from + offset, velocity: i < startFrame ? 0 : velocity, ended: false))
    }
    return result
  }
}
