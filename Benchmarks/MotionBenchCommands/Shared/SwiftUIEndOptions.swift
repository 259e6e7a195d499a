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
  /// - Returns: The measure.
  static func measure(change: Double, hz: Double) -> SwiftUIEndMeasure {
    // Force-try is safe: --hz is parsed within SwiftUIEndMeasure.frameRates (OptionRanges.hz) and
    // --change within SettlingBandOptions.changeRange, so both are positive and finite.
    try! SwiftUIEndMeasure(change: change, hz: hz)
  }
}
