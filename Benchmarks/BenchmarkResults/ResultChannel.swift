import SelectorSimulation

/// The `channel` column of a results row: a channel family, all channels, a seed move of the
/// `swiftui` phase, or none. Its text appears only at the CSV boundary.
package struct ResultChannel: Hashable, Sendable, CustomStringConvertible {
  /// The column's text, e.g. `dot.scale`, `all`, `dot.scale 0.01 → 1` or empty.
  package let text: String

  /// A row of no channel.
  package static let none = ResultChannel(csv: "")
  /// Every channel of the scene together.
  package static let all = ResultChannel(csv: "all")

  /// The column as a file holds it.
  package init(csv text: String) { self.text = text }

  /// A channel family over all its elements, `dot.scale`.
  package init(_ family: ChannelFamily) { text = family.description }

  /// A family's move from rest, as the `swiftui` phase names it: `dot.scale 0.01 → 1`.
  package static func move(_ family: ChannelFamily, _ label: String) -> ResultChannel {
    ResultChannel(csv: "\(family) \(label)")
  }

  /// Whether the row names no channel.
  package var isNone: Bool { text.isEmpty }

  package var description: String { text }
}
