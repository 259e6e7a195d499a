import SelectorSimulation

/// One selector simulated for a preview: every channel's shown value at every frame, and its
/// events, as `trace` writes them.
package struct PreviewRecording: Sendable {
  let kind: Component
  let hz: Double
  let frames: Int
  /// `values[frame * channels + channel]`, channels in the selector's order.
  let values: [Double]
  /// The events at the frames they take effect (auto-play ticks that do nothing left out).
  let events: [TraceEvent]

  /// Records a selector from a script: its events as trace rows, and its channels' values
  /// frame by frame as `simulate` hands them.
  ///
  /// - Parameters:
  ///   - kind: The selector.
  ///   - events: The script's times and actions.
  ///   - autoplay: The radio demo's auto-play.
  ///   - reduceMotion: Reduce Motion.
  ///   - frames: How many frames, from t = 0.
  ///   - hz: Frames per second.
  ///   - simulate: Simulates the selector's block (one selector, the script's events) for
  ///     `frames` frames at `hz` with the panel's solver and springs, handing each frame's shown
  ///     values, in channel order, to the sink it is given.
  /// - Throws: What `simulate` throws (the solver's errors; ``SceneError`` when the script
  ///   overloads a channel).
  package init(
    kind: Component, events: [(time: Double, action: SelectorAction)], autoplay: Bool, reduceMotion: Bool,
    frames: Int, hz: Double,
    simulate: (
      _ block: SelectorBlock, _ sink: (_ frame: Int, _ values: UnsafeBufferPointer<Double>) -> Void
    ) throws -> Void
  ) rethrows {
    self.kind = kind
    self.hz = hz
    self.frames = frames
    let scripted = SelectorEvent.scripted(
      events, autoplay: autoplay ? kind.autoplayInterval : nil, frames: frames, hz: hz)
    let block = SelectorBlock(kind: kind, selectors: [0], reduceMotion: [reduceMotion], events: [scripted])
    self.events = TraceEvent.rows(scripted, kind: kind, reduceMotion: reduceMotion).filter {
      !($0.channel == "event.autoplay" && $0.value < 0)
    }
    var values = [Double](repeating: 0, count: frames * kind.channelCount)
    try simulate(block) { frame, shown in
      for c in 0..<shown.count { values[frame * shown.count + c] = shown[c] }
    }
    self.values = values
  }

  /// A channel's value at every frame.
  ///
  /// - Parameter name: The channel's trace name (a programming error if it is not one).
  /// - Returns: One value per frame.
  func track(_ name: String) -> [Double] {
    let channels = kind.channels
    guard let c = channels.firstIndex(where: { $0.name == name }) else {
      preconditionFailure("no \(kind.name) channel \(name)")
    }
    return (0..<frames).map { values[$0 * channels.count + c] }
  }
}
