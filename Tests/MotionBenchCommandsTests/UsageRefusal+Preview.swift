import Testing

extension UsageRefusal {
  /// The refusals of `motion-bench preview`.
  static let preview: [UsageRefusal] =
    refusals(
      "preview radio", out: "OUT.svg",
      [
        ("--spring option9.dot.scale=.smooth", "option9.dot.scale"),
        ("--spring option1.ring.scale=.smooth", "option1.ring.scale"),
        ("--spring option1.dot.scale", "CHANNEL=ANIMATION"),
        ("--spring 'option1.dot.scale=.spring(duration: -1)'", "duration"),
        ("--spring option1.dot.scale=.easeOut", "not a spring"),
        ("--against-spring '*=.spring(bounce: 2)'", "bounce"),
        ("--events '0.1:tap 7'", "--events"),
        ("--events 'soon:tap 1'", "--events"),
        ("--against nope", "--against"),
        ("--against swiftui --against-spring '*=.smooth'", "not both"),
        ("--speed 0", "--speed"),
        ("--seconds 100 --hz 120", "at most 3600"),
        ("--seconds 30 --hz 120", "--seconds × --hz gives 3601 frames (t = 0 and every frame up to --seconds)"),
        ("--fps 30", "--fps is the frame rate of a .gif, .mp4 or .webm"),
      ])
    + refusals(
      "preview radio", out: "OUT.gif",
      [
        ("--fps 0", "--fps must be a number from 1 to 120"),
        ("--fps -5", "--fps must be a number from 1 to 120"),
        ("--fps nan", "--fps must be a number from 1 to 120"),
        ("--fps 1e9", "--fps must be a number from 1 to 120"),
        ("--speed 0.01", "at most 3600"),
      ])
    + refusals(
      "preview",
      [
        ("segmented --out OUT.jpg", ".svg, .html, .gif, .mp4, .webm or .png (got '/")
      ])
    + refusals(
      "preview", code: 73,
      [
        ("segmented --out /nonexistent-dir/p.svg", "--out")
      ])
    + refusals(
      "preview radio", out: "OUT.svg",
      [
        ("--taps burst:2@0 --selector-seed 1:0", "--taps burst gap"),
        ("--selector-seed 1:0 --reduce-motion", "--selector-seed draws auto-play and Reduce Motion"),
        ("--events-file DATA/events.csv --events '0.1:tap 1'", "--events is a script of its own"),
      ])
    + refusals(
      "preview radio --out OUT.svg --events-file", code: 65, stage: .run,
      [
        ("DATA/events-order.csv", "line 3: time 0.2 is before selector 0's previous action")
      ])
}
