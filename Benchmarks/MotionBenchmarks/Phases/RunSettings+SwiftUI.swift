import BenchmarkKit
import BenchmarkResults
import MotionCurves
import SelectorSimulation

extension RunSettings {
  /// The `swiftui` phase: the runtime against the closed form on the seed moves.
  static let swiftUI = benchmark(
    .swiftUI, scene: "each seed spring channel's move from rest at the run's frame rate",
    measures: "SwiftUI's runtime against the closed form",
    writes: [
      .endTime, .settleTime, .endJump, .maxDeviation, .rmsDeviation, .visibleDeviationSamples, .endJumpPoints,
      .maxDeviationPoints, .rmsDeviationPoints,
    ]
  ) { settings, rows in try settings.measureSwiftUI(into: &rows) }

  /// One move of a seed spring channel, from rest, as the `swiftui` phase measures it.
  struct SwiftUIMove {
    let kind: Component
    let channel: ChannelInfo
    let from: Double
    let to: Double
    /// How the move is named in reports, e.g. `0.01 → 1`.
    var label: String { "\(formatted(from, digits: 6)) → \(formatted(to, digits: 6))" }
  }

  /// The seeds' spring channels moved once each from rest: the radio dot (scale and opacity) and
  /// outline, the segmented highlight over one and over three segments, a label tint.
  static var swiftUIMoves: [SwiftUIMove] {
    func info(_ kind: Component, _ family: String) -> ChannelInfo {
      kind.channels[kind.family(named: family)!.channel()]
    }
    let segment = Component.segmented.firstMove(of: Component.segmented.family(named: "highlight.offset")!)
    return [
      SwiftUIMove(kind: .radio, channel: info(.radio, "dot.scale"), from: 0.01, to: 1),
      SwiftUIMove(kind: .radio, channel: info(.radio, "dot.opacity"), from: 0, to: 1),
      SwiftUIMove(kind: .radio, channel: info(.radio, "outline.tint"), from: 0, to: 1),
      SwiftUIMove(kind: .segmented, channel: info(.segmented, "highlight.offset"), from: 0, to: segment),
      SwiftUIMove(kind: .segmented, channel: info(.segmented, "highlight.offset"), from: 0, to: 3 * segment),
      SwiftUIMove(kind: .segmented, channel: info(.segmented, "label.tint"), from: 0, to: 1),
    ]
  }

  /// SwiftUI's runtime against the closed form on each seed spring channel's move from rest, at
  /// the scene's frame rate: the largest and RMS deviation over the frames until both have come
  /// to rest, when the runtime ends the animation against the exact settling time (ε = 0.001 of
  /// the change), and the jump to the target at that end. Deviations and jumps are also given
  /// in points for sizes and offsets. (The scene's deviations per channel are the `swiftui`
  /// solver's rows of the accuracy phase.)
  func measureSwiftUI(into report: inout RunRows) throws {
    let hz = scene.hz
    progress(
      "swiftui: the runtime against the closed form on \(Self.swiftUIMoves.count) seed moves at \(formatted(hz)) Hz")
    for move in Self.swiftUIMoves {
      let spring = move.kind.spring(ofChannel: move.kind.channels.firstIndex(of: move.channel)!)!
      let runtime = try SwiftUIRuntimeSpring(FluidSpring(spring), components: move.channel.components)
      let change = move.to - move.from
      let ending = try runtime.ending(displacement: -change, velocity: 0, hz: hz)
      let settle = spring.settlingTime(displacement: -change, velocity: 0, threshold: 1e-3 * abs(change))
      let motion = SpringMotion(
        spring: spring, start: 0, target: move.to, displacement: -change, velocity: 0, fluid: FluidSpring(spring))
      let frames = Frames(hz: hz, range: 0..<(Int((max(ending.time, settle) * hz).rounded(.up)) + 2))
      let shown = try SwiftUIRuntimeSolver(components: move.channel.components).sample(.spring(motion), frames: frames)
      let exact = ClosedFormSolver().sampleSpring(motion, frames: frames)
      var errors = ChannelErrors()
      for (a, b) in zip(shown.values, exact.values) { errors.add(a - b, visibleAbove: move.channel.visibleError) }
      func add(_ metric: Metric, _ value: Double) {
        var r = row(.swiftUI, ResultSolver(.swiftUI), scene, metric: metric, value: value)
        r.channel = .move(move.channel.family, move.label)
        report.add(r)
      }
      add(.endTime, ending.time)
      add(.settleTime, settle)
      add(.endJump, ending.jump)
      add(.maxDeviation, errors.maximum)
      add(.rmsDeviation, errors.rms)
      add(.visibleDeviationSamples, Double(errors.visible))
      if let scale = move.channel.pointsPerUnit {
        add(.endJumpPoints, ending.jump * scale)
        add(.maxDeviationPoints, errors.maximum * scale)
        add(.rmsDeviationPoints, errors.rms * scale)
      }
    }
  }

  /// The `swiftui` phase's table for the summary.
  func swiftUISummary(_ report: RunReport) -> String? {
    let rows = report.rows.rows(describedBy: { $0.phase == .swiftUI })
    let channels = rows.map(\.channel).reduce(into: [ResultChannel]()) { if !$0.contains($1) { $0.append($1) } }
    guard !channels.isEmpty else { return nil }
    var table = TextTable("channel, move", "max deviation", "end (s)", "exact settle (s)", "end jump")
    for channel in channels {
      func value(_ metric: Metric) -> Double? { rows.first { $0.channel == channel && $0.measures(metric) }?.value }
      func amount(_ metric: Metric, points: Metric) -> String {
        if let points = value(points) { return formatted(points) + " pt" }
        return value(metric).map { formatted($0 * 255) + "/255" } ?? "n/a"
      }
      table.add(
        channel.text, amount(.maxDeviation, points: .maxDeviationPoints), formatted(value(.endTime) ?? .nan),
        formatted(value(.settleTime) ?? .nan), amount(.endJump, points: .endJumpPoints))
    }
    return "\nSwiftUI's runtime against the closed form, one move from rest at \(formatted(scene.hz)) Hz:\n"
      + table.rendered
  }
}
