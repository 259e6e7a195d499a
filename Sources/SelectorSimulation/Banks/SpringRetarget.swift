import MotionCurves

/// How a spring channel takes a retarget, in the state every spring solver keeps: the
/// displacement x = value − target and the velocity v. (The SwiftUI runtime's
/// ``SwiftUIRuntimeSpring/retarget(_:from:at:by:)`` keeps the same rule and restarts its clock.)
enum SpringRetarget {
  /// Heads for `new` from `old`: the value and velocity are kept, so x grows by old − new;
  /// a jump instead comes to rest at the new target, x = v = 0.
  ///
  /// - Parameters:
  ///   - x: The displacement from the old target; becomes the displacement from the new one.
  ///   - v: The velocity.
  ///   - old: The target before the retarget.
  ///   - new: The new target.
  ///   - jump: Whether the value is set at once (no animation).
  @inlinable @inline(__always)
  static func apply<T: FloatingPoint>(x: inout T, v: inout T, from old: T, to new: T, jump: Bool) {
    if jump {
      x = 0
      v = 0
    } else {
      x += old - new
    }
  }
}
