import MotionCurves

/// A platform's spring: the parameters closest to a SwiftUI spring, the code to paste, how the
/// platform evaluates and ends it, and how to read its code back.
public protocol PlatformSpringModel: Sendable {
  /// The platform.
  static var platform: ExportPlatform { get }

  /// The platform's spring closest to the move's spring (exact where the platform can express it).
  init(closestTo move: ExportMove)

  /// The code to paste.
  var code: String { get }
  /// The parameters as the platform names them, defaults included.
  var parameters: [ExportParameter] { get }
  /// What the reader must know: losses, defaults that matter, units.
  var notes: [String] { get }

  /// What the platform shows of the move, frame by frame, until it ends.
  func render(_ move: ExportMove) -> PlatformRendering

  /// Reads the platform's spring from its code.
  ///
  /// - Parameter code: The code, e.g. `spring(dampingRatio = 0.5f, stiffness = 400f)`.
  /// - Returns: The spring with the same motion.
  /// - Throws: ``SpringCodeError`` naming what could not be read.
  static func read(_ code: String) throws(SpringCodeError) -> Spring
}
