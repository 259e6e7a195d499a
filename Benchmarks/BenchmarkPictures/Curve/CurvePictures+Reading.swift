import BenchmarkKit
import MotionCurves
import MotionText
import SelectorSimulation

extension CurvePictures {
  /// One sample of a curve as ``scan(_:shown:fileName:sample:)`` hands it on: the curve's
  /// index, its time, value, velocity and, in a `--errors` file, its value and velocity errors,
  /// and the line it is on.
  typealias SampleVisitor = (
    _ curve: Int, _ t: Double, _ value: Double, _ velocity: Double, _ errors: (Double, Double)?, _ line: Int
  ) throws(UsageError) -> Void

  /// The animations of one curve file, read in one pass as numbers (8 bytes a sample per
  /// column kept, not the file's text): the long layout's rows grouped by their `animation`
  /// (in order of first appearance; the whole file when it has no such column), or the wide
  /// layout's `value:<animation>` columns with their `velocity:<animation>` partners.
  ///
  /// Used for input that cannot be read twice (a FIFO); ``survey(_:shown:fileName:)`` and
  /// ``M4Reduction`` read a regular file in bounded memory instead.
  ///
  /// - Parameters:
  ///   - reader: The file, past its header.
  ///   - shown: The file as messages quote it.
  ///   - fileName: The file's name, for legends.
  /// - Returns: The curves, each with every sample; one without recorded settling takes its last value as the target.
  /// - Throws: As ``scan(_:shown:fileName:sample:)``, and ``UsageError`` for samples past
  ///   ``InputLimit/maximumKeptBytes``.
  static func read(_ reader: CSVFileReader, shown: String, fileName: String) throws(UsageError) -> [Curve] {
    var samples: [Curve] = []
    var kept = KeptMemory()
    var curves = try scan(reader, shown: shown, fileName: fileName) {
      (curve, t, value, velocity, errors, line) throws(UsageError) in
      do { try kept.add(errors == nil ? 24 : 40, line: line) } catch { throw UsageError("\(shown): \(error)") }
      if curve == samples.count {
        samples.append(
          Curve(
            name: "", fileName: "", solver: nil, t: [], value: [], velocity: [], target: 0, band: 0, given: .standard,
            settle: nil, valueError: errors.map { _ in [] }, velocityError: errors.map { _ in [] }))
      }
      samples[curve].append(t: t, value: value, velocity: velocity, errors: errors)
    }
    for index in curves.indices {
      curves[index].t = samples[index].t
      curves[index].value = samples[index].value
      curves[index].velocity = samples[index].velocity
      curves[index].valueError = samples[index].valueError
      curves[index].velocityError = samples[index].velocityError
      if curves[index].fromSamples { curves[index].target = curves[index].value.last ?? 0 }
    }
    return curves
  }

