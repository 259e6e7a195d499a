import Testing

extension UsageRefusal {
  /// The refusals of `motion-bench export`.
  static let export: [UsageRefusal] =
    refusals(
      "export", out: nil,
      [
        ("--from-platform compose 'spring(dampingRatio = 0.5f, stifness = 400f)'", "'stifness'"),
        ("--from-platform compose 'spring(dampingRatio = abc)'", "dampingRatio 'abc'"),
        ("--from-platform tokens '{\"duration\": \"0x1s\", \"bounce\": 0.2}'", "could not read duration"),
        ("--from-platform tokens '{\"duration\": nan}'", "could not read duration 'nan': expected"),
        ("--from-platform flutter 'SpringDescription(mass: 1, stiffness: 1e999, damping: 10)'", "expected a number"),
        ("--from-platform flutter 'SpringDescription(mass: 1, stiffness: 100'", "column"),
        ("--from-platform android 'tween(300)'", "could not find a spring"),
        ("--from-platform css 'linear(0, 1)'", "cannot be read back"),
        ("--from-platform kotlin 'spring()'", "--from-platform must be one of"),
        (".easeOut", "is not a spring"),
        (".smooth --visible-pt 1/0", "--visible-pt"),
        (".smooth --hz 0", "--hz"),
        (".smooth --platform swing", "--platform must be one of"),
        ("--from-platform tokens " + String(repeating: "[", count: 101), "at most 100 nested brackets and calls"),
        ("--from-platform android 'SpringForce()" + String(repeating: ".a()", count: 100) + "'", "at most 100 nested"),
        // What only --scene reads, refused alone rather than read by nothing.
        (".smooth --solver bogus", "--solver needs --scene"),
        (".smooth --events-file DATA/missing.csv", "--events-file needs --scene"),
        (".smooth --selectors 20", "--selectors needs --scene"),
        (".smooth --channels x", "--channels needs --scene"),
        (".smooth --epsilon 0.01", "--epsilon needs --scene"),
      ])
    + refusals(
      "export .smooth --scene", out: nil,
      [
        ("checkbox", "--scene: unknown component 'checkbox'"),
        ("radio --platform tokens", "--platform tokens is not modelled under interruption"),
        ("radio --to 3", "--to does not apply with --scene"),
        ("radio --format json", "--format does not apply with --scene"),
        ("radio --selectors 0", "--selectors must be"),
        ("radio --channels 'nope.*'", "--channels pattern 'nope.*' matches no spring or timing channel"),
      ])
    + refusals(
      "export '.spring(duration: 0.5, bounce: 1)' --scene radio", out: nil,
      [("--platform css", "--platform css: css cannot express")])
}
