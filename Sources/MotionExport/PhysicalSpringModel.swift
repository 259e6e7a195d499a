import MotionCurves

/// A platform spring written as its physics, mass, stiffness and damping, which the platform
/// runs as they are (Flutter, UIKit, Framer Motion).
public protocol PhysicalSpringModel: PlatformSpringModel {
  /// m.
  var mass: Double { get }
  /// k.
  var stiffness: Double { get }
  /// c.
  var damping: Double { get }
}

extension PhysicalSpringModel {
  /// The spring the platform runs: m, k and c as they are.
  public var spring: Spring {
    .running(mass: mass, stiffness: stiffness, damping: damping)
  }

  /// `mass: m, stiffness: k, damping: c`: the labelled arguments of Flutter's
  /// `SpringDescription` and UIKit's `UISpringTimingParameters`.
  var labelledArguments: String {
    let d = ExportNumber.double
    return "mass: \(d(mass)), stiffness: \(d(stiffness)), damping: \(d(damping))"
  }

  /// `mass`, `stiffness` and `damping`, in that order, as ``ExportParameter``s.
  var physicalParameters: [ExportParameter] {
    [ExportParameter("mass", mass), ExportParameter("stiffness", stiffness), ExportParameter("damping", damping)]
  }
}
