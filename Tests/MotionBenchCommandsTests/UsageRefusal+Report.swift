import Testing

extension UsageRefusal {
  /// The refusals of `motion-bench report`.
  static let report: [UsageRefusal] =
    refusals(
      "report", out: nil, code: 66, stage: .run,
      [
        ("DATA/missing.csv", "missing.csv': cannot read it"),
        ("/dev/zero", "'/dev/zero': cannot read it: it is a device, not a file"),
      ])
    + refusals(
      "report", out: nil, code: 65, stage: .run,
      [
        ("DATA/history.csv", "is a history of many runs, not one run's results file"),
        ("DATA/columns.csv", "not a results file of motion-bench run"),
      ])
}
