/// One keyframe of a track.
public enum Keyframe: Hashable, Sendable {
  /// A jump.
  case move(MoveKeyframe)
  /// A straight segment.
  case linear(LinearKeyframe)
  /// A cubic segment.
  case cubic(CubicKeyframe)
  /// A spring segment.
  case spring(SpringKeyframe)

  /// The value the keyframe heads for.
  public var value: Double {
    switch self {
    case .move(let k): k.value
    case .linear(let k): k.value
    case .cubic(let k): k.value
    case .spring(let k): k.value
    }
  }

  /// The keyframe's length in seconds: a spring without a duration lasts its settling duration.
  public var nominalDuration: Double {
    switch self {
    case .move: 0
    case .linear(let k): k.duration
    case .cubic(let k): k.duration
    case .spring(let k): k.duration ?? k.spring.settlingDuration
    }
  }
}
