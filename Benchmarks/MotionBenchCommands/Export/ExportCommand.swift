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
  /// `--scene`: the crowd to compare the platforms on instead of one move.
  var scene: SceneExport?

  // MARK: - Options (the spec and its parse, kept together)

  /// `--platform`'s choices.
  static let platformChoices = ExportPlatform.exported.map(\.rawValue) + ["all"]

  /// The smallest visible distances `--visible-pt` accepts, in points.
  static let visibleRange = 1e-6...1e6

  static let animation = Argument(
    "animation",
    help: "A SwiftUI spring, e.g. '.spring(duration: 0.35, bounce: 0.55)', '.snappy' or "
      + "'.interpolatingSpring(stiffness: 100, damping: 10)'; with --from-platform, that platform's code.", .string)
  static let from = MoveOptions.from(help: "Start value in points.", default: "0")
  static let to = MoveOptions.to(help: "Target value in points.", default: "100")
  static let velocity = MoveOptions.velocity(help: "Velocity at the start in points per second.")
  static let platform = platforms(
    "platform", help: "One of \(platformChoices.joined(separator: ", ")); 'tokens' prints the design token alone.",
    default: "all")
  static let visiblePoints = Option(
    "visible-pt", valueName: "P",
    help: "The smallest visible distance in points, a number or a fraction such as '1/3' (one pixel at 3×): "
      + "CSS's linear() stays within it.",
    default: "1/3", .ratio(in: visibleRange, unit: " pt"))
  static let hz = SceneOptions.hz.withHelp(
    "The display's frames per second, from \(MotionLimits.format(OptionRanges.hz.lowerBound)) to "
      + "\(MotionLimits.format(OptionRanges.hz.upperBound)), for every deviation.")
  static let format = Option(
    "format", valueName: "F",
    help: "\(list(Format.allCases.map { "'\($0.rawValue)'" })) (one object keyed by platform name, numbers in full "
      + "precision).",
    default: "text", ValueParser<Format>.choice)
  static let fromPlatform = Option(
    "from-platform", valueName: "NAME",
    help: "Read <animation> as NAME's code instead (\(ExportPlatform.allCases.map(\.rawValue).joined(separator: ", "))"
      + "), e.g. --from-platform compose 'spring(dampingRatio = 0.5f, stiffness = 400f)'.",
    ValueParser<ExportPlatform> { text, name throws(ValidationError) in
      guard let platform = ExportPlatform(rawValue: text) else {
        throw .invalidValue(
          name: name, expected: "one of \(ExportPlatform.allCases.map(\.rawValue).joined(separator: ", "))", got: text)
      }
      return platform
    })

  static let property = Option(
    "property", valueName: "KIND",
    help: "What the move animates: \(list(ExportProperty.allCases.map { "'\($0.rawValue)'" })): each platform's code "
      + "names that property (Android: TRANSLATION_X, SCALE_X with MIN_VISIBLE_CHANGE_SCALE, ALPHA with "
      + "MIN_VISIBLE_CHANGE_ALPHA) and the values are printed in its unit; with --scene each channel's own kind.",
    default: "position", ValueParser<ExportProperty>.choice)

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
    arguments: [animation],
    options: [
      from, to, velocity, platform, visiblePoints, hz, DeviceStartOptions.start, format, fromPlatform, property,
    ]
      + sceneDeclarations)

  init(parsed: ParsedArguments) throws(UsageError) {
    source = try parsed[Self.animation]
    let from = try parsed[Self.from]
    let to = try parsed[Self.to]
    let velocity = try parsed[Self.velocity]
    let hz = try parsed[Self.hz]
    let visible = try parsed[Self.visiblePoints]
    format = try parsed[Self.format]
    platforms = try parsed[Self.platform]
    if let platform = try parsed[Self.fromPlatform] { sourcePlatform = platform }
    let (spring, fluid, addedVelocity) = try Self.spring(source, platform: sourcePlatform, change: to - from)
    do {
      move = try ExportMove(
        spring: spring, fluid: fluid, from: from, to: to, velocity: velocity + addedVelocity, hz: hz,
        visibleThreshold: visible)
      move.deviceStart = try parsed[DeviceStartOptions.start]
      move.property = try parsed[Self.property]
    } catch let error as UsageError {
      throw error
    } catch {
      throw UsageError("\(error)")
    }
    if let kind = try parsed[Self.scene] {
      if parsed.isGiven(Self.property) {
        throw UsageError("--property does not apply with --scene: each channel's own kind is used")
      }
      scene = try Self.sceneExport(parsed, kind: kind, spring: spring)
    } else {
      try SceneBoundOptions.requireScene(
        parsed, options: Self.sceneDeclarations.filter { $0.spec.name != Self.scene.name })
    }
  }

  /// One platform of ``platformChoices``, several separated by commas (`android,compose`), or all of them.
  static let platformParser = ValueParser<[ExportPlatform]> { text, name throws(ValidationError) in
    if text == "all" { return [.swiftui] + ExportPlatform.exported }
    var result: [ExportPlatform] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let platform = ExportPlatform(rawValue: String(part)), platform != .swiftui else {
        throw .invalidValue(name: name, expected: "one of \(platformChoices.joined(separator: ", "))", got: text)
      }
      if !result.contains(platform) { result.append(platform) }
    }
    return result
  }

  /// `--NAME PLATFORM`, the platforms to export to, declared once for export's `--platform` and
  /// tune's `--export`: placeholder and parser (``platformParser``) here, help and default with each.
  ///
  /// - Parameters:
  ///   - name: The option's name.
  ///   - help: What the platforms are for in this command.
  ///   - defaultText: The platforms when none is given.
  /// - Returns: The option.
  static func platforms(_ name: String, help: String, default defaultText: String) -> Option<[ExportPlatform]> {
    Option(name, valueName: "PLATFORM", help: help, default: defaultText, platformParser)
  }

  /// `--NAME PLATFORM`, nil unless given.
  static func platforms(_ name: String, help: String) -> Option<[ExportPlatform]?> {
    Option(name, valueName: "PLATFORM", help: help, platformParser)
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
        "<animation> '\(source)' is not a spring; export takes one, e.g. '.spring(duration: 0.35, bounce: 0.55)'")
    }
    return (spring, animation.fluid, relative * change)
  }

  // MARK: - Run

  func run() throws -> ExitCode {
    if let scene {
      try scene.run()
      return .success
    }
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