  /// Reads the animations of one curve file row by row, handing each sample to `sample`.
  ///
  /// Each curve takes its target, band and settle time from its first row's settling columns
  /// (every row's are checked). A curve without them is marked ``Curve/fromSamples`` (its
  /// target is left for the caller, the last value), for ``Curve/withBand(_:)`` to complete.
  ///
  /// - Parameters:
  ///   - reader: The file, past its header.
  ///   - shown: The file as messages quote it.
  ///   - fileName: The file's name, for legends.
  ///   - velocities: Whether velocities and errors are read; without them (a first pass, which
  ///     the second checks) `sample` gets a NaN velocity and no errors.
  ///   - sample: Called for every sample, in the file's order.
  /// - Returns: The curves in order of first appearance, without samples.
  /// - Throws: ``UsageError`` naming the file and line for a malformed or non-finite time, a
  ///   malformed number, a wide value column without its velocity column, or what `sample` throws.
  static func scan(
    _ reader: CSVFileReader, shown: String, fileName: String, velocities: Bool = true, sample: SampleVisitor
  ) throws(UsageError) -> [Curve] {
    let columns = reader.columns
    func index(_ name: String) -> Int? { columns.firstIndex(of: name) }
    func fail(_ error: CSVReadError) -> UsageError { UsageError("\(shown): \(error)") }
    var layout: [CurveColumns] = []
    let valuePrefix = WideColumn.name("value", "")
    func velocity() throws(UsageError) -> Int {
      guard let column = index("velocity") else { throw fail(.missingColumn("velocity")) }
      return column
    }
    if let value = index("value") {
      let errors = index("value_error").flatMap { v in index("velocity_error").map { (v, $0) } }
      layout.append(
        CurveColumns(
          suffix: "", value: value, velocity: try velocity(), errors: errors,
          recorded: ["target", "band", "settle_time", "swiftui_end_time"].map(index)))
    } else {
      for (position, column) in columns.enumerated() where column.hasPrefix(valuePrefix) {
        let name = String(column.dropFirst(valuePrefix.count))
        let partner = WideColumn.name("velocity", name)
        guard let velocity = index(partner) else {
          throw UsageError(
            "\(shown): column \(UntrustedText.shown(column)) has no \(UntrustedText.shown(partner)) beside it")
        }
        layout.append(
          CurveColumns(
            suffix: name, value: position, velocity: velocity, errors: nil,
            recorded: ["target", "band", "settle_time", "swiftui_end_time"].map {
              index(WideColumn.name($0, name))
            }))
      }
    }
    guard let time = index("t") else { throw fail(.missingColumn("t")) }
    let animation = index("animation")
    let solver = index("solver")
    let given = index("band_given")
    let retarget = index("retarget")
    var curves: [Curve] = []
    var recordings: [[Double?]] = []
    var givens: [String] = []
    var groupOf: [String: Int] = [:]
    // Rows of one animation come in runs, and a file without the column has one per layout.
    var previous: (key: String?, curve: Int) = (nil, 0)
    var fixed: [Int?] = Array(repeating: nil, count: layout.count)
    while true {
      let record: CSVFileReader.Record
      do {
        guard let next = try reader.next() else { break }
        record = next
      } catch { throw fail(error) }
      let fields = record.fields
      func number(_ column: Int) throws(UsageError) -> Double {
        let text = fields[column]
        guard let value = CSVTable.number(text.trimmingWhitespace()) else {
          throw fail(.malformedNumber(line: record.line, column: columns[column], text: text))
        }
        return value
      }
      func optionalNumber(_ column: Int?) throws(UsageError) -> Double? {
        guard let column, !fields[column].trimmingWhitespace().isEmpty else { return nil }
        return try number(column)
      }
      let t = try number(time)
      guard t.isFinite else {
        throw UsageError("\(shown): line \(record.line) has t = \(t); it must be finite")
      }
      for (position, columnSet) in layout.enumerated() {
        // Every row's settling columns are checked; the first row's are kept.
        for column in columnSet.recorded { _ = try optionalNumber(column) }
        let curve: Int
        if animation == nil, let known = fixed[position] {
          curve = known
        } else if let animation, fields[animation] == previous.key {
          curve = previous.curve
        } else if let known = groupOf[animation.map { fields[$0] } ?? columnSet.suffix] {
          curve = known
          if let animation { previous = (fields[animation], known) }
        } else {
          let key = animation.map { fields[$0] } ?? columnSet.suffix
          let recorded = try columnSet.recorded.map { (column) throws(UsageError) in try optionalNumber(column) }
          curve = curves.count
          groupOf[key] = curve
          let name = key.isEmpty ? fileName : key
          let solverName = solver.map { fields[$0] }.flatMap { $0.isEmpty ? nil : $0 }
          curves.append(
            Curve(
              name: name, fileName: fileName, solver: solverName, t: [], value: [], velocity: [], target: 0, band: 0,
              given: .standard, settle: nil))
          if columnSet.errors != nil {
            curves[curve].valueError = []
            curves[curve].velocityError = []
          }
          recordings.append(recorded)
          givens.append(given.map { fields[$0] } ?? "")
          if let animation { previous = (fields[animation], curve) } else { fixed[position] = curve }
        }
        if let retarget, !fields[retarget].trimmingWhitespace().isEmpty {
          _ = try number(retarget)
          if curves[curve].retargets.last != t { curves[curve].retargets.append(t) }
        }
        let value = try number(columnSet.value)
        let velocity = velocities ? try number(columnSet.velocity) : .nan
        var errors: (Double, Double)? = nil
        if velocities, let (valueError, velocityError) = columnSet.errors {
          errors = (try number(valueError), try number(velocityError))
        }
        try sample(curve, t, value, velocity, errors, record.line)
      }
    }
    for index in curves.indices {
      let recorded = recordings[index]
      if let target = recorded[0], let width = recorded[1], target.isFinite, width.isFinite, width >= 0,
        let recordedBand = SceneBand(given: givens[index])
      {
        curves[index].target = target
        curves[index].band = width
        curves[index].given = recordedBand
        curves[index].settle = recorded[2]
        curves[index].stop = recorded[3]
      } else {
        curves[index].fromSamples = true
      }
    }
    return curves
  }
}

extension CurvePictures.Curve {
  /// Appends a sample; `errors` go to the error columns, which a curve without them ignores.
  mutating func append(t: Double, value: Double, velocity: Double, errors: (Double, Double)?) {
    self.t.append(t)
    self.value.append(value)
    self.velocity.append(velocity)
    if let (valueError, velocityError) = errors {
      self.valueError?.append(valueError)
      self.velocityError?.append(velocityError)
    }
  }

  /// A curve that records no settling, completed with `band` around its last value and the
  /// settle time read from its samples: the first sample from which every sample stays
  /// within the band. A curve that records one is returned as it is.
  ///
  /// - Parameter band: The band for a file that records none.
  /// - Returns: The curve.
  func withBand(_ band: SceneBand) -> Self {
    guard fromSamples else { return self }
    var curve = self
    curve.given = band
    curve.band = band.distance(change: target - (value.first ?? 0))
    curve.settle = SettleTracker.settled(t: t, value: value, target: target, band: curve.band)
    return curve
  }
}

/// Where one animation's numbers are in a curve file's header.
private struct CurveColumns {
  /// The wide layout's `<animation>` of its column names, or empty for the long layout.
  var suffix: String
  var value: Int
  var velocity: Int
  /// `value_error` and `velocity_error`, when the file has both.
  var errors: (Int, Int)?
  /// `target`, `band`, `settle_time` and `swiftui_end_time`, each when the file has it.
  var recorded: [Int?]
}
