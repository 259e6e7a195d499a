import CRoofline
import Glibc

/// Load and store bandwidth at one level, in GB/s (bytes per nanosecond).
public struct LevelBandwidth: Sendable, Equatable {
  public var load: Double
  public var store: Double
}
