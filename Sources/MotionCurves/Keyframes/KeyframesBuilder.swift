/// Builds a keyframe list the way SwiftUI's `keyframes:` closure does.
@resultBuilder
public enum KeyframesBuilder {
  /// A move keyframe.
  public static func buildExpression(_ k: MoveKeyframe) -> [Keyframe] { [.move(k)] }
  /// A linear keyframe.
  public static func buildExpression(_ k: LinearKeyframe) -> [Keyframe] { [.linear(k)] }
  /// A cubic keyframe.
  public static func buildExpression(_ k: CubicKeyframe) -> [Keyframe] { [.cubic(k)] }
  /// A spring keyframe.
  public static func buildExpression(_ k: SpringKeyframe) -> [Keyframe] { [.spring(k)] }
  /// The keyframes in order.
  public static func buildBlock(_ parts: [Keyframe]...) -> [Keyframe] { parts.flatMap { $0 } }
}
