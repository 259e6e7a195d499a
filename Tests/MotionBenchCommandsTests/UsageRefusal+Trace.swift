import Testing

extension UsageRefusal {
  /// Six presses and releases of one segment: more retargets than a channel's table holds.
  static let manyPresses = Array(repeating: "0.1:press 1; 0.1:release 1", count: 6).joined(separator: "; ")

  /// The refusals of `motion-bench trace`.
  static let trace: [UsageRefusal] =
    refusals(
      "trace",
      [
        ("", "missing argument '<selector>'"),
        ("checkbox", "<selector> must be radio or segmented"),
        ("segmented --autoplay", "--autoplay applies to the radio selector only"),
      ])
    + refusals(
      "trace radio",
      [
        ("--events '1e308:tap 1'", "time must be a number of seconds from 0 to 10000"),
        ("--events 'nan:tap 1'", "time must be a number of seconds"),
        ("--events '0.5:tap 3'", "index must be an integer from 0 to 2"),
        ("--events '0.5:poke 1'", "action must be tap, press or release"),
        ("--events '-0.2:tap 1'", "--events: event 1 '-0.2:tap 1': time must be"),
        ("--hz 1e200", "--hz must be a number"),
        ("--seconds 1e200", "--seconds must be a number"),
        ("--seconds 10000 --hz 100000", "frames"),
        (
          "--solver roofline-probe",
          "--solver must be closed-form, closed-form-batched, exact-step, reference, swiftui, gsl:STEPPER or gsl-scene:STEPPER with STEPPER one of rk2,"
        ),
        ("--solver swiftui --against swiftui", "--against must name another solver than --solver"),
        ("--solver reference --errors", "--errors compares with the Float80 reference, which is --solver"),
        ("--solver swiftui --visible-pt 1/0", "--visible-pt"),
        ("--solver swiftui --visible-pt nan", "--visible-pt"),
        ("--solver swiftui --visible-pt -1", "--visible-pt"),
        ("--solver swiftui --epsilon 2", "--epsilon"),
        ("--solver swiftui --epsilon 0.01 --visible-pt 1/3", "--epsilon and --visible-pt both"),
        ("--channels 'highlight.*'", "--channels pattern 'highlight.*' matches no radio channel"),
        ("--channels 'option1.*,'", "--channels has an empty pattern"),
        ("--layout tall", "--layout must be one of 'long', 'wide'"),
        (
          "--against nope",
          "--against must be closed-form, closed-form-batched, exact-step, reference, swiftui, gsl:STEPPER or gsl-scene:STEPPER"
        ),
        ("--against gsl:nope", "--against has unknown GSL stepper 'nope'"),
        ("--against closed-form", "--against must name another solver than --solver"),
        ("--visible-pt 1/3", "they need --solver swiftui"),
        ("--epsilon 0.01", "they need --solver swiftui"),
        ("--errors --seconds 10000 --hz 1000", "with --errors for 18 channels"),
      ])
    + refusals(
      "trace radio", out: nil,
      [
        ("--spring x=.smooth", "--spring channel 'x'")
      ])
    + refusals(
      "trace", stage: .run,
      [
        ("segmented --events '\(manyPresses)'", "--events: mode1.press.scaleX has more than 8")
      ])
}
