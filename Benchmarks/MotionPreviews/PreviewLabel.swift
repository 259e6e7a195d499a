import BenchmarkKit
import MotionCurves
import SelectorSimulation

/// A panel's label in words: a line per spring (which channels move with it; the seed's last),
/// then the solver, e.g. `dot scale: spring 0.3 s, bounce 0.2`, `others: seed spring 0.35 s,
/// bounce 0.55` and `solver: SwiftUI runtime (device)`.
package struct PreviewLabel: Sendable, Equatable {
  /// A line per spring, in channel order.
  package let springs: [String]
  /// The solver line.
  package let solver: String

  /// The lines, top first.
  package var lines: [String] { springs + [solver] }

  /// The label on one line, for a page title.
  var oneLine: String { lines.joined(separator: "; ") }

  /// The label of a panel that animates `kind`'s spring channels with `overrides` (each other
  /// channel with its own spring) and solves with `solver`.
  ///
  /// A component whose spring channels share one spring (the built-ins') names the channels
  /// moved with other springs and then that spring as the seed's, "others"; one with several
  /// springs (a description's chevron and body) names every spring by the channels it moves.
  ///
  /// - Parameters:
  ///   - kind: The component.
  ///   - overrides: The spring of each channel animated with another spring, by channel index
  ///     (`preview --spring`); every other spring channel has its own spring in `kind`.
  ///   - solver: The panel's scene solver.
  package init(kind: Component, overrides: [Int: Spring], solver: SolverDescriptor) {
    let channels = kind.channels.indices.filter { kind.channels[$0].role == .spring }
    let own = Set(channels.compactMap(kind.spring(ofChannel:)))
    let seed = own.count == 1 ? own.first : nil
    // Each spring with the channels it moves, in channel order.
    var groups: [(spring: Spring, names: [String])] = []
    for family in Self.families(kind, channels: channels) {
      let springs = family.channels.map { overrides[$0] ?? kind.spring(ofChannel: $0)! }
      let parts: [(Spring, String)] =
        Set(springs).count == 1
        ? [(springs[0], family.words)]
        : zip(springs, family.channels).map { ($0, Self.words(ofChannel: kind.channels[$1].name)) }
      for (spring, name) in parts {
        if let g = groups.firstIndex(where: { $0.spring == spring }) {
          groups[g].names.append(name)
        } else {
          groups.append((spring, [name]))
        }
      }
    }
    // The seed's spring, if it still moves some channels, comes last, as "others".
    groups = groups.filter { $0.spring != seed } + groups.filter { $0.spring == seed }
    springs =
      groups.count == 1 && seed != nil
      ? [Self.words(groups[0].spring, seed: seed)]
      : groups.map { group in
        let names = group.spring == seed ? "others" : group.names.joined(separator: ", ")
        return "\(names): \(Self.words(group.spring, seed: seed))"
      }
    self.solver = "solver: \(solver.title)"
  }

  /// A spring in words: a preset's name, its duration and bounce, and whether it is the seed's.
  static func words(_ spring: Spring, seed: Spring?) -> String {
    let presets: [(String, Spring)] = [("smooth", .smooth), ("snappy", .snappy), ("bouncy", .bouncy)]
    let name = presets.first { $0.1 == spring }.map { "\($0.0) spring" } ?? "spring"
    let shown = "\(name) \(SVGText.number(spring.duration)) s, bounce \(SVGText.number(spring.bounce))"
    return spring == seed ? "seed \(shown)" : shown
  }

  /// A channel's name in words: `option1.dot.scale` is `option 1 dot scale`.
  static func words(ofChannel name: String) -> String {
    name.replacing(/([a-z])([0-9])/) { "\($0.1) \($0.2)" }.replacing(".", with: " ")
  }

  /// The spring channels by family (`dot scale`, `label tint`), in channel order.
  static func families(_ kind: Component, channels: [Int]) -> [(words: String, channels: [Int])] {
    var families: [(words: String, channels: [Int])] = []
    for channel in channels {
      let words = Self.words(ofChannel: kind.channels[channel].name.replacing(/^[a-z]+[0-9]+\./, with: ""))
      if let f = families.firstIndex(where: { $0.words == words }) {
        families[f].channels.append(channel)
      } else {
        families.append((words, [channel]))
      }
    }
    return families
  }
}
