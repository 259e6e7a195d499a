import MotionCurves
import SelectorSimulation
import SpringTuning

extension SceneMetricsSetup {
  /// The lines that say what was simulated: the crowd, the interaction model, the solver, the
  /// band and the springs of the measured channels.
  func header(channels: [Component: [Int]], tuned: (channels: [Component: [Int]], spring: Spring)? = nil)
    -> [String]
  {
    let (scene, kinds) = (crowd.scene, crowd.kinds)
    let selectors =
      kinds.count == 1
      ? "\(kinds[0].name) selectors"
      : scene.components == .builtIns ? "selectors (radio and segmented, half each)" : "selectors (\(scene.components))"
    var lines = [
      "Scene: \(scene.selectors) \(selectors), \(MotionLimits.format(scene.seconds)) s of interaction + "
        + "\(MotionLimits.format(crowd.tail)) s quiet at \(MotionLimits.format(scene.hz)) Hz, seed \(scene.seed); solver "
        + "\(crowd.solver); settling band \(band).",
      "Interaction: \(scene.interaction.description(autoplay: scene.components.autoplayInterval)).",
    ]
    let measurement = crowd.measurement(channels: channels, tuned: tuned)
    for kind in kinds {
      let infos = kind.channels
      var groups: [(spring: Spring, names: [String], isOwn: Bool)] = []
      for c in channels[kind] ?? [] where infos[c].role == .spring {
        let spring = measurement.springs[kind]?[c] ?? kind.spring(ofChannel: c)!
        let isOwn = spring == kind.spring(ofChannel: c)
        if let i = groups.firstIndex(where: { $0.spring == spring }) {
          groups[i].names.append(infos[c].name)
          groups[i].isOwn = groups[i].isOwn && isOwn
        } else {
          groups.append((spring, [infos[c].name], isOwn))
        }
      }
      let own = Component.builtin(named: kind.name) == kind ? " (the seed's)" : " (the description's)"
      for group in groups {
        lines.append(
          "Spring of \(Self.abbreviated(group.names)): \(Self.expression(group.spring))" + (group.isOwn ? own : ""))
      }
    }
    return lines
  }

  /// A spring as `.spring(duration:bounce:)`, with 6 significant digits or (nil) every digit.
  static func expression(_ spring: Spring, digits: Int? = 6) -> String {
    SpringExpression.expressions(for: spring, significantDigits: digits)[0]
  }

  /// Channel names, those that differ only in their index written once with `*`.
  static func abbreviated(_ names: [String]) -> String {
    var patterns: [String] = []
    for name in names {
      let pattern = names.count > 1 ? name.replacing(/[0-9]+/, with: "*", maxReplacements: 1) : name
      if !patterns.contains(pattern) { patterns.append(pattern) }
    }
    return patterns.joined(separator: ", ")
  }

  /// The options after a replayed selector's own that make `trace` or `preview` show what the
  /// scene simulated: solver, springs, frames and band (trace) or frame rate (preview); `tuned`
  /// is the spring of `channels` and its text when the command set one.
  func replayOptions(_ command: String, kind: Component, channels: [Int], tuned: (spring: Spring, text: String)?)
    -> [String]
  {
    let (scene, solver) = (crowd.scene, crowd.solver)
    var options = ["--solver", solver.description]
    if command == "trace", solver == .swiftUI, crowd.deviceStart != .frame {
      options += ["--device-start", crowd.deviceStart.rawValue]
    }
    // The springs as typed (or, tuned, as built), so that the replay's springs are these bit for bit.
    for source in springs[kind]?.sources ?? [] { options += ["--spring", source] }
    if let tuned {
      for pattern in Self.abbreviated(channels.map { kind.channels[$0].name }).split(separator: ", ") {
        options += ["--spring", "\(pattern)=\(tuned.text)"]
      }
    }
    let seconds = MotionLimits.format(Double(crowd.frames - 1) / scene.hz)
    if command == "trace" {
      options += ["--seconds", seconds, "--hz", MotionLimits.format(scene.hz)]
      options += ["--channels", Self.abbreviated(channels.map { kind.channels[$0].name }).replacing(", ", with: ",")]
      switch band {
      case .share(let share): options += ["--epsilon", MotionLimits.format(share)]
      case .shown(let points): options += ["--visible-pt", SceneBand.text(points: points)]
      }
    } else {
      options += ["--seconds", seconds, "--hz", MotionLimits.format(scene.hz), "--out", "worst.html"]
    }
    return options
  }
}
