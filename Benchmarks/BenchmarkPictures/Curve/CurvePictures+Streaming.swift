import BenchmarkKit
import Glibc
import SelectorSimulation

extension CurvePictures {
  /// What a first pass over a curve file learns of one curve: enough to place the M4 grid
  /// and to find the target and band of a curve that records none.
  struct Survey: Equatable {
    var count = 0
    var low = Double.infinity, high = -Double.infinity
    var first = 0.0, last = 0.0
  }

  /// Reads a regular curve file once for its curves and their ``Survey``s, keeping no sample.
  ///
  /// - Parameters:
  ///   - reader: The file, past its header.
  ///   - shown: The file as messages quote it.
  ///   - fileName: The file's name, for legends.
  /// - Returns: The curves without samples (a curve without recorded settling has its last
  ///   value as the target) and their surveys.
  /// - Throws: As ``scan(_:shown:fileName:sample:)``.
  static func survey(
    _ reader: CSVFileReader, shown: String, fileName: String
  ) throws(UsageError) -> (curves: [Curve], surveys: [Survey]) {
    var surveys: [Survey] = []
    var curves = try scan(reader, shown: shown, fileName: fileName, velocities: false) { (curve, t, value, _, _, _) in
      if curve == surveys.count { surveys.append(Survey(first: value)) }
      surveys[curve].count += 1
      surveys[curve].low = min(surveys[curve].low, t)
      surveys[curve].high = max(surveys[curve].high, t)
      surveys[curve].last = value
    }
    for index in curves.indices where curves[index].fromSamples { curves[index].target = surveys[index].last }
    return (curves, surveys)
  }

  /// The curves of a surveyed file as drawn, read a second time: each reduced into `grid`'s
  /// buckets as it is read when it has enough samples, else kept whole; a curve that records
  /// no settling gets `band` around its last value and the settle time of ``Curve/withBand(_:)``.
  ///
  /// - Parameters:
  ///   - input: The file, with its curves and surveys from ``survey(_:shown:fileName:)``.
  ///   - curves: Its curves as named for the legends.
  ///   - band: The band for curves that record none.
  ///   - grid: The M4 buckets over every curve drawn, or nil to keep every sample.
  /// - Returns: The curves, and a note for each one reduced.
  /// - Throws: ``UsageError`` when the file can no longer be read, or has changed since its survey.
  static func streamed(
    _ input: PlotInput, curves: [Curve], band: SceneBand, grid: M4Grid?
  ) throws(UsageError) -> (curves: [Curve], notes: [String]) {
    let shown = UntrustedText.shown(input.path)
    let surveys = input.surveys
    var curves = curves
    var reductions: [M4Reduction?] = []
    for index in curves.indices {
      if curves[index].fromSamples {
        curves[index].given = band
        curves[index].band = band.distance(change: curves[index].target - surveys[index].first)
      }
      let reduces = grid?.reduces(count: surveys[index].count) ?? false
      reductions.append(
        grid.flatMap { grid in
          reduces ? M4Reduction(grid: grid, target: curves[index].target, errors: curves[index].valueError != nil) : nil
        })
    }
    let reader: CSVFileReader
    do { reader = try CSVFileReader(path: input.path) } catch .cannotOpen(_, let code) {
      throw UsageError("cannot read \(shown): \(POSIX.message(for: code))", exitCode: .noInput)
    } catch { throw UsageError("\(shown): \(error)", exitCode: .dataError) }
    let changed = UsageError("\(shown) changed while it was read", exitCode: .dataError)
    var settles = curves.map { $0.fromSamples ? SettleTracker(target: $0.target, band: $0.band) : nil }
    var seen = Array(repeating: 0, count: curves.count)
    let read = try scan(reader, shown: shown, fileName: input.fileName) {
      (curve, t, value, velocity, errors, _) throws(UsageError) in
      guard curve < curves.count else { throw changed }
      settles[curve]?.add(t: t, value: value)
      seen[curve] += 1
      if reductions[curve] != nil {
        reductions[curve]!.add(t: t, value: value, velocity: velocity, errors: errors)
        return
      }
      curves[curve].append(t: t, value: value, velocity: velocity, errors: errors)
    }
    guard read.count == curves.count, seen == surveys.map(\.count) else { throw changed }
    var notes: [String] = []
    for index in curves.indices {
      if let settle = settles[index] { curves[index].settle = settle.settled }
      if var reduction = reductions[index] {
        reduction.finish(into: &curves[index])
        notes.append(reductionNote(curves[index].name, samples: seen[index], drawn: curves[index].t.count))
      }
    }
    return (curves, notes)
  }
}

extension CurvePictures {
  /// The curves of `inputs` as drawn: those read whole reduced by ``reduced(_:width:)``, those
  /// surveyed read again by ``streamed(_:curves:band:grid:)``, on one M4 grid over all of them.
  ///
  /// - Parameters:
  ///   - inputs: The curve files, in order.
  ///   - curves: Their curves, in the same order, named for the legends.
  ///   - band: The band for curves that record none.
  ///   - width: The picture's width in pixels.
  /// - Returns: The curves, and a note for each one reduced.
  /// - Throws: As ``streamed(_:curves:band:grid:)``.
  static func drawn(
    _ inputs: [PlotInput], curves: [Curve], band: SceneBand, width: Int
  ) throws(UsageError) -> (curves: [Curve], notes: [String]) {
    guard inputs.contains(where: { !$0.surveys.isEmpty }) else { return reduced(curves, width: width) }
    var spans: [(low: Double, high: Double)] = []
    var next = 0
    for input in inputs {
      let range = next..<next + input.curves.count
      next = range.upperBound
      if input.surveys.isEmpty {
        spans += curves[range].compactMap(\.span)
      } else {
        spans += input.surveys.map { ($0.low, $0.high) }
      }
    }
    let grid = M4Grid(spans: spans, width: width)
    var drawn: [Curve] = []
    var notes: [String] = []
    next = 0
    for input in inputs {
      let own = Array(curves[next..<next + input.curves.count])
      next += own.count
      let result: (curves: [Curve], notes: [String])
      if input.surveys.isEmpty {
        result = grid.map { grid in reduced(own, grid: grid) } ?? (own, [])
      } else {
        result = try streamed(input, curves: own, band: band, grid: grid)
      }
      drawn += result.curves
      notes += result.notes
    }
    return (drawn, notes)
  }
}
