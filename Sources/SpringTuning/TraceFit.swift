import MotionCurves

/// A spring fitted to a recorded trace `(t, value)` by nonlinear least squares (`--match`).
///
/// The model is a spring released at t = 0 from `from` toward `to` with velocity v₀ (value units
/// per second): `value(t) = to + x(t)` with `x(0) = from − to`, `x'(0) = v₀`. The fitted
/// parameters are the duration and bounce, the target `to` unless it is given, and v₀ when asked
/// (else 0). The residuals are `value(tᵢ) − valueᵢ` (on a long trace, those of its bins:
/// ``ReducedTrace``); Levenberg–Marquardt (``LeastSquares``) minimizes their squares over `(ln d, atanh b, to, v₀)`, started from the best point of a grid of 40 bounces ×
/// 40 durations on which `to` and v₀, linear in the model, are solved for exactly. The
/// uncertainties are standard errors, `√(Cᵢᵢ · Σr²/(n − p))` with C the covariance, mapped back
/// to duration and bounce by the chain rule: right for independent noise of equal size.
public struct TraceFit: Sendable {
  /// The fitted spring (mass 1).
  public let spring: Spring
  /// The value before release (given, or the first sample).
  public let from: Double
  /// The target (fitted unless given).
  public let to: Double
  /// The fitted initial velocity in value units per second, or 0 when not fitted.
  public let initialVelocity: Double
  /// Standard errors of duration, bounce, `to` (0 when given) and v₀ (0 when not fitted).
  public let uncertainty: (duration: Double, bounce: Double, to: Double, initialVelocity: Double)
  /// `√(Σr²/n)`, in value units.
  public let residualRMS: Double
  /// The number of samples fitted.
  public let sampleCount: Int
  /// Why the least-squares iteration stopped.
  public let stop: LeastSquaresFit.Stop

  /// The initial velocity in changes per second (`interpolatingSpring`'s convention).
  public var relativeInitialVelocity: Double { initialVelocity / (to - from) }

  /// The shortest time span a trace must cover, in seconds.
  public static let shortestSpan = 1e-4

  /// Fits a spring to a trace.
  ///
  /// - Parameters:
  ///   - times: Sample times in seconds from release: finite, ≥ 0, strictly increasing.
  ///   - values: The values (finite), as many as times.
  ///   - from: The value at release; nil takes the first sample's value.
  ///   - to: The target; nil fits it.
  ///   - fitVelocity: Whether to fit the initial velocity (else it is 0).
  /// - Throws: ``TuningError/invalidTrace(row:column:reason:)`` naming the data row (1-based) and
  ///   column for bad samples, or too few samples for the parameters;
  ///   ``TuningError/invalidValue(name:value:allowed:)`` for a non-finite `from`/`to`;
  ///   ``TuningError/solverFailed(_:)`` if the fit fails.
  public init(times: [Double], values: [Double], from: Double? = nil, to: Double? = nil, fitVelocity: Bool = false)
    throws(TuningError)
  {
    guard times.count == values.count else {
      throw .invalidTrace(row: nil, column: nil, reason: "\(times.count) times but \(values.count) values")
    }
    var trace = ReducedTrace()
    for (t, value) in zip(times, values) { try trace.append(t: t, value: value) }
    try self.init(trace, from: from, to: to, fitVelocity: fitVelocity)
  }

