import MotionCurves

extension CSSLinearEasing {
  /// The share of P the fitted polyline may use before its numbers are rounded.
  static let fitShare = 0.6
  /// The share of P the rounded easing may use (the rest is left to the checks' grid).
  static let checkShare = 0.98
  /// The most decimals written: 6 for an output, 4 for a percentage.
  static let maximumDecimals = (output: 6, input: 4)

  /// The `linear()` easing with the fewest points, then the fewest decimals per point, whose
  /// deviation from the spring stays within the move's P over the whole move.
  ///
  /// The duration is the time after which the spring stays within P/2 of the target, rounded up
  /// to a millisecond, so the jump to the target at the end is at most P/2. The points are placed
  /// greedily on a fine grid (each segment reaches as far as a line from its start can stay
  /// within 0.6·P of the spring), then each point's output and percentage are written with the
  /// fewest decimals that keep both adjacent segments within P.
  ///
  /// - Parameter move: The move; its change must not be 0.
  /// - Returns: The easing, or nil when the change is 0 or the spring never settles.
  public static func fit(_ move: ExportMove) -> CSSLinearEasing? {
    let change = move.change
    guard change != 0 else { return nil }
    let settle = move.spring.settlingTime(
      displacement: move.displacement, velocity: move.velocity, threshold: move.visibleThreshold / 2)
    guard settle.isFinite, settle <= ExportMove.followLimit else { return nil }
    let duration = max(1, (settle * 1000 * (1 - 1e-12)).rounded(.up)) / 1000
    let grid = ProgressGrid(move, duration: duration)
    let tolerance = move.visibleThreshold / abs(change)
    // A tighter fit leaves more room for rounding and for the jump to the exact end.
    var share = fitShare
    while true {
      var points = grid.greedyPolyline(tolerance: share * tolerance)
      grid.roundDecimals(&points, tolerance: checkShare * tolerance)
      if grid.maximumError(points, in: 0..<points.count - 1) <= checkShare * tolerance || share < 0.01 {
        return CSSLinearEasing(points: points, duration: duration)
      }
      share /= 2
    }
  }

  /// The largest deviation in value units of this easing's transition from the move's spring,
  /// on a grid of 20 000 times over the duration (and the spring's own distance afterwards, at
  /// most P/2 by construction).
  public func deviation(from move: ExportMove) -> Double {
    let grid = ProgressGrid(move, duration: duration)
    return grid.maximumError(points, in: 0..<points.count - 1) * abs(move.change)
  }
}

/// The spring's progress (value − from)/Δ on a fine grid over an easing's duration.
struct ProgressGrid {
  let inputs: [Double]
  let progress: [Double]

  /// Grid times: 20 000 intervals over the duration.
  static let intervals = 20_000

  init(_ move: ExportMove, duration: Double) {
    let n = Self.intervals
    inputs = (0...n).map { Double($0) / Double(n) }
    let response = SpringResponse<Double>(move.spring)
    progress = inputs.map { x in
      let s = response.state(at: x * duration, displacement: move.displacement, velocity: move.velocity)
      return (move.to + s.x - move.from) / move.change
    }
  }

  /// The polyline whose every segment reaches as far as a line from its start can stay within
  /// `tolerance` of the grid; interior vertices lie on that line's middle slope.
  func greedyPolyline(tolerance: Double) -> [CSSLinearEasing.Point] {
    var points = [CSSLinearEasing.Point(output: 0, input: 0)]
    var anchor = 0
    var anchorOutput = 0.0
    let last = inputs.count - 1
    while anchor < last {
      var low = -Double.infinity
      var high = Double.infinity
      var reach = anchor + 1
      var slope = 0.0
      var k = anchor + 1
      while k <= last {
        let dx = inputs[k] - inputs[anchor]
        let lower = (progress[k] - tolerance - anchorOutput) / dx
        let upper = (progress[k] + tolerance - anchorOutput) / dx
        let newLow = max(low, lower)
        let newHigh = min(high, upper)
        if newLow > newHigh { break }
        (low, high) = (newLow, newHigh)
        reach = k
        slope = (low + high) / 2
        k += 1
      }
      anchorOutput += slope * (inputs[reach] - inputs[anchor])
      anchor = reach
      points.append(CSSLinearEasing.Point(output: anchorOutput, input: inputs[anchor]))
    }
    // The easing ends exactly at the target; the spring is within P/2 of it there.
    points[points.count - 1] = CSSLinearEasing.Point(output: 1, input: 1, outputDecimals: 0, inputDecimals: 0)
    if points.count == 2, abs(points[1].output - 1) > 0 { points[1].output = 1 }
    return points
  }

  /// The largest |easing − spring| in progress over the grid times inside the given segments.
  func maximumError(_ points: [CSSLinearEasing.Point], in segments: Range<Int>) -> Double {
    guard !segments.isEmpty else { return 0 }
    let n = inputs.count - 1
    let start = Int((points[segments.lowerBound].input * Double(n)).rounded(.down))
    let end = Int((points[segments.upperBound].input * Double(n)).rounded(.up))
    let easing = CSSLinearEasing(points: points, duration: 1)
    var worst = 0.0
    for k in max(0, start)...min(n, end) { worst = max(worst, abs(easing.value(at: inputs[k]) - progress[k])) }
    return worst
  }

  /// Writes each interior point with the fewest decimals (output, then percentage) that keep
  /// its two segments within `tolerance`, left to right; inputs stay strictly increasing.
  func roundDecimals(_ points: inout [CSSLinearEasing.Point], tolerance: Double) {
    guard points.count > 2 else { return }
    for i in 1..<points.count - 1 {
      let exact = points[i]
      let maximum = CSSLinearEasing.maximumDecimals
      var best = CSSLinearEasing.Point(
        output: ExportNumber.rounded(exact.output, decimals: maximum.output),
        input: ExportNumber.rounded(exact.input * 100, decimals: maximum.input) / 100,
        outputDecimals: maximum.output, inputDecimals: maximum.input)
      search: for inputDecimals in 0...maximum.input {
        let input = ExportNumber.rounded(exact.input * 100, decimals: inputDecimals) / 100
        guard input > points[i - 1].input, input < points[i + 1].input else { continue }
        for outputDecimals in 0...maximum.output {
          let candidate = CSSLinearEasing.Point(
            output: ExportNumber.rounded(exact.output, decimals: outputDecimals), input: input,
            outputDecimals: outputDecimals, inputDecimals: inputDecimals)
          points[i] = candidate
          if maximumError(points, in: (i - 1)..<(i + 1)) <= tolerance {
            if outputDecimals + inputDecimals < best.outputDecimals + best.inputDecimals { best = candidate }
            continue search
          }
        }
      }
      points[i] = best
    }
  }
}
