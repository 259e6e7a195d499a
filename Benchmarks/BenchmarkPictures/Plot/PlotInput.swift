import BenchmarkKit
import BenchmarkResults
import Glibc
import SelectorSimulation

/// A CSV file read for plotting: its kind, what it holds, and where it lives.
///
/// Every kind is read as a stream into what its pictures draw, never as text: curves as
/// numbers (or surveyed for a second pass), a trace as each channel's samples, a sweep or
/// scene file as the columns drawn (``CSVColumns``), a history and a run as their compacted
/// rows (``HistoryRows``, ``ResultRows``); each within ``InputLimit/maximumKeptBytes``.
package struct PlotInput {
  /// What a file holds, as its kind is drawn.
  enum Content {
    /// A curve file's animations; those of a regular file come without samples, with their
    /// surveys (``CurvePictures`` reads the file again, reducing as it reads); those of a
    /// FIFO or other stream hold every sample, read in one pass.
    case curves([CurvePictures.Curve], surveys: [CurvePictures.Survey])
    /// A trace's channels, samples and events.
    case trace(TraceFile.Samples)
    /// A sweep's or scene file's columns that its pictures draw.
    case table(CSVColumns)
    /// A history's rows.
    case history(HistoryRows)
    /// A results file's rows (of every run in it), and its first row's identity.
    case run(ResultRows, identity: RunIdentity)
  }

  /// The path as given.
  let path: String
  let kind: PlotInputKind
  /// The header's column names.
  let columns: [String]
  let content: Content

  /// A curve file's animations; empty for other kinds.
  var curves: [CurvePictures.Curve] {
    if case .curves(let curves, _) = content { return curves }
    return []
  }

  /// What a first pass learnt of each of ``curves`` in a regular file; empty otherwise.
  var surveys: [CurvePictures.Survey] {
    if case .curves(_, let surveys) = content { return surveys }
    return []
  }

  /// Reads a file and tells its kind.
  ///
  /// - Parameters:
  ///   - path: The CSV file.
  ///   - twoPasses: Whether a regular curve file is surveyed for a second pass rather than held
  ///     in memory (false for tests of the one-pass path).
  /// - Throws: ``UsageError`` naming the file: exit 66 when it cannot be read, 65 when it is not
  ///   CSV, has no rows, has a header of no known kind, or more rows than are kept.
  package init(path: String, twoPasses: Bool = true) throws(UsageError) {
    self.path = path
    let reader: CSVFileReader
    do {
      reader = try CSVFileReader(path: path)
    } catch .cannotOpen(_, let code) {
      throw UsageError("cannot read \(UntrustedText.shown(path)): \(POSIX.message(for: code))", exitCode: .noInput)
    } catch {
      throw UsageError("\(UntrustedText.shown(path)): \(error)", exitCode: .dataError)
    }
    guard let kind = PlotInputKind.detect(columns: reader.columns) else {
      let header = UntrustedText.shown(reader.columns.joined(separator: ","), limit: 120)
      let kinds = PlotInputKind.allCases.map(\.rawValue).joined(separator: ", ")
      throw UsageError(
        "\(UntrustedText.shown(path)) is not a CSV that motion-bench plot knows (\(kinds)); its header is \(header)",
        exitCode: .dataError)
    }
    self.kind = kind
    columns = reader.columns
    let (shown, name) = (UntrustedText.shown(path), Self.fileName(of: path))
    let rowCount: Int
    do {
      switch kind {
      case .curve:
        // The reader counts the bytes of a regular file only: a stream cannot be read twice.
        let (curves, surveys) =
          twoPasses && reader.byteCount > 0
          ? try CurvePictures.survey(reader, shown: shown, fileName: name)
          : (try CurvePictures.read(reader, shown: shown, fileName: name), [])
        content = .curves(curves, surveys: surveys)
        rowCount = curves.count
      case .trace:
        let samples = try TraceFile.Samples(reading: reader, shown: shown)
        content = .trace(samples)
        rowCount = samples.rowCount
      case .sweepWide, .sweepLong, .scene:
        let kept = kind == .scene ? ScenePictures.columns : SweepPictures.columns(of: kind)
        let table = try CSVColumns(reading: reader, numbers: kept.numbers, texts: kept.texts)
        content = .table(table)
        rowCount = table.count
      case .history:
        let rows = try HistoryRows(reading: reader, path: path)
        content = .history(rows)
        rowCount = rows.count
      case .run:
        let (rows, identity) = try ResultRows.read(reader, path: path)
        content = .run(rows, identity: identity)
        rowCount = rows.count
      }
    } catch let error as UsageError {
      throw UsageError(error.message, exitCode: .dataError)
    } catch let error as ResultsFileError {
      throw UsageError(error.description, exitCode: .dataError)
    } catch {
      throw UsageError("\(shown): \(error)", exitCode: .dataError)
    }
    guard rowCount > 0 else {
      throw UsageError("\(shown) has a \(kind.rawValue) header but no rows", exitCode: .dataError)
    }
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
  /// for file names (``Gnuplot/fileName(_:limit:)``); ``PlotPlan/init(_:out:terminal:band:sceneBounds:)``
  /// numbers it when two inputs share one.
  var stem: String

  /// The file name without folder, as shown in titles and legends.
  var fileName: String { Self.fileName(of: path) }

  /// The sweep's or scene file's columns; none for other kinds.
  private var table: CSVColumns? {
    if case .table(let table) = content { return table }
    return nil
  }

  /// The line on which a row of a sweep or scene file starts (the header is line 1).
  func line(ofRow row: Int) -> Int { table?.line(ofRow: row) ?? row + 2 }

  /// A text column's fields; empty strings when the header lacks it (an optional column).
  func strings(_ column: String) -> CSVColumns.Strings {
    table?.strings(column) ?? CSVColumns.Strings(count: 0)
  }

  /// A required numeric column.
  ///
  /// - Throws: ``UsageError`` naming the file and the line of a malformed number or the
  ///   missing column.
  func numbers(_ column: String) throws(UsageError) -> [Double] {
    guard let table else { throw UsageError("\(UntrustedText.shown(path)): \(CSVReadError.missingColumn(column))") }
    do { return try table.doubles(column) } catch { throw UsageError("\(UntrustedText.shown(path)): \(error)") }
  }
}
