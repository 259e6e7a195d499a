import MotionCurves

/// Work counted from a kernel's code (docs/roofline.md derives each figure): per selector-frame
/// for what every frame does, or per unit of event-driven work (a running timing layer, a
/// pulse, a runtime step) for what runs only while an animation does.
public struct KernelWork: Sendable {
  /// Multiply-adds: the larger of the multiplications and the additions.
  public var madds = 0.0
  /// Calls of costly functions, by function.
  package var calls: [CostlyCall: Double] = [:]
  public var loadBytes = 0.0
  public var storeBytes = 0.0
  /// Bytes per selector a frame streams through: the shown values and the springs' state.
  public var bytesPerSelector = 0

  /// Creates a count.
  package init(
    madds: Double = 0, calls: [CostlyCall: Double] = [:], loadBytes: Double = 0, storeBytes: Double = 0,
    bytesPerSelector: Int = 0
  ) {
    self.madds = madds
    self.calls = calls
    self.loadBytes = loadBytes
    self.storeBytes = storeBytes
    self.bytesPerSelector = bytesPerSelector
  }

  /// Loading and storing `values` doubles each.
  static func copying(_ values: Int) -> KernelWork {
    let bytes = Double(values * MemoryLayout<Double>.stride)
    return KernelWork(loadBytes: bytes, storeBytes: bytes)
  }

  /// `count` times `work`, added.
  public mutating func add(_ work: KernelWork, times count: Int) { add(work, times: Double(count)) }

  /// `count` times `work`, added (the working set `count` times too, rounded down).
  public mutating func add(_ work: KernelWork, times count: Double) {
    madds += count * work.madds
    for (call, calls) in work.calls { self.calls[call, default: 0] += count * calls }
    loadBytes += count * work.loadBytes
    storeBytes += count * work.storeBytes
    bytesPerSelector += Int(count) * work.bytesPerSelector
  }

  /// This work done a `share` of the time: the counts scaled, the working set kept.
  public func scaled(by share: Double) -> KernelWork {
    KernelWork(
      madds: share * madds, calls: calls.mapValues { share * $0 }, loadBytes: share * loadBytes,
      storeBytes: share * storeBytes, bytesPerSelector: bytesPerSelector)
  }
}
