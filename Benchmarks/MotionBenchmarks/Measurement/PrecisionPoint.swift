/// What one point of the work-precision sweep (a GSL stepper at a tolerance) measured over the
/// sweep's scene; a point whose stepper failed has none.
package struct PrecisionPoint: Equatable, Sendable {
  /// The largest error against the reference, over every channel family.
  var maxError: Double
  /// The median wall-clock time of one run, per channel-sample, in nanoseconds.
  var nsPerSample: Double
  /// The right-hand side's evaluations per channel-sample.
  var evaluationsPerSample: Double
  /// The accepted steps per channel-sample.
  var stepsPerSample: Double

  /// The values in the order a shard file lists them.
  var values: [Double] { [maxError, nsPerSample, evaluationsPerSample, stepsPerSample] }

  /// A point from ``values``.
  ///
  /// - Parameter values: Four values, in ``values``'s order.
  /// - Returns: nil for another count.
  package init?(values: [Double]) {
    guard values.count == 4 else { return nil }
    (maxError, nsPerSample, evaluationsPerSample, stepsPerSample) = (values[0], values[1], values[2], values[3])
  }

  /// A point from its measurements.
  init(maxError: Double, nsPerSample: Double, evaluationsPerSample: Double, stepsPerSample: Double) {
    (self.maxError, self.nsPerSample) = (maxError, nsPerSample)
    (self.evaluationsPerSample, self.stepsPerSample) = (evaluationsPerSample, stepsPerSample)
  }
}
