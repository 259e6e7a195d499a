import MotionCurves

extension CSSLinearEasing {
  /// The error of a `linear()` transition on an interrupted move: at mid-move the target goes
  /// back to the start.
  public struct Retarget: Hashable, Sendable {
    /// When the target changes: the first frame at or after the spring passes the middle of the move.
    public let time: Double
    /// The reversed transition's duration: the easing's, shortened by CSS's reversing factor.
    public let reversedDuration: Double
    /// The largest deviation from the closed form (which keeps its velocity), in value units.
    public let deviationVsClosedForm: Double
    /// The largest deviation from the device (the runtime retargets with its velocity).
    public let deviationVsDevice: Double
  }

  /// The transition interrupted at mid-move by a change of target back to `from`.
  ///
  /// The browser starts a new transition from the value shown, at rest, toward `from`; as the
  /// new target is the old start, CSS Transitions shortens it by the reversing shortening factor,
  /// |output progress at the interruption| clamped to [0, 1]. The spring (closed form and
  /// device) keeps its value and velocity and heads for `from`.
  ///
  /// - Parameter move: The move the easing was fitted to.
  /// - Returns: The errors, or nil when the spring never passes the middle of the move.
  public func retarget(_ move: ExportMove) -> Retarget? {
    let response = SpringResponse<Double>(move.spring)
    let middle = (move.from + move.to) / 2
    var frame = 1
    while frame <= move.frameLimit, (move.closedForm(at: move.time(frame)) - middle) * (move.from - middle) > 0 {
      frame += 1
    }
    guard frame <= move.frameLimit else { return nil }
    let t0 = move.time(frame)
    let progress = value(at: t0 / duration)
    let shown = move.from + move.change * progress
    let reversed = duration * Self.reversingShorteningFactor(output: progress)
    let state = response.state(at: t0, displacement: move.displacement, velocity: move.velocity)
    let releasedValue = move.to + state.x
    let settleBack = move.spring.settlingTime(
      displacement: releasedValue - move.from, velocity: state.v, threshold: move.visibleThreshold / 2)
    let horizon = t0 + max(reversed, settleBack.isFinite ? settleBack : ExportMove.followLimit) + 1
    let last = min(move.frameLimit, Int((horizon * move.hz).rounded(.up)))
    let device = move.fluid.map { DeviceRetarget(move, fluid: $0, at: t0, to: move.from) }
    var worstClosed = 0.0
    var worstDevice = 0.0
    for i in 0...last {
      let t = move.time(i)
      let css: Double
      let closed: Double
      if i < frame {
        css = value(at: t, from: move.from, to: move.to)
        closed = move.closedForm(at: t)
      } else {
        css = value(at: t - t0, from: shown, to: move.from, duration: reversed)
        closed =
          move.from
          + response.state(at: t - t0, displacement: releasedValue - move.from, velocity: state.v).x
      }
      worstClosed = max(worstClosed, abs(css - closed))
      worstDevice = max(worstDevice, abs(css - (device?.value(at: i) ?? closed)))
    }
    return Retarget(
      time: t0, reversedDuration: reversed, deviationVsClosedForm: worstClosed, deviationVsDevice: worstDevice)
  }
}

/// The device's frames of a fluid spring's move retargeted once: the runtime keeps its state, its
/// force included, and heads for the new target (``SwiftUIRuntimeSpring/retarget(_:at:by:restartingAt:)``);
/// its frames are counted from its start, as ``Exporter``'s deviations count them.
struct DeviceRetarget {
  let values: [Double]

  init(_ move: ExportMove, fluid: FluidSpring, at t0: Double, to newTarget: Double) {
    var values: [Double] = []
    // Force-try is safe: the default step rate and one component are valid.
    let runtime = try! SwiftUIRuntimeSpring(fluid)
    var state = runtime.release(at: 0, displacement: move.displacement, velocity: move.velocity)
    var target = move.to
    var retargeted = false
    for i in 0...move.frameLimit {
      let t = move.time(i)
      if !retargeted, t >= t0 {
        runtime.advance(&state, to: t)
        runtime.retarget(&state, at: t, by: newTarget - target, restartingAt: t)
        target = newTarget
        retargeted = true
      }
      runtime.advance(&state, to: t)
      values.append(target + state.shownDisplacement)
      if retargeted, state.hasEnded { break }
    }
    self.values = values
  }

  func value(at i: Int) -> Double { i < values.count ? values[i] : values[values.count - 1] }
}
