/// An animated property of a selector, repeated over its options, modes or dividers
/// (`dot.scale` is `option0.dot.scale`, `option1.dot.scale` and `option2.dot.scale`).
///
/// ``table`` is the one statement of the channel layout: each family's name, kind, element,
/// role, size in points, moving components and clamping. A kind's channels
/// (``SelectorKind/channels``) are its rows in table order, each run of rows over the same
/// element written once per element (element-major), so the radio channels are option 0's six,
/// then option 1's, then option 2's. Channel indices (``channel(_:)``), the channel count and
/// every role's slots (``ChannelLayout``) derive from it.
public enum ChannelFamily: Int, CaseIterable, Sendable, CustomStringConvertible {
  case dotScale, dotOpacity, outlineTint, ringProgress, ringScale, ringOpacity
  case highlightOffset, labelTint, pressScaleX, pressScaleY, pressOpacity, dividerOpacity

  /// One row of the table.
  public struct Row: Sendable {
    public let family: ChannelFamily
    /// The family's name, e.g. `dot.scale`.
    public let name: String
    public let kind: SelectorKind
    /// What the family repeats over.
    public let element: ChannelElement
    public let role: ChannelRole
    /// Points per unit of the value, where the value is a size or position (nil for
    /// opacities and tints).
    public let pointsPerUnit: Double?
    /// How many components of the animated property move together: 2 for `scaleEffect` (width
    /// and height alike), else 1 (an offset's other axis does not move; a tint animates one mix
    /// fraction). SwiftUI's runtime stop rule sums v² and F² over them.
    public let components: Int
    /// Whether the shown value is clamped to [0, 1]: a spring-driven opacity overshoots inside
    /// its spring, and SwiftUI shows the clamped value.
    public let isClamped: Bool

    init(
      _ family: ChannelFamily, _ name: String, _ kind: SelectorKind, per element: ChannelElement, _ role: ChannelRole,
      points: Double? = nil, components: Int = 1, clamped: Bool = false
    ) {
      self.family = family
      self.name = name
      self.kind = kind
      self.element = element
      self.role = role
      self.pointsPerUnit = points
      self.components = components
      self.isClamped = clamped
    }
  }

  /// The channel table, in output order within each kind.
  public static let table: [Row] = [
    Row(.dotScale, "dot.scale", .radio, per: .option, .spring, points: SeedGeometry.dot, components: 2),
    Row(.dotOpacity, "dot.opacity", .radio, per: .option, .spring, clamped: true),
    Row(.outlineTint, "outline.tint", .radio, per: .option, .spring),
    Row(.ringProgress, "ring.progress", .radio, per: .option, .pulse, points: 0.9 * SeedGeometry.indicator),
    Row(.ringScale, "ring.scale", .radio, per: .option, .derived, points: SeedGeometry.indicator),
    Row(.ringOpacity, "ring.opacity", .radio, per: .option, .derived),
    Row(.highlightOffset, "highlight.offset", .segmented, per: .selector, .spring, points: 1),
    Row(.labelTint, "label.tint", .segmented, per: .mode, .spring),
    Row(.pressScaleX, "press.scaleX", .segmented, per: .mode, .timing, points: SeedGeometry.segment),
    Row(.pressScaleY, "press.scaleY", .segmented, per: .mode, .timing, points: SeedGeometry.segmentHeight),
    Row(.pressOpacity, "press.opacity", .segmented, per: .mode, .snap),
    Row(.dividerOpacity, "divider.opacity", .segmented, per: .divider, .timing),
  ]

  /// The family's row of ``table``.
  public var row: Row { Self.rows[rawValue] }

  /// The family's name, e.g. `dot.scale`.
  public var description: String { row.name }

  /// The name of the family's channel for element `index`: the element and its index before
  /// the family's name (`option1.dot.scale`), or the index after the element when the name
  /// starts with it (`divider1.opacity`); the name alone for a family of the whole selector.
  ///
  /// - Parameter index: The option, mode or divider.
  /// - Returns: The trace name.
  public func channelName(_ index: Int) -> String {
    let element = row.element
    if element == .selector { return row.name }
    let prefix = element.rawValue
    if row.name.hasPrefix(prefix + ".") { return "\(prefix)\(index)\(row.name.dropFirst(prefix.count))" }
    return "\(prefix)\(index).\(row.name)"
  }

  /// The index in ``SelectorKind/channels`` of the family's channel for element `index`.
  ///
  /// - Parameter index: The option, mode or divider (0 for a family of the whole selector).
  /// - Returns: The channel index within the family's kind.
  @inline(__always)
  public func channel(_ index: Int = 0) -> Int {
    let place = Self.placement[rawValue]
    return place.first + index * place.stride
  }

  /// The families of one kind, as runs of rows over the same element, in table order.
  ///
  /// - Parameter kind: The selector kind.
  /// - Returns: Each run's element and families.
  static func groups(of kind: SelectorKind) -> [(element: ChannelElement, families: [ChannelFamily])] {
    var groups: [(element: ChannelElement, families: [ChannelFamily])] = []
    for row in table where row.kind == kind {
      if let last = groups.last, last.element == row.element {
        groups[groups.count - 1].families.append(row.family)
      } else {
        groups.append((row.element, [row.family]))
      }
    }
    return groups
  }

  /// The rows by family (the table's order need not follow the cases').
  private static let rows: [Row] = allCases.map { family in table.first { $0.family == family }! }

  /// Per family: the channel index of its element 0 and the distance between its elements.
  private static let placement: [(first: Int, stride: Int)] = {
    var placement = [(first: Int, stride: Int)](repeating: (0, 0), count: allCases.count)
    for kind in SelectorKind.allCases {
      var start = 0
      for group in groups(of: kind) {
        for (offset, family) in group.families.enumerated() {
          placement[family.rawValue] = (start + offset, group.families.count)
        }
        start += group.element.count * group.families.count
      }
    }
    return placement
  }()
}
