/// The kind of property a move animates, which the platforms' snippets name and measure in
/// their own units: a position (points, px or dp), a scale factor or an opacity (0 to 1).
public enum ExportProperty: String, Hashable, Sendable, CaseIterable {
  case position, scale, opacity

  /// The unit values are printed in: `pt` for a position, none for a scale factor or an opacity.
  public var unit: String {
    switch self {
    case .position: "pt"
    case .scale, .opacity: ""
    }
  }

  /// Android's `DynamicAnimation` view property: `TRANSLATION_X`, `SCALE_X` or `ALPHA`.
  public var androidProperty: String {
    switch self {
    case .position: "TRANSLATION_X"
    case .scale: "SCALE_X"
    case .opacity: "ALPHA"
    }
  }

  /// Android's minimum visible change of the property, by the name of its constant (nil for a
  /// position: `MIN_VISIBLE_CHANGE_PIXELS`, 1 px, the default the code leaves implicit).
  public var androidMinimumVisibleChange: (name: String, value: Float)? {
    switch self {
    case .position: nil
    case .scale: ("MIN_VISIBLE_CHANGE_SCALE", AndroidSpring.minimumVisibleChangeScale)
    case .opacity: ("MIN_VISIBLE_CHANGE_ALPHA", AndroidSpring.minimumVisibleChangeAlpha)
    }
  }

  /// How the platforms' values are read: in the view's units for a position, as a factor or an alpha otherwise.
  public var valuesNote: String {
    switch self {
    case .position: "Values in the view's units (px for translation)."
    case .scale: "Values are scale factors (1 = natural size)."
    case .opacity: "Values are alphas from 0 to 1."
    }
  }
}
