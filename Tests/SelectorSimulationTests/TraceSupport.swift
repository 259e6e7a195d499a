import MotionCurves

@testable import SelectorSimulation

/// Runs a scripted selector through a solver and keeps every frame: `[frame][channel]`.
func trace(
  _ kind: Component, _ script: String, autoplay: Bool = false, reduceMotion: Bool = false,
  seconds: Double = 3, hz: Double = 120, solver: any SceneSolver = LockstepSceneSolver(.exactStep)
) throws -> [[Double]] {
  let count = Int((seconds * hz).rounded())
  let block = SelectorBlock.scripted(
    kind, events: try SelectorEvent.parseScript(script, kind: kind), autoplay: autoplay, reduceMotion: reduceMotion,
    frames: count, hz: hz)
  var frames: [[Double]] = []
  _ = try solver.simulate(block, frames: count, hz: hz, combining: .blend) { _, values in
    frames.append(Array(values))
  }
  return frames
}

/// A channel's index by name.
func channel(_ kind: Component, _ name: String) -> Int {
  kind.channels.firstIndex { $0.name == name }!
}
