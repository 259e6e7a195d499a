import BenchmarkKit

/// The SMIL animations of a preview: each frame's value held from its frame time to the next
/// (`calcMode="discrete"`), all with one duration and looping together.
///
/// Discrete keyframes show exactly the simulated value at every frame, which linear
/// interpolation between frames would also do at the frame times but not between them, where
/// it would draw values no frame has. A value that repeats the previous frame's adds no
/// keyframe. Key times are the frame times made ``guardTime`` early, so that a browser's time
/// arithmetic (Chromium truncates times to microseconds and keeps key times in single
/// precision) cannot land a frame's own time just before its keyframe.
struct SMILTimeline: Sendable {
  /// How many frames.
  let frames: Int
  /// The animations' duration in document seconds: the frames' span at the playback rate.
  let duration: Double

  /// - Parameters:
  ///   - frames: How many frames; frame i is shown from i/hz to (i + 1)/hz.
  ///   - hz: Frames per second.
  ///   - speed: Playback rate (0.25: a second of motion lasts four).
  init(frames: Int, hz: Double, speed: Double) {
    self.frames = frames
    duration = Double(frames) / hz / speed
  }

  /// The `dur` attribute's text.
  var durationText: String { SVGText.number(duration, decimals: 6) + "s" }

  /// How much earlier than its frame's time a keyframe starts, in document seconds: 10 µs, or a
  /// millionth of a long duration (16 single-precision steps of a key time).
  var guardTime: Double { max(1e-5, 1e-6 * duration) }

  /// The key time of frame `i` as a fraction of the duration.
  func keyTime(_ i: Int) -> String {
    guard i > 0 else { return "0" }
    let early = (Double(i) / Double(frames) - guardTime / duration) * 1e7
    return SVGText.number(early.rounded(.down) / 1e7, decimals: 7)
  }

  /// An `<animate>` of `attribute` through `values` (one per frame), or nothing when every frame
  /// shows the same value.
  func animate(_ attribute: String, _ values: [String]) -> String {
    element("animate", "attributeName=\"\(attribute)\"", values)
  }

  /// An `<animateTransform>` of type `type` (`scale`, `rotate`, `translate`) through `values`.
  func animateTransform(_ type: String, _ values: [String]) -> String {
    element("animateTransform", "attributeName=\"transform\" type=\"\(type)\"", values)
  }

  /// The keyframes of `values`: each frame whose value differs from the previous one.
  private func element(_ name: String, _ attributes: String, _ values: [String]) -> String {
    precondition(values.count == frames, "one value per frame")
    var times = ["0"]
    var shown = [values[0]]
    for i in 1..<frames where values[i] != values[i - 1] {
      times.append(keyTime(i))
      shown.append(values[i])
    }
    guard shown.count > 1 else { return "" }
    return "<\(name) \(attributes) dur=\"\(durationText)\" repeatCount=\"indefinite\" calcMode=\"discrete\" "
      + "keyTimes=\"\(times.joined(separator: ";"))\" values=\"\(shown.joined(separator: ";"))\"/>"
  }
}
