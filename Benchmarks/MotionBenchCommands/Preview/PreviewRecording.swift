import SelectorSimulation

/// One selector simulated for a preview: every channel's shown value at every frame, and its
/// events, as `trace` writes them.
struct PreviewRecording: Sendable {
  let kind: Component
  let hz: Double
  let frames: Int
  /// `values[frame * channels + channel]`, channels in the selector's order.
  let values: [Double]
  /// The events at the frames they take effect (auto-play ticks that do nothing left out).
  let events: [TraceCommand.EventRow]

  /// Simulates a selector from a script.
  ///
  /// - Parameters:
  ///   - kind: The selector.
  ///   - events: The script's times and actions.
  ///   - autoplay: The radio demo's auto-play.
  ///   - reduceMotion: Reduce Motion.
  ///   - solver: The scene solver.
  ///   - springs: Spring channels with another spring.
  ///   - frames: How many frames, from t = 0.
  ///   - hz: Frames per second.
  /// - Throws: The solver's errors; ``SceneError`` when the script overloads a channel.
  init(
    kind: Component, events: [(time: Double, action: SelectorAction)], autoplay: Bool, reduceMotion: Bool,
    solver: any SceneSolver, springs: SpringOverrides, frames: Int, hz: Double
  ) throws {
    self.kind = kind
    self.hz = hz
    self.frames = frames
    let scripted = SelectorEvent.scripted(
      events, autoplay: autoplay ? kind.autoplayInterval : nil, frames: frames, hz: hz)
    let block = SelectorBlock(kind: kind, selectors: [0], reduceMotion: [reduceMotion], events: [scripted])
    self.events = TraceCommand.eventRows(scripted, kind: kind, reduceMotion: reduceMotion).filter {
      !($0.channel == "event.autoplay" && $0.value < 0)
    }
    var values = [Double](repeating: 0, count: frames * kind.channelCount)
    try springs.simulate(block, solver: solver, frames: frames, hz: hz, combining: SceneConfiguration().combining) {
      frame, shown in
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
