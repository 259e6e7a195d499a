import Testing

extension UsageRefusal {
  /// A spring the settling-band cases move by 79.75 pt (`--to 79.75`).
  static let band = ".spring(duration: 0.450586, bounce: 0.150021)"

  /// The refusals of `motion-bench curve`.
  static let curve: [UsageRefusal] =
    refusals(
      "curve",
      [
        ("", "missing argument '<animation>'"),
        ("'.spring(duration: 1e-200, bounce: 0)'", "duration must be from 1e-5 to 10000 s"),
        ("'.spring(duration: nan)'", "expected a finite number for 'duration:'"),
        (".smooth" + String(repeating: ".delay(0)", count: 51), "more than 100 calls and members nested or chained"),
        (String(repeating: ".smooth(", count: 101), "more than 100 calls and members"),
        ("'.spring(duration: 0.5, bounce: 1.5)'", "bounce must be from -0.999999 to 1"),
        ("'.spring(duration: 0.5, bounce: -0.9999999999)'", "bounce must be from -0.999999"),
        ("'.interpolatingSpring(stiffness: 1e300, damping: 1)'", "the period 2π√(mass/stiffness)"),
        ("'.interpolatingSpring(mass: 0, stiffness: 1, damping: 1)'", "mass must be from 1e-6"),
        ("'.interpolatingSpring(stiffness: 100, damping: 1e12)'", "the damping ratio"),
        ("'.linear.delay(1e308)'", "delay must be from 0 to 10000 s"),
        ("'.easeOut(duration: 4.9e-324)'", "duration must be from 1e-5"),
        ("'.timingCurve(0.5, 1e300, 0.5, 1, duration: 1)'", "magnitude at most 1e9"),
        ("'MoveKeyframe(1e308)'", "keyframe 1 value must be a number of magnitude at most 1e9"),
        ("'CubicKeyframe(1, duration: 0.5, startVelocity: 1e300)'", "startVelocity"),
        ("'LinearKeyframe(1, duration: 9000) LinearKeyframe(2, duration: 9000)'", "total duration"),
        ("'.spring(duration: 0.35'", "column"),
        ("'.smooth.speed(2)'", "unknown animation method 'speed'"),
        ("'.spring(duration: 0)'", "duration must be from 1e-5"),
        ("'.spring(bounce: -1)'", "bounce must be from -0.999999 to 1"),
        (".sprang", "column"),
        (".smooth extra", "<animation> 2 'extra': column 1: unknown animation 'extra'"),
        (".smooth .sprang", "<animation> 2 '.sprang': "),
        (
          ".smooth '.spring(duration: 0.5)' '.spring(bounce: 2)'",
          "<animation> 3 '.spring(bounce: 2)': column 17: bounce must be from -0.999999 to 1"
        ),
        (".smooth .bouncy .smooth", "<animation> 3 repeats <animation> 1 '.smooth'"),
        ("'.spring(bounce: 2)'", "bounce must be from -0.999999 to 1"),
        (".smooth --hz 0", "--hz must be a number from 1 to 1000"),
        (".smooth --hz inf", "--hz must be a number"),
        (".smooth --hz 1e-320", "--hz must be a number"),
        (".smooth --hz nan", "--hz must be a number from 1 to 1000"),
        (".smooth --hz -5", "--hz must be a number from 1 to 1000"),
        (".smooth --seconds -1", "--seconds must be a number from 1e-5"),
        (".smooth --seconds 1e308", "--seconds must be a number"),
        (".smooth --seconds 10000 --hz 100000", "--hz must be a number from 1 to 1000"),
        (".smooth --from nan", "--from must be a number from -1e9 to 1e9"),
        (".smooth --from inf", "--from must be a number from -1e9 to 1e9"),
        (".smooth --to 1e308", "--to must be a number"),
        (".smooth --velocity -inf", "--velocity must be a number"),
        (".smooth --rtol 0", "--rtol must be a number from 1e-16 to 1"),
        (".smooth --atol 1e-300", "--atol must be a number"),
        (".smooth --atol -1e-9", "--atol must be a number from 1e-16 to 1"),
        (
          ".smooth --solver euler",
          "--solver must be one of closed-form, closed-form-batched, exact-step, reference, swiftui or gsl:STEPPER"
        ),
        (
          ".smooth --solver gsl:rk9",
          "with STEPPER one of rk2, rk4, rkf45, rkck, rk8pd, rk1imp, rk2imp, rk4imp, bsimp, msadams, msbdf (got 'gsl:rk9')"
        ),
        (".smooth --solver gsl-scene:rk8pd", "(got 'gsl-scene:rk8pd')"),
        (".smooth --solver swiftui --components 0", "--components must be an integer from 1 to 64"),
        (".smooth --solver closed-from", "did you mean 'closed-form'? (got 'closed-from')"),
        (".smooth --solver exact_step", "did you mean 'exact-step'? (got 'exact_step')"),
        (".smooth --solver swiftui --components 65", "--components must be an integer from 1 to 64"),
        (".smooth --solver swiftui --components two", "--components must be an integer from 1 to 64"),
        (".smooth --solver swiftui --components 1e400", "--components must be an integer from 1 to 64"),
        (
          ".smooth --solver swift",
          "--solver must be one of closed-form, closed-form-batched, exact-step, reference, swiftui or gsl:STEPPER"
        ),
        (".smooth --bogus", "unknown option '--bogus'"),
        (".smooth --seconds 0x10", "--seconds must be a number from"),
        (".smooth --seconds 1e999", "--seconds must be a number from"),
        (".smooth --seconds 2pt", "seconds are written 0.4, 0.4s or 400ms (got '2pt')"),
        (".smooth --to 100ms", "points are written 1.5 or 1.5pt (got '100ms')"),
        (".smooth --solver closed-form --components 2", "--components applies only to --solver swiftui"),
        (".smooth --retarget 11:0", "--retarget 1 at 11 s is outside the window: frames run from 0 to 10 s"),
        (".smooth --seconds 1 --retarget 0.5:0 --retarget 1.5:1", "--retarget 2 at 1.5 s is outside the window"),
        (".smooth --retarget -0.5:0", "--retarget must be T:TARGET[:ANIMATION] with T a time from 0 to 10000 s"),
        (".smooth --retarget 0.5:inf", "TARGET a number from -1e9 to 1e9 (got '0.5:inf')"),
        (".smooth --retarget 0.5:nan", "--retarget must be T:TARGET[:ANIMATION]"),
        (".smooth --retarget nan:1", "--retarget must be T:TARGET[:ANIMATION]"),
        (".smooth --retarget 0.5", "TARGET a number from -1e9 to 1e9 (got '0.5')"),
        (".smooth --retarget 0.5:1:.sprang", "here ANIMATION column 1: unknown animation 'sprang'"),
        (".smooth --retarget '0.5:1:.spring(bounce: 2)'", "bounce must be from -0.999999 to 1"),
        (".smooth --retarget 0.5:1 --retarget 0.25:0", "--retarget 2 at 0.25 s must come after --retarget 1 at 0.5 s"),
        (".smooth --solver closed-form --device-start frame", "--device-start applies only to --solver swiftui"),
        (
          ".smooth --solver swiftui --device-start next",
          "--device-start must be one of 'immediate', 'frame' (got 'next')"
        ),
        (".smooth .bouncy --layout tall", "--layout must be one of 'long', 'wide'"),
        (".smooth .bouncy --layout wide --errors", "--errors needs --layout long"),
        (".smooth .bouncy --plot --out -", "--plot needs a CSV file to draw"),
      ])
    + refusals(
      "curve", code: 73,
      [
        (".smooth --out /nonexistent-dir/x.csv", "--out: cannot write"),
        (".smooth --out DATA/", "--out: cannot write"),
        (".smooth --out DATA/fifo", "it is a FIFO, not a regular file"),
        (".smooth --out DATA/folder", "it is a folder, not a regular file"),
        (".smooth --out /dev/full", "it is a device, not a regular file"),
        (".smooth --out DATA/read-only.csv", "the file is read-only"),
        (".smooth --out DATA/history.csv", "is a history of motion-bench run"),
      ])
    + refusals(
      "curve", out: nil,
      [
        (".smooth --plot", "--plot needs a CSV file to draw")
      ])
    + refusals(
      "curve '\(band)' --to 79.75",
      [
        ("--visible-pt 0", "--visible-pt"),
        ("--visible-pt -1", "--visible-pt"),
        ("--visible-pt nan", "--visible-pt"),
        ("--visible-pt 1/0", "--visible-pt"),
        ("--visible-pt abc", "--visible-pt"),
        ("--visible-pt 80", "must be less than the change of '\(band)' (|target − --from| = 79.75)"),
        ("--epsilon 0.01 --visible-pt 1/3", "give one"),
        ("--epsilon 1.5", "--epsilon"),
        ("--epsilon inf", "--epsilon"),
      ])
}
