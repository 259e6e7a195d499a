import BenchmarkKit
import MotionCurves

extension CurvePictures {
  /// The animations of one curve file: the long layout's rows grouped by their `animation`
  /// (in order of first appearance; the whole file when it has no such column), or the wide
  /// layout's `value:<animation>` columns with their `velocity:<animation>` partners.
  ///
  /// Each takes its target, band and settle time from the file's settling columns. A file
  /// without them (written without `--epsilon`, `--visible-pt` or `--plot`, or by an older
  /// build) gets `band` around its last value, and a settle time read from its samples: the
  /// first sample from which every sample stays within the band.
  ///
  /// - Parameters:
  ///   - input: A curve file.
  ///   - band: The band for a file that records none.
  /// - Throws: ``UsageError`` naming the file for a malformed or non-finite time, a malformed
  ///   number, or a wide value column without its velocity column.
  static func curves(of input: PlotInput, band: SettlingBand) throws(UsageError) -> [Curve] {
    let columns = input.table.columns
    let t = try input.finiteNumbers("t")
    let solvers = input.strings("solver")
    let given = input.strings("band_given")
    func curve(_ name: String, _ rows: [Int], value: [Double], velocity: [Double], suffix: String) throws(UsageError)
      -> Curve
    {
      func recorded(_ quantity: String) throws(UsageError) -> Double? {
        let column = suffix.isEmpty ? quantity : CurveCommand.wideColumn(quantity, suffix)
        guard let first = rows.first else { return nil }
        return try input.optionalNumbers(column)[first]
      }
      let times = rows.map { t[$0] }
      let values = rows.map { value[$0] }
      let first = rows.first ?? 0
      let solver = solvers.isEmpty || solvers[first].isEmpty ? nil : solvers[first]
      var result = Curve(
        name: name, fileName: input.fileName, solver: solver, t: times, value: values,
        velocity: rows.map { velocity[$0] }, target: values.last ?? 0, band: 0, given: band, settle: nil)
      if let target = try recorded("target"), let width = try recorded("band"), target.isFinite, width.isFinite,
        width >= 0,
        let recordedBand = SettlingBand(given: given[first])
      {
        result.target = target
        result.band = width
        result.given = recordedBand
        result.settle = try recorded("settle_time")
        result.stop = try recorded("swiftui_end_time")
      } else {
        result.band = band.distance(change: result.target - (values.first ?? 0))
        result.settle = CurveCommand.settledFrame(t: times, value: values, target: result.target, band: result.band)
        result.fromSamples = true
      }
      return result
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
          try curve(
            name, Array(t.indices), value: try input.numbers(column), velocity: try input.numbers(partner), suffix: name
          ))
      }
      return curves
    }
    let value = try input.numbers("value")
    let velocity = try input.numbers("velocity")
    let hasErrors = columns.contains("value_error") && columns.contains("velocity_error")
    let errors = hasErrors ? (try input.numbers("value_error"), try input.numbers("velocity_error")) : nil
    var groups: [(name: String, rows: [Int])] = []
    var groupOf: [String: Int] = [:]
    for (row, animation) in input.strings("animation").enumerated() {
      if let index = groupOf[animation] {
        groups[index].rows.append(row)
      } else {
        groupOf[animation] = groups.count
        groups.append((animation, [row]))
      }
    }
    var curves: [Curve] = []
    for group in groups {
      var result = try curve(
        group.name.isEmpty ? input.fileName : group.name, group.rows, value: value, velocity: velocity, suffix: "")
      if let errors {
        result.valueError = group.rows.map { errors.0[$0] }
        result.velocityError = group.rows.map { errors.1[$0] }
      }
      curves.append(result)
    }
    return curves
  }
}
