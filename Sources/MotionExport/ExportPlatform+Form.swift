extension ExportPlatform {
  /// A form of a platform's spring code. Most platforms have one; Framer Motion and Reanimated
  /// also take a duration-defined form, which they run otherwise under interruption, so their
  /// models list it (``PlatformSpringModel/forms``) and a scene runs it as its own variant.
  public enum Form: String, CaseIterable, Sendable {
    /// The form ``PlatformSpringModel/code`` writes: the platform's physics or its own parameters.
    case standard
    /// A duration-defined form: Framer Motion's `visualDuration` and `bounce`, Reanimated's
    /// `duration` and `dampingRatio`.
    case duration
  }
}
