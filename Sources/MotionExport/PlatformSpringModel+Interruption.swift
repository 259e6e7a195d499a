import MotionCurves

extension PlatformSpringModel {
  /// One form, the one ``code`` writes.
  public static var forms: [ExportPlatform.Form] { [.standard] }

  /// ``RetargetRule/keepsValueAndVelocity``.
  public static func retargetRule(_ form: ExportPlatform.Form) -> RetargetRule { .keepsValueAndVelocity }

  /// ``init(closestTo:)`` of the channel's move, whatever the form and the minimum visible change.
  public init(animating move: ExportMove, form: ExportPlatform.Form, minimumVisibleChange: Double?) {
    self.init(closestTo: move)
  }

  /// ``spring``, whatever the start.
  public func spring(launchingFrom displacement: Double, velocity: Double) -> Spring { spring }

  /// Infinity: the platform tests every frame for its end.
  public func end(of move: ExportMove) -> Double { .infinity }

  /// The closed form at the time since the launch, ended on the target once the animation's
  /// ``PlatformAnimation/end`` has passed.
  public func shown(_ animation: PlatformAnimation, atFrame frame: Int, response: SpringResponse<Double>)
    -> PlatformAnimation.Shown
  {
    let move = animation.move
    let t = move.time(frame - animation.startFrame)
    guard t < animation.end else { return .init(value: move.to, velocity: 0, ended: true) }
    let state = response.state(at: t, displacement: move.displacement, velocity: move.velocity)
    return .init(value: move.to + state.x, velocity: state.v, ended: false)
  }
}
