import Testing

extension UsageRefusal {
  /// The refusals of `motion-bench sweep`.
  static let sweep: [UsageRefusal] =
    refusals(
      "sweep",
      [
        ("--duration-max 1e308", "--duration-max must be a number from 1e-5"),
        ("--duration-max nan", "--duration-max must be a number from 1e-5"),
        ("--bounce-min -1", "--bounce-min must be a number from -0.999999 to 1"),
        ("--bounce-min 0.5 --bounce-max 0.2", "must not exceed --bounce-max"),
        ("--bounces 0", "--bounces must be an integer from 1"),
        ("--bounces 99999999999999999999", "--bounces must be an integer"),
        ("--bounces 100000 --durations 100000", "points"),
        ("--bounces 20000 --durations 20000", "at most 100000000"),
        ("--velocity 1e308", "--velocity must be a number"),
        ("--velocity inf", "--velocity must be a number from -1e"),
        ("--epsilon 1e-320", "--epsilon must be a fraction"),
        ("--epsilon 2", "--epsilon must be a fraction from 1e-12 to 0.999"),
        ("--visible-pt 4.9e-324", "--visible-pt must be a number"),
        ("--visible-pt 1e-9 --change 1e9", "it must be from 1e-12"),
        ("--duration-min 2 --duration-max 1", "must not exceed --duration-max"),
        ("--duration-min 0", "--duration-min must be a number from 1e-5"),
        ("--layout tall", "--layout must be one of 'wide', 'long'"),
        ("--threads 0", "--threads must be an integer from 1"),
        ("--hz 0", "--hz must be a number from 1 to 1000"),
        ("--hz 0.5", "--hz must be a number from 1 to 1000"),
        ("--hz nan", "--hz must be a number from 1 to 1000"),
        ("--hz 2000", "--hz must be a number from 1 to 1000"),
        ("--bounce-max 1.2", "--bounce-max must be a number from -0.999999 to 1"),
        ("--change 0", "--change must be a number from 1e-9"),
        ("--change inf", "--change must be a number from 1e-9"),
        ("--shard 0/4", "--shard must be I/N with N from 1 to 1000000 and I from 1 to N, or 'auto' (got '0/4')"),
        ("--shard 5/4", "--shard must be I/N"),
        ("--shard 1/0", "--shard must be I/N"),
        ("--shard 1/4/2", "--shard must be I/N"),
        ("--shard 2", "--shard must be I/N"),
        ("--shard ''", "--shard must be I/N"),
        ("--bounces 2 --durations 2 --shard 1/5", "--shard 1/5: the job has 4 grid points, fewer than 5 shards"),
        ("--scene radio --shard 0/4", "--shard must be I/N"),
        ("--scene radio --shard 5/4", "--shard must be I/N"),
        ("--scene radio --shard 1/0", "--shard must be I/N"),
        ("--scene radio --bounces 2 --durations 3 --shard 2/7", "--shard 2/7: the job has 6 grid points"),
      ])
    + refusals(
      "sweep --scene radio", environment: ["SLURM_ARRAY_TASK_ID=4", "SLURM_ARRAY_TASK_COUNT=4"],
      [("--shard auto", "--shard auto: SLURM_ARRAY_TASK_ID must be an integer from 0 to 3, as SLURM_ARRAY_TASK_COUNT")])
    + refusals(
      "sweep", environment: ["SLURM_ARRAY_TASK_ID=1.5", "SLURM_ARRAY_TASK_COUNT=4"],
      [
        (
          "--shard auto",
          "SLURM_ARRAY_TASK_ID must be an integer from 0 to 3, as SLURM_ARRAY_TASK_COUNT is 4 (got '1.5')"
        )
      ])
    + refusals(
      "sweep", code: 73,
      [
        ("--out /nonexistent-dir/x.csv", "--out"),
        ("--out DATA/folder", "it is a folder"),
      ])
    + refusals(
      "sweep",
      [
        ("--scene checkbox", "--scene: unknown component 'checkbox'"),
        ("--scene radio --layout long", "--scene writes the wide layout"),
        ("--scene radio --velocity 1", "--velocity, --change and --on do not apply with --scene"),
        ("--scene radio --max-overshoot 2%", "across a crowd, --max-overshoot is a distance on screen"),
        ("--scene radio --channel 'ring.*'", "--channel pattern 'ring.*' matches no spring or timing channel"),
        ("--scene radio --channel '*.press.scaleX'", "matches no spring or timing channel of radio"),
        ("--scene segmented --channel 'divider*.opacity'", "--channel matches no spring channel"),
        ("--scene radio --seconds 0", "--seconds must be"),
        ("--max-settle-p95 0.3", "--max-settle-p95 needs --scene"),
        ("--max-overshoot 1pt", "--max-overshoot needs --scene"),
        // Scene options without --scene were accepted unread, whatever their value.
        ("--taps garbage", "--taps needs --scene"),
        ("--selectors -5", "--selectors needs --scene"),
        ("--seconds nan", "--seconds needs --scene"),
        ("--events-file DATA/events.csv", "--events-file needs --scene"),
        ("--solver exact-step", "--solver needs --scene"),
        ("--spring '*=.smooth'", "--spring needs --scene"),
      ])
}
