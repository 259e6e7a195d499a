/// The components of a crowd and the share of each: every selector draws its component from
/// its own random stream.
public struct ComponentMix: Hashable, Sendable, CustomStringConvertible {
  /// The components, each once, in the order blocks and reports list them.
  public let components: [Component]
  /// Each component's share (positive; they need not add up to 1).
  public let shares: [Double]
  /// The running sums of the shares, over their total.
  private let cumulative: [Double]

  /// A mix of components by share.
  ///
  /// - Parameter parts: Each component with its share.
  /// - Throws: ``SceneError/invalid(name:value:allowed:)`` for an empty mix, a share that is
  ///   not a positive finite number, or a component named twice.
  public init(_ parts: [(component: Component, share: Double)]) throws(SceneError) {
    guard !parts.isEmpty else { throw .invalid(name: "components", value: "none", allowed: "at least one component") }
    for (component, share) in parts {
      guard share.isFinite, share > 0, share <= 1e6 else {
        throw .invalid(
          name: "the share of \(component.name)", value: "\(share)", allowed: "a positive number up to 1e6")
      }
    }
    let names = parts.map(\.component.name)
    guard Set(names).count == names.count else {
      throw .invalid(name: "components", value: names.joined(separator: ", "), allowed: "each component once")
    }
    self.init(checked: parts)
  }

  /// A mix known to be valid.
  private init(checked parts: [(component: Component, share: Double)]) {
    components = parts.map(\.component)
    shares = parts.map(\.share)
    let total = shares.reduce(0, +)
    var sum = 0.0
    cumulative = shares.map { share in
      sum += share
      return sum / total
    }
  }

  /// One component alone.
  public init(_ component: Component) {
    components = [component]
    shares = [1]
    cumulative = [1]
  }

  /// The built-ins' crowd: radio groups and segmented selectors, half each (`scene both`).
  public static let builtIns = ComponentMix(checked: [(.radio, 0.5), (.segmented, 0.5)])

  /// The built-ins' crowd, under its old name ("seed" now means a random seed only).
  @available(*, deprecated, renamed: "builtIns")
  public static var seeds: ComponentMix { builtIns }

  /// The auto-play interval an interaction model's description names for this crowd: its first
  /// component's that has one; for a crowd of built-ins only, the radio demo's (the built-ins'
  /// interaction model names it whichever of them it draws); nil for other crowds without one.
  public var autoplayInterval: Double? {
    components.lazy.compactMap(\.autoplayInterval).first
      ?? (components.allSatisfy(\.isBuiltin) ? InteractionModel.autoplayInterval : nil)
  }

  /// The component a uniform draw `u` in [0, 1) picks: the first whose running share exceeds it.
  public func pick(_ u: Double) -> Component {
    for (k, bound) in cumulative.enumerated() where u < bound { return components[k] }
    return components[components.count - 1]
  }

  /// `radio` or `radio 50 %, segmented 50 %`.
  public var description: String {
    guard components.count > 1 else { return components[0].name }
    let total = shares.reduce(0, +)
    return zip(components, shares).map { "\($0.name) \(formatShare(100 * $1 / total)) %" }.joined(separator: ", ")
  }

  private func formatShare(_ x: Double) -> String {
    x == x.rounded() ? String(Int(x)) : String((x * 10).rounded() / 10)
  }
}
