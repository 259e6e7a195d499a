/// The clock of SwiftUI's animator for one value: when an animation's time 0 is, and which
/// frames update it, after OpenSwiftUI's reconstruction of `AnimatorState` (SwiftUICore 6.5.4).
///
/// An animation that starts from rest goes through four phases, one per frame that passes the
/// frame gate:
///
/// - *pending*, the frame that sees the change: the animation's time 0 is that frame and it
///   shows its value at time 0 (the old value);
/// - *first*, the next frame: time 0 moves to this frame, which shows the previous value again;
/// - *second*, the frame after: if more than max(q, 1/60 s) + q has passed since time 0, time 0
///   moves so that only that much has; the frame shows the animation;
/// - *running*: every later frame shows the animation at its time since time 0.
///
/// So the animation starts on the frame after the change. The frame gate holds a frame that
/// comes earlier than half a frame interval q before the next expected update, where q is the
/// display's frame interval quantised down to a power of two times 1/240 s
/// (``quantized(frameInterval:)``) and the next update is the next multiple of q. With
/// ``SwiftUIRuntimeStart/immediate`` the clock runs from the change itself and updates every frame.
public struct SwiftUIAnimatorClock: Hashable, Sendable {
  /// The phase of an animation that starts from rest.
  public enum Phase: Hashable, Sendable {
    /// Created, not yet past a frame.
    case pending
    /// Past the frame that saw the change.
    case first
    /// Past the frame after it, whose time is time 0.
    case second
    /// Showing the animation on every frame the gate passes.
    case running
  }

  /// What one frame does to the clock.
  public struct Tick: Hashable, Sendable {
    /// Whether the frame shows the animation (false: it shows the previous frame's value).
    public var updates: Bool
    /// How far time 0 moved at this frame, in seconds; the animation's layers, whose times are
    /// absolute, move with it.
    public var shift: Double
  }

  /// The phase.
  public private(set) var phase: Phase
  /// Time 0 of the running animation, in seconds.
  public private(set) var beginTime: Double
  /// The earliest time (less q/2) at which the next frame updates.
  public private(set) var nextTime: Double
  /// q: the display's frame interval, quantised; 0 for the immediate rule.
  public let interval: Double

  /// q for a display's frame interval: exp2(⌊log2(240·interval) + 0.01⌋)/240, the largest power
  /// of two times 1/240 s that is not longer (1/60 s at 60 Hz, 1/120 s at 90 and 120 Hz).
  ///
  /// - Parameter frameInterval: Seconds between frames (> 0).
  /// - Returns: q in seconds.
  public static func quantized(frameInterval: Double) -> Double {
    cExp2((cLog2(frameInterval * 240) + 0.01).rounded(.down)) / 240
  }

  /// The clock of an animation that starts from rest at a change seen at `time`.
  ///
  /// - Parameters:
  ///   - time: The time of the change (immediate) or of the frame that sees it.
  ///   - start: The start rule.
  ///   - frameInterval: The display's frame interval (> 0), read by ``SwiftUIRuntimeStart/frame``.
  public init(at time: Double, start: SwiftUIRuntimeStart, frameInterval: Double) {
    beginTime = time
    switch start {
    case .immediate:
      phase = .running
      nextTime = -.infinity
      interval = 0
    case .frame:
      phase = .pending
      nextTime = time
      interval = Self.quantized(frameInterval: frameInterval)
    }
  }

  /// Advances the clock to a frame.
  ///
  /// - Parameter time: The frame's time, after the previous frame's.
  /// - Returns: Whether the frame shows the animation, and how far time 0 moved.
  public mutating func tick(at time: Double) -> Tick {
    guard time > nextTime - 0.5 * interval else { return Tick(updates: false, shift: 0) }
    var shift = 0.0
    switch phase {
    case .pending:
      shift = time - beginTime
      beginTime = time
      phase = .first
    case .first:
      phase = .second
      nextTime += time - beginTime
      shift = time - beginTime
      beginTime = time
      return Tick(updates: false, shift: shift)
    case .second:
      let longest = Swift.max(interval, 1.0 / 60) + interval
      if longest < time - beginTime {
        shift = time - longest - beginTime
        beginTime = time - longest
      }
      phase = .running
    case .running:
      break
    }
    nextTime = interval > 0 ? ((time / interval).rounded(.down) + 1) * interval : time
    return Tick(updates: true, shift: shift)
  }
}
