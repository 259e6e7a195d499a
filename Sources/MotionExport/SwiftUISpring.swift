import MotionCurves

/// The source platform: the SwiftUI line, and what the iOS device shows.
///
/// The device is the harness's model of SwiftUI's runtime (``SwiftUIRuntimeSpring``): a fluid
/// spring stepped at 300 Hz, shown at each frame, ended by its stop rule (then exactly at the
/// target). `interpolatingSpring` is evaluated in closed form.
public struct SwiftUISpring: PlatformSpringModel {
  public static let platform = ExportPlatform.swiftui

  /// The spring.
  public let spring: Spring
  /// SwiftUI's fluid form, nil for `interpolatingSpring`.
  public let fluid: FluidSpring?

  public init(closestTo move: ExportMove) {
    spring = move.spring
    fluid = move.fluid ?? FluidSpring(move.spring)
  }

  public var code: String {
    let shortest = spring.shortestParameters
    return
      ".spring(duration: \(ExportNumber.double(shortest.duration)), bounce: \(ExportNumber.double(shortest.bounce)))"
  }

  public var parameters: [ExportParameter] {
    let shortest = spring.shortestParameters
    return [
      ExportParameter("duration", shortest.duration), ExportParameter("bounce", shortest.bounce),
      ExportParameter("response", shortest.duration), ExportParameter("dampingFraction", shortest.dampingFraction),
      ExportParameter("mass", spring.mass), ExportParameter("stiffness", spring.stiffness),
      ExportParameter("damping", spring.damping),
    ]
  }

  public var notes: [String] {
    [
      "Also: .interpolatingSpring(mass: \(ExportNumber.double(spring.mass)), stiffness: "
        + "\(ExportNumber.double(spring.stiffness)), damping: \(ExportNumber.double(spring.damping))) "
        + "(evaluated in closed form, not stepped)."
    ]
  }

  /// The device's frames from ``ExportMove/deviceReleaseTime`` (the frames before show the
  /// start): the fluid spring stepped and stopped as the runtime does, or the closed form for
  /// `interpolatingSpring` (through the frame where it settles within P).
  public func render(_ move: ExportMove) -> PlatformRendering {
    let release = move.deviceReleaseTime
    guard let fluid = move.fluid else {
      let settle = release + move.settleTime
      let last = settle.isFinite ? min(move.frameLimit, Int((settle * move.hz).rounded(.up)) + 1) : move.frameLimit
      return PlatformRendering(
        values: (0...last).map { move.closedForm(at: max(0, move.time($0) - release)) }, endTime: nil)
    }
    // Force-try is safe: the default step rate and one component are valid.
    let runtime = try! SwiftUIRuntimeSpring(fluid)
    var state = runtime.release(at: release, displacement: move.displacement, velocity: move.velocity)
    return .following(move) { i in
      let ended = runtime.advance(&state, to: move.time(i))
      let shown = move.to + state.shownDisplacement
      if ended { return .ends(showing: shown) }
      return state.displacement.isFinite ? .shows(shown) : .diverges(showing: shown)
    }
  }

  /// Reads any SwiftUI spring expression (`.spring(duration: 0.35, bounce: 0.55)`, `.snappy`, …).
  public static func read(_ code: String) throws(SpringCodeError) -> Spring {
    let expression: AnimationExpression
    do { expression = try AnimationExpression(parsing: code) } catch {
      throw .unsupported(platform: "swiftui", reason: "could not read the expression: \(error)")
    }
    guard case .animation(let animation) = expression, case .spring(let spring, _, _) = animation.curve else {
      throw .missingSpring(platform: "swiftui", expected: "a spring such as .spring(duration: 0.5, bounce: 0.3)")
    }
    return spring
  }
}
