import BenchmarkKit
import Glibc
import SelectorSimulation

/// The kinds of CSV that motion-bench writes, told apart by the names in their header (never
/// by position; extra columns are allowed).
enum PlotInputKind: String, Sendable, CaseIterable {
  /// `motion-bench run`: metadata columns, then `phase, solver, …, metric, value, unit`.
  case run
  /// `motion-bench curve`: `t,value,velocity` (with several animations an `animation` column
  /// first; with `--errors` also `solver,value_error,velocity_error`), or the wide layout: `t`
  /// and `value:<animation>`, `velocity:<animation>` columns.
  case curve
  /// `motion-bench trace`: `t,channel,value`, or the wide layout: `t`, a column per channel
  /// of any component, maybe `event`, and `solver` (a file written by hand may lack both, when
  /// its channels have dotted names).
  case trace
  /// `motion-bench sweep --layout wide`: `bounce,duration,` then a column per metric.
  case sweepWide = "sweep (wide)"
  /// `motion-bench sweep --layout long`: `bounce,duration,metric,value`.
  case sweepLong = "sweep (long)"
  /// `results/history.csv`: one row per headline figure of a run, with `low,high,n,verdict`.
  case history
  /// `motion-bench scene --out`: `kind,channel,family,selector,frame,metric,value,unit,…`.
  case scene

  /// The metric columns a wide sweep may have.
  static let sweepMetrics = SweepCommand.metricColumns + SweepCommand.sceneColumns

  /// The columns of a wide trace that are not channels (see ``TraceCommand/columns``).
  static func isTraceChannel(column name: String) -> Bool {
    !["t", "event", "solver", "against"].contains(name)
      && ![TraceCommand.wideColumn("error", ""), TraceCommand.wideColumn("error_pt", "")].contains {
        name.hasPrefix($0)
      }
  }

  /// The kind whose required columns `columns` has, or nil.
  ///
  /// - Parameter columns: A header's column names.
  /// - Returns: The kind, or nil for a CSV that motion-bench does not write.
  static func detect(columns: [String]) -> PlotInputKind? {
    let names = Set(columns)
    func has(_ required: String...) -> Bool { required.allSatisfy(names.contains) }
    if has("git_commit", "phase", "solver", "metric", "value", "low", "high", "verdict") { return .history }
    if has("git_commit", "phase", "solver", "metric", "value") { return .run }
    if has("kind", "channel", "family", "selector", "frame", "metric", "value") { return .scene }
    if has("bounce", "duration", "metric", "value") { return .sweepLong }
    if has("bounce", "duration"), !names.isDisjoint(with: sweepMetrics) { return .sweepWide }
    if has("t", "channel", "value") { return .trace }
    if has("t", "value", "velocity") { return .curve }
    if has("t"), columns.contains(where: { $0.hasPrefix(CurveCommand.wideColumn("value", "")) }) { return .curve }
    // A wide trace: channels beside `t`, told by the solver or events trace writes, or by a
    // channel's dotted name (`pill.offset`) in a file written by hand.
    if has("t"), columns.contains(where: isTraceChannel),
      has("solver") || has("event") || columns.contains(where: { isTraceChannel(column: $0) && $0.contains(".") })
    {
      return .trace
    }
    return nil
  }
}

/// A CSV file read for plotting: its table, its kind, and where it lives.
struct PlotInput {
  /// The path as given.
  let path: String
  /// The rows as text; for a curve file, only its header (its numbers are in ``curves``).
  let table: CSVTable
  let kind: PlotInputKind
  /// A curve file's animations; empty for other kinds. Those of a regular file come without
  /// samples, with their ``surveys``: ``CurvePictures`` reads the file again, reducing as it
  /// reads. Those of a FIFO or other stream hold every sample, read in one pass.
  let curves: [CurvePictures.Curve]
  /// What a first pass learnt of each of ``curves`` in a regular file; empty otherwise.
  let surveys: [CurvePictures.Survey]

