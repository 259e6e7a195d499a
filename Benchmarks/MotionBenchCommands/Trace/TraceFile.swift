import BenchmarkKit
import SelectorSimulation

/// One `motion-bench trace` file read for plotting, in either layout: each channel's samples,
/// its `error_pt` samples when the file has errors, the events, and the solvers named.
struct TraceFile {
  /// A channel's samples in time order.
  struct Series {
    var t: [Double] = []
    var value: [Double] = []
  }

  /// An event row.
  struct Event: Equatable {
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

  let input: PlotInput
  /// The channels in the file's order.
  private(set) var channels: [String] = []
  private(set) var samples: [String: Series] = [:]
  /// Each channel's `error_pt`, when the file has errors.
  private(set) var errors: [String: Series] = [:]
  private(set) var events: [Event] = []
  /// The `solver` and `against` columns' first values; nil for a file without them.
  let solver: String?
  let against: String?
  /// The times of every row.
  let t: [Double]

  /// Reads a trace.
  ///
  /// - Throws: ``UsageError`` for a malformed number or event.
  init(_ input: PlotInput) throws(UsageError) {
    self.input = input
    t = try input.finiteNumbers("t")
    func first(_ column: String) -> String? { input.strings(column).first { !$0.isEmpty } }
    solver = first("solver")
    against = first("against")
    if input.table.columns.contains("channel") {
      try readLong()
    } else {
      try readWide()
    }
  }

  /// The long layout: a row per frame and channel, events as rows.
  private mutating func readLong() throws(UsageError) {
    let values = try input.numbers("value")
    let points = try input.optionalNumbers("error_pt")
    for (i, name) in input.strings("channel").enumerated() {
      if name.hasPrefix("event.") {
        events.append(Event(t: t[i], kind: String(name.dropFirst(6)), value: values[i]))
        continue
      }
      if samples[name] == nil { channels.append(name) }
      samples[name, default: Series()].t.append(t[i])
      samples[name, default: Series()].value.append(values[i])
      if let error = points[i] {
        errors[name, default: Series()].t.append(t[i])
        errors[name, default: Series()].value.append(error)
      }
    }
  }

  /// The wide layout: a column per channel (and `error_pt:<channel>`), the frame's events in one field.
  private mutating func readWide() throws(UsageError) {
    for name in input.table.columns where PlotInputKind.isTraceChannel(column: name) {
      channels.append(name)
      samples[name] = Series(t: t, value: try input.numbers(name))
      let column = TraceCommand.wideColumn("error_pt", name)
      if input.table.columns.contains(column) { errors[name] = Series(t: t, value: try input.numbers(column)) }
    }
    for (i, field) in input.strings("event").enumerated() {
      do {
        events += try TraceCommand.wideEvents(in: field).map { Event(t: t[i], kind: $0.kind, value: $0.value) }
      } catch {
        throw UsageError(
          "\(PlotInput.shown(input.path)): line \(input.table.line(ofRow: i)) has event \(PlotInput.shown(error.text)); "
            + "an event is 'tap I', 'press I', 'release I' or 'autoplay I'")
      }
    }
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
}
