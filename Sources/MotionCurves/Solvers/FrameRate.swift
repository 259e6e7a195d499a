/// The one rule between frames and times: frame k is at t = k / hz, exactly as that division
/// rounds.
///
/// Times a user writes (an event's time, a window's end) meet the frames with a tolerance: a
/// product t·hz within a relative 1e-12 of an integer counts as that integer, so 0.1 s at
/// 120 Hz is frame 12 however 0.1·120 rounds (``firstFrame(atOrAfter:)``,
/// ``lastFrame(atOrBefore:)``). Times a model computes (a motion's start, a settling time) are
/// compared exactly with the frames' times k / hz (``firstFrame(notBefore:)``,
/// ``firstFrame(after:)``).
public struct FrameRate: Hashable, Sendable {
  /// Frames per second (> 0, finite).
  public let hz: Double

  /// Creates a frame rate.
  ///
  /// - Parameter hz: Frames per second (> 0, finite).
  @inlinable
  public init(hz: Double) { self.hz = hz }

  /// Frame k's time, k / hz: every frame's time is this value.
  ///
  /// - Parameter frame: The frame index.
  /// - Returns: Its time in seconds.
  @inlinable
  public func time(_ frame: Int) -> Double { Double(frame) / hz }

  /// The first frame at or after a written time: ⌈t·hz·(1 − 1e-12)⌉, as an event at `t` takes
  /// effect (UIKit delivers touches once per frame).
  ///
  /// - Parameter t: A finite time in seconds, |t·hz| below 2⁶³.
  /// - Returns: The frame index.
  @inlinable
  public func firstFrame(atOrAfter t: Double) -> Int { Int((t * hz * (1 - 1e-12)).rounded(.up)) }

  /// The last frame at or before a written time: ⌊t·hz·(1 + 1e-12)⌋, as a window ending at `t`
  /// includes it.
  ///
  /// - Parameter t: A finite time in seconds, |t·hz| below 2⁶³.
  /// - Returns: The frame index.
  @inlinable
  public func lastFrame(atOrBefore t: Double) -> Int { Int((t * hz * (1 + 1e-12)).rounded(.down)) }

  /// The first frame k whose time k / hz is at or after a computed time `t`, exactly.
  ///
  /// - Parameter t: A finite time in seconds, |t·hz| below 2⁶³.
  /// - Returns: The frame index.
  @inlinable
  public func firstFrame(notBefore t: Double) -> Int {
    var k = Int((t * hz).rounded(.up))
    while time(k - 1) >= t { k -= 1 }
    while time(k) < t { k += 1 }
    return k
  }

  /// The first frame k whose time k / hz is strictly after a computed time `t`, exactly.
  ///
  /// - Parameter t: A finite time in seconds, |t·hz| below 2⁶³.
  /// - Returns: The frame index.
  @inlinable
  public func firstFrame(after t: Double) -> Int {
    var k = Int((t * hz).rounded(.down)) + 1
    while time(k - 1) > t { k -= 1 }
    while time(k) <= t { k += 1 }
    return k
  }
}