  /// Reads a file and tells its kind.
  ///
  /// - Parameters:
  ///   - path: The CSV file.
  ///   - twoPasses: Whether a regular curve file is surveyed for a second pass rather than held
  ///     in memory (false for tests of the one-pass path).
  /// - Throws: ``UsageError`` naming the file: exit 66 when it cannot be read, 65 when it is not
  ///   CSV, has no rows, or has a header of no known kind.
  init(path: String, twoPasses: Bool = true) throws(UsageError) {
    self.path = path
    let reader: CSVFileReader
    do {
      reader = try CSVFileReader(path: path)
    } catch .cannotOpen(_, let code) {
      throw UsageError("cannot read \(Self.shown(path)): \(POSIX.message(for: code))", exitCode: .noInput)
    } catch {
      throw UsageError("\(Self.shown(path)): \(error)", exitCode: .dataError)
    }
    guard let kind = PlotInputKind.detect(columns: reader.columns) else {
      let header = Self.shown(reader.columns.joined(separator: ","), limit: 120)
      let kinds = PlotInputKind.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError(
        "\(Self.shown(path)) is not a CSV that motion-bench plot knows (\(kinds)); its header is \(header)",
        exitCode: .dataError)
    }
    // Curves are read straight into numbers: a long one is most of what plot is given.
    if kind == .curve {
      table = CSVTable(columns: reader.columns)
      let (shown, name) = (Self.shown(path), Self.fileName(of: path))
      do {
        // The reader counts the bytes of a regular file only: a stream cannot be read twice.
        if twoPasses && reader.byteCount > 0 {
          (curves, surveys) = try CurvePictures.survey(reader, shown: shown, fileName: name)
        } else {
          (curves, surveys) = (try CurvePictures.read(reader, shown: shown, fileName: name), [])
        }
      } catch {
        throw UsageError(error.message, exitCode: .dataError)
      }
    } else {
      do { table = try CSVTable(reading: reader) } catch {
        throw UsageError("\(Self.shown(path)): \(error)", exitCode: .dataError)
      }
      (curves, surveys) = ([], [])
    }
    guard !table.rows.isEmpty || !curves.isEmpty else {
      throw UsageError("\(Self.shown(path)) has a \(kind.rawValue) header but no rows", exitCode: .dataError)
    }
    self.kind = kind
    stem = Self.stem(of: path)
  }

  /// A file's stem: its name without folder and `.csv`, made safe for file names.
  ///
  /// - Parameter path: The file's path.
  /// - Returns: The stem.
  static func stem(of path: String) -> String {
    var name = fileName(of: path)
    if name.lowercased().hasSuffix(".csv") { name.removeLast(4) }
    return Gnuplot.fileName(name)
  }

  /// A file's name without folder.
  ///
  /// - Parameter path: The file's path.
  /// - Returns: The name.
  static func fileName(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }

  /// The prefix of an overlay's pictures: one stem as it is, up to three joined by `+`, more as
  /// `<first>+<n>-more`.
  ///
  /// - Parameter stems: The overlaid files' stems, in order.
  /// - Returns: The prefix, safe for file names.
  static func overlayStem(_ stems: [String]) -> String {
    guard stems.count > 1 else { return stems.first ?? "plot" }
    return Gnuplot.fileName(
      stems.count <= 3 ? stems.joined(separator: "+") : "\(stems[0])+\(stems.count - 1)-more", limit: 96)
  }

  /// The folder the file is in (`.` for a bare file name).
  var directory: String { AtomicFile.directory(of: path) }

  /// The prefix of the pictures' names: the file's name without folder and `.csv`, made safe
  /// for file names (``Gnuplot/fileName(_:limit:)``); ``PlotCommand/plan(_:out:terminal:)``
  /// numbers it when two inputs share one.
  var stem: String

  /// The file name without folder, as shown in titles and legends.
  var fileName: String { Self.fileName(of: path) }

  /// A column's fields; empty strings when the header lacks it (an optional column).
  func strings(_ column: String) -> [String] {
    (try? table.strings(column)) ?? Array(repeating: "", count: table.rows.count)
  }

  /// A required numeric column.
  ///
  /// - Throws: ``UsageError`` naming the file and the line of a malformed number or the
  ///   missing column.
  func numbers(_ column: String) throws(UsageError) -> [Double] {
    do { return try table.doubles(column) } catch { throw UsageError("\(Self.shown(path)): \(error)") }
  }

  /// A required numeric column of finite numbers, such as the times of a curve or trace.
  ///
  /// - Throws: ``UsageError`` naming the file and the first non-finite value's row, or as
  ///   ``numbers(_:)`` does.
  func finiteNumbers(_ column: String) throws(UsageError) -> [Double] {
    let values = try numbers(column)
    if let row = values.firstIndex(where: { !$0.isFinite }) {
      throw UsageError(
        "\(Self.shown(path)): line \(table.line(ofRow: row)) has \(column) = \(values[row]); it must be finite")
    }
    return values
  }

  /// An optional numeric column: nil for empty fields, all nil when the header lacks it.
  ///
  /// - Throws: ``UsageError`` naming the file and the line of a malformed number.
  func optionalNumbers(_ column: String) throws(UsageError) -> [Double?] {
    guard table.columns.contains(column) else { return Array(repeating: nil, count: table.rows.count) }
    do { return try table.optionalDoubles(column) } catch { throw UsageError("\(Self.shown(path)): \(error)") }
  }

  /// Text for a one-line message: quoted, control characters as `\n`-style escapes or `?`,
  /// cut to `limit` characters.
  static func shown(_ text: String, limit: Int = 200) -> String {
    var result = ""
    for scalar in text.unicodeScalars.prefix(limit) {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result += scalar.properties.generalCategory == .control ? "?" : String(scalar)
      }
    }
    return "'" + result + (text.unicodeScalars.count > limit ? "…" : "") + "'"
  }
}
