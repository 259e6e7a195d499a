import BenchmarkKit
import BenchmarkPictures
import SelectorSimulation

/// The one rule for what a command that shows motion (`curve`, `trace`, `preview`, `scene`,
/// `tune --scene`, `sweep --scene`, `export --scene`) assumes unless told: the device model, since
/// the screen shows what SwiftUI's runtime steps, and a band of what the screen can show, a
/// third of a point (one pixel at 3×; a third of a level of 1/255 for opacities and tints).
enum ShownMotion {
  /// The default solver, as typed: the device model.
  static let solver = "swiftui"
  /// The default settling band of a component's channels.
  static let band = SceneBand.shown(1.0 / 3)
  /// How `--visible-pt`'s help ends where ``band`` is the default.
  static let bandDefaultHelp = " (default: 1/3 unless --epsilon is given)"

  /// The line a command prints on standard error when it chose the solver or band itself: the
  /// solver it used and, for a component's channels, the band, each with the flag that takes the
  /// other.
  ///
  /// - Parameters:
  ///   - command: The command's name, such as `trace`.
  ///   - solver: The solver used.
  ///   - band: The band used, or nil where none applies.
  ///   - given: Whether the command line gave both (`--solver`, and `--epsilon` or `--visible-pt`
  ///     where a band applies).
  /// - Returns: The line, or nil when nothing was chosen for the user.
  static func line(_ command: String, solver: SolverDescriptor, band: SceneBand?, given: Bool) -> String? {
    guard !given else { return nil }
    var text =
      solver == .swiftUI
      ? "\(command): solver swiftui, the device model (--solver closed-form for the closed form)"
      : "\(command): solver \(solver) (the device model is --solver swiftui)"
    switch band {
    case nil: break
    case .shown(let points)?:
      text += "; band \(SceneBand.text(points: points)) pt (--epsilon E for a share of each move)"
    case .share(let share)?: text += "; band \(CSVWriter.text(share)) of each move (--visible-pt P for points)"
    }
    return text
  }
}
