/// An action at a frame. Events take effect at the first frame at or after their time, as
/// UIKit delivers touches once per frame.
public struct SelectorEvent: Hashable, Sendable {
  public var frame: Int
  public var action: SelectorAction
}
