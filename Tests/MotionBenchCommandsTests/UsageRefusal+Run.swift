import Testing

extension UsageRefusal {
  /// The refusals of `motion-bench run`.
  static let run: [UsageRefusal] =
    refusals(
      "run",
      [
        ("--seconds 1e308", "--seconds must be a number"),
        ("--seconds -1", "--seconds must be a number from 1e-5"),
        ("--seconds nan", "--seconds must be a number from 1e-5"),
        ("--hz 1e200", "--hz must be a number"),
        ("--hz 0.01 --seconds 1", "at least 1 frame"),
        ("--hz 0", "--hz must be a number from 0.01 to 100000"),
        ("--hz inf", "--hz must be a number from 0.01 to 100000"),
        ("--selectors 0", "--selectors must be an integer from 1 to"),
        ("--selectors -5", "--selectors must be an integer"),
        ("--selectors 100000000 --seconds 1000", "selector-frames"),
        ("--selectors 1000000000000", "--selectors must be an integer from 1 to"),
        ("--threads 99999999999999999999", "--threads must be an integer"),
        ("--threads 0", "--threads must be an integer from 1"),
        ("--tolerances 1e-6,nan", "--tolerances"),
        ("--tolerances 1e-6,0", "--tolerances must list numbers from 1e-16 to 1"),
        ("--gsl-tolerance 0", "--gsl-tolerance must be a number"),
        ("--gsl-tolerance -1e-9", "--gsl-tolerance must be a number from 1e-16 to 1"),
        ("--repetitions 0", "--repetitions must be an integer"),
        ("--phases warmup", "--phases has unknown phase 'warmup'"),
        ("--phases targets", "--phases has unknown phase 'targets'"),
        ("--solvers ''", "--solvers must list at least one solver"),
        (
          "--solvers euler",
          "--solvers must be closed-form, closed-form-batched, exact-step, reference, swiftui, gsl:STEPPER or gsl-scene:STEPPER"
        ),
        ("--solvers closed-from", "(got 'closed-from'); did you mean 'closed-form'?"),
        ("--solvers gsl:rk9", "unknown GSL stepper 'rk9'"),
        ("--out /nonexistent-dir/run.csv", "--out: cannot write"),
        ("--commit 'a b'", "--commit must be 1 to 64 letters"),
        ("--steppers rk4,midpoint", "--steppers has unknown stepper 'midpoint'"),
        ("--baseline results/baseline.csv", "unknown option '--baseline'"),
        ("extra", "unexpected argument 'extra'"),
      ])
}
