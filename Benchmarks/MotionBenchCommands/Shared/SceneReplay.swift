import BenchmarkKit
import MotionCurves
import SelectorSimulation

/// One selector of a scene as `trace` and `preview` replay it: its kind, Reduce Motion, and its
/// script as `--events` text (``SelectorEvent/scriptText(_:)``: the times it was drawn or
/// recorded at, auto-play left to `--autoplay`, which ticks as the scene's script does).
struct SceneReplay: Equatable {
  let selector: Int
  let kind: Component
  let reduceMotion: Bool
  /// `T:ACTION I; …`.
  let script: String

  /// Whether auto-play runs (``Component/autoPlays(reduceMotion:)``).
  var autoplay: Bool { kind.autoPlays(reduceMotion: reduceMotion) }

  /// Selector `index` of `scene`, under the scene's interaction model.
  init(_ scene: SceneConfiguration, selector index: Int) {
    let timed = scene.timedScript(ofSelector: index)
    selector = index
    kind = timed.kind
    reduceMotion = timed.reduceMotion
    script = SelectorEvent.scriptText(timed.events)
  }

  /// The arguments after `motion-bench` that replay this selector with `command` (`trace` or
  /// `preview`).
  ///
  /// - Parameters:
  ///   - command: `trace` or `preview`.
  ///   - options: What follows the selector's own options: solver, springs, frames, band.
  /// - Returns: The arguments, unquoted.
  func arguments(_ command: String, _ options: [String]) -> [String] {
    [command, kind.argument, "--events", script] + (autoplay ? ["--autoplay"] : [])
      + (reduceMotion ? ["--reduce-motion"] : []) + options
  }

  /// `arguments` as one line to paste into a shell, each argument quoted when it needs it.
  static func shellLine(_ arguments: [String]) -> String {
    JobSpecification.shellCommand(["motion-bench"] + arguments)
  }
}
