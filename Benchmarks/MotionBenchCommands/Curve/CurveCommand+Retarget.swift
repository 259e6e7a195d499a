import BenchmarkKit
import MotionCurves

extension CurveCommand {
  /// One `--retarget T:TARGET[:ANIMATION]`: at T seconds the target becomes TARGET, animated by
  /// ANIMATION, or by each curve's own animation when none is given.
  struct Retarget: Equatable {
    var time: Double
    var target: Double
    var animation: AnimationArgument?
  }

  /// The parser of one `--retarget` value. T and TARGET are numbers (`0.5`, `500ms`; `100`,
  /// `100pt`); what follows the second colon is the animation, colons and all.
  static let retargetItem = ValueParser<Retarget> { text, name throws(ValidationError) in
    let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
    let times = MotionLimits.delay
    let form =
      "T:TARGET[:ANIMATION] with T a time from \(MotionLimits.format(times.lowerBound)) to "
      + "\(MotionLimits.format(times.upperBound)) s and TARGET a number from \(MotionLimits.format(-MotionLimits.magnitude)) "
      + "to \(MotionLimits.format(MotionLimits.magnitude))"
    guard parts.count >= 2, let time = DecimalNumber.parse(parts[0], unit: " s"), times.contains(time),
      !time.isSubnormal, let target = DecimalNumber.parse(parts[1], unit: " pt"),
      abs(target) <= MotionLimits.magnitude, !target.isSubnormal
    else { throw .invalidValue(name: name, expected: form, got: text) }
    guard parts.count == 3 else { return Retarget(time: time, target: target, animation: nil) }
    do {
      let expression = try AnimationExpression(parsing: parts[2])
      return Retarget(
        time: time, target: target, animation: AnimationArgument(source: parts[2], expression: expression))
    } catch {
      throw .invalidValue(
        name: name,
        expected: "T:TARGET:ANIMATION with ANIMATION an animation as for <animation>; here ANIMATION \(error)",
        got: text)
    }
  }

  /// Checks the retargets: in increasing time order, each within the window.
  /// - Throws: ``UsageError`` naming the first retarget out of the window or out of order.
  func validateRetargets() throws(UsageError) {
    let window = seconds ?? Self.maximumDefaultSeconds
    for (index, retarget) in retargets.enumerated() {
      guard retarget.time <= window else {
        throw UsageError(
          "--retarget \(index + 1) at \(MotionLimits.format(retarget.time)) s is outside the window: frames run from 0 "
            + "to \(MotionLimits.format(window)) s (\(seconds == nil ? "the longest default window" : "--seconds"))")
      }
      if index > 0, retarget.time <= retargets[index - 1].time {
        throw UsageError(
          "--retarget \(index + 1) at \(MotionLimits.format(retarget.time)) s must come after --retarget \(index) at "
            + "\(MotionLimits.format(retargets[index - 1].time)) s: give them in time order")
      }
    }
  }

  /// Whether the device model's animator samples the curves: `--solver swiftui` with a retarget
  /// or `--device-start frame`. Without either, the swiftui solver samples each motion as before.
  var usesAnimator: Bool { solver == .swiftUI && (!retargets.isEmpty || deviceStart != .immediate) }

  /// The changes of one animation's value: its own move at t = 0, then the retargets.
  ///
  /// - Parameter expression: The animation, which retargets without their own animation take.
  /// - Returns: The changes in time order.
  func changes(_ expression: AnimationExpression) -> [SwiftUIAnimator.Change] {
    [SwiftUIAnimator.Change(at: 0, to: to, with: expression)]
      + retargets.map { .init(at: $0.time, to: $0.target, with: $0.animation?.expression ?? expression) }
  }

  /// The device model's animator of one animation, before its first frame.
  ///
  /// - Parameter expression: The animation.
  /// - Returns: The animator.
  /// - Throws: ``CurveError`` for a value the animator refuses (the options' ranges keep them out).
  func animator(_ expression: AnimationExpression) throws(CurveError) -> SwiftUIAnimator {
    try SwiftUIAnimator(
      from: from, velocity: velocity, changes: changes(expression), components: solverSettings.components,
      start: deviceStart, carry: .frame, frameInterval: 1 / hz)
  }

  /// What the device model shows of one animation over a run of frames from t = 0.
  struct DeviceRun {
    var samples: Samples
    /// The first frame from which the animator no longer animates (every later frame shows the
    /// same), or nil when it still does at the last frame.
    var restFrame: Int?
    /// When SwiftUI's stop rule ended the last fluid spring, if it started at or after the last
    /// change and ended within the run.
    var stop: SwiftUIRuntimeSpring.Ending?
  }

  /// Runs the animator of one animation over frames 0 … `lastFrame`, stopping early at rest
  /// when `untilRest`.
  ///
  /// - Parameters:
  ///   - expression: The animation.
  ///   - lastFrame: The last frame to show.
  ///   - untilRest: Whether to stop at the first frame at rest.
  /// - Returns: The frames shown, where the animator came to rest and SwiftUI's last stop.
  /// - Throws: ``CurveError`` from ``animator(_:)``.
  func deviceRun(_ expression: AnimationExpression, lastFrame: Int, untilRest: Bool = false) throws(CurveError)
    -> DeviceRun
  {
    var animator = try animator(expression)
    let rate = FrameRate(hz: hz)
    var values: [Double] = []
    var velocities: [Double] = []
    var restFrame: Int?
    for i in 0...lastFrame {
      let shown = animator.frame(at: rate.time(i))
      values.append(shown.value)
      velocities.append(shown.velocity)
      if animator.isAnimating {
        restFrame = nil
      } else if restFrame == nil {
        restFrame = i
        if untilRest { break }
      }
    }
    let lastChange = retargets.last?.time ?? 0
    let stop = animator.endings.last.flatMap { $0.time >= lastChange ? $0 : nil }
    return DeviceRun(samples: Samples(values: values, velocities: velocities), restFrame: restFrame, stop: stop)
  }

  /// The frame at which each retarget first shows, keyed by frame index, with its target.
  var retargetFrames: [Int: Double] {
    let rate = FrameRate(hz: hz)
    var frames: [Int: Double] = [:]
    for retarget in retargets { frames[rate.firstFrame(atOrAfter: retarget.time)] = retarget.target }
    return frames
  }
}
