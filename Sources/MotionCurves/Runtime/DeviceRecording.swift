/// Frames recorded on a device: the time of each display frame and the value a view showed.
///
/// Recordings are ground truth for what the screen shows; a model of the device reproduces them
/// frame by frame with the animation's start time as its only free parameter
/// (``fitStart(in:samples:error:)``). Frame times are taken on the display's grid
/// (``displayTimes(origin:period:offset:)``): a display refreshes at fixed intervals, and the
/// device model counts whole steps of 1/300 s, so a timestamp a fraction of a microsecond off
/// its frame would otherwise decide a step.
public struct DeviceRecording: Hashable, Sendable {
  /// The frames' times in seconds, increasing.
  public let times: [Double]
  /// The value shown at each frame.
  public let values: [Double]

  /// A recording of frames.
  ///
  /// - Parameters:
  ///   - times: Finite and increasing, at least one.
  ///   - values: Finite, one per time.
  /// - Throws: ``CurveError`` naming the first frame that is not finite or not after the one before,
  ///   or the counts that differ.
  public init(times: [Double], values: [Double]) throws(CurveError) {
    guard !times.isEmpty, times.count == values.count else {
      throw .invalidParameter(
        name: "frames", value: Double(values.count), allowed: "one value per time (\(times.count)), at least one")
    }
    for index in times.indices {
      try CurveError.requireFinite(times[index], "frame \(index + 1) time")
      try CurveError.requireFinite(values[index], "frame \(index + 1) value")
      if index > 0, times[index] <= times[index - 1] {
        throw .invalidParameter(
          name: "frame \(index + 1) time", value: times[index], allowed: "after the frame before (\(times[index - 1]))")
      }
    }
    self.times = times
    self.values = values
  }

  /// The frames' times on a display's grid of frames `origin + k·period`, on the clock of `origin`.
  ///
  /// Every time gets `offset` (where this recording's t = 0 is on that clock), then the whole
  /// recording moves by the median of its frames' distances to the nearest grid time, less than
  /// half a period, so that its frames lie on the grid: two recordings of one display share its
  /// frames even when the offset between them was measured a little off. Last, each frame within
  /// ``snapTolerance`` of a grid time is put on it; a frame further off keeps its time.
  ///
  /// - Parameters:
  ///   - origin: A frame time of the grid.
  ///   - period: The display's frame interval (> 0).
  ///   - offset: Added to every time first.
  /// - Returns: One time per frame, increasing.
  public func displayTimes(origin: Double, period: Double, offset: Double = 0) -> [Double] {
    func nearest(_ t: Double) -> Double { origin + ((t - origin) / period).rounded() * period }
    let shifted = times.map { $0 + offset }
    let distances = shifted.map { $0 - nearest($0) }.sorted()
    let shift = distances[distances.count / 2]
    return shifted.map { t in
      let moved = t - shift
      let grid = nearest(moved)
      return abs(moved - grid) <= Self.snapTolerance ? grid : moved
    }
  }

  /// How far from a grid time a frame may be and still be put on it: 1e-4 s. The recordings'
  /// timestamps lie within 2e-7 s of their display's grid, but for a frame delivered late.
  public static let snapTolerance = 1e-4

  /// The largest distance between the recorded values and a model's, and where it is.
  ///
  /// - Parameter model: One value per frame.
  /// - Returns: The largest |model − recorded| and the index of its frame (the first of equals);
  ///   NaN and the frame for a model value that is not finite.
  public func maxError(of model: [Double]) -> (error: Double, frame: Int) {
    var worst = (error: 0.0, frame: 0)
    for (index, (recorded, modelled)) in zip(values, model).enumerated() {
      let error = abs(modelled - recorded)
      guard error.isFinite else { return (.nan, index) }
      if error > worst.error { worst = (error, index) }
    }
    return worst
  }
}
