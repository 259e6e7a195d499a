import Testing

extension UsageRefusal {
  /// The refusals of `motion-bench merge`: bad command lines (64), and shard files that do not
  /// make one complete job (65; the fixtures `DATA/shard…` are a job of 3 cases in 2 shards).
  static let merge: [UsageRefusal] =
    refusals(
      "merge", out: nil,
      [
        ("", "missing argument '<out>'"),
        ("OUT.csv", "missing argument '<shards>'"),
        ("OUT.csv DATA/shard1.csv --shard 1/2", "unknown option '--shard'"),
      ])
    + refusals(
      "merge", out: nil, code: 73,
      [
        ("/nonexistent-dir/x.csv DATA/shard1.csv", "<out>"),
        ("DATA/shard1.csv DATA/shard1.csv DATA/shard2.csv", "is also the input <shards>"),
      ])
    + refusals(
      "merge", out: nil, code: 66, stage: .run,
      [("OUT.csv DATA/shard1.csv /dev/zero", "cannot read '/dev/zero': it is a device, not a file")])
    + refusals(
      "merge", out: nil, code: 65, stage: .run,
      [
        ("OUT.csv DATA/shard1.csv", "shard 2/2 is missing (case 1); rerun: motion-bench sweep --bounces 3 --shard 2/2"),
        // The shards' spec hash is not what this binary makes of their command.
        ("OUT.csv DATA/shard2.csv", "; a rerun here makes a shard of spec hash "),
        (
          "OUT.csv DATA/huge1.csv DATA/huge2.csv",
          "line 2: wall_ns 5000000000000000000 is not a time from 0 to 1000000000000000000 ns"
        ),
        ("OUT.csv DATA/negative1.csv DATA/shard2.csv", "line 2: wall_ns -5 is not a time from 0 to"),
        (
          "OUT.csv " + (1...10).map { "DATA/sum\($0).csv" }.joined(separator: " "),
          "the shards' CPU times (cpu_ns) add up past 9223372036854775807 ns"
        ),
        (
          "OUT.csv DATA/injected1.csv DATA/shard2.csv",
          "its command 'motion-bench sweep --bounces 3; touch pwned' is not a motion-bench command line"
        ),
        ("OUT.csv DATA/escape1.csv DATA/shard2.csv", "it holds the control character U+001B"),
        ("OUT.csv DATA/formula1.csv DATA/shard2.csv", "it begins with '=', which a spreadsheet runs as a formula"),
        ("OUT.csv DATA/bidi1.csv DATA/shard2.csv", "it holds the bidirectional control character U+202E"),
        ("OUT.csv DATA/shard1.csv DATA/shard2.csv DATA/shard2.csv", "shard 2/2 is in"),
        ("OUT.csv DATA/shard1.csv DATA/other2.csv", "the shards come from different jobs"),
        ("OUT.csv DATA/shard1.csv DATA/run.csv", "is not a shard of a sharded run: its header does not begin"),
        ("OUT.csv DATA/gap1.csv DATA/shard2.csv", "(shard 1/2) lacks case 2"),
        ("OUT.csv DATA/stray2.csv DATA/shard1.csv", "case 2 is not one of shard 2/2's"),
        ("OUT.csv DATA/header.csv", "is not a shard of a sharded run"),
        ("OUT.csv DATA/vast1.csv", "its shard '1/2' of 4611686018427387904 cases is not valid"),
        (
          "OUT.csv DATA/billion1.csv",
          "(shard 1/2) lacks 499999999 cases: 2, 4, 6, 8, …, 999999998; rerun: motion-bench sweep --bounces 3 "
            + "--shard 1/2"
        ),
        (
          "OUT.csv DATA/million-shards.csv",
          "shard 5/1000000 is missing (case 4); rerun: motion-bench sweep --bounces 1000 --shard 5/1000000 --out "
            + "shard-5-of-1000000.csv (Slurm array task 4); and 999995 more like them"
        ),
      ])
}
