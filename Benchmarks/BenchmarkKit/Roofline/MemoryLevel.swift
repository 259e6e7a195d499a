import CRoofline
import Glibc

/// Where a working set lives: the level whose bandwidth bounds its transfers.
package enum MemoryLevel: String, CaseIterable, Sendable {
  case l1 = "L1"
  case l2 = "L2"
  case memory
}