  /// Fits a spring to a trace read as a stream: the fit on its bins (``ReducedTrace``), which
  /// for a trace of fewer than ``ReducedTrace/capacity`` samples is the fit on every sample.
  ///
  /// - Parameters:
  ///   - trace: The samples, checked as they were added.
  ///   - from: The value at release; nil takes the first sample's value.
  ///   - to: The target; nil fits it.
  ///   - fitVelocity: Whether to fit the initial velocity (else it is 0).
  /// - Throws: ``TuningError/invalidTrace(row:column:reason:)`` for too few samples, a span too
  ///   short or a trace that does not move; ``TuningError/invalidValue(name:value:allowed:)`` for
  ///   a non-finite `from`/`to`; ``TuningError/solverFailed(_:)`` if the fit fails.
  public init(_ trace: ReducedTrace, from: Double? = nil, to: Double? = nil, fitVelocity: Bool = false)
    throws(TuningError)
  {
    let limit = MotionLimits.magnitude
    for (name, value) in [("from", from), ("to", to)] {
      if let value, !(abs(value) <= limit) {
        throw .invalidValue(name: name, value: value, allowed: "a number of magnitude at most 1e9")
      }
    }
    if let last = trace.last, trace.sampleCount > 1, last.t < Self.shortestSpan {
      throw .invalidTrace(
        row: nil, column: "t",
        reason: "the trace spans \(last.t) s; at least \(Self.shortestSpan) s is needed to see a spring")
    }
    let parameterCount = 2 + (to == nil ? 1 : 0) + (fitVelocity ? 1 : 0)
    guard trace.sampleCount > parameterCount, let first = trace.first, let last = trace.last else {
      throw .invalidTrace(
        row: nil, column: nil,
        reason:
          "\(trace.sampleCount) samples cannot determine \(parameterCount) parameters with an uncertainty; need at least \(parameterCount + 1)"
      )
    }
    let from = from ?? first.value
    guard from != (to ?? last.value) else {
      throw .invalidTrace(row: nil, column: "value", reason: "the trace does not move: from and to are both \(from)")
    }
    let model = TraceModel(trace: trace, from: from, to: to, fitVelocity: fitVelocity)
    let fit: LeastSquaresFit
    do {
      fit = try LeastSquares.fit(
        initial: model.initialGuess(), residualCount: model.residualCount, maxIterations: 500, { model.residuals($0) })
    } catch {
      throw .solverFailed("fitting the trace: \(error)")
    }
    let p = model.unpack(fit.parameters)
    // Σr² over every sample: the bins' residuals and the scatter within them.
    let sumOfSquares = fit.sumOfSquares + trace.scatter
    let variance = sumOfSquares / Double(trace.sampleCount - parameterCount)
    let errors = fit.covariance.indices.map { (fit.covariance[$0][$0] * variance).squareRoot() }
    let logDurationError = errors[0]
    let atanhBounceError = errors[1]
    do { spring = try Spring(duration: p.duration, bounce: p.bounce) } catch {
      throw .invalidTrace(
        row: nil, column: nil, reason: "the best fit lies outside the springs MotionBench models: \(error)")
    }
    self.from = from
    self.to = p.to
    initialVelocity = p.velocity
    uncertainty = (
      spring.duration * logDurationError, (1 - p.bounce * p.bounce) * atanhBounceError,
      to == nil ? errors[2] : 0, fitVelocity ? errors[errors.count - 1] : 0
    )
    residualRMS = (sumOfSquares / Double(trace.sampleCount)).squareRoot()
    sampleCount = trace.sampleCount
    stop = fit.stop
  }
}

/// The model of ``TraceFit``, with parameters `[ln d, atanh b, to?, v₀?]`, on a trace's bins:
/// per bin `√c·(m(t̄) + ½m″(t̄)·Stt/c − v̄)`, and `√Stt·m′(t̄) − Stv/√Stt` where the bin has a
/// width.
private struct TraceModel {
  let times: [Double], values: [Double], counts: [Double]
  /// The bins with a width, and their `√Stt`, `Stv/√Stt` and `Stt/√c`.
  let sloped: [Int], slopeWeights: [Double], slopes: [Double], curvatureWeights: [Double]
  let from: Double, to: Double?, fitVelocity: Bool

  init(trace: ReducedTrace, from: Double, to: Double?, fitVelocity: Bool) {
    (times, values, counts) = (trace.meanT, trace.meanV, trace.counts)
    sloped = trace.stt.indices.filter { trace.stt[$0] > 0 }
    slopeWeights = sloped.map { trace.stt[$0].squareRoot() }
    slopes = sloped.map { trace.stv[$0] / trace.stt[$0].squareRoot() }
    curvatureWeights = sloped.map { trace.stt[$0] / trace.counts[$0].squareRoot() }
    (self.from, self.to, self.fitVelocity) = (from, to, fitVelocity)
  }

  /// The most samples the initial grid search evaluates.
  static let guessSamples = 4096

  var residualCount: Int { times.count + sloped.count }

