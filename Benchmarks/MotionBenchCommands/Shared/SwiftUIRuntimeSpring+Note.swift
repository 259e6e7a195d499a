import MotionCurves
import SpringTuning

extension SwiftUIRuntimeSpring {
  /// How a note on SwiftUI's end of an animation reads after its label, as `curve` and `trace`
  /// print it with `--solver swiftui`:
  ///
  ///     ends at 1.25 s (exact settling 0.735 s), jump 0.000522
  ///
  /// - Parameters:
  ///   - ending: When this runtime ends the animation (``ending(displacement:velocity:start:hz:limit:)``).
  ///   - limit: How long the search followed the animation, in seconds.
  ///   - lastFrame: The time of the last frame written.
  ///   - settle: The settling figure, shown in parentheses (e.g. `exact settling 0.735 s`).
  ///   - jumpPoints: The jump in points or levels with its unit (`0.0076 pt`), shown after the jump.
  /// - Returns: The note without its label.
  func endingNote(
    _ ending: Ending, limit: Double, lastFrame: Double, settle: String, jumpPoints: String? = nil
  ) -> String {
    func f(_ value: Double) -> String { SpringExpression.format(value, significantDigits: 4) }
    guard ending.time.isFinite else {
      guard isStable(coefficients) else {
        return "never ends: the runtime's step is unstable for this spring (damping·h = "
          + "\(f(coefficients.damping * step)) ≥ 2 − stiffness·h²/2), so its values diverge (\(settle))"
      }
      return "does not end within \(f(limit)) s (\(settle))"
    }
    let after = ending.time > lastFrame ? ", after the last frame written" : ""
    return
      "ends at \(f(ending.time)) s\(after) (\(settle)), jump \(f(ending.jump))\(jumpPoints.map { " (\($0))" } ?? "")"
  }
}
