/// Allocations that value types address through pointers, freed with the last reference:
/// per-frame code then reads and writes them without array headers, bounds checks or
/// uniqueness checks.
final class SlotStorage {
  private var allocations: [UnsafeMutableRawPointer] = []

  /// `count` values, each `value`, valid while this storage lives.
  ///
  /// - Parameters:
  ///   - count: How many values (at least one is allocated).
  ///   - value: Each one's initial value.
  ///   - alignment: The first value's alignment in bytes, for a kernel that loads whole vectors
  ///     (64, a cache line, for `SIMD8<Double>`); the type's own when nil, which costs less.
  func allocate<T: BitwiseCopyable>(_ count: Int, repeating value: T, alignment: Int? = nil) -> UnsafeMutablePointer<T>
  {
    let p =
      alignment.map {
        UnsafeMutableRawPointer.allocate(byteCount: max(1, count) * MemoryLayout<T>.stride, alignment: $0)
          .bindMemory(to: T.self, capacity: max(1, count))
      } ?? UnsafeMutablePointer<T>.allocate(capacity: max(1, count))
    p.initialize(repeating: value, count: max(1, count))
    allocations.append(UnsafeMutableRawPointer(p))
    return p
  }

  /// A copy of `values`, valid while this storage lives.
  func allocate<T: BitwiseCopyable>(copying values: [T]) -> UnsafeMutablePointer<T> {
    let p = UnsafeMutablePointer<T>.allocate(capacity: max(1, values.count))
    values.withUnsafeBufferPointer { if let base = $0.baseAddress { p.initialize(from: base, count: $0.count) } }
    allocations.append(UnsafeMutableRawPointer(p))
    return p
  }

  deinit {
    for p in allocations { p.deallocate() }
  }
}

/// A set of slots (0..<capacity) listed in the order they joined, each at most once.
///
/// Its list and membership flags live in a ``SlotStorage``; a copy shares them but not the
/// count, so one owner keeps and mutates it.
struct SlotList {
  /// The members, in order: the first ``count``.
  let members: UnsafeMutablePointer<Int>
  private let isMember: UnsafeMutablePointer<Bool>
  private(set) var count = 0

  /// An empty set of slots `0..<capacity`, stored in `storage`.
  init(capacity: Int, in storage: SlotStorage) {
    self.init(members: capacity, flags: storage.allocate(capacity, repeating: false), in: storage)
  }

  /// An empty set of at most `count` slots, whose membership flags (one per slot, all false)
  /// it shares with sets that never hold the same slot.
  init(members count: Int, flags: UnsafeMutablePointer<Bool>, in storage: SlotStorage) {
    members = storage.allocate(count, repeating: 0)
    isMember = flags
  }

  /// Adds slot `i` at the end, unless it is a member.
  @inline(__always)
  mutating func insert(_ i: Int) {
    guard !isMember[i] else { return }
    isMember[i] = true
    members[count] = i
    count &+= 1
  }

  /// Calls `body` on every member in order and keeps those for which it returns true, in
  /// their order.
  @inline(__always)
  mutating func filter(_ body: (Int) -> Bool) {
    var kept = 0
    for a in 0..<count {
      let i = members[a]
      if body(i) {
        members[kept] = i
        kept &+= 1
      } else {
        isMember[i] = false
      }
    }
    count = kept
  }
}
