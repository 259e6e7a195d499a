import MotionCurves

/// The timing-curve animations running on one channel, oldest first, over a constant base:
/// the one place that says how timing curves layer, how many may overlap, and when a
/// finished one leaves.
///
/// With base x₀ and layers k = 1…N of progress pₖ, target Tₖ and previous target Pₖ, the
/// shown value folds layer by layer with ``TimingCombination/fold(_:progress:target:previousTarget:)``.
/// A finished layer (p = 1 from then on) is folded into the base by ``prune(finished:combining:)``.
///
/// A value of this type is a view of one channel's slot in a ``TimingLayerStore``: copying the
/// view copies two pointers, never the layers.
struct TimingLayers<Real: MotionReal> {
  /// The most timing curves one channel can have in flight at once.
  static var capacity: Int { 8 }

  /// One curve layered on the channel.
  struct Layer {
    /// The frame the animation began; its delay runs from here.
    var start: Int
    /// Its timing curve's number in the component's table.
    var curve: Int
    var target: Real
    /// The target before this layer (read by `.additive`).
    var previous: Real
    /// The curve solver's state from this layer's previous evaluation.
    var hint: Real = 0
  }

  /// What a slot holds besides its layers.
  struct Header {
    /// The value under every layer.
    var base: Real
    /// The latest target: what the channel settles at.
    var target: Real
    /// Layers in flight.
    var count: Int
  }

  let header: UnsafeMutablePointer<Header>
  /// The slot's ``capacity`` layers.
  let layers: UnsafeMutablePointer<Layer>

  /// The value under every layer.
  var base: Real { header.pointee.base }
  /// The latest target: what the channel settles at.
  var target: Real { header.pointee.target }
  /// Layers in flight.
  var count: Int { header.pointee.count }

  /// Sets the value at once: no layer survives.
  func set(_ value: Real) {
    header.pointee = Header(base: value, target: value, count: 0)
  }

  /// Layers timing curve `curve` toward `target`, begun at `frame`.
  ///
  /// - Returns: False, changing nothing, when ``capacity`` layers are already in flight.
  func add(_ curve: Int, target: Real, frame: Int) -> Bool {
    let n = header.pointee.count
    guard n < Self.capacity else { return false }
    layers[n] = Layer(start: frame, curve: curve, target: target, previous: header.pointee.target)
    header.pointee.target = target
    header.pointee.count = n + 1
    return true
  }

  /// Layer `k` (0 is the oldest).
  subscript(k: Int) -> Layer { layers[k] }

  /// The shown value and its rate, with each layer's progress from `progress`.
  ///
  /// - Parameters:
  ///   - combining: How the layers combine.
  ///   - progress: The progress (p, p′) of a layer; may update the layer's `hint`.
  /// - Returns: The value, its rate, and a bit mask of the layers whose p is 1 (finished).
  @inline(__always)
  func fold(
    combining: TimingCombination, progress: (inout Layer) -> (value: Real, velocity: Real)
  ) -> (value: Real, velocity: Real, finished: UInt32) {
    var state = (value: header.pointee.base, velocity: Real(0))
    var finished: UInt32 = 0
    for k in 0..<header.pointee.count {
      let p = progress(&layers[k])
      state = combining.fold(state, progress: p, target: layers[k].target, previousTarget: layers[k].previous)
      if p.value == 1 { finished |= 1 &<< UInt32(truncatingIfNeeded: k) }
    }
    return (state.value, state.velocity, finished)
  }

