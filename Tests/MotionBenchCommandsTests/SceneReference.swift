import BenchmarkKit
import Testing

/// The scene metrics of one selector's channels recomputed from a `trace` CSV alone, for
/// checking `scene`: the moves follow from the retargets a test derives from the event rows by
/// the component's rule, and every figure is taken from the traced values.
struct SceneReference {
  struct Move: Equatable {
    var channel: String
    var frame: Int
    var overshoot: Double
    var reversals: Int
    /// The last step onto the target when the move ends exactly on it, in points.
    var stopJump: Double
  }

  struct Burst: Equatable {
    var channel: String
    var first: Int
    var last: Int
    var settled: Int?
  }

  /// The dot's points per unit of scale (26 pt indicator, 0.22 inset a side).
  static let points = 26 * (1 - 2 * 0.22)

  var moves: [Move] = []
  var bursts: [Burst] = []

  /// Reads a long trace (with event rows) of a radio selector at `hz` and measures each
  /// `option<i>.dot.scale` within `band` points.
  /// The radio dot's moves and bursts in a trace (`option<i>.dot.scale` and the `event.tap` and
  /// `event.autoplay` rows), its retargets from the radio group's rule: the selection's dot
  /// heads for 1, the old one's for 0.01.
  init(trace path: String, hz: Double, band: Double) throws {
    let table = try CSVTable(contentsOfFile: path)
    let t = try table.doubles("t")
    let channel = try table.strings("channel")
    let value = try table.doubles("value")
    func frame(_ time: Double) -> Int { Int((time * hz).rounded()) }
    var selection = 0
    var retargets: [String: [(frame: Int, target: Double)]] = [:]
    var series: [String: [Double]] = [:]
    for row in channel.indices {
      let name = channel[row]
      if name == "event.tap" || name == "event.autoplay" {
        let new = Int(value[row])
        guard new >= 0, new != selection else { continue }
        retargets["option\(selection).dot.scale", default: []].append((frame(t[row]), 0.01))
        retargets["option\(new).dot.scale", default: []].append((frame(t[row]), 1))
        selection = new
      } else if name.hasSuffix(".dot.scale") {
        series[name, default: []].append(value[row])
      }
    }
    self.init(
      series: series, retargets: retargets, initial: { $0 == "option0.dot.scale" ? 1 : 0.01 }, points: Self.points,
      band: band)
  }

  /// The moves and bursts of channels traced frame by frame, from the retargets a test derives
  /// from the events by the component's own rule.
  ///
  /// - Parameters:
  ///   - series: Each channel's value at every frame.
  ///   - retargets: Each channel's retargets, in frame order: the frame and the new target.
  ///   - initial: Each channel's target before any retarget.
  ///   - points: Points (or 1/255 levels) per unit of the values.
  ///   - band: The settling band's half-width in points (or levels).
  ///   - timing: Whether the channels are timing channels: their value at a retarget's frame is
  ///     written after the retarget, so a move's turns count from the frame before it.
  init(
    series: [String: [Double]], retargets: [String: [(frame: Int, target: Double)]], initial: (String) -> Double,
    points: Double, band: Double, timing: Bool = false
  ) {
    let halfWidth = band / points
    for name in series.keys.sorted() {
      let values = series[name]!
      var before = initial(name)
      var burstFirst: Int?
      let list = retargets[name] ?? []
      for (k, retarget) in list.enumerated() {
        let end = k + 1 < list.count ? list[k + 1].frame : values.count
        let span = Array(values[retarget.frame..<end])
        // The value shown when the retarget comes (a timing channel's frame already shows the
        // new animation): overshoot passes the target from that side.
        let shown = timing ? (retarget.frame > 0 ? values[retarget.frame - 1] : before) : values[retarget.frame]
        let approach = shown == retarget.target ? retarget.target - before : retarget.target - shown
        let direction: Double = approach > 0 ? 1 : (approach < 0 ? -1 : 0)
        before = retarget.target
        // Two retargets in one frame: the first owns no frame.
        guard !span.isEmpty else { continue }
        let overshoot = max(0, span.map { ($0 - retarget.target) * direction }.max() ?? 0) * points
        let stopJump: Double
        if span.last == retarget.target, let firstOff = span.lastIndex(where: { $0 != retarget.target }) {
          stopJump = abs(retarget.target - span[firstOff]) * points
        } else {
          stopJump = 0
        }
        moves.append(
          Move(
            channel: name, frame: retarget.frame, overshoot: overshoot,
            reversals: Self.turns(
              timing && retarget.frame > 0 ? [values[retarget.frame - 1]] + span : span, threshold: halfWidth),
            stopJump: stopJump))
        burstFirst = burstFirst ?? retarget.frame
        let outside = span.lastIndex { abs($0 - retarget.target) > halfWidth }
        let settledAt = outside.map { retarget.frame + $0 + 1 } ?? retarget.frame
        if settledAt < end {
          bursts.append(Burst(channel: name, first: burstFirst!, last: retarget.frame, settled: settledAt))
          burstFirst = nil
        } else if end == values.count {
          bursts.append(Burst(channel: name, first: burstFirst!, last: retarget.frame, settled: nil))
        }
      }
    }
  }

