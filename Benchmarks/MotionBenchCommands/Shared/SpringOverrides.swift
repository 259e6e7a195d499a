import BenchmarkKit
import BenchmarkPictures
import MotionCurves
import MotionText
import SelectorSimulation

/// Spring channels animated with another spring than the component's own (`--spring CHANNEL=ANIMATION`),
/// as `trace` and `preview` take them.
///
/// Spring channels never interact, so a selector with several springs is simulated once per
/// distinct spring (``SelectorBlock/spring``) and each channel taken from the run of its own
/// spring; every other channel is the same in every run.
struct SpringOverrides: Sendable, Equatable {
  /// Each overridden channel's spring, by channel index.
  private(set) var springs: [Int: Spring] = [:]
  /// The overrides as typed, in order (`CHANNEL=ANIMATION`, as `trace --spring` takes them).
  private(set) var sources: [String] = []
  /// The overrides for a reader, in order: the animation alone for `*` (every spring channel),
  /// else `CHANNEL: ANIMATION`.
  private(set) var descriptions: [String] = []

  init() {}

  /// Parses `CHANNEL=ANIMATION` texts; a later one wins where two name the same channel.
  ///
  /// CHANNEL is a spring channel's name or a pattern (`*` any text, `?` one character) that
  /// matches at least one; ANIMATION is a SwiftUI spring animation without delay, initial
  /// velocity or blend duration (`.spring(duration: 0.3, bounce: 0.2)`, `.snappy`, `Spring.bouncy`).
  ///
  /// - Parameters:
  ///   - texts: The option's values as typed.
  ///   - kind: The selector, whose spring channels the names must match.
  ///   - option: The option's name for messages, e.g. `--spring`.
  /// - Throws: ``UsageError`` naming the first text that is not `CHANNEL=ANIMATION`, a channel
  ///   that is no spring channel, or an animation that does not parse or is not a plain spring.
  init(parsing texts: [String], kind: Component, option: String) throws(UsageError) {
    for text in texts {
      guard let equals = text.firstIndex(of: "=") else {
        throw UsageError(
          "\(option) \(UntrustedText.shown(text, limit: 60)) is not CHANNEL=ANIMATION, "
            + "e.g. \(Self.springChannels(kind)[0])=.spring(duration: 0.3, bounce: 0.2)")
      }
      let pattern = String(text[..<equals].trimmingWhitespace())
      let source = String(text[text.index(after: equals)...].trimmingWhitespace())
      let channels = try Self.channels(matching: pattern, kind: kind, option: option)
      let spring = try Self.spring(source, option: "\(option) \(pattern)")
      for channel in channels { springs[channel] = spring }
      sources.append("\(pattern)=\(source)")
      descriptions.append(pattern == "*" ? source : "\(pattern): \(source)")
    }
  }

  var isEmpty: Bool { springs.isEmpty }

  /// These overrides with `spring` on `channels` too (as a tuned or swept spring sets them).
  func setting(_ spring: Spring, on channels: [Int]) -> SpringOverrides {
    var set = self
    for channel in channels { set.springs[channel] = spring }
    return set
  }

  /// These overrides with `other`'s laid over them (`other` wins on a shared channel).
  func merging(_ other: SpringOverrides) -> SpringOverrides {
    var merged = self
    merged.springs.merge(other.springs) { _, new in new }
    merged.sources += other.sources
    merged.descriptions += other.descriptions
    return merged
  }

  /// The names of a kind's spring channels, in channel order.
  static func springChannels(_ kind: Component) -> [String] {
    kind.channels.filter { $0.role == .spring }.map(\.name)
  }

