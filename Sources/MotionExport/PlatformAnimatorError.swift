import MotionCurves

/// Why a platform's animations of a channel cannot be made (``PlatformAnimator``).
public enum PlatformAnimatorError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The device is the scene's own `swiftui` solver, not a platform model.
  case device
  /// The platform is not run under interruption in that form (named as `scene --platform` would
  /// name it): a design token is data, and only Framer Motion and Reanimated have a duration form.
  case notAnimated(String)
  /// The channel's move is out of an export move's range.
  case invalidMove(String)
  /// CSS's `linear()` cannot express a spring that never settles within the band in 60 s.
  case noEasing(Double, Double)

  public var description: String {
    switch self {
    case .device: "swiftui is the device: the scene's swiftui solver, not a platform model"
    case .notAnimated(let name):
      "\(name) is not run under interruption; the platforms that are: "
        + ExportPlatform.Variant.allCases.map(\.rawValue).joined(separator: ", ")
    case .invalidMove(let reason): "the channel's move is out of range: \(reason)"
    case .noEasing(let duration, let bounce):
      "css cannot express .spring(duration: \(MotionLimits.format(duration)), bounce: \(MotionLimits.format(bounce))): "
        + "it does not settle within the band in \(MotionLimits.format(ExportMove.followLimit)) s, so linear() has no end"
    }
  }
}
