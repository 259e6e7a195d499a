import BenchmarkKit
import MotionText
import SelectorSimulation

/// One `motion-bench trace` file read for plotting, in either layout: each channel's samples,
/// its `error_pt` samples when the file has errors, the events, and the solvers named.
struct TraceFile {
  /// A channel's samples in time order.
  struct Series {
    var t: [Double] = []
    var value: [Double] = []

    /// The samples drawn on `grid`: in each bucket (half a pixel column) the first and the
    /// last, the lowest and the highest, in order (M4, as ``CurvePictures/reduced(_:width:)``
    /// draws curves): the same lines as all of them.
    ///
    /// - Parameter grid: The buckets.
    /// - Returns: The kept samples.
    func reduced(on grid: CurvePictures.M4Grid) -> Series {
      var kept = Series()
      var bucket = -1
      var (first, last, lowest, highest) = (0, 0, 0, 0)
      func close() {
        guard bucket >= 0 else { return }
        var previous = -1
        for index in [first, lowest, highest, last].sorted() where index != previous {
          previous = index
          kept.t.append(t[index])
          kept.value.append(value[index])
        }
      }
      for index in t.indices {
        let b = grid.bucket(of: t[index])
        if b != bucket {
          close()
          (bucket, first, last, lowest, highest) = (b, index, index, index, index)
          continue
        }
        last = index
        // A number replaces a NaN extreme; NaN never replaces a number.
        if value[index] < value[lowest] || (value[lowest].isNaN && !value[index].isNaN) { lowest = index }
        if value[index] > value[highest] || (value[highest].isNaN && !value[index].isNaN) { highest = index }
      }
      close()
      return kept
    }
  }

  /// An event row.
  struct Event: Hashable {
    var t: Double
    var kind: String
    var value: Double

    /// The label: `tap 2`, `press 1`, `auto → 1`, `auto (stopped)`.
    var label: String {
      let index = value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : PlotStyle.short(value)
      switch kind {
      case "autoplay": return value < 0 ? "auto (stopped)" : "auto → \(index)"
      default: return "\(kind) \(index)"
      }
    }
  }

  /// A trace read in one pass, straight into each channel's samples (16 bytes a sample; a
  /// wide trace's times are shared by its channels), within ``InputLimit/maximumKeptBytes``.
  struct Samples {
    /// The channels in the file's order.
    var channels: [String] = []
    var samples: [String: Series] = [:]
    /// Each channel's `error_pt`, when the file has errors.
    var errors: [String: Series] = [:]
    /// Each channel's `--against-spring` value (`against_value`, `against:<channel>`), when the
    /// file has them: the channels that option sets.
    var againstSamples: [String: Series] = [:]
    /// The spring of each channel in ``againstSamples``, as the `against_spring` column names it.
    var againstSprings: [String: String] = [:]
    var events: [Event] = []
    /// The `solver` and `against` columns' first non-empty values; nil for a file without them.
    var solver: String?
    var against: String?
    /// The earliest and latest time of any row.
    var span: ClosedRange<Double>?
    /// The number of data rows.
    var rowCount = 0

