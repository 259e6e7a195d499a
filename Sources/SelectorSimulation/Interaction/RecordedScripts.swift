/// Recorded event scripts: each selector's actions at the times a touch log gives them, read
/// from an events file (``init(parsingCSV:file:selectors:kind:)``).
///
/// A selector without rows gets no user actions (the radio demo's auto-play still runs).
public struct RecordedScripts: Hashable, Sendable {
  /// The file, as named on the command line.
  public let file: String
  /// The selectors with rows, ascending.
  @usableFromInline let selectors: [Int]
  /// Selector `selectors[k]`'s actions are `times[starts[k]..<starts[k + 1]]` and the same
  /// range of `actions`, in time order.
  @usableFromInline let starts: [Int]
  @usableFromInline let times: [Double]
  @usableFromInline let actions: [SelectorAction]

  /// Scripts from actions in file order; each selector's times must be ascending.
  init(file: String, rows: [(selector: Int, time: Double, action: SelectorAction)]) {
    self.file = file
    // A stable sort by selector keeps each selector's rows in time order.
    let ordered = rows.enumerated().sorted { ($0.element.selector, $0.offset) < ($1.element.selector, $1.offset) }
    var selectors: [Int] = []
    var starts: [Int] = []
    for (k, row) in ordered.enumerated() where selectors.last != row.element.selector {
      selectors.append(row.element.selector)
      starts.append(k)
    }
    starts.append(ordered.count)
    self.selectors = selectors
    self.starts = starts
    times = ordered.map(\.element.time)
    actions = ordered.map(\.element.action)
  }

  /// How many actions the file holds.
  public var eventCount: Int { times.count }
  /// How many selectors have at least one action.
  public var selectorCount: Int { selectors.count }

  /// The range of `times` and `actions` that holds selector `index`'s actions (empty if none).
  func range(ofSelector index: Int) -> Range<Int> {
    var (low, high) = (0, selectors.count)
    while low < high {
      let middle = (low + high) / 2
      if selectors[middle] < index { low = middle + 1 } else { high = middle }
    }
    guard low < selectors.count, selectors[low] == index else { return 0..<0 }
    return starts[low]..<starts[low + 1]
  }

  /// Selector `index`'s actions, in time order.
  ///
  /// - Parameter index: The selector's index in the scene.
  /// - Returns: Its times (seconds) and actions; empty when the file has none for it.
  public func events(ofSelector index: Int) -> [(time: Double, action: SelectorAction)] {
    range(ofSelector: index).map { (times[$0], actions[$0]) }
  }
}
