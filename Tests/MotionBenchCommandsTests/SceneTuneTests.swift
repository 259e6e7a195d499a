import BenchmarkKit
import TestSupport
import Testing

@Suite("motion-bench tune --scene: the answer holds in scene, one step further does not", .tags(.integration))
struct SceneTuneTests {
  /// A small crowd, the same for tune or sweep and the scene that checks them.
  static let crowd = ["--selectors", "12", "--seconds", "2", "--tail", "1", "--seed", "3", "--visible-pt", "1/3"]

  /// The worst overshoot, the nearest-rank 95th percentile of the settle time after the last action,
  /// and the most reversals of a scene CSV.
  static func figures(_ path: String) throws -> (overshoot: Double, settleP95: Double, reversals: Double) {
    let table = try CSVTable(contentsOfFile: path)
    let metric = try table.strings("metric")
    let value = try table.doubles("value")
    func values(_ name: String) -> [Double] { metric.indices.filter { metric[$0] == name }.map { value[$0] } }
    let settles = values("settle_after_last").sorted()
    let rank = (95 * settles.count + 99) / 100
    return (values("overshoot").max() ?? 0, settles[rank - 1], values("reversals").max() ?? 0)
  }

  @Test("tune --scene's spring meets its bounds across the crowd; 3 % longer breaks one")
  func answerHolds() throws {
    try withTemporaryDirectory { directory in
      let tuned = try ChildProcess.run(
        ["tune", "--scene", "radio", "--channel", "*.dot.scale", "--max-overshoot", "1pt", "--max-settle-p95", "0.35"]
          + Self.crowd, in: directory)
      #expect(tuned.status == 0, "\(tuned.standardError)")
      let lines = tuned.standardOutput.split(separator: "\n").map(String.init)
      #expect(lines.contains { $0.hasPrefix("objective: the longest duration that meets every bound") })
      #expect(lines.contains { $0.contains("from rest: .spring(duration: ") })
      let answer = try #require(lines.first { $0.hasPrefix("  .spring(duration: ") })
      let numbers = answer.split(whereSeparator: { !($0.isNumber || $0 == "." || $0 == "-") }).compactMap {
        Double($0)
      }
      try #require(numbers.count == 2)
      let (duration, bounce) = (numbers[0], numbers[1])
      func scene(_ duration: Double, _ name: String) throws -> (overshoot: Double, settleP95: Double, reversals: Double)
      {
        let run = try ChildProcess.run(
          [
            "scene", "radio", "--channels", "*.dot.scale", "--spring",
            "*.dot.scale=.spring(duration: \(duration), bounce: \(bounce))", "--out", name,
          ] + Self.crowd,
          in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        return try Self.figures(directory + "/" + name)
      }
      let met = try scene(duration, "answer.csv")
      #expect(met.overshoot <= 1 && met.settleP95 <= 0.35, "\(met)")
      let further = try scene(duration * 1.03, "further.csv")
      #expect(further.overshoot > 1 || further.settleP95 > 0.35, "\(further)")
    }
  }
}
