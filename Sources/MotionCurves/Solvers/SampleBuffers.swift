/// Preallocated storage for samples, structure of arrays: a value and a velocity per frame.
///
/// The buffers are the caller's; solvers write every element of them and allocate nothing
/// else for springs (a timing curve needs scratch for its progress, taken on the stack).
@frozen
public struct SampleBuffers {
  /// One value per sample.
  public let values: UnsafeMutableBufferPointer<Double>
  /// One velocity per sample.
  public let velocities: UnsafeMutableBufferPointer<Double>

  /// - Precondition: The buffers have the same count.
  @inlinable
  public init(values: UnsafeMutableBufferPointer<Double>, velocities: UnsafeMutableBufferPointer<Double>) {
    precondition(values.count == velocities.count, "values and velocities differ in length")
    self.values = values
    self.velocities = velocities
  }

  /// The number of samples.
  @inlinable public var count: Int { values.count }

  /// The samples before `index` and those from it on.
  @inlinable
  public func split(at index: Int) -> (head: SampleBuffers, tail: SampleBuffers) {
    (
      SampleBuffers(
        values: UnsafeMutableBufferPointer(rebasing: values[..<index]),
        velocities: UnsafeMutableBufferPointer(rebasing: velocities[..<index])),
      SampleBuffers(
        values: UnsafeMutableBufferPointer(rebasing: values[index...]),
        velocities: UnsafeMutableBufferPointer(rebasing: velocities[index...]))
    )
  }

  /// Sets every value to `value` and every velocity to 0.
  @inlinable
  public func hold(_ value: Double) {
    values.update(repeating: value)
    velocities.update(repeating: 0)
  }

  /// Copies `samples` in.
  /// - Precondition: `samples` has ``count`` elements.
  @inlinable
  public func copy(_ samples: Samples) {
    precondition(samples.values.count == count && samples.velocities.count == count, "sample counts differ")
    _ = values.update(fromContentsOf: samples.values)
    _ = velocities.update(fromContentsOf: samples.velocities)
  }

  /// Writes the lanes of `shown` and `velocity` to samples `i`, `i + 1`, … of `count`: a whole
  /// vector when it fits, else the lanes that do (the run's last, partial vector).
  @inlinable @inline(__always)
  static func _store<V: SIMD>(
    _ shown: V, _ velocity: V, values: UnsafeMutablePointer<Double>, velocities: UnsafeMutablePointer<Double>,
    at i: Int, count: Int
  ) where V.Scalar == Double {
    if i + V.scalarCount <= count {
      UnsafeMutableRawPointer(values + i).storeBytes(of: shown, as: V.self)
      UnsafeMutableRawPointer(velocities + i).storeBytes(of: velocity, as: V.self)
    } else {
      for j in 0..<(count - i) {
        values[i + j] = shown[j]
        velocities[i + j] = velocity[j]
      }
    }
  }
}

extension SampleBuffers {
  /// Writes the state `state` gives at the time of each frame of `frames`.
  @inline(__always)
  func fill(_ frames: Frames, _ state: (Double) -> (value: Double, velocity: Double)) {
    for (k, i) in frames.range.enumerated() {
      (values[k], velocities[k]) = state(frames.time(i))
    }
  }
}
