import MotionCurves
import MotionODE
import TestSupport
import Testing

@testable import SelectorSimulation

/// An array's element size, read from a value whose type is known only at run time.
private protocol ElementStride { static var elementStride: Int { get } }
extension Array: ElementStride { static var elementStride: Int { MemoryLayout<Element>.stride } }

@Suite("Solver registry: one descriptor per solver", .tags(.unit))
struct SolverRegistryTests {
  @Test("Names are unique, and every solver a descriptor makes reports the descriptor's name")
  func names() throws {
    let names = SolverRegistry.all.map(\.name)
    #expect(Set(names).count == names.count)
    #expect(names.count == SolverRegistry.plain.count + 2 * GSLStepper.allCases.count)
    for solver in SolverRegistry.all {
      #expect(SolverRegistry.named(solver.name) == solver)
      #expect(try solver.makeSceneSolver().name == solver.name)
      if solver.capabilities.contains(.curves) {
        #expect(try solver.makeCurveSolver().name == solver.name)
      } else {
        #expect(throws: SolverDescriptorError.solvesNoCurve(solver.name)) { try solver.makeCurveSolver() }
      }
    }
    #expect(SolverRegistry.named("gsl:rk9") == nil && SolverRegistry.named("closed_form") == nil)
  }

  @Test("A family's members are its prefix and each parameter; only GSL takes a tolerance")
  func families() {
    for (family, members) in SolverRegistry.families {
      #expect(members.map(\.name) == family.parameters.map { family.prefix + $0 })
      #expect(members.allSatisfy { $0.family == family && $0.capabilities.contains(.tolerance) })
    }
    #expect(SolverRegistry.plain.allSatisfy { $0.family == nil && !$0.capabilities.contains(.tolerance) })
    // gsl-scene integrates a whole block as one system: a single curve is gsl's.
    #expect(SolverDescriptor.gslScene(.rk8pd).capabilities == [.scenes, .tolerance])
    #expect(SolverDescriptor.gsl(.rk8pd).capabilities == [.curves, .scenes, .tolerance])
  }

  @Test("The curves phase's solvers: the plain curve solvers but the device, and gsl:rk8pd")
  func curveBenchmark() {
    #expect(
      SolverRegistry.all.filter(\.isCurveBenchmark).map(\.name) == [
        "closed-form", "closed-form-batched", "exact-step", "reference", "gsl:rk8pd",
      ])
  }

  @Test("A closed-form spring's counted state is the bank's own arrays, element by element")
  func closedFormState() {
    func stateBytes<T: MotionReal>(_: T.Type) -> Int {
      let bank = ClosedFormBank<T>(spring: Component.radio.spring!, hz: 120, initialTargets: [0, 1, 0])
      var bytes = 0
      for child in Mirror(reflecting: bank).children {
        guard let array = child.value as? any Collection & ElementStride, array.count == 3 else { continue }
        bytes += type(of: array).elementStride
      }
      return bytes
    }
    let double = ClosedFormBank<Double>.frameWork(underdamped: true, calls: (.exp, .sincos))
    #expect(double.bytesPerSelector == stateBytes(Double.self))
    #expect(Int(double.loadBytes) == stateBytes(Double.self))
    let reference = ClosedFormBank<ReferenceReal>.frameWork(underdamped: false, calls: (.expl, .sincosl))
    #expect(reference.bytesPerSelector == stateBytes(ReferenceReal.self))
  }

  @Test("An exact-step spring's counted state is the bank's own layout: its groups of four apart")
  func exactStepState() throws {
    let bank = try ExactStepBank(
      spring: Component.radio.spring!, hz: 120, selectors: 8, initialTargets: Array(repeating: 1, count: 8))
    let group = bank[4].x - bank[0].x
    #expect(group * MemoryLayout<Double>.stride / 4 == ExactStepBank.frameWork.bytesPerSelector)
    #expect(Int(ExactStepBank.frameWork.loadBytes) == ExactStepBank.frameWork.bytesPerSelector)
  }
}
