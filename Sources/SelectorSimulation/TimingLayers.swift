import MotionCurves

/// The timing-curve animations running on one channel, oldest first, over a constant base:
/// the one place that says how timing curves layer, how many may overlap, and when a
/// finished one leaves.
///
/// With base x₀ and layers k = 1…N of progress pₖ, target Tₖ and previous target Pₖ, the
/// shown value folds layer by layer with ``TimingCombination/fold(_:progress:target:previousTarget:)``.
/// A finished layer (p = 1 from then on) is folded into the base by ``prune(finished:combining:)``.
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

  /// The value under every layer.
  private(set) var base: Real
  /// The latest target: what the channel settles at.
  private(set) var target: Real
  /// Layers in flight.
  private(set) var count = 0
  private var layers: InlineArray<8, Layer>

  /// A channel at rest at `value`.
  init(value: Real) {
    base = value
    target = value
    layers = InlineArray(repeating: Layer(start: 0, curve: .press, target: 0, previous: 0))
  }

  /// Sets the value at once: no layer survives.
  mutating func set(_ value: Real) {
    base = value
    target = value
    count = 0
  }

  /// Layers `curve` toward `target`, begun at `frame`.
  ///
  /// - Returns: False, changing nothing, when ``capacity`` layers are already in flight.
  mutating func add(_ curve: SeedCurve, target: Real, frame: Int) -> Bool {
    guard count < Self.capacity else { return false }
    layers[count] = Layer(start: frame, curve: curve, target: target, previous: self.target)
    self.target = target
    count += 1
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
  mutating func fold(
    combining: TimingCombination, progress: (inout Layer) -> (value: Real, velocity: Real)
  ) -> (value: Real, velocity: Real, finished: UInt32) {
    var state = (value: base, velocity: Real(0))
    var finished: UInt32 = 0
    for k in 0..<count {
      let p = progress(&layers[k])
      state = combining.fold(state, progress: p, target: layers[k].target, previousTarget: layers[k].previous)
      if p.value == 1 { finished |= 1 &<< UInt32(k) }
    }
    return (state.value, state.velocity, finished)
  }

  /// Folds finished layers (a bit mask, bit k for layer k) into the base. Under `.blend` a
  /// finished layer has taken over everything below it, so it becomes the base and the layers
  /// under it go; under `.additive` it leaves its change T − P behind.
  mutating func prune(finished: UInt32, combining: TimingCombination) {
    guard finished != 0 else { return }
    let top = 31 - finished.leadingZeroBitCount
    var kept = 0
    for k in 0..<count {
      let layer = layers[k]
      switch combining {
      case .blend:
        if k == top { base = layer.target }
        if k <= top { continue }
      case .additive:
        if finished & (1 &<< UInt32(k)) != 0 {
          base += layer.target - layer.previous
          continue
        }
      }
      layers[kept] = layer
      kept += 1
    }
    count = kept
  }
}
