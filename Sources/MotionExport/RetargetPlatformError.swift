import MotionCurves

/// Why a platform's animations of a channel cannot be made.
public enum RetargetPlatformError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The device is the scene's own `swiftui` solver, not a platform model.
  case device
  /// The channel's move is out of an export move's range.
  case invalidMove(String)
  /// CSS's `linear()` cannot express a spring that never settles within the band in 60 s.
  case noEasing(Double, Double)

  public var description: String {
    switch self {
    case .device: "swiftui is the device: the scene's swiftui solver, not a platform model"
    case .invalidMove(let reason): "the channel's move is out of range: \(reason)"
    case .noEasing(let duration, let bounce):
      "css cannot express .spring(duration: \(MotionLimits.format(duration)), bounce: \(MotionLimits.format(bounce))): "
        + "it does not settle within the band in \(MotionLimits.format(ExportMove.followLimit)) s, so linear() has no end"
    }
  }
}
