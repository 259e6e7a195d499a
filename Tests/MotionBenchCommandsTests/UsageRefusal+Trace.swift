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
        ("checkbox", "<selector>: unknown component 'checkbox'"),
        (
          "segmented --autoplay",
          "--autoplay applies to a component with an auto-play (the radio group); segmented has none"
        ),
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
        ("--channels 'ring.progress'", "event.autoplay; to take every element's, write 'option*.ring.progress'"),
        (
          "--solver closed-form --device-start immediate",
          "--device-start applies only to --solver swiftui (got --solver closed-form)"
        ),
        ("--solver swiftui --device-start later", "--device-start must be one of 'immediate', 'frame' (got 'later')"),
        ("--seconds 1e200", "--seconds must be a number"),
        ("--seconds 10000 --hz 100000", "--hz must be a number from 1 to 1000"),
        (
          "--solver roofline-probe",
          "--solver must be one of closed-form, closed-form-batched, exact-step, reference, swiftui, gsl:STEPPER or gsl-scene:STEPPER with STEPPER one of rk2,"
        ),
        ("--solver swiftui --against swiftui", "--against must name another solver than --solver"),
        (
          "--against-spring 'nope=.smooth'",
          "--against-spring channel 'nope' matches no radio spring channel; they are option<i>.dot.scale"
        ),
        ("--against-spring 'option0.dot.scale=.spring(duration: 0.3'", "--against-spring option0.dot.scale: animation"),
        (
          "--against-spring 'option0.dot.scale=.easeIn'",
          "--against-spring option0.dot.scale: '.easeIn' is not a spring"
        ),
        ("--against-spring 'option0.dot.scale'", "--against-spring 'option0.dot.scale' is not CHANNEL=ANIMATION"),
        ("--against-spring 'option0.ring.progress=.smooth'", "(only channels that are not springs)"),
        (
          "--against-spring 'event.tap=.smooth'", "--against-spring channel 'event.tap' matches no radio spring channel"
        ),
        ("--against-spring '*=.smooth' --errors", "give --errors or --against (another solver) or --against-spring"),
        ("--against-spring '*=.smooth' --against closed-form", "or --against-spring (another spring), not both"),
        ("--plot --out -", "--plot needs --out FILE"),
        ("--solver reference --errors", "--errors compares with the Float80 reference, which is --solver"),
        ("--solver swiftui --visible-pt 1/0", "--visible-pt"),
        ("--solver swiftui --visible-pt nan", "--visible-pt"),
        ("--solver swiftui --visible-pt -1", "--visible-pt"),
        ("--solver swiftui --epsilon 2", "--epsilon"),
        ("--solver swiftui --epsilon 0.01 --visible-pt 1/3", "--epsilon and --visible-pt both"),
        ("--channels 'highlight.*'", "--channels pattern 'highlight.*' matches no radio channel"),
        (
          "--channels 'option1.*,'",
          "--channels must be a comma-separated list, each a channel name or pattern (got '')"
        ),
        ("--layout tall", "--layout must be one of 'long', 'wide'"),
        (
          "--against nope",
          "--against must be one of closed-form, closed-form-batched, exact-step, reference, swiftui, gsl:STEPPER or gsl-scene:STEPPER"
        ),
        ("--against gsl:nope", "msadams, msbdf (got 'gsl:nope')"),
        ("--against swiftui", "--against must name another solver than --solver"),
        ("--solver closed-form --visible-pt 1/3", "they need --solver swiftui"),
        ("--solver exact-step --epsilon 0.01", "they need --solver swiftui"),
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
    + refusals(
      "trace radio",
      [
        ("--taps poisson:0 --selector-seed 1:0", "--taps poisson rate must be taps per second from 0.001 to 20"),
        ("--taps poisson:nan --selector-seed 1:0", "--taps poisson rate must be a number of taps per second"),
        ("--taps poisson:fast --selector-seed 1:0", "--taps poisson rate must be a number of taps per second"),
        ("--taps poisson:0x2 --selector-seed 1:0", "--taps poisson rate must be a number of taps per second"),
        ("--taps burst:3@0x1 --selector-seed 1:0", "--taps burst gap must be a number of seconds"),
        ("--taps burst:0@0.1 --selector-seed 1:0", "--taps burst taps must be an integer from 1 to 1000"),
        ("--taps burst:3@0.01 --selector-seed 1:0", "--taps burst gap must be seconds from the minimum gap 0.05"),
        ("--taps burst:3 --selector-seed 1:0", "--taps burst must be N@GAP"),
        ("--taps gauss:1 --selector-seed 1:0", "--taps must be default, exponential:MEAN (seconds), poisson:RATE"),
        ("--taps poisson:2", "--taps needs --selector-seed SEED:INDEX"),
        ("--selector-seed 1", "--selector-seed must be SEED:INDEX"),
        ("--selector-seed 1:-1", "--selector-seed must be SEED:INDEX"),
        ("--selector-seed x:0", "--selector-seed must be SEED:INDEX"),
        ("--selector-seed 1:0 --events '0.5:tap 1'", "--events is a script of its own"),
        ("--selector-seed 1:0 --autoplay", "--selector-seed draws auto-play and Reduce Motion"),
        ("--taps poisson:2 --events-file DATA/events.csv", "--taps and --events-file both"),
      ])
    + refusals(
      "trace radio --events-file", code: 65, stage: .run,
      [
        ("DATA/events-columns.csv", "line 1: the header has no column 'time'"),
        ("DATA/events-fields.csv", "line 3: 2 fields where the header has 3"),
        ("DATA/events-other.csv", "line 1: the header has no column 'selector'"),
        ("DATA/events-nan.csv", "line 2: time must be a number of seconds from 0 to 10000 (got 'nan')"),
        ("DATA/events-order.csv", "line 3: time 0.2 is before selector 0's previous action (line 2)"),
        ("DATA/events-action.csv", "line 2: action must be 'tap I', 'press I' or 'release I' (got 'swipe 1')"),
        ("DATA/events-option.csv", "line 2: a radio selector's index must be an integer from 0 to 2 (got 'tap 3')"),
        ("DATA/events-selector.csv", "line 2: selector must be an integer from 0 to 99999999 (got '-1')"),
        ("DATA/events-empty.csv", "line 1: no header; expected selector,time,action"),
      ])
    + refusals("trace radio --events-file", code: 66, stage: .run, [("DATA/.", "cannot be read")])
    + refusals(
      "trace segmented --events-file", code: 65, stage: .run,
      [
        ("DATA/events-crowded.csv", "mode1.press.scaleX has more than 8")
      ])
    + refusals(
      "trace radio --events-file", code: 66, stage: .run,
      [
        ("DATA/none.csv", "events file")
      ])
}
