import Testing

extension UsageRefusal {
  /// The refusals of `motion-bench plot`.
  static let plot: [UsageRefusal] =
    refusals(
      "plot",
      [
        ("", "missing argument '<files>'"),
        ("DATA/run.csv --size 10x10", "--size must be WIDTHxHEIGHT"),
        ("DATA/run.csv --size 1e9x5", "--size must be WIDTHxHEIGHT"),
        ("a.csv --size 1200", "--size must be WIDTHxHEIGHT"),
        ("a.csv --size 0x800", "--size must be WIDTHxHEIGHT"),
        ("a.csv --size 1200x99999", "--size must be WIDTHxHEIGHT"),
        ("a.csv --size 12ooxabc", "--size must be WIDTHxHEIGHT"),
        ("a.csv --size=-5x-5", "--size must be WIDTHxHEIGHT"),
        ("DATA/run.csv --format jpg", "--format must be one of 'png', 'svg'"),
        ("a.csv --format jpeg", "--format must be one of 'png', 'svg'"),
        ("x.csv --visible-pt 1/0", "--visible-pt"),
      ])
    + refusals(
      "plot", code: 73,
      [
        ("a.csv --out /proc/version/plots", "--out: '/proc/version' is not a folder"),
        ("DATA/run.csv --out /dev/null", "--out: '/dev/null' is not a folder"),
      ])
    + refusals(
      "plot", code: 66, stage: .run,
      [
        ("DATA/missing.csv", "cannot read")
      ])
    + refusals(
      "plot", code: 65, stage: .run,
      [
        ("DATA/columns.csv", "is not a CSV that motion-bench plot knows"),
        ("DATA/events-empty.csv", "CSV input is empty"),
        ("DATA/history-empty.csv", "has a history header but no rows"),
        ("DATA/order.csv", "is not a CSV that motion-bench plot knows"),
      ])
}
