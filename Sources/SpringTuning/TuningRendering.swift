/// Which rendering of a spring the tuner measures its settle and overshoot targets on.
public enum TuningRendering: String, CaseIterable, Hashable, Sendable {
  /// The closed-form motion of the spring (``SpringMetrics``): what the designer asked for.
  case closedForm = "closed-form"
  /// The frames SwiftUI's runtime shows for a move of a given size at a given frame rate
  /// (``DeviceMetrics``): what the user sees.
  case device

  /// The rendering's name in reports: `closed form`, `device`.
  public var label: String { self == .closedForm ? "closed form" : "device" }
}
