import Testing

extension UsageRefusal {
  /// The refusals of `motion-bench dashboard`.
  static let dashboard: [UsageRefusal] =
    refusals(
      "dashboard", out: "OUT.site",
      [
        ("", "missing argument '<histories>'"),
        ("DATA/history-empty.csv --commit-url ftp://host/{sha}", "--commit-url must be an http:// or https://"),
        ("DATA/history-empty.csv --commit-url https://host/commit/", "--commit-url must be an http:// or https://"),
        ("DATA/history-empty.csv --commit-url 'javascript:alert(1)//{sha}'", "--commit-url must be an http://"),
        ("DATA/history-empty.csv --out ''", "--out must name a folder"),
        ("DATA/history-empty.csv --commit-messages ''", "--commit-messages must be a file name (got '')"),
      ])
    + refusals(
      "dashboard", out: "OUT.site", code: 65, stage: .run,
      [
        ("DATA/history.csv", "is not a history of motion-bench run: no columns"),
        ("DATA/run.csv", "is not a history of motion-bench run: unknown columns 'seed'"),
        ("DATA/history-empty.csv", "has no runs"),
        ("DATA/history-empty.csv DATA/run.csv", "unknown columns"),
        ("DATA/history-nan.csv", "is not a finite number"),
        ("DATA/history-one.csv --commit-messages DATA/header.csv", "expected 'SHA<tab>subject'"),
      ])
    + refusals(
      "dashboard", out: "OUT.site", code: 66, stage: .run,
      [
        ("DATA/missing.csv", "cannot read history"),
        ("DATA/history-empty.csv --commit-messages DATA/none.txt", "--commit-messages: cannot read"),
      ])
    + refusals(
      "dashboard", out: nil, code: 73, stage: .run,
      [
        ("DATA/history-empty.csv --out /proc/version/site", "cannot create the site"),
        ("DATA/history-empty.csv --out DATA/run.csv", "it exists and is not a folder"),
        ("DATA/history-empty.csv --out DATA/", "a folder that a dashboard did not write"),
      ])
}
