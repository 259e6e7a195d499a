import BenchmarkKit
import MotionCurves
import SpringTuning

/// `--hz`, the display's frame rate for SwiftUI's end time, shared by `tune` and `sweep`, and the
/// move they measure SwiftUI's end and the device figures on.
enum SwiftUIEndOptions {
  /// ``SceneOptions/hz`` with help that says what the frame rate is for and its range.
  /// - Parameter help: What the frame rate is used for in this command.
  static func hz(help: String) -> Option<Double> {
    let rates = OptionRanges.hz
    return SceneOptions.hz.withHelp(
      help
        + " Frames per second, from \(MotionLimits.format(rates.lowerBound)) to \(MotionLimits.format(rates.upperBound))."
    )
  }

  /// The move of `change` at `hz`, both as parsed.
  ///
  /// - Parameters:
  ///   - change: `--change` (or the command's default change).
  ///   - hz: `--hz`.
  ///   - start: `--device-start`.
  /// - Returns: The measure.
  /// - Throws: ``UsageError`` for a move the device model does not take (the options' ranges keep
  ///   `--hz` and `--change` inside its own).
  static func measure(change: Double, hz: Double, start: SwiftUIRuntimeStart) throws(UsageError) -> SwiftUIEndMeasure {
    do { return try SwiftUIEndMeasure(change: change, hz: hz, start: start) } catch { throw UsageError("\(error)") }
  }
}
