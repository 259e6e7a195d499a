import Glibc

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
  public func frames(from: Double, to: Double, velocity v0: Double, hz: Double, count: Int, stopping: Bool = true)
    -> [Frame]
  {
    let change = to - from
    let h = 1 / stepsPerSecond
    var offset = 0.0
    var velocity = v0
    var force = 0.0
    var taken = 0
    var ended = false
    var result: [Frame] = []
    for i in 0..<count {
      let time = Double(i) / hz
      while !ended && Double(taken) / stepsPerSecond < time - 1e-9 {
        let half = velocity + force * h / 2
        offset += half * h
        force = stiffness * (change - offset) - damping * half
        velocity = half + force * h / 2
        taken += 1
      }
      if stopping && !ended {
        ended =
          components * velocity * velocity <= 0.0036 && components * force * force <= 0.0036
          && abs(change - offset) <= 0.01 * abs(change)
      }
      result.append(
        ended
          ? Frame(value: to, velocity: 0, ended: true) : Frame(value: from + offset, velocity: velocity, ended: false))
    }
    return result
  }
}
