import MotionCurves

/// A platform spring written as its physics, mass, stiffness and damping (Flutter, UIKit,
/// Framer Motion, Reanimated).
///
/// The model stores the ``Spring`` its code writes; m, k and c are that spring's, exactly.
public protocol PhysicalSpringModel: PlatformSpringModel {
  /// The spring the code writes: its m, k and c are the ones in the code, as they are.
  var spring: Spring { get }
}

extension PhysicalSpringModel {
  /// m.
  public var mass: Double { spring.mass }
  /// k.
  public var stiffness: Double { spring.stiffness }
  /// c.
  public var damping: Double { spring.damping }

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

  /// `stiffness: k, damping: c, mass: m`, then `, velocity: v` unless v is 0: the spring options
  /// of Framer Motion's transition and Reanimated's `withSpring`.
  ///
  /// - Parameter velocity: The start velocity the code passes, per second.
  /// - Returns: The options, without braces.
  func javaScriptOptions(velocity: Double) -> String {
    let d = ExportNumber.double
    return "stiffness: \(d(stiffness)), damping: \(d(damping)), mass: \(d(mass))"
      + (velocity == 0 ? "" : ", velocity: \(d(velocity))")
  }

  /// `stiffness`, `damping` and `mass`, in the order of ``javaScriptOptions(velocity:)``.
  var javaScriptParameters: [ExportParameter] {
    [ExportParameter("stiffness", stiffness), ExportParameter("damping", damping), ExportParameter("mass", mass)]
  }
}
