/// Sampled values and velocities, one per frame.
public struct Samples: Hashable, Sendable {
  /// One value per frame.
  public var values: [Double]
  /// One velocity per frame, in value units per second.
  public var velocities: [Double]

  /// Samples with these values and velocities (the same count).
  public init(values: [Double], velocities: [Double]) {
    self.values = values
    self.velocities = velocities
  }

  /// `count` zero samples.
  public init(count: Int) {
    self.init(values: Array(repeating: 0, count: count), velocities: Array(repeating: 0, count: count))
  }

  /// `count` samples written by `fill`, which must set every element (the arrays start uninitialised).
  ///
  /// - Parameters:
  ///   - count: The number of samples (≥ 0).
  ///   - fill: Writes the values and velocities.
  /// - Throws: What `fill` throws.
  @inlinable
  public init(count: Int, filling fill: (SampleBuffers) throws -> Void) rethrows {
    var velocities: [Double] = []
    values = try [Double](unsafeUninitializedCapacity: count) { values, valueCount in
      velocities = try [Double](unsafeUninitializedCapacity: count) { velocities, velocityCount in
        try fill(SampleBuffers(values: values, velocities: velocities))
        velocityCount = count
      }
      valueCount = count
    }
    self.velocities = velocities
  }

  /// Calls `body` with buffers over this value's arrays: sample into them again and again
  /// without allocating.
  ///
  /// - Parameter body: Reads or writes the samples; the buffers are valid only inside it.
  /// - Returns: What `body` returns.
  /// - Precondition: `values` and `velocities` have the same count.
  @inlinable
  public mutating func withBuffers<R>(_ body: (SampleBuffers) throws -> R) rethrows -> R {
    precondition(values.count == velocities.count, "values and velocities differ in length")
    return try values.withUnsafeMutableBufferPointer { values in
      try velocities.withUnsafeMutableBufferPointer { velocities in
        try body(SampleBuffers(values: values, velocities: velocities))
      }
    }
  }
}
