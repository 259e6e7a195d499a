import Testing

extension UsageRefusal {
  /// The refusals of `motion-bench scene`.
  static let scene: [UsageRefusal] =
    refusals(
      "scene",
      [
        ("", "missing argument '<selector>'"),
        ("checkbox", "<selector>: unknown component 'checkbox'"),
      ])
    + refusals(
      "scene radio",
      [
        ("--channels 'nope.*'", "--channels pattern 'nope.*' matches no spring or timing channel of radio"),
        ("--channels 'option1.ring.scale'", "matches no spring or timing channel"),
        (
          "--channels 'dot.*'",
          "…, option2.outline.tint; to take every element's, write 'option*.dot.scale', 'option*.dot.opacity'"
        ),
        (
          "--channels '*.dot.scale,'",
          "--channels must be a comma-separated list, each a channel name or pattern (got '')"
        ),
        ("--spring 'nope=.smooth'", "--spring channel 'nope' matches no radio spring channel"),
        ("--spring '*.dot.scale=.easeIn'", "is not a spring animation"),
        ("--against-spring 'nope=.smooth'", "--against-spring channel 'nope' matches no radio spring channel"),
        ("--against-spring '*.dot.scale=.easeIn'", "--against-spring *.dot.scale: '.easeIn' is not a spring animation"),
        ("--against-spring '*.dot.scale=.spring(bounce: 2)'", "--against-spring *.dot.scale: animation"),
        (
          "--against-spring '*.dot.scale=.smooth' --platform css",
          "give --platform (other platforms) or --against-spring"
        ),
        ("--against-spring '*.dot.scale=.smooth' --shard 1/2", "--against-spring measures the whole crowd twice"),
        ("--max-overshoot 2%", "across a crowd, --max-overshoot is a distance on screen"),
        ("--max-settle-p95 -1", "--max-settle-p95"),
        ("--max-reversals 1 --platform css", "judge the whole crowd; not with --shard or --platform"),
        ("--spring '*.dot.scale'", "is not CHANNEL=ANIMATION"),
        ("--spring '*.dot.scale=.spring(duration: nan)'", "--spring *.dot.scale"),
        ("--solver nope", "--solver must be one of closed-form, closed-form-batched"),
        ("--solver exact-step --device-start immediate", "--device-start applies only to --solver swiftui"),
        ("--device-start 1", "--device-start must be one of 'immediate', 'frame' (got '1')"),
        (
          "--solver gsl:nope",
          "STEPPER one of rk2, rk4, rkf45, rkck, rk8pd, rk1imp, rk2imp, rk4imp, bsimp, msadams, msbdf (got 'gsl:nope')"
        ),
        ("--selectors 0", "--selectors must be"),
        ("--selectors 1e3", "--selectors must be"),
        ("--seconds nan", "--seconds must be a number"),
        ("--seconds 0", "--seconds must be a number"),
        ("--tail -1", "--tail must be a number"),
        ("--tail 1e9", "--tail must be a number"),
        ("--hz 0", "--hz must be a number"),
        ("--hz 100000", "--hz must be a number from 1 to 1000"),
        ("--seed -1", "--seed"),
        ("--threads 0", "--threads"),
        ("--epsilon 2", "--epsilon"),
        ("--visible-pt 1/0", "--visible-pt"),
        ("--epsilon 0.01 --visible-pt 1/3", "--epsilon and --visible-pt both"),
        ("--taps nope", "--taps must be"),
        ("--taps poisson:2 --events-file DATA/events.csv", "--taps and --events-file both"),
        ("--events-file ''", "--events-file must be a file name (got '')"),
        ("--shard 0/4", "--shard must be I/N with N from 1 to 1000000 and I from 1 to N, or 'auto' (got '0/4')"),
        ("--shard 5/4", "--shard must be I/N"),
        ("--shard 1/0", "--shard must be I/N"),
        ("--shard 1/x", "--shard must be I/N"),
        ("--selectors 200 --shard 1/3", "--shard 1/3: the job has 2 blocks (up to 128 selectors of one kind each)"),
        ("--shard 1/2 --plot", "--plot draws the whole crowd"),
        (
          "--selectors 200 --platform css --shard 1/5",
          "--shard 1/5: the job has 4 blocks (up to 128 selectors of one kind each, on the device and on each platform)"
        ),
        ("--platform kotlin", "--platform must be 'all' or a comma-separated list"),
        ("--platform css,", "--platform must be 'all' or a comma-separated list"),
        (
          "--spring '*.dot.scale=.spring(duration: 0.5, bounce: 1)' --platform css",
          "--platform css: css cannot express"
        ),
      ])
    + refusals(
      "scene both --selectors 300", environment: ["SLURM_ARRAY_TASK_ID=-1", "SLURM_ARRAY_TASK_COUNT=4"],
      [("--shard auto", "--shard auto: SLURM_ARRAY_TASK_ID must be an integer from 0 to 3")])
    + refusals(
      "scene radio", environment: ["SLURM_ARRAY_TASK_ID=0", "SLURM_ARRAY_TASK_COUNT=four"],
      [("--shard auto", "--shard auto: SLURM_ARRAY_TASK_COUNT must be an integer from 1 to 1000000 (got 'four')")])
    + refusals(
      "scene radio --selectors 2 --seconds 1 --events-file", code: 65, stage: .run,
      [
        ("DATA/events-order.csv", "line 3: time 0.2 is before selector 0's previous action (line 2)"),
        ("DATA/events-option.csv", "a radio selector's index must be an integer from 0 to 2"),
      ])
    + refusals(
      "scene segmented --selectors 1 --seconds 2 --channels mode1.press.scaleX --events-file", code: 65, stage: .run,
      [("DATA/events-crowded.csv", "mode1.press.scaleX has more than 8")])
    + refusals(
      "scene radio --selectors 2 --seconds 1 --events-file", code: 66, stage: .run,
      [
        ("DATA/folder", "cannot be read: Is a directory"),
        ("/dev/zero", "events file '/dev/zero' cannot be read: it is a device, not a file"),
      ])
    + refusals("scene radio", code: 73, [("--out /nonexistent-folder/scene.csv", "--out")])
    + refusals("scene segmented", [("--spring 'option*.dot.scale=.smooth'", "matches no segmented spring channel")])
    + refusals(
      "scene both", out: nil, [("--plot", "--plot needs --out FILE"), ("--plot --out -", "--plot needs --out FILE")])
}
