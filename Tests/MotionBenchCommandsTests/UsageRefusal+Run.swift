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
        ("--hz 0.01 --seconds 1", "--hz must be a number from 1 to 1000"),
        ("--hz 0", "--hz must be a number from 1 to 1000"),
        ("--hz inf", "--hz must be a number from 1 to 1000"),
        ("--selectors 0", "--selectors must be an integer from 1 to"),
        ("--selectors -5", "--selectors must be an integer"),
        ("--selectors 100000000 --seconds 1000", "selector-frames"),
        ("--selectors 1000000000000", "--selectors must be an integer from 1 to"),
        ("--threads 99999999999999999999", "--threads must be an integer"),
        ("--threads 0", "--threads must be an integer from 1"),
        ("--tolerances 1e-6,nan", "--tolerances"),
        ("--tolerances 1e-6,0", "--tolerances must be a comma-separated list, each a number from 1e-16 to 1 (got '0')"),
        ("--gsl-tolerance 0", "--gsl-tolerance must be a number"),
        ("--gsl-tolerance -1e-9", "--gsl-tolerance must be a number from 1e-16 to 1"),
        ("--repetitions 0", "--repetitions must be an integer"),
        ("--phases warmup", "--phases must be 'all' or a comma-separated list, each one of 'memory'"),
        ("--phases memory,warmup", "'instructions', 'scene' (got 'warmup')"),
        ("--phases targets", "'swiftui', 'instructions', 'scene' (got 'targets')"),
        ("--phases accuracy,,timing", "(got '')"),
        ("--solvers ''", "--solvers must be a comma-separated list, each one of closed-form"),
        ("--solvers euler", "msadams, msbdf (got 'euler')"),
        ("--solvers closed-from", "did you mean 'closed-form'? (got 'closed-from')"),
        (
          "--solvers gsl:rk9",
          "STEPPER one of rk2, rk4, rkf45, rkck, rk8pd, rk1imp, rk2imp, rk4imp, bsimp, msadams, msbdf (got 'gsl:rk9')"
        ),
        ("--commit 'a b'", "--commit must be 1 to 64 letters"),
        ("--steppers rk4,midpoint", "'msadams', 'msbdf' (got 'midpoint')"),
        ("--baseline results/baseline.csv", "unknown option '--baseline'"),
        ("extra", "unexpected argument 'extra'"),
        ("--shard 0/4 --phases accuracy", "--shard must be I/N with N from 1 to 1000000 and I from 1 to N"),
        ("--shard 5/4 --phases accuracy", "--shard must be I/N"),
        ("--shard 1/0 --phases accuracy", "--shard must be I/N"),
        (
          "--shard 1/2",
          "--shard runs only --phases accuracy,work-precision (or one of them); memory, curves, timing, scaling, "
            + "swiftui, instructions and scene measure time"
        ),
        ("--shard 1/2 --phases accuracy,timing", "; timing measures time and cannot be sharded"),
        ("--shard 1/2 --phases work-precision --plot", "--plot draws the whole run"),
        (
          "--shard 1/3 --phases accuracy --accuracy-selectors 100",
          "--shard 1/3: the job has 2 cases, fewer than 3 shards; use at most 2"
        ),
      ])
    + refusals("run", out: nil, [("--shard 1/2 --phases accuracy", "--shard needs --out FILE")])
    + refusals(
      "run --phases accuracy", environment: ["SLURM_ARRAY_TASK_ID=4", "SLURM_ARRAY_TASK_COUNT=4"],
      [("--shard auto", "--shard auto: SLURM_ARRAY_TASK_ID must be an integer from 0 to 3")])
    + refusals(
      "run", code: 73,
      [
        ("--out /nonexistent-dir/run.csv", "--out: cannot write"),
        ("--out DATA/history.csv", "is a history of motion-bench run; it is never replaced"),
        ("--out DATA/fifo", "it is a FIFO"),
      ])
}
