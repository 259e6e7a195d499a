import BenchmarkKit
import Glibc
import SelectorSimulation

/// `--selectors`, `--seconds`, `--hz` and `--seed`: the scene options of `run` and `_simulate`,
/// declared once with each command's own defaults, and the scene they give.
struct SceneOptions: Sendable {
  let selectors: Option<Int>
  let seconds: Option<Double>
  /// `--hz`, the one declaration of the frame rate (``OptionRanges/hz``, default 120).
  static let hz = Option("hz", valueName: "H", help: "Frames per second.", default: "120", .number(in: OptionRanges.hz))
  /// `--threads N`, nil (all cores, ``cores``) unless given.
  /// - Parameter help: What the threads share and whether the result depends on their number.
  static func threads(help: String) -> Option<Int?> {
    Option("threads", valueName: "N", help: help, OptionRanges.threads)
  }
  /// The machine's online cores: the thread count when `--threads` is not given.
  static let cores = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
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
