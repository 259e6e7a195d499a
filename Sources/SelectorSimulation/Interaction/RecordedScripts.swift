/// Recorded event scripts: each selector's actions at the times a touch log gives them, read
/// from an events file (``Rows``).
///
/// A selector without rows gets no user actions (the radio demo's auto-play still runs).
public struct RecordedScripts: Hashable, Sendable {
  /// The file, as named on the command line.
  public let file: String
  /// The selectors with rows, ascending.
  @usableFromInline let selectors: [Int]
  /// Selector `selectors[k]`'s actions are `times[starts[k]..<starts[k + 1]]` and the same
  /// range of `actionCodes`, in time order.
  @usableFromInline let starts: [Int]
  @usableFromInline let times: [Double]
  /// Each action in a byte (``code(of:)``): 9 bytes an action with its time.
  @usableFromInline let actionCodes: [UInt8]

  /// Scripts from actions in file order; each selector's times must be ascending.
  ///
  /// - Parameters:
  ///   - file: The file, as named on the command line.
  ///   - selectors: Each action's selector, in file order.
  ///   - times: Each action's time.
  ///   - actionCodes: Each action, as ``code(of:)`` writes it.
  init(file: String, selectors: [UInt32], times: [Double], actionCodes: [UInt8]) {
    self.file = file
    // A stable counting sort by selector keeps each selector's rows in time order.
    var counts: [UInt32: Int] = [:]
    for selector in selectors { counts[selector, default: 0] += 1 }
    let present = counts.keys.sorted()
    var next: [UInt32: Int] = [:]
    var starts: [Int] = []
    var start = 0
    for selector in present {
      next[selector] = start
      starts.append(start)
      start += counts[selector] ?? 0
    }
    starts.append(start)
    var orderedTimes = [Double](repeating: 0, count: times.count)
    var orderedCodes = [UInt8](repeating: 0, count: actionCodes.count)
    for (row, selector) in selectors.enumerated() {
      let place = next[selector] ?? 0
      orderedTimes[place] = times[row]
      orderedCodes[place] = actionCodes[row]
      next[selector] = place + 1
    }
    self.selectors = present.map(Int.init)
    self.starts = starts
    self.times = orderedTimes
    self.actionCodes = orderedCodes
  }

  /// An action in a byte: 4·I + 0, 1 or 2 for tap, press or release of I (I < 63), 3 for
  /// auto-play.
  ///
  /// - Parameter action: An action whose index the selector's kind allows (at most 3).
  /// - Returns: Its code.
  static func code(of action: SelectorAction) -> UInt8 {
    switch action {
    case .tap(let index): UInt8(truncatingIfNeeded: 4 * index)
    case .press(let index): UInt8(truncatingIfNeeded: 4 * index + 1)
    case .release(let index): UInt8(truncatingIfNeeded: 4 * index + 2)
    case .autoplay: 3
    }
  }

  /// The action a code stands for (``code(of:)``).
  ///
  /// - Parameter code: A code.
  /// - Returns: The action.
  @usableFromInline static func action(_ code: UInt8) -> SelectorAction {
    let index = Int(code / 4)
    switch code % 4 {
    case 0: return .tap(index)
    case 1: return .press(index)
    case 2: return .release(index)
    default: return .autoplay
    }
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
    range(ofSelector: index).map { (times[$0], Self.action(actionCodes[$0])) }
  }
}
