import MotionCurves

/// The two selectors of the seeds.
public enum SelectorKind: String, CaseIterable, Sendable {
  /// The animated radio-button group: 3 options.
  case radio
  /// The segmented selector: 4 modes.
  case segmented

  /// Options (radio) or modes (segmented).
  public var optionCount: Int { self == .radio ? 3 : 4 }

  /// Every channel of one selector, in output order.
  public var channels: [ChannelInfo] { self == .radio ? ChannelInfo.radio : ChannelInfo.segmented }

  /// The channel count of one selector.
  public var channelCount: Int { self == .radio ? 18 : 20 }
}

/// What drives a channel.
public enum ChannelRole: Sendable, Hashable {
  /// The kind's spring (radio: `.spring(duration: 0.35, bounce: 0.55)`, segmented: `.smooth`).
  case spring
  /// Timing curves, layered by ``TimingLayers``.
  case timing
  /// The pulse keyframe track, replayed on every trigger.
  case pulse
  /// Set at once, never animated (the press opacity).
  case snap
  /// Computed from another channel: ring scale and opacity from the pulse progress. Retargets
  /// of the ring opacity open or close its gate (``SelectorLogic/ringShows(_:)``).
  case derived
}

/// One animated property of a selector.
public struct ChannelInfo: Sendable, Hashable {
  /// The trace name, e.g. `option1.dot.scale`.
  public let name: String
  /// The family name without the option index, e.g. `dot.scale`.
  public let family: String
  public let role: ChannelRole
  /// Points per unit of the value, where the value is a size or position (nil for
  /// opacities and tints).
  public let pointsPerUnit: Double?
  /// How many components of the animated property move together: 2 for `scaleEffect` (width
  /// and height alike), else 1 (an offset's other axis does not move; a tint animates one mix
  /// fraction). SwiftUI's runtime stop rule sums v² and F² over them.
  public var components: Int = 1

  /// The smallest visible error in the value's units: a third of a point (one pixel on a
  /// 3× display) for geometry, one 8-bit level (1/255) for opacities and tints.
  public var visibleError: Double { pointsPerUnit.map { 1.0 / 3 / $0 } ?? 1.0 / 255 }
}

// MARK: - Geometry (the seeds)

/// Sizes from the seed code, in points.
public enum SeedGeometry {
  /// The radio indicator's size (`@ScaledMetric` 26 at the default Dynamic Type size).
  public static let indicator = 26.0
  /// The dot's diameter: the indicator less 0.22 of it on each side.
  public static let dot = indicator * (1 - 2 * 0.22)
  /// The minimum row height.
  public static let row = 44.0
  /// A segment's width on a 393 pt screen: (393 − 2·(25 + 12 + 2)) / 4.
  public static let segment = 79.75
  /// A segment label's height: title2 symbol and caption line (≈ 22 + 16 pt) with 7 pt
  /// spacing and 8 + 13 pt padding above and below (an estimate; the tutorial does not measure it).
  public static let segmentHeight = 87.0
  /// The screen width the tutorial measures on.
  public static let screen = 393.0
}

// MARK: - The seeds' animations

/// The animations the seed code gives each channel.
public enum SeedAnimations {
  /// `.spring(duration: 0.35, bounce: 0.55)`: the radio dot, its opacity and the outline tint.
  public static let radioSpring = try! Spring(duration: 0.35, bounce: 0.55)
  /// `.smooth`: the segmented highlight and label tints.
  public static let smooth = Spring.smooth
  /// `.easeOut(duration: 0.2)`: `BouncyButton`'s press scale.
  public static let press = TimingCurve(curve: .easeOut, duration: 0.2, delay: 0)
  /// Divider insertion: `.linear(duration: 0.1).delay(0.15)`.
  public static let dividerIn = TimingCurve(curve: .linear, duration: 0.1, delay: 0.15)
  /// Divider removal: `.linear(duration: 0.1)`.
  public static let dividerOut = TimingCurve(curve: .linear, duration: 0.1, delay: 0)
  /// The pulse ring: `MoveKeyframe(0)`, `CubicKeyframe(1, duration: 0.5)`.
  public static let pulse = try! KeyframeTrack {
    MoveKeyframe(0)
    CubicKeyframe(1, duration: 0.5)
  }

  /// The spring of a selector kind's spring channels.
  public static func spring(for kind: SelectorKind) -> Spring { kind == .radio ? radioSpring : smooth }
}

/// The seeds' timing-curve animations.
public enum SeedCurve: Int, CaseIterable, Sendable {
  /// `BouncyButton`'s `.easeOut(duration: 0.2)`.
  case press
  /// Divider insertion, `.linear(duration: 0.1).delay(0.15)`.
  case dividerIn
  /// Divider removal, `.linear(duration: 0.1)`.
  case dividerOut

  /// The curve, duration and delay.
  public var timing: TimingCurve {
    switch self {
    case .press: SeedAnimations.press
    case .dividerIn: SeedAnimations.dividerIn
    case .dividerOut: SeedAnimations.dividerOut
    }
  }
}

/// A timing-curve animation: a curve, its duration and its delay.
public struct TimingCurve: Sendable, Hashable {
  public let curve: UnitCurve
  public let duration: Double
  public let delay: Double

  /// Progress p and its rate p' at `elapsed` seconds after the animation was started.
  @inlinable
  public func progress<T: MotionReal>(at elapsed: T) -> (value: T, velocity: T) {
    TimingProgress(curve: curve, start: delay, duration: duration).state(at: elapsed)
  }

  /// Seconds from the start until the progress reaches 1.
  public var end: Double { delay + duration }
}

extension ChannelInfo {
  static let radio: [ChannelInfo] = (0..<3).flatMap { i in
    [
      ChannelInfo(
        name: "option\(i).dot.scale", family: "dot.scale", role: .spring, pointsPerUnit: SeedGeometry.dot, components: 2
      ),
      ChannelInfo(name: "option\(i).dot.opacity", family: "dot.opacity", role: .spring, pointsPerUnit: nil),
      ChannelInfo(name: "option\(i).outline.tint", family: "outline.tint", role: .spring, pointsPerUnit: nil),
      ChannelInfo(
        name: "option\(i).ring.progress", family: "ring.progress", role: .pulse,
        pointsPerUnit: 0.9 * SeedGeometry.indicator),
      ChannelInfo(
        name: "option\(i).ring.scale", family: "ring.scale", role: .derived, pointsPerUnit: SeedGeometry.indicator),
      ChannelInfo(name: "option\(i).ring.opacity", family: "ring.opacity", role: .derived, pointsPerUnit: nil),
    ]
  }

  static let segmented: [ChannelInfo] =
    [ChannelInfo(name: "highlight.offset", family: "highlight.offset", role: .spring, pointsPerUnit: 1)]
    + (0..<4).flatMap { i in
      [
        ChannelInfo(name: "mode\(i).label.tint", family: "label.tint", role: .spring, pointsPerUnit: nil),
        ChannelInfo(
          name: "mode\(i).press.scaleX", family: "press.scaleX", role: .timing, pointsPerUnit: SeedGeometry.segment),
        ChannelInfo(
          name: "mode\(i).press.scaleY", family: "press.scaleY", role: .timing,
          pointsPerUnit: SeedGeometry.segmentHeight),
        ChannelInfo(name: "mode\(i).press.opacity", family: "press.opacity", role: .snap, pointsPerUnit: nil),
      ]
    }
    + (0..<3).map { i in
      ChannelInfo(name: "divider\(i).opacity", family: "divider.opacity", role: .timing, pointsPerUnit: nil)
    }
}
