import MotionCurves
import TestSupport
import Testing

@testable import MotionExport

/// Flutter's mapping against the values in Flutter's own tests.
@Suite("Flutter", .tags(.unit))
struct FlutterSpringTests {
  @Test("withDurationAndBounce(0.5 s, 0.3) gives stiffness 157.91 and damping 17.59")
  func durationAndBounce() {
    let p = FlutterSpring.withDurationAndBounce(milliseconds: 500, bounce: 0.3)
    #expect(abs(p.stiffness - 157.91) < 0.005)
    #expect(abs(p.damping - 17.59) < 0.005)
    #expect(p.mass == 1)
  }

  @Test("withDurationAndBounce(0.5 s, −0.3) gives damping 35.90")
  func negativeBounce() {
    let p = FlutterSpring.withDurationAndBounce(milliseconds: 500, bounce: -0.3)
    #expect(abs(p.damping - 35.90) < 0.005)
  }
}
