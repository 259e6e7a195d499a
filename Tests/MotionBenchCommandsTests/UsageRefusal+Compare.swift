import Testing

extension UsageRefusal {
  /// The refusals of `motion-bench compare`.
  static let compare: [UsageRefusal] =
    refusals(
      "compare", out: nil,
      [
        ("", "missing <head>: give <base> and <head>"),
        ("a.csv", "missing <head>"),
        ("a.csv,,b.csv c.csv", "empty file name"),
        ("DATA/run.csv DATA/run.csv --threshold nan", "--threshold must be"),
        ("DATA/run.csv DATA/run.csv --threshold -1", "--threshold must be a fraction from 0 to 1"),
        ("DATA/run.csv DATA/run.csv --threshold 25", "for 25 % write 25% or 0.25 (got '25')"),
        (
          "a.csv b.csv --threshold -0.1",
          "--threshold must be a fraction from 0 to 1 or a percentage from 0% to 100% (got '-0.1')"
        ),
        (
          "a.csv b.csv --threshold 150%",
          "--threshold must be a fraction from 0 to 1 or a percentage from 0% to 100% (got '150%')"
        ),
        ("a.csv b.csv --threshold 25", "for 25 % write 25% or 0.25 (got '25')"),
        ("a.csv b.csv --threshold nan", "--threshold must be a fraction"),
        ("a.csv b.csv --threshold ten", "--threshold must be a fraction"),
        ("DATA/run.csv DATA/run.csv --format xml", "--format must be one of 'text', 'markdown', 'csv'"),
        ("a.csv b.csv --format html", "--format must be one of 'text', 'markdown', 'csv'"),
        ("a.csv b.csv --history h.csv", "either --history"),
        ("a.csv b.csv --gate timing", "--gate must be one of 'all', 'deterministic'"),
        ("a.csv b.csv --timing user", "--timing must be one of 'cpu', 'wall', 'both'"),
        ("a.csv,a.csv b.csv", "<base> lists 'a.csv' twice; each file counts as one process"),
        ("a.csv b.csv,c.csv,b.csv", "<head> lists 'b.csv' twice"),
      ])
    + refusals(
      "compare", out: nil, code: 66, stage: .run,
      [
        ("DATA/missing.csv DATA/missing.csv", "cannot read it"),
        ("DATA/ DATA/", "<base>"),
        ("--history DATA/missing.csv", "--history"),
      ])
    + refusals(
      "compare", out: nil, code: 65, stage: .run,
      [
        ("DATA/columns.csv DATA/columns.csv", "not a results file of motion-bench run"),
        ("--history DATA/columns.csv", "not a history file"),
        ("DATA/events-empty.csv DATA/events-empty.csv", "CSV input is empty"),
        ("DATA/header.csv DATA/run.csv", "not a results file of motion-bench run"),
        ("DATA/run.csv DATA/other.csv", "<base> and <head> have no metric in common"),
        ("--history DATA/history.csv", "the newest run has no earlier run on its machine"),
      ])
}
