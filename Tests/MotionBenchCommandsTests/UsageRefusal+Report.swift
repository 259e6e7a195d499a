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
        // Numbers are decimal: no hexadecimal, no overflow to infinity, no NaN where a number belongs.
        ("DATA/run-hex.csv", "line 2: seconds '0x10' is not a finite decimal number"),
        ("DATA/run-overflow.csv", "line 2: value '1e999' is not a decimal number"),
        ("DATA/run-nan-hz.csv", "line 2: hz 'nan' is not a finite decimal number"),
        ("DATA/runs-split.csv", "line 4: rows of the run of 2026-11-30T00:00:00Z resume after another run's"),
      ])
}
