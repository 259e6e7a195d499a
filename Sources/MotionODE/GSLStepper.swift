import CGSL

/// The stepping algorithms of GSL's `gsl_odeiv2` module.
///
/// rk1imp, rk2imp, rk4imp, msadams and msbdf read an error level from the driver's control
/// object during their internal iterations; ``ODEIntegrator`` always allocates a driver, so
/// every stepper works in both adaptive and fixed-step mode.
public enum GSLStepper: String, CaseIterable, Sendable {
  /// Explicit embedded Runge–Kutta (2, 3); advances with the 3rd-order formula.
  case rk2
  /// Explicit classical Runge–Kutta 4; error by step doubling (11 evaluations per step).
  case rk4
  /// Explicit embedded Runge–Kutta–Fehlberg (4, 5).
  case rkf45
  /// Explicit embedded Runge–Kutta Cash–Karp (4, 5).
  case rkck
  /// Explicit embedded Runge–Kutta Prince–Dormand (8, 9).
  case rk8pd
  /// Implicit Euler (Gaussian 1st-order Runge–Kutta), error by step doubling.
  case rk1imp
  /// Implicit midpoint rule (Gaussian 2nd-order Runge–Kutta), error by step doubling.
  case rk2imp
  /// Implicit Gaussian 4th-order Runge–Kutta, error by step doubling.
  case rk4imp
  /// Bader–Deuflhard semi-implicit Bulirsch–Stoer extrapolation.
  case bsimp
  /// Variable-order (1…12) Adams multistep method in Nordsieck form, P(EC)^m functional iteration.
  case msadams
  /// Variable-order (1…5) BDF multistep method in Nordsieck form, modified Newton iteration.
  case msbdf

  /// Looks a stepper up by name.
  ///
  /// - Parameter name: the short name (`"rk8pd"`) or GSL's symbol (`"gsl_odeiv2_step_rk8pd"`),
  ///   in any letter case.
  /// - Returns: `nil` if no stepper has that name.
  public init?(name: String) {
    let lowercased = name.lowercased()
    let prefix = "gsl_odeiv2_step_"
    self.init(rawValue: lowercased.hasPrefix(prefix) ? String(lowercased.dropFirst(prefix.count)) : lowercased)
  }

  /// The order p of the solution the stepper advances (global error ∝ hᵖ for a fixed step h);
  /// for the variable-order multistep methods, the highest order they use.
  ///
  /// This is not always what `gsl_odeiv2_step_order` reports for error control: GSL's `rk2`
  /// reports 2 but advances with the 3rd-order formula of its (2, 3) pair, and `bsimp`
  /// extrapolates to order 12 (`2 × k_choice`, chosen for ε = √DBL_EPSILON).
  public var order: Int {
    switch self {
    case .rk1imp: 1
    case .rk2imp: 2
    case .rk2: 3
    case .rk4, .rk4imp: 4
    case .rkf45, .rkck, .msbdf: 5
    case .rk8pd: 8
    case .bsimp, .msadams: 12
    }
  }

  /// The order p with ``ODEStepControl/fixed(step:)`` (global error ∝ hᵖ).
  ///
  /// Equal to ``order`` except for msadams and msbdf, which stay at order 1 under a fixed step.
  /// They change order only when another order would allow a markedly longer step at the
  /// control's error level; at the fixed-step control's effectively infinite level every order's
  /// estimate hits the same cap, so the order never leaves 1. Order-1 msbdf is backward Euler;
  /// order-1 msadams is an Euler predictor with one Adams–Moulton (backward Euler) correction.
  public var fixedStepOrder: Int {
    isMultistep ? 1 : order
  }

  /// Whether each step solves an implicit equation (by Newton iteration, a linearly implicit
  /// scheme, or for msadams by functional iteration of its Adams–Moulton corrector).
  public var isImplicit: Bool {
    switch self {
    case .rk2, .rk4, .rkf45, .rkck, .rk8pd: false
    case .rk1imp, .rk2imp, .rk4imp, .bsimp, .msadams, .msbdf: true
    }
  }

  /// Whether the stepper calls the system's Jacobian (as GSL's documentation lists).
  public var needsJacobian: Bool {
    switch self {
    case .rk1imp, .rk2imp, .rk4imp, .bsimp, .msbdf: true
    case .rk2, .rk4, .rkf45, .rkck, .rk8pd, .msadams: false
    }
  }

  /// Whether the stepper keeps a history of previous steps (reset between runs).
  public var isMultistep: Bool {
    self == .msadams || self == .msbdf
  }

  /// GSL's step type, read through the shim's accessors (the C globals are mutable).
  var stepType: UnsafePointer<gsl_odeiv2_step_type> {
    switch self {
    case .rk2: cgsl_step_rk2()
    case .rk4: cgsl_step_rk4()
    case .rkf45: cgsl_step_rkf45()
    case .rkck: cgsl_step_rkck()
    case .rk8pd: cgsl_step_rk8pd()
    case .rk1imp: cgsl_step_rk1imp()
    case .rk2imp: cgsl_step_rk2imp()
    case .rk4imp: cgsl_step_rk4imp()
    case .bsimp: cgsl_step_bsimp()
    case .msadams: cgsl_step_msadams()
    case .msbdf: cgsl_step_msbdf()
    }
  }
}
