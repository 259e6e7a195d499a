import MotionCurves
import SpringTuning

extension CurveCommand {
  /// The runtime model of a fluid spring motion at this command's components, or nil for a
  /// spring SwiftUI evaluates in closed form (`interpolatingSpring`).
  func swiftUIRuntime(_ m: SpringMotion) -> SwiftUIRuntimeSpring? {
    // Force-try is safe: the components were validated in 1…64 and the step rate is the default.
    m.fluid.map { try! SwiftUIRuntimeSpring($0, components: solverSettings.components) }
  }

  /// When the runtime ends a fluid spring motion on this command's frames, following it for at
  /// most 1000 s or the frame budget; nil for a spring that is not fluid, or whose displacement
  /// or velocity is not finite or whose release is too late to follow.
  func swiftUIEnding(_ m: SpringMotion) -> SwiftUIRuntimeSpring.Ending? {
    let limit = min(SwiftUIRuntimeSpring.defaultEndingLimit, Double(Self.maximumFrames) / hz)
    return swiftUIRuntime(m).flatMap { runtime in
      try? runtime.ending(displacement: m.displacement, velocity: m.velocity, start: m.start, hz: hz, limit: limit)
    }
  }

  /// The line `--solver swiftui` prints on standard error: when the runtime ends the animation
  /// (a frame later under `--device-start frame`, whose move begins a frame late), beside the
  /// exact settling time, and how far the value jumps to the target then.
  ///
  ///     swiftui: ends at 1.25 s (exact settling 0.735 s), jump 0.000522
  ///     swiftui: ends at 0.9333 s (settled on the device from 0.35 s, the closed form from 0.4994 s, within 1/3 pt), jump 0.001118
  ///
  /// - Parameters:
  ///   - motion: The animation's motion.
  ///   - lastFrame: The time of the last frame written.
  ///   - label: What the note starts with: `swiftui`, or with several animations `swiftui (<animation>)`.
  ///   - settling: With a band given, the animation's settling: the note then gives its device
  ///     settle time and the closed form's within that band instead of the exact settling.
  /// - Returns: The note, without a newline.
  func swiftUINote(_ motion: Motion, lastFrame: Double, label: String = "swiftui", settling: Settling? = nil) -> String
  {
    func f(_ value: Double) -> String { SpringExpression.format(value, significantDigits: 4) }
    guard case .spring(let m) = motion, let runtime = swiftUIRuntime(m) else {
      return "\(label): not a fluid spring; SwiftUI evaluates it in closed form, and so does this solver"
    }
    guard var ending = swiftUIEnding(m) else {
      return "\(label): cannot follow this animation to its end (its change, velocity or release time is out of range)"
    }
    if deviceStart == .frame, ending.time.isFinite {
      let rate = FrameRate(hz: hz)
      ending = SwiftUIRuntimeSpring.Ending(
        time: rate.time(rate.firstFrame(atOrAfter: ending.time) + 1), jump: ending.jump)
    }
    var settle = "exact settling \(f(Self.settlingTime(m))) s"
    if let settling {
      let device = settling.settleTime.map { "settled on the device from \(f($0)) s" } ?? "never settles on the device"
      settle = "\(device), the closed form from \(f(settleTime(m))) s, \(band)"
    }
    let limit = min(SwiftUIRuntimeSpring.defaultEndingLimit, Double(Self.maximumFrames) / hz)
    return "\(label): " + runtime.endingNote(ending, limit: limit, lastFrame: lastFrame, settle: settle)
  }

  /// The line `--solver swiftui` prints on standard error for the device model's animator: when
  /// SwiftUI ends the last animation and how far the value jumps, as ``swiftUINote(_:lastFrame:label:settling:)``.
  ///
  ///     swiftui: ends at 2.083 s, jump 0.0009731
  ///
  /// - Parameters:
  ///   - expression: The animation.
  ///   - stop: When the last fluid spring ended (``deviceSettling(_:motion:)``).
  ///   - lastFrame: The time of the last frame written.
  ///   - label: What the note starts with.
  /// - Returns: The note, without a newline.
  func deviceNote(
    _ expression: AnimationExpression, stop: SwiftUIRuntimeSpring.Ending?, lastFrame: Double, label: String
  )
    -> String
  {
    func f(_ value: Double) -> String { SpringExpression.format(value, significantDigits: 4) }
    let last = retargets.last?.animation?.expression ?? expression
    guard case .animation(let animation) = last, animation.fluid != nil else {
      return "\(label): the last animation is not a fluid spring; SwiftUI evaluates it in closed form, and so does "
        + "this solver"
    }
    guard let stop else {
      let limit = min(SwiftUIRuntimeSpring.defaultEndingLimit, Double(Self.maximumFrames) / hz)
      return "\(label): does not end within \(f(limit)) s"
    }
    let after = stop.time > lastFrame ? ", after the last frame written" : ""
    return "\(label): ends at \(f(stop.time)) s\(after), jump \(f(stop.jump))"
  }
}
