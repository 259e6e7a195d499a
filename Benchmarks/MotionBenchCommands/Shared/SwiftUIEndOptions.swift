import BenchmarkKit
import SpringTuning

/// `--hz`, the display's frame rate for SwiftUI's end time, shared by `tune` and `sweep`.
enum SwiftUIEndOptions {
  /// The option, default 120.
  /// - Parameter help: What the frame rate is used for in this command.
  static func spec(help: String) -> OptionSpec {
    let rates = SwiftUIEndMeasure.frameRates
    return .option(
      "hz", valueName: "H",
      help: help + " Frames per second, from \(Int(rates.lowerBound)) to \(Int(rates.upperBound)).",
      defaultValue: "120")
  }

  /// `--hz`, checked to lie in ``SwiftUIEndMeasure/frameRates``.
  /// - Throws: ``UsageError`` naming the value.
  static func frameRate(_ parsed: ParsedArguments) throws(UsageError) -> Double {
    try parsed.require("hz", .number(in: SwiftUIEndMeasure.frameRates))
  }
}
