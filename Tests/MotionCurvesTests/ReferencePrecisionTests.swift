import MotionCurves
import TestSupport
import Testing

/// What the arbiter of accuracy computes in: `Float80` on x86, only `Double` elsewhere (arm64,
/// Apple silicon), where it judges `Double` by `Double`.
@Suite("The reference's precision", .tags(.unit))
struct ReferencePrecisionTests {
  @Test("The reference is Float80 (64 significand bits) on x86, only Double (53) elsewhere")
  func declared() {
    #if arch(x86_64) || arch(i386)
      #expect(ReferenceSolver.isExtendedPrecision && ReferenceSolver.significandBits == 64)
    #else
      #expect(!ReferenceSolver.isExtendedPrecision && ReferenceSolver.significandBits == 53)
    #endif
  }

  /// Measured on the arithmetic, not read from the type: the first k at which 1 + 2⁻ᵏ rounds to 1
  /// is the precision.
  @Test("The significand bits are those ReferenceReal's arithmetic keeps")
  func measured() {
    var k = 1
    var tiny: ReferenceReal = 0.5
    while 1 + tiny != 1 {
      tiny /= 2
      k += 1
    }
    #expect(k == ReferenceSolver.significandBits)
  }

  /// With `Float80`, the reference rounds to other `Double`s than the `Double` closed form at some
  /// frames: it sees below `Double`'s rounding. Off x86 it is only `Double`, and cannot.
  @Test(
    "An extended reference differs from the Double closed form in the last bits",
    .enabled(if: ReferenceSolver.isExtendedPrecision, "the reference is only Double here"))
  func seesBelowDouble() throws {
    let animation = try Animation.spring(duration: 0.35, bounce: 0.55)
    let motion = Motion.spring(try #require(animation.springMotion(releasedAt: 0, from: 0, velocity: 0, to: 79.75)))
    let frames = Frames(hz: 120, range: 0..<120)
    let reference = try ReferenceSolver().sample(motion, frames: frames)
    let closed = try ClosedFormSolver().sample(motion, frames: frames)
    let differing = zip(reference.values, closed.values).filter { $0 != $1 }
    #expect(!differing.isEmpty)
    #expect(differing.allSatisfy { abs($0 - $1) <= 64 * $0.ulp })
  }
}
