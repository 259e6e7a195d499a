import BenchmarkKit
import MotionCurves
import SpringTuning

/// The ranges of the numeric options several subcommands share, in one place so that the
/// commands agree. Each keeps every derived figure (frame counts, stiffness, slopes) finite.
enum OptionRanges {
  /// Frames per second: one range for every subcommand, a display's (and SwiftUI's) rates.
  static let hz = SwiftUIEndMeasure.frameRates
  /// Sampled or simulated seconds.
  static let seconds = MotionLimits.duration
  /// GSL's relative and absolute tolerances: below 1e-16 no double can meet them.
  static let tolerance = 1e-16...1.0
  /// Positions and targets, in their own units (points for sizes and offsets: `100pt` too).
  static let value = ValueParser<Double>.number(magnitudeAtMost: MotionLimits.magnitude, unit: " pt")
  /// Worker threads.
  static let threads = ValueParser<Int>.positiveInt(maximum: 1024)
  /// Velocities, in value units (or changes) per second.
  static let velocity = ValueParser<Double>.number(magnitudeAtMost: MotionLimits.velocity)
}
