import CRoofline
import Glibc

/// Load and store bandwidth at one level, in GB/s (bytes per nanosecond).
package struct LevelBandwidth: Sendable, Equatable {
  package var load: Double
  package var store: Double
}
