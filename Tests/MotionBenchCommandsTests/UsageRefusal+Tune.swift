import Testing

extension UsageRefusal {
  /// The refusals of `motion-bench tune`.
  static let tune: [UsageRefusal] =
    refusals(
      "tune",
      [
        ("", "give targets"),
        (
          "--overshoot 100",
          "--overshoot must be a fraction from 0 up to (not including) 1 or a percentage from 0% up to 100% (got '100')"
        ),
        ("--overshoot nan --settle 1", "--overshoot must be a fraction"),
        ("--overshoot 5% --settle 0.4 --weights settle=inf", "(got 'settle=inf')"),
        ("--overshoot 5% --settle 0.4 --weights settle=0x10", "(got 'settle=0x10')"),
        ("--overshoot 5% --settle 0.4 --epsilon 1", "--epsilon must be a fraction"),
        ("--overshoot 5% --settle 0.4 --visible-pt 1e-320", "--visible-pt must be"),
        ("--overshoot 5% --settle 0.4 --format xml", "--format must be one of"),
        ("--overshoot 8 --settle 1", "for 8 % write 8% or 0.08 (got '8')"),
        (
          "--overshoot=-1%",
          "--overshoot must be a fraction from 0 up to (not including) 1 or a percentage from 0% up to 100% (got '-1%')"
        ),
        ("--overshoot 100% --settle 1", "(got '100%')"),
        ("--overshoot 5 --bounce -0.2", "for 5 % write 5% or 0.05 (got '5')"),
        ("--overshoot 5", "for 5 % write 5% or 0.05 (got '5')"),
        ("--settle 1e308 --bounce 0.2", "--settle must be a number from 1e-5"),
        ("--settle 4.9e-324 --bounce 0.2", "--settle must be a number"),
        ("--settle 0 --bounce 0.2", "--settle must be a number from 1e-5"),
        ("--settle 1 --bounce 1.5", "--bounce must be a number from -0.999999 to 1"),
        ("--settle 1 --bounce 0.2 --duration 1", "cannot both be held"),
        ("--match ''", "--match must be a file name (got '')"),
        (
          "--settle 1 --weights bogus=2",
          "--weights must be a comma-separated list, each METRIC=WEIGHT with METRIC one of overshoot"
        ),
        ("--settle 1 --weights settle=0", "WEIGHT a number from 1e-6 to 1e6 (got 'settle=0')"),
        ("--settle 1 --bounce 0.1 --weights overshoot=1", "--weights names overshoot, which is not a target"),
        ("--settle 1 --bounce 0.2 --format xml", "--format must be one of 'text', 'csv'"),
        (
          "--settle 1 --bounce 0.2 --epsilon 1",
          "--epsilon must be a fraction from 1e-12 to 0.999 or a percentage from 1e-10% to 99.9%; for 1 % write 1% or 0.01 (got '1')"
        ),
        ("--settle 1 --bounce 0.2 --epsilon 0.01 --visible-pt 1", "give one"),
        ("--settle 1 --bounce 0.2 --visible-pt 200", "--visible-pt: visible threshold must be less than the change"),
        ("--settle 1 --bounce 0.2 --settle-by swiftui", "unknown option '--settle-by'"),
        ("--settle 1 --bounce 0.2 --hz 0", "--hz must be a number from 1 to 1000"),
        ("--settle 1 --bounce 0.2 --hz 0.5", "--hz must be a number from 1 to 1000"),
        ("--settle 1 --bounce 0.2 --hz 1001", "--hz must be a number from 1 to 1000"),
        ("--settle 1 --bounce 0.2 --hz nan", "--hz must be a number from 1 to 1000"),
        ("--settle 1 --bounce 0.2 --change -5", "--change must be a number from 1e-9"),
        ("--like .easeOut", "--like '.easeOut' is a timing curve, not a spring"),
        ("--like '.spring(duration: 1e-200)'", "duration must be from 1e-5"),
        ("--like .smooth --settle 1", "targets and --like cannot be combined"),
        ("--like '.spring(bounce: 2)'", "--like column"),
        ("--oscillations 2 --digits 0 --duration 1", "--digits must be"),
        ("--oscillations 1.5 --settle 1", "--oscillations must be a whole number"),
        ("--overshot 5% --settle 0.4", "unknown option '--overshot'; did you mean '--overshoot'?"),
        ("--stop 1 --bounce 0.2 --hz 1e308", "--hz must be a number from 1 to 1000"),
        ("--stop 0 --bounce 0.2", "--stop must be a number from 1e-5 to 10000 s"),
        ("--peak-time -0.2 --bounce 0.2", "--peak-time must be a number from 1e-5"),
        ("--rise-time inf --bounce 0.2", "--rise-time must be a number from 1e-5"),
        ("--from 0 --settle 1", "--from needs --match"),
        ("--max-overshoot 80pt --max-settle 0.3 --change 79.75", "--max-overshoot must be a distance"),
        ("--max-overshoot 1/0pt --max-settle 0.3", "--max-overshoot must be a distance"),
        ("--max-overshoot nan% --max-settle 0.3", "--max-overshoot must be a distance"),
        ("--max-overshoot 1 --max-settle 0.3", "--max-overshoot must be a distance"),
        ("--max-settle -1 --max-overshoot 1%", "--max-settle must be a number from 1e-5 to 10000 s"),
        ("--max-settle 0.3 --on phone", "--on must be one of 'closed-form', 'device'"),
        ("--max-settle 0.3 --visible-pt 1/0", "--visible-pt must be a number or a ratio such as 1/3"),
        ("--max-settle 0.3 --max-stop inf", "--max-stop must be a number from 1e-5 to 10000 s"),
      ])
    + refusals(
      "tune", stage: .run,
      [
        ("--peak-time 0.1 --duration 0.5", "peaks no sooner than half its duration"),
        ("--overshoot 99.9999% --settle 0.4", "outside the springs MotionBench models"),
        (
          "--overshoot 0 --peak-time 0.2",
          "a spring that does not overshoot (bounce ≤ 0) never passes its target, so it has no peak time"
        ),
        ("--stop 0.4 --overshoot 5% --rise-time 0.1", "too many for a SwiftUI stop target"),
        ("--stop 0.01 --bounce 0.2", "no sooner than"),
        ("--stop 0.05 --duration 0.5", "no bounce from -0.99 to 0.99 ends a change of 100 by then"),
        ("--stop 1000 --bounce 0.2", "SwiftUI stops must be below 1000 s"),
        ("--stop 1 --bounce 0.2 --max-settle 0.3", "bound the stop instead"),
        ("--on device --overshoot 5% --rise-time 0.1", "an overshoot on the device takes at most"),
        ("--on device --max-overshoot 1% --bounce 0", "nothing limits how slow"),
        ("--on device --max-overshoot 1% --bounce 0.5", "no spring meets"),
      ])
    + refusals(
      "tune", code: 73,
      [
        ("--settle 1 --bounce 0.2 --out /nonexistent-dir/x.csv", "--out"),
        ("--settle 1 --bounce 0.2 --out DATA/fifo", "it is a FIFO"),
      ])
    + refusals(
      "tune", code: 66, stage: .run,
      [
        ("--match DATA/missing.csv", "cannot read"),
        ("--match DATA/", "--match"),
        ("--match /dev/zero", "--match /dev/zero: cannot read '/dev/zero': it is a device, not a file"),
      ])
    + refusals(
      "tune", code: 65, stage: .run,
      [
        ("--match DATA/denormal.csv", "at least 0.0001 s"),
        ("--match DATA/huge.csv", "magnitude at most 1e9"),
        ("--match DATA/columns.csv", "no column 't'"),
        ("--match DATA/late.csv", "time must be from 0 to 10000 s"),
        ("--match DATA/header.csv", "the file has no data rows, only a header"),
        ("--match DATA/order.csv", "line 4, column 't': times must increase"),
      ])
    + refusals(
      "tune",
      [
        ("--scene checkbox --max-overshoot 1pt", "--scene: unknown component 'checkbox'; give radio, segmented"),
        ("--scene radio", "tune --scene needs a bound"),
        ("--scene radio --max-overshoot 2%", "across a crowd, --max-overshoot is a distance on screen"),
        ("--scene radio --max-overshoot 1pt --overshoot 5%", "--overshoot does not apply with --scene"),
        ("--scene radio --max-overshoot 1pt --max-settle 0.3", "--max-settle does not apply with --scene"),
        ("--scene radio --max-overshoot 1pt --channel 'nope.*'", "--channel pattern 'nope.*' matches no"),
        (
          "--scene radio --max-overshoot 1pt --channel 'option0.*,'",
          "--channels must be a comma-separated list, each a channel name or pattern (got '')"
        ),
        ("--scene radio --max-overshoot 1pt --selectors 0", "--selectors must be"),
        ("--scene radio --max-overshoot 1pt --taps poisson:0", "--taps"),
        ("--scene radio --max-settle-p95 0", "--max-settle-p95 must be a number"),
        ("--scene radio --max-reversals -1", "--max-reversals"),
        ("--scene radio --max-reversals 1 --solver nope", "--solver must be one of closed-form"),
        ("--max-reversals 1", "--max-reversals needs --scene"),
        ("--max-settle-p95 0.3", "--max-settle-p95 needs --scene"),
        ("--overshoot 5% --settle 0.4 --channel '*.dot.scale'", "--channels needs --scene"),
        ("--overshoot 5% --settle 0.4 --selectors -5", "--selectors needs --scene"),
        ("--overshoot 5% --settle 0.4 --seconds nan", "--seconds needs --scene"),
        ("--overshoot 5% --settle 0.4 --threads 3", "--threads needs --scene"),
        ("--overshoot 5% --settle 0.4 --taps poisson:2", "--taps needs --scene"),
      ])
    + refusals(
      "tune --scene radio --selectors 4 --seconds 1 --tail 0.5", code: 65, stage: .run,
      [("--max-settle-p95 0.001", "no spring meets every bound across the crowd; the nearest")])
}
