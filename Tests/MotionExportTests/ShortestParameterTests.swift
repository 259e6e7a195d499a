import MotionCurves
import TestSupport
import Testing

@testable import MotionExport

/// Printed spring parameters are the shortest decimals that build the same spring again.
@Suite(.tags(.unit)) struct ShortestParameterTests {
  @Test(arguments: [(0.5, 0.15), (0.35, 0.55), (0.243152, 0.309893), (1.2, -0.3), (0.45, 0.0), (0.387585, 0.157855)])
  func typedParametersReadBackAsTyped(duration: Double, bounce: Double) throws {
    let spring = try Spring(duration: duration, bounce: bounce)
    let shortest = spring.shortestParameters
    #expect(shortest.duration == duration && shortest.bounce == bounce)
    // The printed text rebuilds the spring bit for bit.
    let rebuilt = try Spring(duration: Double("\(shortest.duration)")!, bounce: Double("\(shortest.bounce)")!)
    #expect(rebuilt.stiffness == spring.stiffness && rebuilt.damping == spring.damping)
  }

  @Test func theComputedBounceIsNotPrinted() throws {
    let spring = try Spring(duration: 0.5, bounce: 0.15)
    #expect(spring.bounce != 0.15)  // 1 − ζ computes 0.15000000000000002
    #expect("\(spring.shortestParameters.bounce)" == "0.15")
    #expect("\(spring.shortestParameters.dampingFraction)" == "0.85")
  }

  /// A spring that no short decimal rebuilds keeps its computed parameters.
  @Test func aSpringWithoutShortParametersKeepsItsOwn() throws {
    let spring = try Spring(mass: 1, stiffness: 123.456789012345, damping: 7.65432109876543)
    let shortest = spring.shortestParameters
    #expect(shortest.duration == spring.duration && shortest.bounce == spring.bounce)
  }
}
