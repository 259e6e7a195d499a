import BenchmarkKit
import MotionCurves
import MotionText
import SpringTuning

extension TuneCommand {
  /// Reads `t,value` from a CSV file as a stream and fits a spring, in memory bounded by
  /// ``ReducedTrace/defaultCapacity`` bins whatever the file's length.
  /// - Throws: ``DataError`` naming the line and column of an unreadable or malformed file or
  ///   of a bad sample, or a file without data rows; ``UsageError`` for a bad `--from`/`--to`;
  ///   ``TuningError/solverFailed(_:)`` if the fit fails.
  static func fit(path: String, from: Double?, to: Double?, fitVelocity: Bool) throws -> TraceFit {
    var trace = ReducedTrace()
    do {
      let reader = try CSVFileReader(path: path)
      let (time, value) = (try reader.index(of: "t"), try reader.index(of: "value"))
      while let record = try reader.next() {
        func number(_ column: Int) throws(CSVReadError) -> Double {
          let text = record.fields[column]
          guard let number = CSVTable.number(text.trimmingWhitespace()) else {
            throw .malformedNumber(line: record.line, column: reader.columns[column], text: text)
          }
          return number
        }
        let sample = (t: try number(time), value: try number(value))
        do { try trace.append(t: sample.t, value: sample.value) } catch {
          throw DataError("--match \(path): line \(record.line), " + Self.withoutRow(error))
        }
      }
    } catch let error as CSVReadError {
      throw DataError("--match \(path): \(error)", exitCode: ExitCode(for: error))
    }
    guard trace.sampleCount > 0 else { throw DataError("--match \(path): the file has no data rows, only a header") }
    do {
      return try TraceFit(trace, from: from, to: to, fitVelocity: fitVelocity)
    } catch {
      if case .invalidTrace = error { throw DataError("--match \(path): " + Self.withoutRow(error)) }
      throw error.commandError.prefixed("--match \(path): ")
    }
  }

  /// `Fitted to FILE (N samples): residual RMS …` and the parameters with their standard errors.
  static func describe(_ fit: TraceFit, path: String, digits: Int) -> String {
    func pm(_ value: Double, _ error: Double) -> String {
      "\(SpringExpression.format(value, significantDigits: digits)) ± \(SpringExpression.format(error, significantDigits: 2))"
    }
    var lines = [
      "Fitted to \(path) (\(fit.sampleCount) samples, from \(SpringExpression.format(fit.from, significantDigits: digits))): "
        + "residual RMS \(SpringExpression.format(fit.residualRMS, significantDigits: 3)).",
      "  duration \(pm(fit.spring.duration, fit.uncertainty.duration)) s, bounce \(pm(fit.spring.bounce, fit.uncertainty.bounce)), "
        + "to \(fit.uncertainty.to == 0 ? SpringExpression.format(fit.to, significantDigits: digits) : pm(fit.to, fit.uncertainty.to))"
        + (fit.uncertainty.initialVelocity == 0 && fit.initialVelocity == 0
          ? "" : ", initial velocity \(pm(fit.initialVelocity, fit.uncertainty.initialVelocity)) per s"),
      "  (± one standard error; about 95 % of fits to independent noise land within 2 of them)",
    ]
    if fit.stop != .smallStep && fit.stop != .smallGradient {
      lines.append("  note: the fit stopped early (\(fit.stop))")
    }
    return lines.joined(separator: "\n")
  }

  /// A bad trace's message without its sample's number (the caller names the line):
  /// `column 't': REASON`.
  private static func withoutRow(_ error: TuningError) -> String {
    guard case .invalidTrace(_, let column, let reason) = error else { return error.description }
    return (column.map { "column '\($0)': " } ?? "") + reason
  }
}
