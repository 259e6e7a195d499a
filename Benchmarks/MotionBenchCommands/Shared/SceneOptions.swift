import BenchmarkKit
import SelectorSimulation

/// `--selectors`, `--seconds`, `--hz` and `--seed`: the scene options of `run` and `_simulate`,
/// declared once with each command's own defaults, and the scene they give.
struct SceneOptions: Sendable {
  let selectors: Option<Int>
  let seconds: Option<Double>
  /// `--hz`, the one declaration of the frame rate (``OptionRanges/hz``, default 120).
  static let hz = Option("hz", valueName: "H", help: "Frames per second.", default: "120", .number(in: OptionRanges.hz))
  /// `--threads N`, nil (every CPU the process may use, ``cores``) unless given.
  /// - Parameter note: What follows the default in the help, e.g. that the result does not
  ///   depend on the number.
  static func threads(note: String) -> Option<Int?> {
    Option(
      "threads", valueName: "N",
      help: "Worker threads (default: the CPUs this process may use, here \(cores)); \(note)", OptionRanges.threads)
  }
  /// The CPUs this process may run on (its affinity mask, as `nproc` counts them; the online
  /// cores when the mask cannot be read): the thread count when `--threads` is not given.
  static let cores = ThreadAffinity.usableCPUCount
  static let seed = Option(
    "seed", valueName: "N", help: "Seed of the selectors' event scripts.", default: "1", .nonNegativeInt)

  /// Declares the options.
  ///
  /// - Parameters:
  ///   - selectorsHelp: The help of `--selectors`.
  ///   - selectors: The default number of selectors, as typed.
  ///   - maximumSelectors: The most selectors allowed.
  ///   - seconds: The default simulated seconds, as typed.
  init(selectorsHelp: String, selectors: String, maximumSelectors: Int, seconds: String) {
    self.selectors = Option(
      "selectors", valueName: "N", help: selectorsHelp, default: selectors, .positiveInt(maximum: maximumSelectors))
    self.seconds = Option(
      "seconds", valueName: "S", help: "Simulated seconds.", default: seconds,
      .number(in: OptionRanges.seconds, unit: " s"))
  }

  /// The four declarations, in help order.
  var declarations: [any OptionDeclaration] { [selectors, seconds, Self.hz, Self.seed] }

  /// The default scene with the parsed selectors, seconds, frame rate and seed.
  ///
  /// - Parameter parsed: The command's parsed arguments.
  /// - Returns: The scene (not yet validated as a whole).
  /// - Throws: The first option's ``UsageError``.
  func scene(_ parsed: ParsedArguments) throws(UsageError) -> SceneConfiguration {
    SceneConfiguration(
      selectors: try parsed[selectors], seconds: try parsed[seconds], hz: try parsed[Self.hz],
      seed: UInt64(try parsed[Self.seed]))
  }
}
