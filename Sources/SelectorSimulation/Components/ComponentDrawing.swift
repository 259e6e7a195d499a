/// A component's drawing for previews, as its description's `drawing` section gives it: a
/// canvas and a tree of simple shapes (circle, rectangle, capsule, line, path, text, groups),
/// each repeated per element or drawn once, whose numbers are expressions over the element's
/// `index` and the element counts, or over one channel's value frame by frame.
///
/// Read and checked with the description (fields, shapes, channel names, sizes); the preview
/// interprets it. The format is documented in `docs/components.md`.
public struct ComponentDrawing: Sendable {
  /// What a node draws.
  public enum Shape: String, Sendable, CaseIterable {
    case group, circle, rectangle, capsule, line, path, text
  }

  /// A number of the drawing: an expression over `index`, the element counts and, when
  /// ``channel`` is set, that channel family's value (its last variable).
  public struct Value: Sendable {
    /// The expression as written.
    public var source: ComponentDescription.Source
    /// The expression bound to ``ComponentDrawing/variables(channel:)``.
    public var expression: BoundExpression
    /// The channel family the value follows, or nil for a value fixed per element.
    public var channel: String?

    /// The value for one element and, if it follows a channel, that channel's value.
    ///
    /// - Parameters:
    ///   - index: The element's index (0 outside a repeated node).
    ///   - counts: The element counts, in the description's order.
    ///   - channelValue: The channel's value (ignored for a fixed value).
    /// - Returns: The expression's value.
    public func evaluate(index: Int, counts: [Double], channelValue: Double = 0) -> Double {
      var variables = [Double(index)] + counts
      if channel != nil { variables.append(channelValue) }
      return expression.evaluate(variables)
    }
  }

  /// One node of the tree: a shape, or a group of nodes.
  public struct Node: Sendable {
    public var shape: Shape
    /// The element the node repeats over (`index` is its index), or nil for once.
    public var per: String?
    /// A condition over `index` and the counts: the node is drawn where it holds.
    public var only: Value?
    /// `data-NAME` attributes: each name and its value.
    public var data: [(name: String, value: Value)]
    /// The numeric fields given (`x`, `r`, `opacity`, `scale` …), in the file's order.
    public var numbers: [(field: String, value: Value)]
    /// The text fields given (`fill`, `stroke`, `color`, `anchor`, `d`, `lineJoin`, `fontWeight`).
    public var strings: [(field: String, value: String)]
    /// Colour fields that mix two colours (`fill`, `stroke`, `color`): each one's colours at 0 and
    /// at 1 as red, green and blue levels (0–255); the mix fraction is the field's number.
    public var mixes: [(field: String, from: [Double], to: [Double])]
    /// A text shape's string, or one per element.
    public var text: [String]
    /// A group's nodes, with symbols already put in place.
    public var children: [Node]

    /// The value of a numeric field, if given.
    public func number(_ field: String) -> Value? { numbers.first { $0.field == field }?.value }
    /// The colours a colour field mixes, if it does.
    public func mix(_ field: String) -> (from: [Double], to: [Double])? {
      mixes.first { $0.field == field }.map { ($0.from, $0.to) }
    }
    /// The value of a text field, if given.
    public func string(_ field: String) -> String? { strings.first { $0.field == field }?.value }
    /// The channel the node follows, if one of its numbers does (at most one does).
    public var channel: (field: String, value: Value)? { numbers.first { $0.value.channel != nil } }
  }

  /// The canvas in points: the preview draws it at one SVG unit per point.
  public var width: Double
  public var height: Double
  /// Where a finger lands on the element a gesture acts on: expressions over `index`.
  public var touch: (x: Value, y: Value)
  /// The shapes, back to front.
  public var shapes: [Node]
  /// The element counts, in the description's order, as the values' variables read them.
  public var counts: [Double]

  /// The most nodes a drawing may draw, repeats and symbols counted.
  public static let maximumNodes = 10_000

  /// The names a drawing's expression may read, in variable order: `index`, each element's
  /// count and, for a value that follows one, the channel family.
  ///
  /// - Parameters:
  ///   - elements: The element names, in the description's order.
  ///   - channel: The channel family read, if any.
  /// - Returns: The variable names.
  public static func variables(elements: [String], channel: String?) -> [String] {
    ["index"] + elements.map { "\($0).count" } + (channel.map { [$0] } ?? [])
  }
}
