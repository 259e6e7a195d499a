/// Where a platform's code starts its spring: the start value, the target and the start velocity.
///
/// Values are in the platform's length unit (see ``ExportMove``), the velocity per second;
/// `Value` is the type the code writes them in (`Double`, or `Float` on Android).
public struct SpringLaunch<Value: BinaryFloatingPoint & Sendable>: Hashable, Sendable {
  /// The value at the start.
  public let from: Value
  /// The target.
  public let to: Value
  /// The velocity at the start, in value units per second.
  public let velocity: Value

  /// Creates a launch.
  ///
  /// - Parameters:
  ///   - from: The value at the start.
  ///   - to: The target.
  ///   - velocity: The velocity at the start, per second.
  public init(from: Value = 0, to: Value = 100, velocity: Value = 0) {
    self.from = from
    self.to = to
    self.velocity = velocity
  }

  /// The launch of a move, each value rounded to `Value`.
  ///
  /// - Parameter move: The move.
  public init(_ move: ExportMove) {
    self.init(from: Value(move.from), to: Value(move.to), velocity: Value(move.velocity))
  }
}
