/// The times t > 0 at which a free response y (y'' = −ω₀² y − 2a y') with `y(0) = value`,
/// `y'(0) = slope` turns (y' = 0): the first, and the spacing π/ω_d of the later ones when it
/// oscillates. `nil` when y never turns.
///
/// It serves both the displacement (turns of x: value x₀, slope v₀) and the velocity (turns
/// of v: value v₀, slope the initial acceleration).
func turningTimes(_ r: SpringResponse<Double>, value: Double, slope: Double) -> (first: Double, spacing: Double?)? {
  let omega2 = r.omega0Squared
  let a = r.decay
  let pull = omega2 * value + a * slope
  switch r.regime {
  case .underdamped:
    // y' = e^(−at) (slope cos θ − (pull/ω_d) sin θ), θ = ω_d t.
    guard slope != 0 || pull != 0 else { return nil }
    var theta = Double.pi / 2 - cAtan2(pull / r.frequency, slope)
    if theta <= 0 { theta += .pi }
    if theta > .pi { theta -= .pi }
    return (theta / r.frequency, .pi / r.frequency)
  case .critical:
    // y' = e^(−at) (slope − pull t).
    let t = slope / pull
    return t > 0 && t.isFinite ? (t, nil) : nil
  case .overdamped:
    // y' = e^(r₁t) (slope + z (ω₀² value + (a + γ) slope)/(2γ)), z = expm1(−2γt) ∈ (−1, 0).
    let gamma = r.frequency
    let z = -2 * gamma * slope / (omega2 * value + (a + gamma) * slope)
    return z > -1 && z < 0 ? (-cLog1p(z) / (2 * gamma), nil) : nil
  }
}
