/// A component as its description file says it: the elements it repeats, its state, what each
/// action does to the state, and every animated channel's value, animation and size on screen,
/// written as the SwiftUI view code writes them.
///
/// This is the file's content, checked for shape (fields, types, names) but not yet for meaning;
/// ``Component/init(_:)`` interprets it (expressions, animations, dependencies). The format is
/// documented field by field in `docs/components.md`.
public struct ComponentDescription: Sendable, Hashable {
  /// A text written where the description expects an expression or an animation, with where
  /// it stands in the file.
  public struct Source: Sendable, Hashable, CustomStringConvertible {
    public var text: String
    /// The JSON path, e.g. `channels[1].value`.
    public var path: String
    /// The line and column of the JSON value holding the text (its opening quote for a string).
    public var line: Int
    public var column: Int
    /// Whether the text was a JSON string (so a column inside it is one past the value's).
    public var isString: Bool

    public init(_ text: String, path: String, line: Int = 0, column: Int = 0, isString: Bool = true) {
      self.text = text
      self.path = path
      self.line = line
      self.column = column
      self.isString = isString
    }

    public var description: String { text }
  }

  /// A repeated element: `{"tab": 5}` is five tabs, `tab0` … `tab4`.
  public struct Element: Sendable, Hashable {
    public var name: String
    public var count: Int
  }

  /// A state variable and its value before any action: an expression over `reduceMotion` and
  /// the element counts (`option.count`).
  public struct StateVariable: Sendable, Hashable {
    public var name: String
    public var initial: Source
  }

  /// A name for an expression over the state and an element's `index` (`"isSelected":
  /// "selection == index"`), as the view code's `let`s and computed properties.
  public struct Definition: Sendable, Hashable {
    public var name: String
    public var value: Source
  }

  /// A state variable set to an expression evaluated on the state before the action.
  public struct Assignment: Sendable, Hashable {
    public var name: String
    public var value: Source
  }

  /// What a gesture on an element does: the state variables it sets, with `index` the element
  /// acted on. Every assignment reads the state as it was before the action.
  public struct Action: Sendable, Hashable {
    /// `tap`, `press` or `release`.
    public var gesture: SelectorAction.Gesture
    /// The element the gesture addresses.
    public var element: String
    public var assignments: [Assignment]
  }

  /// The demo's auto-play: every `interval` seconds until the first user action, while
  /// `condition` holds, the assignments apply.
  public struct Autoplay: Sendable, Hashable {
    public var interval: Double
    public var condition: Source
    public var assignments: [Assignment]
  }

  /// What a user in the crowd does: a tap, or a press held for a while and released, on a
  /// random element.
  public struct Crowd: Sendable, Hashable {
    /// `tap`, or `press` (then `release` after the hold).
    public var gesture: SelectorAction.Gesture
    public var element: String
  }

  /// The animation of a channel, or its rising and falling animations (a transition's
  /// insertion and removal): SwiftUI source such as `.spring(duration: 0.35, bounce: 0.55)`,
  /// or `nil` for none.
  public struct Animations: Sendable, Hashable {
    public var rising: Source
    public var falling: Source
  }

  /// What kind of property a channel animates.
  public enum Property: String, Sendable, Hashable, CaseIterable {
    case position, scale, opacity, tint, rotation
  }

  /// One animated property, repeated over an element (or one per component).
  public struct Channel: Sendable, Hashable {
    /// The family's name, e.g. `dot.scale`.
    public var name: String
    /// The element it repeats over; nil for one per component.
    public var element: String?
    public var property: Property
    /// Its value in each state (state-driven channels).
    public var value: Source?
    public var animation: Animations?
    /// The animation under Reduce Motion, when it differs.
    public var reduceMotion: Animations?
    /// A keyframe track replayed when ``trigger`` changes, from ``initial``.
    public var keyframes: Source?
    public var trigger: Source?
    public var initial: Source?
    /// A value computed from a keyframe channel of the same element, shown while `when` holds
    /// (0 otherwise).
    public var derived: Source?
    public var when: Source?
    /// Points per unit of the value; nil for opacities and tints (measured in 1/255 levels).
    public var pointsPerUnit: Source?
    /// How many components of the animated property move together (2 for `scaleEffect`).
    public var components: Int
    /// Whether the shown value is clamped to [0, 1].
    public var isClamped: Bool
  }

  /// The component's name: lower-case letters, digits and `-`.
  public var name: String
  public var summary: String
  public var elements: [Element]
  public var state: [StateVariable]
  public var definitions: [Definition]
  public var actions: [Action]
  public var autoplay: Autoplay?
  public var crowd: Crowd
  public var channels: [Channel]
  /// A default script for previews (`0.6:tap 1; 1.4:tap 2`).
  public var demo: Source?
  /// The drawing previews show, if the description has one.
  public var drawing: ComponentDrawing?
  /// The file's name (for messages) and its text as read.
  public var file: String
  public var text: String

  public static func == (a: ComponentDescription, b: ComponentDescription) -> Bool { a.text == b.text }
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
