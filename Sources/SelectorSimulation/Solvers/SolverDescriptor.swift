import MotionCurves

/// One solver as every tool knows it: its name (the command line's spelling and the results'
/// `solver` column), its title, what it solves, how it is made, and how its work is counted.
///
/// A descriptor is declared beside its kernel (``exactStep`` beside ``ExactStepBank``) and
/// listed once in ``SolverRegistry``; the command line's parsing and help, picture titles, the
/// benchmark's curve list and the roofline all read it from there.
public struct SolverDescriptor: Sendable, Hashable, CustomStringConvertible {
  /// What a solver can be asked to do.
  public struct Capabilities: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// One curve (`motion-bench curve`).
    public static let curves = Capabilities(rawValue: 1)
    /// A scene of selectors (`run`, `trace`, `simulate`, `preview`).
    public static let scenes = Capabilities(rawValue: 2)
    /// Takes a tolerance (GSL's rtol and atol).
    public static let tolerance = Capabilities(rawValue: 4)
  }

  /// The name, `closed-form-batched`.
  public let name: String
  /// What it renders, in words for picture titles: `closed form (batched)`.
  public let title: String
  /// The short name legends give it: `device` for `swiftui`, else ``title``.
  public let legend: String
  /// What it solves.
  public let capabilities: Capabilities
  /// The family it belongs to (`gsl:STEPPER`), or nil for a solver named alone.
  public let family: SolverFamily?
  /// Whether `run`'s curves phase times it on the seeds' dot spring.
  public let isCurveBenchmark: Bool
  /// How its work per channel-sample is counted.
  public let work: SolverWorkModel
  private let curveSolver: (@Sendable (CurveSolverSettings) throws -> any MotionSolver)?
  private let sceneSolver: @Sendable (_ tolerance: Double) throws -> any SceneSolver

  /// Creates a descriptor.
  ///
  /// - Parameters:
  ///   - name: The name; `title` and `legend` describe it (`legend` defaults to `title`).
  ///   - capabilities: What it solves besides scenes, which every solver does.
  ///   - family: Its family, if named by one.
  ///   - isCurveBenchmark: Whether the curves phase times it.
  ///   - work: Its work model.
  ///   - curve: Makes its curve solver; nil when it solves no single curve.
  ///   - scene: Makes its scene solver from a tolerance (GSL's rtol = atol).
  public init(
    name: String, title: String, legend: String? = nil, capabilities: Capabilities = [], family: SolverFamily? = nil,
    isCurveBenchmark: Bool = false, work: SolverWorkModel,
    curve: (@Sendable (CurveSolverSettings) throws -> any MotionSolver)?,
    scene: @escaping @Sendable (_ tolerance: Double) throws -> any SceneSolver
  ) {
    self.name = name
    self.title = title
    self.legend = legend ?? title
    self.capabilities = capabilities.union(curve == nil ? [.scenes] : [.scenes, .curves])
    self.family = family
    self.isCurveBenchmark = isCurveBenchmark
    self.work = work
    curveSolver = curve
    sceneSolver = scene
  }

  /// Creates a lockstep solver's descriptor: its scene solver is ``LockstepSceneSolver`` with
  /// `method`, whose name it takes.
  public init(
    _ method: LockstepSceneSolver.Method, title: String, legend: String? = nil, isCurveBenchmark: Bool = false,
    work: SolverWorkModel, curve: (@Sendable (CurveSolverSettings) throws -> any MotionSolver)?
  ) {
    self.init(
      name: method.name, title: title, legend: legend, isCurveBenchmark: isCurveBenchmark, work: work, curve: curve
    ) { _ in LockstepSceneSolver(method) }
  }

  /// Makes the curve solver.
  /// - Throws: ``SolverDescriptorError`` when the solver solves no single curve, or the
  ///   solver's own error for settings it rejects.
  public func makeCurveSolver(_ settings: CurveSolverSettings = CurveSolverSettings()) throws -> any MotionSolver {
    guard let curveSolver else { throw SolverDescriptorError.solvesNoCurve(name) }
    return try curveSolver(settings)
  }

  /// Makes the scene solver; `tolerance` is GSL's rtol = atol and unused by the others.
  /// - Throws: The solver's own error for a tolerance it rejects.
  public func makeSceneSolver(tolerance: Double = 1e-10) throws -> any SceneSolver { try sceneSolver(tolerance) }

  public var description: String { name }
  public static func == (a: SolverDescriptor, b: SolverDescriptor) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
