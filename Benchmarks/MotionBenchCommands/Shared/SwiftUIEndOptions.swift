import BenchmarkKit
import MotionCurves
import SpringTuning

/// `--hz`, the display's frame rate for SwiftUI's end time, shared by `tune` and `sweep`.
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
}
