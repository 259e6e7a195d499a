import BenchmarkKit
import SelectorSimulation
import Testing

@testable import MotionBenchCommands

@Suite("Roofline: each solver's counted work per channel-sample")
struct RooflineWorkTests {
  /// A scene of one kind only, one block of 100 selectors.
  static func scene(radio: Bool) -> SceneConfiguration {
    var scene = SceneConfiguration()
    scene.selectors = 100
    scene.radioShare = radio ? 1 : 0
    return scene
  }

  @Test("Exact step: 4 multiply-adds, 24 B in and out per spring; radio also clamps 3 opacities")
  func exactStep() {
    // Radio: 9 springs and 3 clamped opacities over 18 channels.
    let radio = SolverChoice.exactStep.sampleWork(Self.scene(radio: true))
    let radioTraffic: Double = (9 * 24 + 3 * 8) / 18
    #expect(radio.madds == 2)
    #expect(radio.loadBytes == radioTraffic)
    #expect(radio.storeBytes == radioTraffic)
    #expect(radio.calls.isEmpty)
    // Per selector: 18 values and 9 springs' x, v and target; 100 selectors in the block.
    #expect(radio.workingSetBytes == 100 * (18 * 8 + 9 * 24))
    // Segmented: 5 springs over 20 channels, nothing clamped.
    let segmented = SolverChoice.exactStep.sampleWork(Self.scene(radio: false))
    #expect(segmented.madds == 1)
    #expect(segmented.loadBytes == 6)
  }

  @Test("Closed forms: exp and sincos per underdamped spring, exp per critical one, in their own implementations")
  func closedForms() throws {
    let radio = Self.scene(radio: true)
    let segmented = Self.scene(radio: false)
    #expect(SolverChoice.closedForm.sampleWork(radio).calls == [.exp: 0.5, .sincos: 0.5])
    // The batched closed form evaluates only moving springs: its calls scale with their share,
    // and a spring at rest copies its target (8 B in, 8 B out).
    let share = try #require(SolverChoice.closedFormBatched.movingShares(radio)[.radio])
    #expect(share > 0 && share < 1)
    let batched = SolverChoice.closedFormBatched.sampleWork(radio)
    #expect(abs(batched.calls[.vectorExp, default: 0] - 0.5 * share) < 1e-12)
    #expect(abs(batched.calls[.vectorSincos, default: 0] - 0.5 * share) < 1e-12)
    #expect(abs(batched.storeBytes - (9 * (share * 8 + (1 - share) * 8) + 3 * 8) / 18) < 1e-12)
    #expect(SolverChoice.closedForm.movingShares(radio).isEmpty)
    #expect(SolverChoice.reference.sampleWork(radio).calls == [.expl: 0.5, .sincosl: 0.5])
    #expect(SolverChoice.closedForm.sampleWork(segmented).calls == [.exp: 0.25])
    #expect(SolverChoice.closedForm.sampleWork(radio).madds == 3.5)
  }

  @Test("A mixed scene averages the kinds by their channel-samples")
  func mixed() {
    var scene = SceneConfiguration()
    scene.selectors = 300
    let work = SolverChoice.exactStep.sampleWork(scene)
    let radio = (0..<300).filter { scene.setup(ofSelector: $0).kind == .radio }.count
    let springs = Double(radio * 9 + (300 - radio) * 5)
    let channels = Double(radio * 18 + (300 - radio) * 20)
    let expected = 4 * springs / channels
    #expect(radio > 100 && radio < 200)
    #expect(abs(work.madds - expected) < 1e-12)
  }
}
