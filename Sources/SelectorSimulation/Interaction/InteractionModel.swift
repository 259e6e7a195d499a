import MotionCurves

/// How the users of a scene act on its selectors: when they tap, how long they hold a press, how
/// many have Reduce Motion on. A value the scene carries and every result can state
/// (``description``).
///
/// Every model shares the rules that are not the user's:
/// - the radio demo's auto-play advances the selection every ``autoplayInterval`` until the
///   first user action (never under Reduce Motion);
/// - a tap selects an option drawn uniformly; on the segmented selector a tap is a press on a
///   mode, held for a time drawn uniformly from ``hold``, then a release (which selects);
/// - a gap runs from the end of one tap (the radio's tap, the segmented selector's release) to
///   the start of the next.
///
/// The default is the scene's original model: gaps of ``minimumGap`` plus an exponential
/// with mean ``defaultMeanGap``, and it generates exactly the scripts scenes had before the
/// model was a choice.
public struct InteractionModel: Hashable, Sendable {
  /// When the taps come.
  public enum Taps: Hashable, Sendable {
    /// Gaps of ``minimumGap`` plus an exponential with this mean, in seconds (the default,
    /// with ``defaultMeanGap``).
    case exponential(mean: Double)
    /// A rate in taps per second: gaps of ``minimumGap`` plus an exponential with mean
    /// 1/rate − ``minimumGap``, so the mean gap is 1/rate (`--taps poisson:RATE`).
    case poisson(rate: Double)
    /// Bursts of `count` taps `gap` seconds apart; bursts are separated as the default
    /// separates taps (``minimumGap`` plus an exponential with mean ``defaultMeanGap``)
    /// (`--taps burst:N@GAP`).
    case bursts(count: Int, gap: Double)
    /// Each selector's actions as recorded (`--events-file FILE`); no times are drawn.
    case recorded(RecordedScripts)
  }

  /// When the taps come.
  public var taps: Taps
  /// The shortest gap of the drawn models, in seconds.
  public var minimumGap = 0.05
  /// How long a segmented press is held before its release, uniformly distributed, in seconds.
  public var hold: ClosedRange<Double> = 0.05...0.25
  /// The share of selectors with Reduce Motion on.
  public var reduceMotionShare = 0.1

  /// The default model's mean exponential gap, in seconds.
  public static let defaultMeanGap = 0.8
  /// The radio demo's auto-play period, in seconds.
  public static let autoplayInterval = 1.1
  /// The most taps a burst may have.
  public static let maximumBurst = 1_000
  /// The longest mean gap a model may ask for, in seconds.
  public static let longestGap = 1_000.0

  /// A model with the default hold, minimum gap and Reduce Motion share.
  /// - Parameter taps: When the taps come; the default is today's exponential gaps.
  public init(taps: Taps = .exponential(mean: InteractionModel.defaultMeanGap)) {
    self.taps = taps
  }

  /// The scenes' original model.
  public static let `default` = InteractionModel()

  /// The mean of the exponential part of a gap between taps (between bursts for
  /// ``Taps/bursts(count:gap:)``); nil for recorded scripts.
  public var exponentialMean: Double? {
    switch taps {
    case .exponential(let mean): mean
    case .poisson(let rate): 1 / rate - minimumGap
    case .bursts: Self.defaultMeanGap
    case .recorded: nil
    }
  }

  /// Checks every parameter.
  /// - Throws: ``InteractionModelError/invalid(parameter:value:allowed:)`` naming the first bad one.
  public func validate() throws(InteractionModelError) {
    func require(_ ok: Bool, _ name: String, _ value: Double, _ allowed: String) throws(InteractionModelError) {
      if !ok { throw .invalid(parameter: name, value: MotionLimits.format(value), allowed: allowed) }
    }
    try require(
      minimumGap.isFinite && minimumGap > 0 && minimumGap <= Self.longestGap, "minimum gap", minimumGap,
      "a positive number of seconds up to \(MotionLimits.format(Self.longestGap))")
    try require(
      hold.lowerBound.isFinite && hold.upperBound.isFinite && hold.lowerBound > 0
        && hold.upperBound <= Self.longestGap, "hold", hold.lowerBound,
      "a positive finite range of seconds up to \(MotionLimits.format(Self.longestGap))")
    try require(reduceMotionShare >= 0 && reduceMotionShare <= 1, "reduce-motion share", reduceMotionShare, "in [0, 1]")
    switch taps {
    case .exponential(let mean):
      try require(
        mean.isFinite && mean >= 0 && mean <= Self.longestGap, "mean gap", mean,
        "a number of seconds from 0 to \(MotionLimits.format(Self.longestGap))")
    case .poisson(let rate):
      let fastest = 1 / minimumGap
      try require(
        rate.isFinite && rate >= 1 / Self.longestGap && rate <= fastest, "poisson rate", rate,
        "taps per second from \(MotionLimits.format(1 / Self.longestGap)) to \(MotionLimits.format(fastest)) (1 / the minimum gap)"
      )
    case .bursts(let count, let gap):
      try require(
        (1...Self.maximumBurst).contains(count), "burst taps", Double(count),
        "an integer from 1 to \(Self.maximumBurst)")
      try require(
        gap.isFinite && gap >= minimumGap && gap <= Self.longestGap, "burst gap", gap,
        "seconds from the minimum gap \(MotionLimits.format(minimumGap)) to \(MotionLimits.format(Self.longestGap))")
    case .recorded: break
    }
  }
}

/// An interaction model that cannot be used: a parameter out of range, or a `--taps` text that
/// names no model.
public enum InteractionModelError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A parameter outside its range.
  case invalid(parameter: String, value: String, allowed: String)
  /// A `--taps` text that is no model, with what is allowed.
  case unknown(text: String, allowed: String)

  public var description: String {
    switch self {
    case .invalid(let parameter, let value, let allowed): "\(parameter) must be \(allowed) (got '\(value)')"
    case .unknown(let text, let allowed): "'\(text)' is no tap model; \(allowed)"
    }
  }
}
