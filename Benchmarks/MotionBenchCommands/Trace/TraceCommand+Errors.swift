import BenchmarkKit
import BenchmarkPictures
import SelectorSimulation

extension TraceCommand {
  static let against = SolverOptions.against(
    help: "Take the errors against solver S instead of the reference (implies --errors), e.g. "
      + "'--solver swiftui --against closed-form' for the device minus the closed form.")

  static let errors = Option.flag(
    "errors",
    help: "Add each value's difference to the Float80 reference (or to --against): columns against, error (value "
      + "units) and error_pt (points; opacities and tints in 1/255 levels).")
  /// The most values (frames × channels written) a trace with errors keeps of its second run.
  static let maximumComparedValues = 10_000_000

  /// The solver the errors are taken against, or nil without `--errors` and `--against`.
  ///
  /// - Parameters:
  ///   - parsed: The parsed options.
  ///   - solver: `--solver`.
  /// - Returns: `--against`, or the reference for `--errors` alone.
  /// - Throws: ``UsageError`` for an unknown solver, or one equal to `--solver`.
  static func comparison(_ parsed: ParsedArguments, solver: SolverDescriptor) throws(UsageError) -> SolverDescriptor? {
    let other = try parsed[against]
    guard try parsed[errors] || other != nil else { return nil }
    guard let other else {
      guard solver != .reference else {
        throw UsageError(
          "--errors compares with the Float80 reference, which is --solver itself; give --against with another solver")
      }
      return .reference
    }
    guard other != solver else {
      throw UsageError(
        "--against must name another solver than --solver (both are '\(solver)'); allowed: "
          + SolverDescriptor.names(solving: .scenes).joined(separator: ", "))
    }
    return other
  }

  /// The written channels' values of the `against` run, frame-major: `[frame · channels.count + j]`.
  ///
  /// - Parameters:
  ///   - block: The selector and its schedule.
  ///   - frames: Frames traced.
  /// - Returns: Nothing without a comparison.
  /// - Throws: The solver's errors.
  func comparedValues(_ block: SelectorBlock, frames: Int) throws -> [Double] {
    guard let against else { return [] }
    var kept = [Double](repeating: 0, count: frames * channels.count)
    try springs.simulate(
      block, solver: against.makeSceneSolver(tolerance: 1e-10), frames: frames, hz: scene.hz, combining: scene.combining
    ) { frame, values in
      for (j, c) in channels.enumerated() { kept[frame * channels.count + j] = values[c] }
    }
    return kept
  }

  /// The columns of a trace: long `t,channel,value,solver` (with errors also
  /// `against,error,error_pt`; with `--against-spring` also `against_spring,against_value,difference`);
  /// wide `t`, a column per channel, with errors `error:<channel>` and `error_pt:<channel>` columns,
  /// with `--against-spring` `against:<channel>` and `difference:<channel>` of the channels it
  /// sets, then `event` and `solver` (and `against`, or `against_spring`).
  var columns: [String] {
    let names = channels.map { kind.channels[$0].name }
    let compared = against == nil ? [] : ["against"]
    let springs = againstSprings == nil ? [] : ["against_spring"]
    switch layout {
    case .long:
      return ["t", "channel", "value", "solver"] + compared + (against == nil ? [] : ["error", "error_pt"])
        + springs + (againstSprings == nil ? [] : ["against_value", "difference"])
    case .wide:
      let errors =
        against == nil ? [] : names.map { WideColumn.name("error", $0) } + names.map { WideColumn.name("error_pt", $0) }
      let set = againstPositions.map { names[$0] }
      let againstColumns = set.map(WideColumn.against) + set.map(WideColumn.difference)
      return ["t"] + names + errors + againstColumns + (writesEvents ? ["event"] : []) + ["solver"] + compared + springs
    }
  }
}
