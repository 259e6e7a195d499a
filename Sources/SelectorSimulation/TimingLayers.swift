import MotionCurves

/// The timing-curve animations running on one channel, oldest first, over a constant base:
/// the one place that says how timing curves layer, how many may overlap, and when a
/// finished one leaves.
///
/// With base x₀ and layers k = 1…N of progress pₖ, target Tₖ and previous target Pₖ, the
/// shown value folds layer by layer with ``TimingCombination/fold(_:progress:target:previousTarget:)``.
/// A finished layer (p = 1 from then on) is folded into the base by ``prune(finished:combining:)``.
///
/// A value of this type is a view of one channel's slot in a ``TimingLayerStore``, which holds
/// every slot structure-of-arrays: copying the view copies four pointers, never the layers.
struct TimingLayers<Real: MotionReal> {
  /// The most timing curves one channel can have in flight at once.
  static var capacity: Int { 8 }

  /// One curve layered on the channel.
  struct Layer {
    /// The frame the animation began; its delay runs from here.
    var start: Int
    var curve: SeedCurve
    var target: Real
    /// The target before this layer (read by `.additive`).
    var previous: Real
    /// The curve solver's state from this layer's previous evaluation.
    var hint: Real = 0
  }

  /// The slot's ``capacity`` layers, its base (the value under every layer), its latest target
  /// (what the channel settles at) and its number of layers in flight.
  let layers: UnsafeMutablePointer<Layer>
  let basePointer: UnsafeMutablePointer<Real>
  let targetPointer: UnsafeMutablePointer<Real>
  let countPointer: UnsafeMutablePointer<Int>

  /// The value under every layer.
  var base: Real { basePointer.pointee }
  /// The latest target: what the channel settles at.
  var target: Real { targetPointer.pointee }
  /// Layers in flight.
  var count: Int { countPointer.pointee }

  /// Sets the value at once: no layer survives.
  func set(_ value: Real) {
    basePointer.pointee = value
    targetPointer.pointee = value
    countPointer.pointee = 0
  }

  /// Layers `curve` toward `target`, begun at `frame`.
  ///
  /// - Returns: False, changing nothing, when ``capacity`` layers are already in flight.
  func add(_ curve: SeedCurve, target: Real, frame: Int) -> Bool {
    let n = countPointer.pointee
    guard n < Self.capacity else { return false }
    layers[n] = Layer(start: frame, curve: curve, target: target, previous: targetPointer.pointee)
    targetPointer.pointee = target
    countPointer.pointee = n + 1
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
    var state = (value: basePointer.pointee, velocity: Real(0))
    var finished: UInt32 = 0
    for k in 0..<countPointer.pointee {
      let p = progress(&layers[k])
      state = combining.fold(state, progress: p, target: layers[k].target, previousTarget: layers[k].previous)
      if p.value == 1 { finished |= 1 &<< UInt32(k) }
    }
    return (state.value, state.velocity, finished)
  }

  /// Folds finished layers (a bit mask, bit k for layer k) into the base. Under `.blend` a
  /// finished layer has taken over everything below it, so it becomes the base and the layers
  /// under it go; under `.additive` it leaves its change T − P behind.
  @inline(__always)
  func prune(finished: UInt32, combining: TimingCombination) {
    guard finished != 0 else { return }
    let top = 31 - finished.leadingZeroBitCount
    var kept = 0
    for k in 0..<countPointer.pointee {
      let layer = layers[k]
      switch combining {
      case .blend:
        if k == top { basePointer.pointee = layer.target }
        if k <= top { continue }
      case .additive:
        if finished & (1 &<< UInt32(k)) != 0 {
          basePointer.pointee += layer.target - layer.previous
          continue
        }
      }
      layers[kept] = layer
      kept += 1
    }
    countPointer.pointee = kept
  }
}

/// The ``TimingLayers`` of many channels, structure-of-arrays: bases, targets, counts, and
/// ``TimingLayers/capacity`` layers per slot, in one allocation each, freed with the store.
final class TimingLayerStore<Real: MotionReal> {
  let slots: Int
  /// The storage's addresses: a value that hands out slot views without touching the store.
  let pointers: Pointers

  /// Where the slots' fields live.
  struct Pointers {
    let layers: UnsafeMutablePointer<TimingLayers<Real>.Layer>
    let bases: UnsafeMutablePointer<Real>
    let targets: UnsafeMutablePointer<Real>
    let counts: UnsafeMutablePointer<Int>

    /// Slot `i`'s layers. Valid while the store lives.
    @inline(__always)
    subscript(i: Int) -> TimingLayers<Real> {
      TimingLayers(
        layers: layers + i * TimingLayers<Real>.capacity, basePointer: bases + i, targetPointer: targets + i,
        countPointer: counts + i)
    }
  }

  /// Slots at rest at `values`.
  init(values: [Real]) {
    slots = values.count
    let capacity = TimingLayers<Real>.capacity
    // Layers are plain values, written by `add` before any is read (only the first `count` of a
    // slot are), so the store is not filled: filling 8 unused layers per slot cost a block more
    // cache misses than its frames.
    let layers = UnsafeMutablePointer<TimingLayers<Real>.Layer>.allocate(capacity: slots * capacity)
    let bases = UnsafeMutablePointer<Real>.allocate(capacity: slots)
    bases.initialize(from: values, count: slots)
    let targets = UnsafeMutablePointer<Real>.allocate(capacity: slots)
    targets.initialize(from: values, count: slots)
    let counts = UnsafeMutablePointer<Int>.allocate(capacity: slots)
    counts.initialize(repeating: 0, count: slots)
    pointers = Pointers(layers: layers, bases: bases, targets: targets, counts: counts)
  }

  deinit {
    pointers.layers.deallocate()
    pointers.bases.deallocate()
    pointers.targets.deallocate()
    pointers.counts.deallocate()
  }

  /// Slot `i`'s layers. Valid while the store lives.
  subscript(i: Int) -> TimingLayers<Real> { pointers[i] }
}