  /// The parameter vector decoded: the bounce is kept inside (−1, 1].
  func unpack(_ p: [Double]) -> (duration: Double, bounce: Double, to: Double, velocity: Double) {
    (cExp(p[0]), Swift.max(-1 + 1e-12, cTanh(p[1])), to ?? p[2], fitVelocity ? p[p.count - 1] : 0)
  }

  /// The residuals of the bins; a spring outside the modelled range gives large ones.
  func residuals(_ parameters: [Double]) -> [Double] {
    let p = unpack(parameters)
    guard let spring = try? Spring(duration: p.duration, bounce: p.bounce) else {
      return [Double](repeating: 1e100, count: residualCount)
    }
    let response = SpringResponse<Double>(spring)
    var r = [Double](repeating: 0, count: residualCount)
    for b in times.indices {
      let x = response.state(at: times[b], displacement: from - p.to, velocity: p.velocity).x
      r[b] = (p.to + x - values[b]) * counts[b].squareRoot()
    }
    for (k, b) in sloped.enumerated() {
      let state = response.state(at: times[b], displacement: from - p.to, velocity: p.velocity)
      // The bin's mean of m is m(t̄) + ½ m″(t̄) Stt/c: the curvature, m″ = −(k x + c v)/m.
      let acceleration = -(spring.stiffness * state.x + spring.damping * state.v) / spring.mass
      r[b] += 0.5 * acceleration * curvatureWeights[k]
      r[times.count + k] = slopeWeights[k] * state.v - slopes[k]
    }
    return r
  }

  /// The best point of a grid of bounces and durations, with `to` and v₀ solved exactly there:
  /// `value − from·Φxx = to·(1 − Φxx) + v₀·Φxv` is linear in them.
  ///
  /// Φ(tᵢ) is evaluated once per grid point, into scratch allocated once, and serves both the
  /// normal equations and the cost `Σ (to + Φxx (from − to) + Φxv v₀ − valueᵢ)²`. A trace of
  /// more than ``guessSamples`` samples is searched on every k-th sample only, so that a long
  /// trace costs the fit, not 1,600 evaluations a sample; the fit itself takes every bin.
  func initialGuess() -> [Double] {
    let span = times[times.count - 1]
    var best = (cost: Double.infinity, parameters: [Double]())
    let sampled = Array(stride(from: 0, to: times.count, by: max(1, times.count / Self.guessSamples)))
    let times = sampled.map { self.times[$0] }
    let values = sampled.map { self.values[$0] }
    var xx = [Double](repeating: 0, count: times.count)
    var xv = xx
    for i in 0..<40 {
      let bounce = -0.9 + 1.85 * Double(i) / 39
      for j in 0..<40 {
        let duration = span / 100 * cPow(400, Double(j) / 39)  // span/100 … 4·span
        guard let spring = try? Spring(duration: duration, bounce: bounce) else { continue }
        let response = SpringResponse<Double>(spring)
        // Normal equations of the linear unknowns (to, v₀) with columns a = 1 − Φxx, c = Φxv.
        var aa = 0.0
        var ac = 0.0
        var cc = 0.0
        var ay = 0.0
        var cy = 0.0
        for k in times.indices {
          let phi = response.transition(at: times[k])
          (xx[k], xv[k]) = (phi.xx, phi.xv)
          var (a, c, y) = (1 - phi.xx, phi.xv, values[k] - from * phi.xx)
          if let to { (a, y) = (0, y - to * (1 - phi.xx)) }
          if !fitVelocity { c = 0 }
          aa += a * a
          ac += a * c
          cc += c * c
          ay += a * y
          cy += c * y
        }
        let det = aa * cc - ac * ac
        let fittedTo = to ?? (fitVelocity ? (ay * cc - cy * ac) / det : ay / aa)
        let velocity = fitVelocity ? (to == nil ? (aa * cy - ac * ay) / det : cy / cc) : 0
        guard fittedTo.isFinite, velocity.isFinite else { continue }
        var cost = 0.0
        for k in times.indices {
          let r = fittedTo + (xx[k] * (from - fittedTo) + xv[k] * velocity) - values[k]
          cost += r * r
        }
        if cost < best.cost {
          var parameters = [cLog(duration), cAtanh(bounce)]
          if to == nil { parameters.append(fittedTo) }
          if fitVelocity { parameters.append(velocity) }
          best = (cost, parameters)
        }
      }
    }
    return best.parameters
  }
}