    /// Reads a trace, long or wide.
    ///
    /// - Parameters:
    ///   - reader: The file, past its header.
    ///   - shown: The file as messages quote it.
    /// - Throws: ``UsageError`` naming the line of a malformed or non-finite time, a malformed
    ///   number or event, or a trace past ``InputLimit/maximumKeptBytes``.
    init(reading reader: CSVFileReader, shown: String) throws(UsageError) {
      let columns = reader.columns
      func index(_ name: String) -> Int? { columns.firstIndex(of: name) }
      guard let tIndex = index("t") else { throw UsageError("\(shown): \(CSVReadError.missingColumn("t"))") }
      let (solverIndex, againstIndex) = (index("solver"), index("against"))
      var kept = KeptMemory()
      func fail(_ error: CSVReadError) -> UsageError { UsageError("\(shown): \(error)") }
      /// Runs `body`, which reads the rows, with its errors as this file's.
      func reading(_ body: () throws -> Void) throws(UsageError) {
        do { try body() } catch let error as UsageError { throw error } catch { throw UsageError("\(shown): \(error)") }
      }
      func number(_ fields: [String], _ column: Int, line: Int, optional: Bool = false) throws(UsageError) -> Double? {
        let text = fields[column]
        let trimmed = text.trimmingWhitespace()
        if optional && trimmed.isEmpty { return nil }
        guard let value = CSVTable.number(trimmed) else {
          throw fail(.malformedNumber(line: line, column: columns[column], text: text))
        }
        return value
      }
      if let channelIndex = index("channel") {
        // The long layout: a row per frame and channel, events as rows.
        guard let valueIndex = index("value") else { throw fail(.missingColumn("value")) }
        let errorIndex = index("error_pt")
        let (againstValueIndex, againstSpringIndex) = (index("against_value"), index("against_spring"))
        var names = InternedValues<String>()
        var series: [Series] = []
        var errorSeries: [Series?] = []
        var againstSeries: [Series?] = []
        try reading {
          while let record = try reader.next() {
            let (fields, line) = (record.fields, record.line)
            let t = try Self.time(fields[tIndex], line: line, shown: shown)
            note(fields, solver: solverIndex, against: againstIndex, t: t)
            let value = try number(fields, valueIndex, line: line) ?? .nan
            let name = fields[channelIndex]
            if name.hasPrefix("event.") {
              events.append(Event(t: t, kind: String(name.dropFirst(6)), value: value))
              try kept.add(64, line: line)
              continue
            }
            let (channel, isNew) = names.number(of: name)
            if isNew {
              channels.append(name)
              series.append(Series())
              errorSeries.append(nil)
              againstSeries.append(nil)
            }
            series[Int(channel)].t.append(t)
            series[Int(channel)].value.append(value)
            var bytes = 16
            if let errorIndex, let error = try number(fields, errorIndex, line: line, optional: true) {
              errorSeries[Int(channel)] = errorSeries[Int(channel)] ?? Series()
              errorSeries[Int(channel)]?.t.append(t)
              errorSeries[Int(channel)]?.value.append(error)
              bytes += 16
            }
            if let againstValueIndex, let value = try number(fields, againstValueIndex, line: line, optional: true) {
              againstSeries[Int(channel)] = againstSeries[Int(channel)] ?? Series()
              againstSeries[Int(channel)]?.t.append(t)
              againstSeries[Int(channel)]?.value.append(value)
              bytes += 16
              if let againstSpringIndex, againstSprings[name] == nil {
                againstSprings[name] = fields[againstSpringIndex]
              }
            }
            try kept.add(bytes, line: line)
          }
        }
        for (k, name) in channels.enumerated() {
          samples[name] = series[k]
          if let errors = errorSeries[k] { self.errors[name] = errors }
          if let against = againstSeries[k] { againstSamples[name] = against }
        }
      } else {
        // The wide layout: a column per channel (and `error_pt:<channel>`), the frame's events in one field.
        let wide = columns.indices.filter { PlotInputKind.isTraceChannel(column: columns[$0]) }
        let errorColumns = wide.map { index(WideColumn.name("error_pt", columns[$0])) }
        let againstColumns = wide.map { index(WideColumn.against(columns[$0])) }
        let (eventIndex, againstSpringIndex) = (index("event"), index("against_spring"))
        var times: [Double] = []
        var values = wide.map { _ in [Double]() }
        var errorValues = errorColumns.map { $0.map { _ in [Double]() } }
        var againstValues = againstColumns.map { $0.map { _ in [Double]() } }
        let rowBytes =
          8 * (1 + wide.count + errorColumns.compactMap { $0 }.count + againstColumns.compactMap { $0 }.count)
        try reading {
          while let record = try reader.next() {
            let (fields, line) = (record.fields, record.line)
            let t = try Self.time(fields[tIndex], line: line, shown: shown)
            note(fields, solver: solverIndex, against: againstIndex, t: t)
            times.append(t)
            for (k, column) in wide.enumerated() {
              values[k].append(try number(fields, column, line: line) ?? .nan)
              if let errorColumn = errorColumns[k] {
                errorValues[k]?.append(try number(fields, errorColumn, line: line) ?? .nan)
              }
              if let againstColumn = againstColumns[k] {
                againstValues[k]?.append(try number(fields, againstColumn, line: line) ?? .nan)
              }
            }
            // `channel=spring; …`, as the first row has it.
            if let againstSpringIndex, againstSprings.isEmpty {
              for pair in fields[againstSpringIndex].split(separator: "; ") {
                guard let equals = pair.firstIndex(of: "=") else { continue }
                againstSprings[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
              }
            }
            let eventCount = events.count
            if let eventIndex, !fields[eventIndex].isEmpty {
              do throws(MalformedEvent) {
                events += try TraceFile.events(inWideField: fields[eventIndex]).map {
                  Event(t: t, kind: $0.kind, value: $0.value)
                }
              } catch {
                throw UsageError(
                  "\(shown): line \(line) has event \(UntrustedText.shown(error.text)); "
                    + "an event is 'tap I', 'press I', 'release I' or 'autoplay I'")
              }
            }
            try kept.add(rowBytes + 64 * (events.count - eventCount), line: line)
          }
        }
        for (k, column) in wide.enumerated() {
          channels.append(columns[column])
          samples[columns[column]] = Series(t: times, value: values[k])
          if let errors = errorValues[k] { self.errors[columns[column]] = Series(t: times, value: errors) }
          if let against = againstValues[k] { againstSamples[columns[column]] = Series(t: times, value: against) }
        }
      }

    }

    /// Takes a row's solver and against (the first non-empty), its time into the span, and counts it.
    private mutating func note(_ fields: [String], solver solverIndex: Int?, against againstIndex: Int?, t: Double) {
      if solver == nil, let solverIndex, !fields[solverIndex].isEmpty { solver = fields[solverIndex] }
      if against == nil, let againstIndex, !fields[againstIndex].isEmpty { against = fields[againstIndex] }
      span = span.map { min($0.lowerBound, t)...max($0.upperBound, t) } ?? t...t
      rowCount += 1
    }

    /// A row's time: a finite number.
    private static func time(_ text: String, line: Int, shown: String) throws(UsageError) -> Double {
      guard let t = CSVTable.number(text.trimmingWhitespace()) else {
        throw UsageError("\(shown): \(CSVReadError.malformedNumber(line: line, column: "t", text: text))")
      }
      guard t.isFinite else { throw UsageError("\(shown): line \(line) has t = \(t); it must be finite") }
      return t
    }
  }

