import MotionCurves
import TestSupport
import Testing

@testable import SelectorSimulation

/// Derived channels of every form the frame loop knows (an affine kernel, a window kernel, and
/// expressions no kernel fits), in every lockstep solver, against their formulas written here.
@Suite("Derived channels", .tags(.unit))
struct DerivedChannelTests {
  /// A radio-like group whose pulse drives one derived channel of each form, two of them gated.
  static let channels = """
        {
          "name": "pulse", "per": "option", "property": "scale",
          "keyframes": "MoveKeyframe(0) CubicKeyframe(1.2, duration: 0.3) CubicKeyframe(1, duration: 0.2)",
          "trigger": "isSelected", "initial": 0, "pointsPerUnit": 10
        },
        { "name": "affine", "per": "option", "property": "scale", "derived": "0.5 + 2 * pulse", "pointsPerUnit": 10 },
        {
          "name": "window", "per": "option", "property": "opacity",
          "derived": "pulse > 0.25 && pulse < 1.1 ? 3 - 2 * pulse : 0.125", "when": "isSelected && !reduceMotion"
        },
        { "name": "square", "per": "option", "property": "scale", "derived": "pulse * pulse", "pointsPerUnit": 10 },
        { "name": "scaled", "per": "option", "property": "opacity", "derived": "-0.5 * pulse", "when": "!isSelected" }
    """

  /// The derived channels' formulas and gates (of the option's selection and Reduce Motion).
  static let formulas: [(name: String, value: @Sendable (Double) -> Double, gate: @Sendable (Bool, Bool) -> Bool)] = [
    ("affine", { 0.5 + 2 * $0 }, { _, _ in true }),
    ("window", { $0 > 0.25 && $0 < 1.1 ? 3 - 2 * $0 : 0.125 }, { selected, reduceMotion in selected && !reduceMotion }),
    ("square", { $0 * $0 }, { _, _ in true }),
    ("scaled", { -0.5 * $0 }, { selected, _ in !selected }),
  ]

  @Test(
    "Each derived channel shows its formula of the shown pulse value, gated, at every frame of every solver",
    arguments: [
      "closed-form", "closed-form-batched", "exact-step", "reference", "swiftui", "gsl:rk4", "gsl-scene:rkf45",
    ])
  func formulasHold(solverName: String) throws {
    let solver = try #require(SolverRegistry.named(solverName)).makeSceneSolver()
    let component = try OptionGroupFixture.component("derived-forms", channels: Self.channels)
    var scene = SceneConfiguration(selectors: 40, seconds: 3, seed: 11, components: ComponentMix(component))
    scene.interaction.reduceMotionShare = 0.3
    let names = component.channels.map(\.name)
    func index(_ name: String) throws -> Int { try #require(names.firstIndex(of: name)) }
    let selection = try index("selection")
    var mismatches = 0
    var checked = 0
    var windowInside = 0
    for block in scene.blocks(covering: 0..<scene.selectors) {
      let n = block.count
      let columns = try (0..<3).map { option in
        try (index("option\(option).pulse"), Self.formulas.map { try index("option\(option).\($0.name)") })
      }
      _ = try solver.simulate(
        block, frames: scene.frameCount, hz: scene.hz, combining: scene.combining
      ) { _, values in
        for s in 0..<n {
          for (option, (pulse, derived)) in columns.enumerated() {
            let p = values[pulse * n + s]
            let selected = values[selection * n + s] == Double(option)
            if p > 0.25 && p < 1.1 { windowInside += 1 }
            for (formula, c) in zip(Self.formulas, derived) {
              let open = formula.gate(selected, block.reduceMotion[s])
              let expected = open ? formula.value(p) : 0
              if values[c * n + s].bitPattern != expected.bitPattern { mismatches += 1 }
              checked += 1
            }
          }
        }
      }
    }
    #expect(mismatches == 0, "\(mismatches) of \(checked) derived values differ from their formulas")
    #expect(checked == 40 * 3 * 120 * 3 * 4 && windowInside > 1000)
  }
}