  /// The shown value at a frame, with each layer's progress from `progress`: the value of
  /// ``fold(combining:progress:)``, after which ``prune(finished:combining:)`` drops the
  /// finished layers. One layer in flight, the common case, takes a path without loops that
  /// computes the same.
  ///
  /// - Parameters:
  ///   - combining: How the layers combine.
  ///   - progress: The progress p of a layer; may update the layer's `hint`.
  @inline(__always)
  func advance(combining: TimingCombination, progress: (inout Layer) -> Real) -> Real {
    let count = header.pointee.count
    guard count == 1 else {
      let (value, _, finished) = fold(combining: combining) { layer in (progress(&layer), 0) }
      prune(finished: finished, combining: combining)
      return value
    }
    let p = progress(&layers[0])
    let layer = layers[0]
    let value = combining.fold(
      (header.pointee.base, 0), progress: (p, 0), target: layer.target, previousTarget: layer.previous
    ).value
    if p == 1 { prune(finished: 1, combining: combining) }
    return value
  }

  /// Folds finished layers (a bit mask, bit k for layer k) into the base. Under `.blend` a
  /// finished layer has taken over everything below it, so it becomes the base and the layers
  /// under it go; under `.additive` it leaves its change T − P behind.
  @inline(__always)
  func prune(finished: UInt32, combining: TimingCombination) {
    guard finished != 0 else { return }
    let top = 31 &- finished.leadingZeroBitCount
    var kept = 0
    for k in 0..<header.pointee.count {
      let layer = layers[k]
      switch combining {
      case .blend:
        if k == top { header.pointee.base = layer.target }
        if k <= top { continue }
      case .additive:
        if finished & (1 &<< UInt32(truncatingIfNeeded: k)) != 0 {
          header.pointee.base += layer.target - layer.previous
          continue
        }
      }
      layers[kept] = layer
      kept &+= 1
    }
    header.pointee.count = kept
  }
}

/// The ``TimingLayers`` of many channels in one allocation: per slot a record of whole cache
/// lines, its header first and its layers after it, so that a slot with one layer in flight
/// (the common case) is read and written in one cache line.
final class TimingLayerStore<Real: MotionReal> {
  typealias Layers = TimingLayers<Real>
  let slots: Int
  /// The storage's address: a value that hands out slot views without touching the store.
  let pointers: Pointers

  /// Where the slots live.
  struct Pointers {
    let records: UnsafeMutableRawPointer

    /// Bytes from a record's header to its first layer.
    @inline(__always)
    static var layerOffset: Int {
      let end = MemoryLayout<Layers.Header>.size
      let align = MemoryLayout<Layers.Layer>.alignment
      return (end + align - 1) / align * align
    }

    /// Bytes per slot: its header and layers, rounded up to whole cache lines.
    @inline(__always)
    static var stride: Int { (layerOffset + Layers.capacity * MemoryLayout<Layers.Layer>.stride + 63) / 64 * 64 }

    /// Slot `i`'s layers. Valid while the store lives.
    @inline(__always)
    subscript(i: Int) -> Layers {
      let record = records + i &* Self.stride
      return Layers(
        header: record.assumingMemoryBound(to: Layers.Header.self),
        layers: (record + Self.layerOffset).assumingMemoryBound(to: Layers.Layer.self))
    }
  }

  /// Slots at rest at `values`.
  init(values: [Real]) {
    slots = values.count
    let records = UnsafeMutableRawPointer.allocate(byteCount: max(1, slots) * Pointers.stride, alignment: 64)
    // Layers are plain values, written by `add` before any is read (only the first `count` of a
    // slot are), so they are bound, not filled: filling 8 unused layers per slot cost a block more
    // cache misses than its frames.
    for (i, value) in values.enumerated() {
      let record = records + i * Pointers.stride
      record.initializeMemory(
        as: Layers.Header.self, repeating: Layers.Header(base: value, target: value, count: 0), count: 1)
      (record + Pointers.layerOffset).bindMemory(to: Layers.Layer.self, capacity: Layers.capacity)
    }
    pointers = Pointers(records: records)
  }

  deinit {
    pointers.records.deallocate()
  }

  /// Slot `i`'s layers. Valid while the store lives.
  subscript(i: Int) -> Layers { pointers[i] }
}
