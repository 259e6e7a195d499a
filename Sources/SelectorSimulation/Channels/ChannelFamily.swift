/// An animated property of a component, repeated over one of its elements (`dot.scale` is
/// `option0.dot.scale`, `option1.dot.scale` and `option2.dot.scale`): one channel of the
/// component's description, interpreted.
///
/// A component's channels (``Component/channels``) are its families in description order,
/// each run of families over the same element written once per element (element-major), so
/// the radio's channels are option 0's six, then option 1's, then option 2's.
public struct ChannelFamily: Sendable, Hashable, CustomStringConvertible {
  /// The family's name, e.g. `dot.scale`.
  public let name: String
  /// The element it repeats over (`option`), nil for one per component.
  public let element: String?
  /// How many of the element the component has (1 for one per component).
  public let elementCount: Int
  public let role: ChannelRole
  /// What kind of property it animates.
  public let property: ComponentDescription.Property
  /// Points per unit of the value, where the value is a size or position (nil for opacities
  /// and tints, measured in 1/255 levels).
  public let pointsPerUnit: Double?
  /// How many components of the animated property move together: 2 for `scaleEffect` (width
  /// and height alike), else 1. SwiftUI's runtime stop rule sums v² and F² over them.
  public let components: Int
  /// Whether the shown value is clamped to [0, 1] (a spring-driven opacity overshoots inside
  /// its spring, and SwiftUI shows the clamped value).
  public let isClamped: Bool
  /// The family's position among its component's families.
  public let index: Int
  /// The channel index of its element 0 and the distance between its elements.
  let first: Int
  let stride: Int

  public var description: String { name }

  /// The name of the family's channel for element `index`: the element and its index before
  /// the family's name (`option1.dot.scale`), or the index after the element when the name
  /// starts with it (`divider1.opacity`); the name alone for a family of the whole component.
  ///
  /// - Parameter index: The element.
  /// - Returns: The trace name.
  public func channelName(_ index: Int) -> String { name(element: "\(index)") }

  /// The shell pattern that matches every channel of the family and no other: `option*.dot.scale`,
  /// `divider*.opacity`, or the name alone for a family of the whole component.
  public var channelPattern: String { name(element: "*") }

  private func name(element index: String) -> String {
    guard let element else { return name }
    if name.hasPrefix(element + ".") { return "\(element)\(index)\(name.dropFirst(element.count))" }
    return "\(element)\(index).\(name)"
  }

  /// The index in ``Component/channels`` of the family's channel for element `index`.
  ///
  /// - Parameter index: The element (0 for a family of the whole component).
  /// - Returns: The channel index.
  @inline(__always)
  public func channel(_ index: Int = 0) -> Int { first + index * stride }
}
