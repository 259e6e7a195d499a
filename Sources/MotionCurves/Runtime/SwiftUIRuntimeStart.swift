/// When the device model starts an animation that begins from rest (no animation of the value
/// is running), relative to the frame at which the change is seen.
///
/// A change that retargets a running animation takes effect at once under either rule.
public enum SwiftUIRuntimeStart: String, CaseIterable, Hashable, Sendable {
  /// At the change itself: the animation's time 0 is the time of the change (the model's rule
  /// before it was checked against a device, and still the default).
  case immediate
  /// On the frame after the frame that sees the change, as SwiftUI's animator does
  /// (``SwiftUIAnimatorClock``): that frame and the one before still show the old value, and
  /// the next shows the animation one frame in.
  case frame
}
