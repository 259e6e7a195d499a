/// A platform a spring is exported to (and the source, SwiftUI).
public enum ExportPlatform: String, CaseIterable, Sendable {
  /// SwiftUI itself: the line to paste and what the device shows.
  case swiftui
  /// A CSS transition with a `linear()` easing (CSS Easing Level 2).
  case css
  /// Jetpack Compose, `spring(dampingRatio, stiffness, visibilityThreshold)`.
  case compose
  /// Android views, `SpringAnimation` with a `SpringForce`.
  case android
  /// Flutter, `SpringSimulation` with a `SpringDescription`.
  case flutter
  /// UIKit, `UISpringTimingParameters` (and Core Animation's `CASpringAnimation`).
  case uikit
  /// Framer Motion, a `type: "spring"` transition.
  case framer
  /// React Native Reanimated, `withSpring`.
  case reanimated
  /// A design token in the W3C design-tokens format's style.
  case tokens

  /// The platforms `--platform all` exports, in output order: every case but SwiftUI, in the
  /// order declared.
  public static let exported = allCases.filter { $0 != .swiftui }

  /// The model of this platform's spring, or nil for the two that are not a spring runtime
  /// (CSS is sampled, tokens are data).
  public var model: (any PlatformSpringModel.Type)? { withModel(ModelType()) }

  /// `visitor`'s visit of this platform's model type, specialized for it, or nil for the two
  /// platforms without a model (``model``).
  ///
  /// - Parameter visitor: The code to run with the model type.
  /// - Returns: The visit's result.
  func withModel<Visitor: PlatformModelVisitor>(_ visitor: Visitor) -> Visitor.Result? {
    switch self {
    case .swiftui: visitor.visit(SwiftUISpring.self)
    case .compose: visitor.visit(ComposeSpring.self)
    case .android: visitor.visit(AndroidSpring.self)
    case .flutter: visitor.visit(FlutterSpring.self)
    case .uikit: visitor.visit(UIKitSpring.self)
    case .framer: visitor.visit(FramerSpring.self)
    case .reanimated: visitor.visit(ReanimatedSpring.self)
    case .css, .tokens: nil
    }
  }

  /// The visit that returns the model type itself.
  private struct ModelType: PlatformModelVisitor {
    func visit<Model: PlatformSpringModel>(_ type: Model.Type) -> any PlatformSpringModel.Type { type }
  }
}
