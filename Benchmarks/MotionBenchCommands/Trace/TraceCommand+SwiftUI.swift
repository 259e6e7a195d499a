import BenchmarkKit
import BenchmarkPictures
import MotionCurves
import SelectorSimulation
import SpringTuning

extension TraceCommand {
  /// The band of the `--solver swiftui` notes, from `--epsilon` or `--visible-pt` (P points for
  /// sizes and offsets, P levels of 1/255 for opacities and tints); ``ShownMotion/band`` when
  /// neither is given.
  ///
  /// - Throws: ``UsageError`` for a bad value, both options, or either without `--solver swiftui`.
  static func band(_ parsed: ParsedArguments, solver: SolverDescriptor) throws(UsageError) -> SceneBand {
    guard let band = try SettlingBandOptions.band(parsed) else { return ShownMotion.band }
    guard solver == .swiftUI else {
      throw UsageError(
        "--epsilon and --visible-pt set the band of the settle times that --solver swiftui reports; "
          + "they need --solver swiftui (got '\(solver)')")
    }
    return band
  }

  /// A move's band in value units.
  ///
  /// - Parameters:
  ///   - info: The channel.
  ///   - change: The move's change |to − from|.
  func bandWidth(_ info: ChannelInfo, change: Double) -> Double {
    band.distance(change: change, shownPerUnit: info.shownPerUnit)
  }

  /// The band in words: `within 0.1% of the change`, `within 1/3 pt`, `within 1 levels (1/255)`.
  func bandText(_ info: ChannelInfo) -> String {
    switch band {
    case .share: band.description
    case .shown(let points):
      info.pointsPerUnit == nil ? "within \(SceneBand.text(points: points)) levels (1/255)" : band.description
    }
  }

  /// The lines `--solver swiftui` prints on standard error: per move of a spring channel
  /// written, when the runtime ends it and how far it jumps then, and when it settles in the band.
  ///
  ///     swiftui: highlight.offset at 0.5 s, 0 → 159.5: ends at 1.342 s (settled within 1/3 pt by
  ///     0.9583 s), jump 0.0101 (0.0101 pt)
  ///
  /// - Parameters:
  ///   - block: The selector and its schedule.
  ///   - frames: Frames traced.
  /// - Returns: One line per move, in time order.
  /// - Throws: ``CurveError`` for a spring the runtime model rejects.
  func swiftUINotes(_ block: SelectorBlock, frames: Int) throws(CurveError) -> [String] {
    func f(_ value: Double) -> String { SpringExpression.format(value, significantDigits: 4) }
    let infos = kind.channels
    let moves = try TraceMove.moves(
      of: block, channels: channels, springs: springs, frames: frames, hz: scene.hz, start: deviceStart
    ) {
      bandWidth($0, change: $1)
    }
    let lastFrame = FrameRate(hz: scene.hz).time(frames - 1)
    return try moves.map { (move) throws(CurveError) in
      let info = infos[move.channel]
      let label = "swiftui: \(info.name) at \(f(move.start)) s, \(f(move.from)) → \(f(move.to)): "
      let settle = move.settle.map { "settled \(bandText(info)) by \(f($0)) s" } ?? "not settled \(bandText(info))"
      guard let ending = move.ending else {
        return label + "retargeted at \(f(move.interrupted ?? move.start)) s before it ends (\(settle))"
      }
      let runtime = try SwiftUIRuntimeSpring(
        FluidSpring(springs.springs[move.channel] ?? block.spring), components: info.components)
      let jump = ending.jump.isFinite ? "\(f(ending.jump * info.shownPerUnit)) \(info.shownUnit)" : nil
      return label
        + runtime.endingNote(
          ending, limit: SwiftUIRuntimeSpring.defaultEndingLimit, lastFrame: lastFrame, settle: settle, jumpPoints: jump
        )
    }
  }
}
