import MotionCurves

/// When SwiftUI's runtime ends a spring animation, and how far the value jumps then, for a
/// change of a given size at a given frame rate.
///
/// Unlike every ``SpringMetrics`` metric this is not scale-free: the runtime steps at a fixed
/// 1/300 s, its frames are those of the display, and its stop rule bounds the velocity and force
/// in the value's own units (see ``SwiftUIRuntimeSpring``). So the end time of a 100 pt move
/// differs from that of an opacity change of 1, and it jumps from frame to frame as the spring's
/// parameters change: it is a step function of duration and bounce.
public struct SwiftUIEndMeasure: Hashable, Sendable {
  /// The change the value moves through, in its own units (points, or 1 for a unit change).
  public let change: Double
  /// Frames per second of the display.
  public let hz: Double
  /// When the animation begins: at t = 0, the frame of the change (``SwiftUIRuntimeStart/immediate``),
  /// or on the frame after it (``SwiftUIRuntimeStart/frame``, as SwiftUI's animator begins it).
  public let start: SwiftUIRuntimeStart

  /// The release time, the origin of the runtime's grid: 0, or the second frame's time 1/hz
  /// under ``SwiftUIRuntimeStart/frame``. Frame 0 (the change) and frame 1 show the start then.
  public var releaseTime: Double { FrameRate(hz: hz).time(start == .frame ? 1 : 0) }

  /// The frame rates allowed, in frames per second.
  public static let frameRates: ClosedRange<Double> = 1...1000

  /// Creates a measure.
  ///
  /// - Parameters:
  ///   - change: The change, finite and > 0.
  ///   - hz: Frames per second, in ``frameRates``.
  ///   - start: When the animation begins.
  /// - Throws: ``TuningError/invalidValue(name:value:allowed:)`` naming the value out of range.
  public init(change: Double, hz: Double, start: SwiftUIRuntimeStart = .immediate) throws(TuningError) {
    guard change.isFinite, change > 0 else {
      throw .invalidValue(name: "change", value: change, allowed: "a positive finite number")
    }
    guard Self.frameRates.contains(hz) else {
      throw .invalidValue(name: "frame rate", value: hz, allowed: "from 1 to 1000 frames per second")
    }
    self.change = change
    self.hz = hz
    self.start = start
  }

  /// When the runtime ends a fluid spring moving through the change, released at ``releaseTime``
  /// (the change at t = 0).
  ///
  /// - Parameters:
  ///   - fluid: The spring.
  ///   - initialVelocity: The velocity at release in changes per second (finite).
  /// - Returns: The end time in seconds (`.infinity` if it does not end within 1000 s or the step
  ///   is unstable) and the jump in the change's units (NaN if it never ends).
  public func ending(_ fluid: FluidSpring, initialVelocity: Double = 0) -> SwiftUIRuntimeSpring.Ending {
    // Force-try is safe: the default step rate and one component are valid, the change and hz
    // are validated, and 1000 s at 1000 Hz is within the frame budget; a non-finite velocity
    // is the only other failure, and it never ends.
    let runtime = try! SwiftUIRuntimeSpring(fluid)
    return
      (try? runtime.ending(
        displacement: -change, velocity: initialVelocity * change, start: releaseTime, hz: hz)) ?? .never
  }

  /// When the runtime ends a spring used as `.spring(_:)`: its response and damping ratio.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - initialVelocity: The velocity at release in changes per second.
  /// - Returns: The ending, as for its fluid spring.
  public func ending(_ spring: Spring, initialVelocity: Double = 0) -> SwiftUIRuntimeSpring.Ending {
    ending(FluidSpring(spring), initialVelocity: initialVelocity)
  }
}