  let input: PlotInput
  /// The channels in the file's order.
  let channels: [String]
  let samples: [String: Series]
  /// Each channel's `error_pt`, when the file has errors.
  let errors: [String: Series]
  /// Each channel's `--against-spring` value, for the channels that option set.
  let againstSamples: [String: Series]
  /// The spring of each channel in ``againstSamples``, as the `against_spring` column names it.
  let againstSprings: [String: String]
  let events: [Event]
  /// The `solver` and `against` columns' first values; nil for a file without them.
  let solver: String?
  let against: String?
  /// The earliest and latest time of any row.
  let span: ClosedRange<Double>?

  /// A trace as ``PlotInput`` read it.
  ///
  /// - Throws: ``UsageError`` for an input that is not a trace.
  init(_ input: PlotInput) throws(UsageError) {
    guard case .trace(let read) = input.content else {
      throw UsageError("\(UntrustedText.shown(input.path)) is not a trace of motion-bench trace")
    }
    self.input = input
    (channels, samples, errors, events) = (read.channels, read.samples, read.errors, read.events)
    (solver, against, span) = (read.solver, read.against, read.span)
    (againstSamples, againstSprings) = (read.againstSamples, read.againstSprings)
  }

  /// What drew the values, for titles and legends: `SwiftUI runtime (device)`, or the file's
  /// name when it names no solver.
  var source: String { solver.map(SolverDescriptor.title(ofName:)) ?? input.fileName }

  /// Groups trace files into overlays: a file joins the first group of files with the same
  /// channels whose solvers all differ from its own; a file without a `solver` column stands alone.
  ///
  /// - Parameter files: The traces, in command-line order.
  /// - Returns: The groups, in order of their first file.
  static func overlays(_ files: [TraceFile]) -> [[TraceFile]] {
    var groups: [[TraceFile]] = []
    for file in files {
      let joins = groups.firstIndex { group in
        file.solver != nil && group.allSatisfy { $0.solver != nil && $0.solver != file.solver }
          && group[0].channels == file.channels
      }
      if let joins { groups[joins].append(file) } else { groups.append([file]) }
    }
    return groups
  }

  /// An event of a wide trace's `event` field that is not `KIND INDEX`.
  struct MalformedEvent: Error {
    /// The event as the field has it.
    let text: String
  }

  /// The events of a wide layout's `event` field, as `trace` writes it (`TraceEvent.wideField`): `tap 1`,
  /// several joined by `; `.
  ///
  /// - Parameter field: The field; empty for a frame without events.
  /// - Returns: Each event's kind (`tap`, `press`, `release`, `autoplay`) and value.
  /// - Throws: ``MalformedEvent``: the first event that is not a word and a number.
  static func events(inWideField field: String) throws(MalformedEvent) -> [(kind: String, value: Double)] {
    var events: [(kind: String, value: Double)] = []
    for text in field.split(separator: ";") {
      let parts = text.split(separator: " ")
      guard parts.count == 2, let value = DecimalNumber.parse(parts[1]) else {
        throw MalformedEvent(text: String(text))
      }
      events.append((String(parts[0]), value))
    }
    return events
  }
}