  /// The spring channels a name or pattern selects.
  private static func channels(matching pattern: String, kind: Component, option: String) throws(UsageError)
    -> [Int]
  {
    let channels = kind.channels
    let matches = channels.indices.filter {
      channels[$0].role == .spring && ShellPattern.matches(channels[$0].name, pattern)
    }
    guard matches.isEmpty else { return matches }
    var families: [String] = []
    for name in springChannels(kind) {
      let family = name.replacing(/[0-9]+/, with: "<i>", maxReplacements: 1)
      if !families.contains(family) { families.append(family) }
    }
    let other =
      channels.contains { ShellPattern.matches($0.name, pattern) } ? " (only channels that are not springs)" : ""
    throw UsageError(
      "\(option) channel \(UntrustedText.shown(pattern, limit: 60)) matches no \(kind.name) spring channel\(other); "
        + "they are \(families.joined(separator: ", ")) with <i> from 0 to \(kind.optionCount - 1), "
        + "and patterns such as '*.tint' match several")
  }

  /// The spring of an animation expression.
  private static func spring(_ source: String, option: String) throws(UsageError) -> Spring {
    let expression: AnimationExpression
    do { expression = try AnimationExpression(parsing: source) } catch {
      throw UsageError("\(option): animation \(UntrustedText.shown(source, limit: 60)) \(error)")
    }
    let plain =
      "give a spring without delay, initial velocity or blend duration, e.g. .spring(duration: 0.3, bounce: 0.2)"
    guard case .animation(let animation) = expression,
      case .spring(let spring, let velocity, let blend) = animation.curve
    else {
      throw UsageError("\(option): \(UntrustedText.shown(source, limit: 60)) is not a spring animation; \(plain)")
    }
    guard animation.delay == 0, velocity == 0, blend == 0 else {
      throw UsageError("\(option): \(UntrustedText.shown(source, limit: 60)) has a delay, velocity or blend; \(plain)")
    }
    return spring
  }

  /// Simulates `block` with these springs: `solver` once per distinct spring, the overridden
  /// channels (and those whose own spring in the component is not the block's) from their
  /// spring's run laid over the block's own run.
  ///
  /// - Parameters:
  ///   - block: The selectors, with their own spring for the channels not overridden.
  ///   - solver: The solver of every run.
  ///   - frames: How many frames.
  ///   - hz: Frames per second.
  ///   - combining: How timing curves combine.
  ///   - sink: Receives each frame's values, channel-major, as ``SceneSolver`` hands them.
  /// - Throws: The solver's errors.
  func simulate(
    _ block: SelectorBlock, solver: any SceneSolver, frames: Int, hz: Double, combining: TimingCombination,
    sink: (_ frame: Int, _ values: UnsafeBufferPointer<Double>) -> Void
  ) throws {
    let n = block.count
    var springs = springs
    for (c, info) in block.kind.channels.enumerated() where info.role == .spring && springs[c] == nil {
      springs[c] = block.kind.spring(ofChannel: c)
    }
    let overridden = springs.keys.sorted().filter { springs[$0] != block.spring }
    guard !overridden.isEmpty else {
      _ = try solver.simulate(block, frames: frames, hz: hz, combining: combining, sink: sink)
      return
    }
    // Per frame, each overridden channel's n values, in `overridden` order.
    var laid = [Double](repeating: 0, count: frames * overridden.count * n)
    for spring in Set(overridden.map { springs[$0]! }) {
      var run = block
      run.spring = spring
      let slots = overridden.indices.filter { springs[overridden[$0]] == spring }
      _ = try solver.simulate(run, frames: frames, hz: hz, combining: combining) { frame, values in
        for j in slots {
          let base = (frame * overridden.count + j) * n
          for s in 0..<n { laid[base + s] = values[overridden[j] * n + s] }
        }
      }
    }
    var buffer = [Double](repeating: 0, count: block.valueCount)
    _ = try solver.simulate(block, frames: frames, hz: hz, combining: combining) { frame, values in
      buffer.withUnsafeMutableBufferPointer { out in
        _ = out.initialize(from: values)
        for (j, channel) in overridden.enumerated() {
          let base = (frame * overridden.count + j) * n
          for s in 0..<n { out[channel * n + s] = laid[base + s] }
        }
        sink(frame, UnsafeBufferPointer(out))
      }
    }
  }
}
