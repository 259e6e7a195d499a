import MotionCurves

/// A retarget at a frame, for one selector of a block.
public struct ScheduledRetarget: Hashable, Sendable {
  public var frame: Int
  /// The selector's position in its block.
  public var selector: Int
  public var retarget: Retarget
}
