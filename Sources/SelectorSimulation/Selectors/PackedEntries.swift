/// The per-item state of a frame kernel (a bank's springs, a recorder's tracks): one column of
/// doubles per field, an entry per item, with the *live* items' entries packed at the front, so
/// that a frame reads them as whole vectors and never touches the others.
///
/// An item that joins or leaves the live ones swaps entries with the first entry past them; an
/// item keeps its state in its entry while it is not live. Each entry also records its item and
/// the index of the item's shown value in a frame.
struct PackedEntries<Field: CaseIterable & RawRepresentable> where Field.RawValue == Int {
  /// Doubles in a column: the items, rounded up to whole 8-lane vectors, so that a vector read
  /// from a live entry stays inside its column.
  let capacity: Int
  /// Owns every array below.
  private let storage = SlotStorage()
  /// Field f of entry e at `base + f · capacity + e`; each column is cache-line aligned.
  let base: UnsafeMutablePointer<Double>
  /// Per item: its entry.
  let entryOf: UnsafeMutablePointer<Int>
  /// Per entry: its item, and its item's shown value's index in a frame (0 for the entries past
  /// the items, so that a vector's gather stays inside the frame).
  let itemAt: UnsafeMutablePointer<Int>
  let outputAt: UnsafeMutablePointer<Int>
  /// Live items: the entries before this one.
  private(set) var live = 0
  /// Entries marked to leave the live ones (``markLeaving(_:)``).
  private let leaving: UnsafeMutablePointer<Int>
  private var leavingCount = 0

  /// Entries for `items` items, item i in entry i, none live, every field 0.
  ///
  /// - Parameters:
  ///   - items: How many items.
  ///   - output: An item's shown value's index in a frame.
  init(items: Int, output: (Int) -> Int) {
    capacity = (items + 7) / 8 * 8
    base = storage.allocate(Field.allCases.count * capacity, repeating: 0.0, alignment: 64)
    entryOf = storage.allocate(capacity, repeating: 0)
    itemAt = storage.allocate(capacity, repeating: 0)
    outputAt = storage.allocate(capacity, repeating: 0)
    leaving = storage.allocate(capacity, repeating: 0)
    for i in 0..<items {
      entryOf[i] = i
      itemAt[i] = i
      outputAt[i] = output(i)
    }
  }

  /// Field `field` of every entry.
  @inline(__always)
  func column(_ field: Field) -> UnsafeMutablePointer<Double> { base + field.rawValue &* capacity }

  /// Field `field` of item `item`.
  subscript(field: Field, item: Int) -> Double {
    get { column(field)[entryOf[item]] }
    nonmutating set { column(field)[entryOf[item]] = newValue }
  }

  /// Whether item `item` is live.
  func isLive(_ item: Int) -> Bool { entryOf[item] < live }

  /// Makes item `item` live (if it is not).
  mutating func join(_ item: Int) {
    guard entryOf[item] >= live else { return }
    swap(entryOf[item], live)
    live &+= 1
  }

  /// Makes item `item` not live (if it is).
  mutating func leave(_ item: Int) {
    guard isLive(item) else { return }
    leave(entry: entryOf[item])
  }

  /// Makes the item of live entry `entry` not live: the last live entry takes its place.
  private mutating func leave(entry: Int) {
    live &-= 1
    swap(entry, live)
  }

  /// Marks live entry `entry` to leave at the next ``leaveMarked()``, so that a pass over the
  /// live entries is not reordered under it. A pass marks its entries in ascending order.
  @inline(__always)
  mutating func markLeaving(_ entry: Int) {
    leaving[leavingCount] = entry
    leavingCount &+= 1
  }

  /// Makes every marked entry's item not live.
  mutating func leaveMarked() {
    // Highest first, so that the entry swapped into a hole is not marked itself.
    while leavingCount > 0 {
      leavingCount &-= 1
      leave(entry: leaving[leavingCount])
    }
  }

  /// Exchanges entries `a` and `b`: every field, their items and outputs.
  private func swap(_ a: Int, _ b: Int) {
    guard a != b else { return }
    for field in Field.allCases { exchange(column(field), a, b) }
    exchange(itemAt, a, b)
    exchange(outputAt, a, b)
    entryOf[itemAt[a]] = a
    entryOf[itemAt[b]] = b
  }

  /// Exchanges `values[a]` and `values[b]`.
  @inline(__always)
  private func exchange<T>(_ values: UnsafeMutablePointer<T>, _ a: Int, _ b: Int) {
    let value = values[a]
    values[a] = values[b]
    values[b] = value
  }
}
