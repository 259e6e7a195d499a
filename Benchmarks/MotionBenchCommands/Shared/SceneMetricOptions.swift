import BenchmarkKit
import BenchmarkPictures
import SelectorSimulation

/// The options of the commands that measure the scene metrics (`scene`, `sweep --scene`,
/// `tune --scene`), declared once: the crowd, its springs, the solver and the band.
enum SceneMetricOptions {
  /// Quiet seconds after the scripts.
  static let tailRange = 0.0...60.0

  /// `--selectors`, `--seconds` (of scripted interaction), `--hz` and `--seed`.
  static let crowd = SceneOptions(
    selectorsHelp: "Selectors simulated, each with its own seeded script.", selectors: "1000",
    maximumSelectors: SceneConfiguration.maximumSelectors, seconds: "5")
  static let tail = Option(
    "tail", valueName: "S",
    help: "Quiet seconds simulated after the scripts, so that the last actions' motion can settle; a burst still "
      + "unsettled at the end counts as never settling.", default: "2", .number(in: tailRange, unit: " s"))
  static let solver = SolverOptions.solver(
    help: "The scene solver: \(SolverDescriptor.synopsis(solving: .scenes)) (rtol = atol = 1e-10).",
    default: ShownMotion.solver)
  static let spring = ChannelOptions.springs(
    help: "Animate spring channels (a name or pattern, as trace --spring) with another spring, e.g. "
      + "'*.dot.scale=.spring(duration: 0.5, bounce: 0.2)'; may be repeated, a later one wins.")
  static let threads = SceneOptions.threads(note: "the result is the same for any number.")

  /// Every declaration, in help order.
  static let declarations: [any OptionDeclaration] = [
    crowd.selectors, crowd.seconds, tail, SceneOptions.hz, SceneOptions.seed, InteractionOptions.taps,
    InteractionOptions.eventsFile,
    solver, DeviceStartOptions.start, spring,
    SettlingBandOptions.epsilon.withHelp(
      "Settling band as a fraction of each move's change (its target minus the one before), '0.001' or '0.1%', "
        + "instead of --visible-pt's; also the least visible reversal.",
      showsDefault: false),
    SettlingBandOptions.visiblePoints.withHelp(
      "Settling band instead in what the screen shows, such as 1/3: P points for sizes and offsets, P levels of "
        + "1/255 for opacities and tints" + ShownMotion.bandDefaultHelp + "; also the least visible reversal."),
    threads,
  ]

  /// ``declarations`` without those a command already declares for itself (`--hz`, `--threads`,
  /// the band), which ``SceneMetricsSetup`` then reads by name.
  static func declarations(omitting names: Set<String>) -> [any OptionDeclaration] {
    declarations.filter { !names.contains($0.spec.name) }
  }

  /// What a crowd's components may be, for help texts.
  static let componentHelp =
    "radio, segmented, both (the two, half each), a component description file (JSON; docs/components.md), or "
    + "a mix NAME=SHARE,… of them (e.g. ./tab-bar.json=3,radio=1)"

  /// The crowd a `radio`, `segmented`, `both`, description file or `NAME=SHARE,…` mix names.
  ///
  /// - Parameters:
  ///   - text: The argument.
  ///   - option: Its name, for messages.
  /// - Returns: The components and their shares.
  /// - Throws: ``UsageError`` naming `option` for a bad name or share (64), with the exit code of
  ///   a description file that cannot be read (66) or is not valid (65).
  static func components(_ text: String, option: String) throws(UsageError) -> ComponentMix {
    if text == "both" { return .builtIns }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    var mix: [(component: Component, share: Double)] = []
    for part in parts {
      let (name, shareText) = ComponentArgument.part(of: part)
      var share = 1.0
      if let shareText {
        guard let value = Double(shareText), value.isFinite, value > 0, value <= 1e6 else {
          throw UsageError(
            "\(option): the share of \(UntrustedText.shown(name, limit: 60)) must be a positive number "
              + "up to 1e6 (got \(UntrustedText.shown(String(shareText), limit: 20)))")
        }
        share = value
      }
      let component: Component
      do { component = try ComponentArgument.load(name) } catch {
        throw UsageError(
          "\(option): \(error.message)", exitCode: error.exitCode == .usage ? .usage : error.exitCode)
      }
      mix.append((component, share))
    }
    do { return try ComponentMix(mix) } catch { throw UsageError("\(option): \(error)") }
  }
}
