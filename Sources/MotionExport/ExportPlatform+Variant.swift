extension ExportPlatform {
  /// A platform's animations in one form, as a scene runs them under interruption and
  /// `scene --platform` names them (`framer`, `framer-duration`), with the form's retarget rule.
  ///
  /// The variants are read off the platforms' models (``ExportPlatform/variants``): a platform
  /// added with a model is run under interruption with its model's forms and rules.
  public struct Variant: Hashable, Sendable, CaseIterable, RawRepresentable, CustomStringConvertible {
    /// The platform.
    public let platform: ExportPlatform
    /// The form of its spring.
    public let form: Form
    /// What the platform does to a running animation of this form when its target changes.
    public let retargetRule: RetargetRule

    /// SwiftUI itself: the device, which a scene runs with its own `swiftui` solver.
    public static let device = Variant(
      platform: .swiftui, form: .standard, retargetRule: SwiftUISpring.retargetRule(.standard))

    /// Every variant run under interruption, platform by platform in declaration order, each
    /// platform's forms in its model's order.
    public static var allCases: [Variant] { ExportPlatform.allCases.flatMap(\.variants) }

    init(platform: ExportPlatform, form: Form, retargetRule: RetargetRule) {
      self.platform = platform
      self.form = form
      self.retargetRule = retargetRule
    }

    /// The variant named `rawValue` (``allCases``), or nil.
    public init?(rawValue: String) {
      guard let variant = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
      self = variant
    }

    /// The name users type: the platform's, with `-duration` for the duration form.
    public var rawValue: String { Self.name(platform, form) }

    /// The name of `platform` in `form`, as ``rawValue`` gives it.
    static func name(_ platform: ExportPlatform, _ form: Form) -> String {
      form == .standard ? platform.rawValue : "\(platform.rawValue)-\(form.rawValue)"
    }

    public var description: String { rawValue }
  }

  /// The platform's animations under interruption, one per form of its model with the model's
  /// retarget rule for it; CSS's transition, which restarts at rest; none for a design token,
  /// which is data.
  public var variants: [Variant] {
    if let model {
      return model.forms.map { Variant(platform: self, form: $0, retargetRule: model.retargetRule($0)) }
    }
    return self == .css ? [Variant(platform: .css, form: .standard, retargetRule: .restartsAtRest)] : []
  }

  /// The platform's animations in `form`.
  ///
  /// - Parameter form: The form.
  /// - Returns: The variant.
  /// - Throws: ``PlatformAnimatorError/notAnimated(_:)`` when the platform is not run under
  ///   interruption in that form.
  public func variant(_ form: Form = .standard) throws(PlatformAnimatorError) -> Variant {
    guard let variant = variants.first(where: { $0.form == form }) else {
      throw .notAnimated(Variant.name(self, form))
    }
    return variant
  }
}
