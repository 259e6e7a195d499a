import BenchmarkKit
import Glibc
import TestSupport
import Testing

@testable import BenchmarkPictures
@testable import MotionBenchCommands

/// `plot` reads a regular curve file twice, reducing into M4 buckets as it reads the second
/// time; the points handed to gnuplot must be those of reading every sample first.
@Suite(.tags(.integration)) struct CurveStreamingTests {
  /// A spring's move by 80 at `hz` from `start` seconds, with `count` samples.
  static func spring(_ i: Int, hz: Double, start: Double) -> (t: Double, value: Double, velocity: Double) {
    let t = start + Double(i) / hz
    let envelope = exp(-3 * (t - start))
    let phase = 12 * (t - start)
    return (t, 80 * (1 - envelope * (cos(phase) + 0.25 * sin(phase))), 80 * envelope * 12.75 * sin(phase))
  }

  /// Two files: a long layout of two animations with error columns (one of 40,000 samples,
  /// one of 500), and a wide layout of 30,000 samples that starts a second later.
  static func writeFiles(in directory: String) throws -> [String] {
    var long = "animation,solver,t,value,velocity,value_error,velocity_error\n"
    for i in 0..<40_000 {
      let s = spring(i, hz: 10_000, start: 0)
      long += "a,exact-step,\(s.t),\(s.value),\(s.velocity),\(1e-9 * sin(Double(i))),\(1e-8 * cos(Double(i)))\n"
    }
    for i in 0..<500 {
      let s = spring(i, hz: 120, start: 0)
      long += "b,exact-step,\(s.t),\(s.value),\(s.velocity),0,0\n"
    }
    var wide = "t,value:c,velocity:c\n"
    for i in 0..<30_000 {
      let s = spring(i, hz: 10_000, start: 1)
      wide += "\(s.t),\(s.value),\(s.velocity)\n"
    }
    let paths = [directory + "/long.csv", directory + "/wide.csv"]
    for (path, text) in zip(paths, [long, wide]) {
      guard let file = fopen(path, "wb") else { throw TextFileError(path: path) }
      defer { fclose(file) }
      guard fputs(text, file) >= 0 else { throw TextFileError(path: path) }
    }
    return paths
  }

  @Test func twoPassesDrawWhatOnePassDraws() throws {
    try withTemporaryDirectory { directory in
      let paths = try Self.writeFiles(in: directory)
      let terminal = GnuplotTerminal()
      let onePass = try CurvePictures(paths.map { try PlotInput(path: $0, twoPasses: false) }, terminal: terminal)
      let inputs = try paths.map { try PlotInput(path: $0) }
      #expect(inputs.allSatisfy { !$0.surveys.isEmpty && $0.curves.allSatisfy(\.t.isEmpty) })
      let twoPasses = try CurvePictures(inputs, terminal: terminal)
      #expect(twoPasses.data.bytes == onePass.data.bytes)
      #expect(twoPasses.pictures.map(\.script.text) == onePass.pictures.map(\.script.text))
      #expect(twoPasses.notes == onePass.notes)
      // The long curves were reduced, the short one drawn whole.
      let drawn = twoPasses.curves.map(\.t.count)
      #expect(drawn[0] < 10_000 && drawn[1] == 500 && drawn[2] < 10_000)
      // The settle time of the rule, found here by brute force on the samples: the sample
      // after the last one outside 0.001 of the move around the last value.
      for (index, hz, start, count) in [(0, 10_000.0, 0.0, 40_000), (2, 10_000, 1, 30_000)] {
        let samples = (0..<count).map { Self.spring($0, hz: hz, start: start) }
        let target = samples[count - 1].value
        let band = 0.001 * abs(target - samples[0].value)
        let last = try #require(samples.lastIndex { abs($0.value - target) > band })
        #expect(twoPasses.curves[index].settle == samples[last + 1].t)
        #expect(twoPasses.curves[index].target == target && twoPasses.curves[index].fromSamples)
      }
    }
  }

  /// A FIFO cannot be read twice: `plot` reads it once, and writes the same data.
  @Test func aFIFOIsReadOnceAndDrawnTheSame() throws {
    try withTemporaryDirectory { directory in
      _ = try Self.writeFiles(in: directory)
      let file = try ChildProcess.run(["plot", "long.csv", "--out", "file"], in: directory)
      #expect(mkfifo(directory + "/fifo.csv", 0o644) == 0)
      let writer = try ChildProcess(["-c", "cat long.csv > fifo.csv"], in: directory, program: "/bin/sh")
      let fifo = try ChildProcess.run(["plot", "fifo.csv", "--out", "fifo"], in: directory)
      #expect(writer.wait() == .exited(0))
      #expect(file.status == 0 && fifo.status == 0, "\(file.standardError) \(fifo.standardError)")
      let data = try ["/file/long-curves.dat", "/fifo/fifo-curves.dat"].map { try readText(directory + $0) }
      #expect(data[0] == data[1] && data[0].count > 1000)
    }
  }

  @Test func aFileChangedBetweenThePassesIsRefused() throws {
    try withTemporaryDirectory { directory in
      let paths = try Self.writeFiles(in: directory)
      let input = try PlotInput(path: paths[1])
      guard let file = fopen(paths[1], "ab") else { throw TextFileError(path: paths[1]) }
      fputs("4,80,0\n", file)
      fclose(file)
      #expect(throws: UsageError.self) { try CurvePictures([input], terminal: GnuplotTerminal()) }
    }
  }
}
