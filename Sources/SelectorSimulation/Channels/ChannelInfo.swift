/// One animated property of a component: one family for one element.
public struct ChannelInfo: Sendable, Hashable {
  /// The trace name, e.g. `option1.dot.scale`.
  public let name: String
  /// The family, e.g. `dot.scale` (its description is the family's name).
  public let family: ChannelFamily
  /// Which element the channel belongs to (0 for a family of the whole component).
  public let element: Int

  /// What drives the channel.
  public var role: ChannelRole { family.role }
  /// Points per unit of the value, where the value is a size or position (nil for
  /// opacities and tints).
  public var pointsPerUnit: Double? { family.pointsPerUnit }
  /// How many components of the animated property move together (see ``ChannelFamily/components``).
  public var components: Int { family.components }
  /// Whether the shown value is clamped to [0, 1] (see ``ChannelFamily/isClamped``).
  public var isClamped: Bool { family.isClamped }

  /// 8-bit colour levels per unit of an opacity or a tint's mix fraction: 255 from 0 to 1.
  public static let levelsPerUnit = 255.0

  /// The value's size on screen per unit: ``pointsPerUnit`` for a size or position, else
  /// ``levelsPerUnit`` (opacities and tints, in 8-bit levels).
  public var shownPerUnit: Double { pointsPerUnit ?? Self.levelsPerUnit }
  /// The unit of ``shownPerUnit``: `pt`, or `levels` (of 1/255).
  public var shownUnit: String { pointsPerUnit == nil ? "levels" : "pt" }

  /// The smallest visible error in the value's units: a third of a point (one pixel on a
  /// 3× display) for geometry, one 8-bit level (1/255) for opacities and tints.
  public var visibleError: Double { (pointsPerUnit == nil ? 1 : 1.0 / 3) / shownPerUnit }
}
