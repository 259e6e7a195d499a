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
  public var model: (any PlatformSpringModel.Type)? {
    switch self {
    case .swiftui: SwiftUISpring.self
    case .compose: ComposeSpring.self
    case .android: AndroidSpring.self
    case .flutter: FlutterSpring.self
    case .uikit: UIKitSpring.self
    case .framer: FramerSpring.self
    case .reanimated: ReanimatedSpring.self
    case .css, .tokens: nil
    }
  }
}
