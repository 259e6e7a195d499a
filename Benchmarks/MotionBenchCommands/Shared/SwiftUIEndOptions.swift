import BenchmarkKit
import MotionCurves
import SpringTuning

/// `--hz`, the display's frame rate for SwiftUI's end time, shared by `tune` and `sweep`.
enum SwiftUIEndOptions {
  /// The option, default 120, checked to lie in ``SwiftUIEndMeasure/frameRates``.
  /// - Parameter help: What the frame rate is used for in this command.
  static func hz(help: String) -> Option<Double> {
    let rates = SwiftUIEndMeasure.frameRates
    return Option(
      "hz", valueName: "H",
      help: help
        + " Frames per second, from \(MotionLimits.format(rates.lowerBound)) to \(MotionLimits.format(rates.upperBound)).",
      default: "120", .number(in: rates))
  }
}
