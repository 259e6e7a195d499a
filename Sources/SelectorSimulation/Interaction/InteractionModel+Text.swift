import MotionCurves
internal import MotionText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

extension InteractionModel: CustomStringConvertible {
  /// What `--taps` accepts, for messages and help.
  public static let tapsSynopsis =
    "default, exponential:MEAN (seconds), poisson:RATE (taps per second) or burst:N@GAP (N taps GAP seconds apart)"

  /// Parses a `--taps` text: `default`, `exponential:MEAN`, `poisson:RATE` or `burst:N@GAP`.
  ///
  /// - Parameter text: The text as typed.
  /// - Throws: ``InteractionModelError/unknown(text:allowed:)`` for a text that names no model,
  ///   ``InteractionModelError/invalid(parameter:value:allowed:)`` for a parameter out of range.
  public init(parsingTaps text: String) throws(InteractionModelError) {
    let trimmed = Substring(text).trimmingWhitespace()
    let unknown = InteractionModelError.unknown(text: text, allowed: "give \(Self.tapsSynopsis)")
    if trimmed == "default" {
      self.init()
      return
    }
    guard let colon = trimmed.firstIndex(of: ":") else { throw unknown }
    let name = trimmed[..<colon]
    let parameters = String(trimmed[trimmed.index(after: colon)...])
    switch name {
    case "exponential":
      guard let mean = DecimalText.parse(parameters) else {
        throw .invalid(parameter: "mean gap", value: parameters, allowed: "a number of seconds")
      }
      self.init(taps: .exponential(mean: mean))
    case "poisson":
      guard let rate = DecimalText.parse(parameters) else {
        throw .invalid(parameter: "poisson rate", value: parameters, allowed: "a number of taps per second")
      }
      self.init(taps: .poisson(rate: rate))
    case "burst":
      let parts = parameters.split(separator: "@", omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        throw .invalid(parameter: "burst", value: parameters, allowed: "N@GAP, e.g. burst:3@0.1")
      }
      guard let count = Int(parts[0]) else {
        throw .invalid(
          parameter: "burst taps", value: String(parts[0]), allowed: "an integer from 1 to \(Self.maximumBurst)")
      }
      guard let gap = DecimalText.parse(parts[1]) else {
        throw .invalid(parameter: "burst gap", value: String(parts[1]), allowed: "a number of seconds")
      }
      self.init(taps: .bursts(count: count, gap: gap))
    default: throw unknown
    }
    try validate()
  }

  /// The model as `--taps` takes it (`default`, `poisson:2`, `burst:3@0.1`); nil for recorded
  /// scripts, which `--events-file` names.
  public var tapsText: String? {
    switch taps {
    case .exponential(let mean) where mean == Self.defaultMeanGap: "default"
    case .exponential(let mean): "exponential:\(MotionLimits.format(mean))"
    case .poisson(let rate): "poisson:\(MotionLimits.format(rate))"
    case .bursts(let count, let gap): "burst:\(count)@\(MotionLimits.format(gap))"
    case .recorded: nil
    }
  }

  /// The command-line options that choose this model: `--taps TEXT` or `--events-file FILE`.
  public var arguments: [String] {
    if case .recorded(let scripts) = taps { return ["--events-file", scripts.file] }
    return ["--taps", tapsText ?? "default"]
  }

  /// The model in one line, starting with how to choose it again, e.g.
  /// `taps burst:3@0.1 (3 taps 0.1 s apart; bursts 0.05 s + exponential mean 0.8 s apart);
  /// presses held 0.05–0.25 s; 10 % Reduce Motion; auto-play every 1.1 s until the first tap`
  /// (the radio demo's auto-play, as the seeds' crowd has it).
  public var description: String { description(autoplay: Self.autoplayInterval) }

  /// ``description`` for a crowd whose auto-play ticks every `autoplay` seconds (nil: none has one).
  public func description(autoplay: Double?) -> String {
    let gaps = "\(Self.format(minimumGap)) s + exponential mean \(Self.format(exponentialMean ?? 0)) s"
    let when: String
    switch taps {
    case .exponential: when = "taps \(tapsText ?? "") (gaps \(gaps))"
    case .poisson(let rate): when = "taps \(tapsText ?? "") (\(Self.format(rate)) taps/s: gaps \(gaps))"
    case .bursts(let count, let gap):
      when = "taps \(tapsText ?? "") (\(count) taps \(Self.format(gap)) s apart; bursts \(gaps) apart)"
    case .recorded(let scripts):
      when = "events-file \(scripts.file) (\(scripts.eventCount) actions of \(scripts.selectorCount) selectors)"
    }
    let held = "presses held \(Self.format(hold.lowerBound))–\(Self.format(hold.upperBound)) s"
    let share = "\(Self.format(reduceMotionShare * 100)) % Reduce Motion"
    let autoplay = autoplay.map { ["auto-play every \(Self.format($0)) s until the first tap"] } ?? []
    if case .recorded = taps { return ([when, share] + autoplay).joined(separator: "; ") }
    return ([when, held, share] + autoplay).joined(separator: "; ")
  }

  /// `value` to four significant digits, for a reader.
  static func format(_ value: Double) -> String {
    guard value.isFinite, value != 0 else { return MotionLimits.format(value) }
    let scale = pow(10, 3 - floor(log10(abs(value))))
    return MotionLimits.format((value * scale).rounded() / scale)
  }
}
