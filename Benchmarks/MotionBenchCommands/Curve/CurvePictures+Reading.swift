import BenchmarkKit
import MotionCurves
import SpringTuning

extension CurvePictures {
  /// The animations of one curve file: the long layout's rows grouped by their `animation`
  /// (in order of first appearance; the whole file when it has no such column), or the wide
  /// layout's `value:<animation>` columns with their `velocity:<animation>` partners.
  ///
  /// - Throws: ``UsageError`` naming the file for a malformed or non-finite time, a malformed
  ///   number, or a wide value column without its velocity column.
  static func curves(of input: PlotInput, epsilon: Double) throws(UsageError) -> [Curve] {
    let columns = input.table.columns
    let t = try input.finiteNumbers("t")
    func curve(_ name: String, _ rows: [Int], value: [Double], velocity: [Double], errors: ([Double], [Double])?)
      -> Curve
    {
      let times = rows.map { t[$0] }
      let values = rows.map { value[$0] }
      let (target, settle, fitted) = settling(t: times, value: values, epsilon: epsilon)
      return Curve(
        name: name, fileName: input.fileName, t: times, value: values, velocity: rows.map { velocity[$0] },
        target: target,
        settle: settle, fitted: fitted, valueError: errors.map { e in rows.map { e.0[$0] } },
        velocityError: errors.map { e in rows.map { e.1[$0] } })
    }
    let valuePrefix = CurveCommand.wideColumn("value", "")
    guard columns.contains("value") else {
      var curves: [Curve] = []
      for column in columns where column.hasPrefix(valuePrefix) {
        let name = String(column.dropFirst(valuePrefix.count))
        let partner = CurveCommand.wideColumn("velocity", name)
        guard columns.contains(partner) else {
          throw UsageError(
            "\(PlotInput.shown(input.path)): column \(PlotInput.shown(column)) has no \(PlotInput.shown(partner)) beside it"
          )
        }
        curves.append(
          curve(
            name, Array(t.indices), value: try input.numbers(column), velocity: try input.numbers(partner), errors: nil)
        )
      }
      return curves
    }
    let value = try input.numbers("value")
    let velocity = try input.numbers("velocity")
    let hasErrors = columns.contains("value_error") && columns.contains("velocity_error")
    let errors = hasErrors ? (try input.numbers("value_error"), try input.numbers("velocity_error")) : nil
    let animations = input.strings("animation")
    let solvers = input.strings("solver")
    var groups: [(name: String, rows: [Int])] = []
    var groupOf: [String: Int] = [:]
    for (row, animation) in animations.enumerated() {
      if let index = groupOf[animation] {
        groups[index].rows.append(row)
      } else {
        groupOf[animation] = groups.count
        groups.append((animation, [row]))
      }
    }
    return groups.map { group in
      let name = !group.name.isEmpty ? group.name : solvers.first.flatMap { $0.isEmpty ? nil : $0 } ?? input.fileName
      return curve(name, group.rows, value: value, velocity: velocity, errors: errors)
    }
  }

  /// What distances to the target are measured in: |change| (target − first value), or the
  /// largest distance from the target when the curve returns to where it started; 0 for a
  /// constant curve.
  static func scale(of value: [Double], target: Double) -> Double {
    let change = abs(target - (value.first ?? target))
    return change > 0 ? change : value.map { abs($0 - target) }.max() ?? 0
  }

  /// The target and settling time of a curve.
  ///
  /// When the spring released at the first sample that fits the curve best (``TraceFit``, on at
  /// most 2000 evenly spaced samples) leaves a residual RMS of at most 1e-6 of the change, the
  /// target is the fitted spring's and the settling time its exact one (``SpringMetrics``).
  /// Otherwise the target is the final value and the settling time the first sample after
  /// which the value stays within the band, or nil when it never does.
  ///
  /// - Parameters:
  ///   - t: The sample times.
  ///   - value: The values.
  ///   - epsilon: The settling band as a fraction of the change.
  /// - Returns: The target, the settling time, and whether a spring was fitted.
  static func settling(t: [Double], value: [Double], epsilon: Double) -> (target: Double, settle: Double?, fitted: Bool)
  {
    let first = t.first ?? 0
    let step = max(1, t.count / 2000)
    let indices = Array(stride(from: 0, to: t.count, by: step))
    if let fit = try? TraceFit(
      times: indices.map { t[$0] - first }, values: indices.map { value[$0] }, fitVelocity: true),
      fit.to.isFinite, fit.residualRMS <= 1e-6 * abs(fit.to - fit.from)
    {
      let metrics = try? SpringMetrics(fit.spring, initialVelocity: fit.relativeInitialVelocity, epsilon: epsilon)
      return (fit.to, metrics.flatMap { $0.settleTime.isFinite ? first + $0.settleTime : nil }, true)
    }
    let target = value.last ?? 0
    return (target, bandEntry(t: t, value: value, target: target, epsilon: epsilon), false)
  }

  /// The first sample after which the value stays within ±ε·``scale(of:target:)`` of the
  /// target, or nil when it never does (or the band is empty).
  ///
  /// - Parameters:
  ///   - t: The sample times.
  ///   - value: The values.
  ///   - target: The target.
  ///   - epsilon: The settling band as a fraction of the change.
  /// - Returns: The time of that sample.
  static func bandEntry(t: [Double], value: [Double], target: Double, epsilon: Double) -> Double? {
    let band = epsilon * scale(of: value, target: target)
    guard band > 0 else { return nil }
    guard let last = value.lastIndex(where: { abs($0 - target) > band }) else { return t.first }
    return last + 1 < t.count ? t[last + 1] : nil
  }
}
