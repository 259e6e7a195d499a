/// Jumps to a value at once (SwiftUI's `MoveKeyframe`).
public struct MoveKeyframe: Hashable, Sendable {
  /// The value jumped to.
  public var value: Double
  /// A jump to `value`.
  public init(_ value: Double) { self.value = value }
}