  /// The turning points of a zigzag through `values` that ignores swings of `threshold` or
  /// less: found by looking for each next extreme from which the values come back by more than
  /// the threshold.
  static func turns(_ values: [Double], threshold: Double) -> Int {
    guard let start = values.first else { return 0 }
    // The first leg starts once the values leave the threshold around the start.
    guard let leave = values.firstIndex(where: { abs($0 - start) > threshold }) else { return 0 }
    var rising = values[leave] > start
    var turns = 0
    var i = leave
    while i < values.count {
      // The extreme of this leg: the furthest value before one comes back by more than the threshold.
      var extreme = i
      var j = i
      while j < values.count {
        if rising ? values[j] > values[extreme] : values[j] < values[extreme] { extreme = j }
        if rising ? values[extreme] - values[j] > threshold : values[j] - values[extreme] > threshold { break }
        j += 1
      }
      guard j < values.count else { break }
      turns += 1
      rising.toggle()
      i = j
    }
    return turns
  }
}

extension SceneReference {
  /// Expects `rows`, one selector's rows of a scene CSV at 120 Hz, to hold exactly these moves and
  /// bursts: every overshoot, reversal count, jump (a retarget keeps value and velocity, so the
  /// jump is the stop's) and settle time.
  func expectEqual(_ rows: [SceneCommandTests.Row], selector: Int) {
    func values(_ metric: String) -> [String: Double] {
      Dictionary(
        uniqueKeysWithValues: rows.filter { $0.metric == metric }.map { ("\($0.channel)@\($0.frame)", $0.value) })
    }
    #expect(!moves.isEmpty)
    #expect(values("overshoot").count == moves.count, "selector \(selector)")
    #expect(values("settle").count == bursts.count, "selector \(selector)")
    for move in moves {
      let key = "\(move.channel)@\(move.frame)"
      #expect(abs((values("overshoot")[key] ?? .nan) - move.overshoot) <= 1e-9, "overshoot \(key) of #\(selector)")
      #expect(values("reversals")[key] == Double(move.reversals), "reversals \(key) of #\(selector)")
      #expect(abs((values("jump")[key] ?? .nan) - move.stopJump) <= 1e-9, "jump \(key) of #\(selector)")
    }
    for burst in bursts {
      let key = "\(burst.channel)@\(burst.first)"
      let settle = burst.settled.map { Double($0 - burst.first) / 120 } ?? .infinity
      let afterLast = burst.settled.map { Double($0 - burst.last) / 120 } ?? .infinity
      #expect(abs((values("settle")[key] ?? .nan) - settle) <= 1e-9, "settle \(key) of #\(selector)")
      #expect(
        abs((values("settle_after_last")[key] ?? .nan) - afterLast) <= 1e-9, "settle after last \(key) of #\(selector)")
    }
  }
}
