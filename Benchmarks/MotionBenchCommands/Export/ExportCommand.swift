import BenchmarkKit
import MotionCurves
import MotionExport
import SelectorSimulation

/// `motion-bench export`: one spring handed to every platform — the code to paste, the
/// parameters, when each platform ends it and how far what it shows is from the device.
struct ExportCommand: Command {
  /// The output format.
  enum Format: String, CaseIterable, Sendable {
    case text, json
  }

  /// The spring's source: a SwiftUI expression, or another platform's code (`--from-platform`).
  var source: String
  /// The platform the source is written for (`swiftui` unless `--from-platform`).
  var sourcePlatform = ExportPlatform.swiftui
  /// The move every platform is measured on.
  var move: ExportMove
  /// The platforms to print; nil prints all.
  var platforms: [ExportPlatform]
  var format = Format.text

  // MARK: - Options (the spec and its parse, kept together)

  /// `--platform`'s choices.
  static let platformChoices = ExportPlatform.exported.map(\.rawValue) + ["all"]

  static let spec = CommandSpec(
    commandName: "motion-bench export",
    overview: """
      Hand one SwiftUI spring to every platform: for CSS (a linear() easing within --visible-pt of the spring), \
      Jetpack Compose, Android views, Flutter, UIKit, Framer Motion, React Native Reanimated and a design token, \
      the code to paste, the parameters, when that platform ends the animation, and over the move the largest \
      deviation in points of what it shows from what the iOS device shows (MotionBench's model of SwiftUI's runtime) \
      and from the closed form, at --hz frames per second. With --from-platform NAME the argument is that platform's \
      code, read back into the SwiftUI spring with the same motion.
      """,
    arguments: [
      ArgumentSpec(
        "animation",
        help: "A SwiftUI spring, e.g. '\(SeedAnimations.radioSpringSource)', '.snappy' or "
          + "'.interpolatingSpring(stiffness: 100, damping: 10)'; with --from-platform, that platform's code.")
    ],
    options: [
      .option("from", valueName: "A", help: "Start value in points.", defaultValue: "0"),
      .option("to", valueName: "B", help: "Target value in points.", defaultValue: "100"),
      .option("velocity", valueName: "V", help: "Velocity at the start in points per second.", defaultValue: "0"),
      .option(
        "platform", valueName: "P",
        help: "One of \(platformChoices.joined(separator: ", ")); 'tokens' prints the design token alone.",
        defaultValue: "all"),
      .option(
        "visible-pt", valueName: "P",
        help: "The smallest visible distance in points, a number or a fraction such as '1/3' (one pixel at 3×): "
          + "CSS's linear() stays within it.",
        defaultValue: "1/3"),
      .option(
        "hz", valueName: "H", help: "The display's frames per second, from 1 to 1000, for every deviation.",
        defaultValue: "120"),
      .option(
        "format", valueName: "F",
        help: "'text' or 'json' (one object keyed by platform name, numbers in full precision).",
        defaultValue: "text"),
      .option(
        "from-platform", valueName: "NAME",
        help:
          "Read <animation> as NAME's code instead (\(ExportPlatform.allCases.map(\.rawValue).joined(separator: ", "))"
          + "), e.g. --from-platform compose 'spring(dampingRatio = 0.5f, stiffness = 400f)'."),
    ])

  init(parsed: ParsedArguments) throws(UsageError) {
    // Force-unwrap is safe: the argument is required.
    source = parsed.texts("animation").first!
    let from = try parsed.require("from", OptionRanges.value)
    let to = try parsed.require("to", OptionRanges.value)
    let velocity = try parsed.require("velocity", OptionRanges.velocity)
    let hz = try parsed.require("hz", .number(in: ExportMove.frameRates))
    let visible = try Self.visibleThreshold(parsed.require("visible-pt", .string))
    format = try parsed.require("format", .choice)
    platforms = try Self.platforms(parsed.require("platform", .string))
    if let name = parsed.text("from-platform") {
      guard let platform = ExportPlatform(rawValue: name) else {
        throw UsageError(
          "--from-platform must be one of \(ExportPlatform.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(name)')"
        )
      }
      sourcePlatform = platform
    }
    let (spring, fluid, addedVelocity) = try Self.spring(source, platform: sourcePlatform, change: to - from)
    do {
      move = try ExportMove(
        spring: spring, fluid: fluid, from: from, to: to, velocity: velocity + addedVelocity, hz: hz,
        visibleThreshold: visible)
    } catch {
      throw UsageError("\(error)")
    }
  }

  /// `--visible-pt`: a number or `a/b`, from 1e-6 to 1e6 points.
  static func visibleThreshold(_ text: String) throws(UsageError) -> Double {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false).map { Double($0) }
    let value: Double? =
      parts.count == 1 ? parts[0] : parts.count == 2 ? parts[0].flatMap { a in parts[1].map { a / $0 } } : nil
    guard let value, value.isFinite, (1e-6...1e6).contains(value) else {
      throw UsageError("--visible-pt must be a number or a fraction such as 1/3, from 1e-6 to 1e6 pt (got '\(text)')")
    }
    return value
  }

  /// `--platform` (or tune's `--export`): one platform or all.
  static func platforms(_ text: String, option: String = "--platform") throws(UsageError) -> [ExportPlatform] {
    if text == "all" { return [.swiftui] + ExportPlatform.exported }
    guard let platform = ExportPlatform(rawValue: text), platform != .swiftui else {
      throw UsageError("\(option) must be one of \(platformChoices.joined(separator: ", ")) (got '\(text)')")
    }
    return [platform]
  }

  /// The spring a source denotes, SwiftUI's fluid form of it and any velocity its expression adds.
  /// - Throws: ``UsageError`` naming what could not be read.
  static func spring(_ source: String, platform: ExportPlatform, change: Double) throws(UsageError) -> (
    Spring, FluidSpring?, Double
  ) {
    guard platform == .swiftui else {
      let spring: Spring
      do {
        switch platform {
        case .css:
          throw SpringCodeError.unsupported(
            platform: "css", reason: "a linear() easing is sampled, not a spring; it cannot be read back")
        case .tokens: spring = try DesignToken.read(source)
        default: spring = try platform.model!.read(source)
        }
      } catch {
        throw UsageError("--from-platform \(error)")
      }
      return (spring, FluidSpring(spring), 0)
    }
    let expression: AnimationExpression
    do { expression = try AnimationExpression(parsing: source) } catch { throw UsageError("<animation> \(error)") }
    guard case .animation(let animation) = expression, case .spring(let spring, let relative, _) = animation.curve
    else {
      throw UsageError(
        "<animation> '\(source)' is not a spring; export takes one, e.g. '\(SeedAnimations.radioSpringSource)'")
    }
    return (spring, animation.fluid, relative * change)
  }

  // MARK: - Run

  func run() throws -> ExitCode {
    let exporter = Exporter(move: move)
    let exports = platforms.map(exporter.export)
    switch format {
    case .json: printOutput(Self.json(exports))
    case .text:
      if platforms == [.tokens] {
        printOutput(exports[0].code + "\n")
      } else {
        printOutput(Self.text(exports, move: move))
      }
    }
    return .success
  }
}
