import MotionCurves

extension PlatformAnimator {
  /// A channel's platform model behind a class reference, so that a frame's call through the
  /// animator borrows it rather than copying an existential (``TypedModel`` is the one subclass).
  class Model: @unchecked Sendable {
    /// The model's spring.
    var spring: Spring { preconditionFailure("a Model is a TypedModel") }

    /// ``PlatformSpringModel/spring(launchingFrom:velocity:)``.
    func spring(launchingFrom displacement: Double, velocity: Double) -> Spring {
      preconditionFailure("a Model is a TypedModel")
    }

    /// ``PlatformSpringModel/end(of:)``.
    func end(of move: ExportMove) -> Double { preconditionFailure("a Model is a TypedModel") }

    /// ``PlatformSpringModel/shown(_:atFrame:response:)``.
    func shown(_ animation: PlatformAnimation, atFrame frame: Int, response: SpringResponse<Double>)
      -> PlatformAnimation.Shown
    {
      preconditionFailure("a Model is a TypedModel")
    }
  }

  /// A model of a known type (immutable, so sendable as its model is).
  final class TypedModel<Platform: PlatformSpringModel>: Model, @unchecked Sendable {
    let model: Platform

    init(_ model: Platform) { self.model = model }

    override var spring: Spring { model.spring }

    override func spring(launchingFrom displacement: Double, velocity: Double) -> Spring {
      model.spring(launchingFrom: displacement, velocity: velocity)
    }

    override func end(of move: ExportMove) -> Double { model.end(of: move) }

    override func shown(_ animation: PlatformAnimation, atFrame frame: Int, response: SpringResponse<Double>)
      -> PlatformAnimation.Shown
    {
      model.shown(animation, atFrame: frame, response: response)
    }
  }

  /// The model of `type` a scene's channel runs, behind a class reference.
  static func model<Platform: PlatformSpringModel>(
    _ type: Platform.Type, animating move: ExportMove, form: ExportPlatform.Form, minimumVisibleChange: Double?
  ) -> Model {
    TypedModel(Platform(animating: move, form: form, minimumVisibleChange: minimumVisibleChange))
  }
}
