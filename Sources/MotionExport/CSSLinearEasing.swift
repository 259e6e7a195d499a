/// A CSS `linear()` easing (CSS Easing Functions Level 2) with the duration of its transition.
///
/// The easing is piecewise linear in the transition's progress: between two points the output
/// is interpolated linearly in the input. It is time-based: the browser plays it over the
/// transition's duration from the value at the start, so a transition interrupted by a new one
/// loses its velocity (the new one starts at rest on the easing's first slope).
public struct CSSLinearEasing: Hashable, Sendable {
  /// One control point: an output progress at an input progress, each with the decimals written.
  public struct Point: Hashable, Sendable {
    /// The output progress (0 at the start value, 1 at the target; may overshoot).
    public var output: Double
    /// The input progress in [0, 1] (written as a percentage).
    public var input: Double
    /// Decimals of the output as written.
    public var outputDecimals: Int
    /// Decimals of the percentage as written.
    public var inputDecimals: Int

    /// Creates a point whose numbers are already rounded to the decimals given.
    public init(output: Double, input: Double, outputDecimals: Int = 6, inputDecimals: Int = 4) {
      self.output = output
      self.input = input
      self.outputDecimals = outputDecimals
      self.inputDecimals = inputDecimals
    }
  }

  /// The points, the first at input 0 and output 0, the last at input 1 and output 1.
  public var points: [Point]
  /// The transition's duration in seconds (a whole number of milliseconds).
  public var duration: Double

  /// Creates an easing.
  public init(points: [Point], duration: Double) {
    self.points = points
    self.duration = duration
  }

  /// `linear(0, 0.52 12.5%, …, 1)`: the first and last inputs (0% and 100%) are left implicit.
  public var text: String {
    var parts: [String] = []
    for (k, p) in points.enumerated() {
      let output = ExportNumber.fixed(p.output, decimals: p.outputDecimals)
      if k == 0 || k == points.count - 1 {
        parts.append(output)
      } else {
        parts.append(output + " " + ExportNumber.fixed(p.input * 100, decimals: p.inputDecimals) + "%")
      }
    }
    return "linear(" + parts.joined(separator: ", ") + ")"
  }

  /// The duration as CSS writes it, in whole milliseconds (`612ms`).
  public var durationText: String { ExportNumber.double((duration * 1000).rounded()) + "ms" }

  /// The output at an input progress x: the segment containing x, interpolated; before 0 and
  /// after 1 the first and last outputs (a transition's progress stays within [0, 1]).
  public func value(at x: Double) -> Double {
    guard x > points[0].input else { return points[0].output }
    guard x < points[points.count - 1].input else { return points[points.count - 1].output }
    var low = 0
    var high = points.count - 1
    while high - low > 1 {
      let mid = (low + high) / 2
      if points[mid].input <= x { low = mid } else { high = mid }
    }
    let a = points[low]
    let b = points[high]
    guard b.input > a.input else { return b.output }
    return a.output + (b.output - a.output) * (x - a.input) / (b.input - a.input)
  }

  /// The value a transition of this easing shows at time t ≥ 0 after it starts.
  ///
  /// - Parameters:
  ///   - t: Seconds since the transition started.
  ///   - start: The value it starts from.
  ///   - end: The value it ends at.
  ///   - duration: The transition's duration (the easing's own unless shortened).
  public func value(at t: Double, from start: Double, to end: Double, duration: Double? = nil) -> Double {
    let length = duration ?? self.duration
    guard length > 0, t < length else { return end }
    return start + (end - start) * value(at: t / length)
  }
}
