import Testing

extension Tag {
  /// A test of one module's code in process, without files, tools or the built binary: the fast
  /// tests (`swift test --filter tag:unit`).
  @Tag public static var unit: Self
  /// A test that runs a command (in process or the built binary), writes files or starts a tool
  /// (gnuplot, ffmpeg, valgrind, Slurm).
  @Tag public static var integration: Self
  /// A test that drives headless Chromium (`bash .ci/setup --browser`).
  @Tag public static var browser: Self
}
