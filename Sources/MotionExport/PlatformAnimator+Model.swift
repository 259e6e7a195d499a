import MotionCurves

extension PlatformAnimator {
  /// A channel's platform model, resolved at set-up into closures specialized for its type
  /// (``ExportPlatform/withModel(_:)``): a frame makes one indirect call per channel, and each
  /// animation runs the model's concrete code in place.
  struct Model: Sendable {
    /// The model's spring.
    let spring: Spring
    /// ``PlatformSpringModel/spring(launchingFrom:velocity:)``.
    let launchSpring: @Sendable (_ displacement: Double, _ velocity: Double) -> Spring
    /// ``PlatformSpringModel/end(of:)``.
    let end: @Sendable (_ move: ExportMove) -> Double
    /// Advances each animation to the frame with ``PlatformSpringModel/shown(_:atFrame:response:)``
    /// (``PlatformAnimator/advance(_:to:shown:)``) and stores the value shown at the same index.
    let advance:
      @Sendable (
        _ animations: UnsafeMutableBufferPointer<PlatformAnimation>, _ frame: Int,
        _ values: UnsafeMutablePointer<Double>
      ) -> Void

    /// The closures of `model`, which evaluates with `response`.
    init<Platform: PlatformSpringModel>(_ model: Platform, response: SpringResponse<Double>) {
      spring = model.spring
      launchSpring = { model.spring(launchingFrom: $0, velocity: $1) }
      end = { model.end(of: $0) }
      advance = { animations, frame, values in
        for s in animations.indices {
          values[s] = PlatformAnimator.advance(&animations[s], to: frame) {
            model.shown($0, atFrame: frame, response: response)
          }
        }
      }
    }
  }

  /// Makes the model a scene's channel runs, for one model type.
  struct ModelMaker: PlatformModelVisitor {
    /// The channel's full move from rest.
    let move: ExportMove
    /// The form of the platform's spring.
    let form: ExportPlatform.Form
    /// The channel's minimum visible change, or nil for the platform's default.
    let minimumVisibleChange: Double?

    func visit<Platform: PlatformSpringModel>(_ type: Platform.Type) -> Model {
      let model = Platform(animating: move, form: form, minimumVisibleChange: minimumVisibleChange)
      return Model(model, response: SpringResponse<Double>(model.spring))
    }
  }
}
