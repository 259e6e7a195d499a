import MotionCurves
import SelectorSimulation

/// One selector of a scene as `trace` and `preview` replay it: its kind, Reduce Motion, and its
/// seeded script written as `--events` text, every event at the time of the frame it takes
/// effect in (auto-play left to `--autoplay`, which ticks as the scene's script does).
struct SceneReplay: Equatable {
  let selector: Int
  let kind: SelectorKind
  let reduceMotion: Bool
  /// Auto-play runs (a radio group without Reduce Motion).
  let autoplay: Bool
  /// `T:ACTION I; …`.
  let script: String

  /// Selector `index` of `scene`.
  init(_ scene: SceneConfiguration, selector index: Int) {
    var (kind, reduceMotion, script) = scene.setup(ofSelector: index)
    selector = index
    self.kind = kind
    self.reduceMotion = reduceMotion
    autoplay = kind == .radio && !reduceMotion
    var items: [String] = []
    let rate = FrameRate(hz: scene.hz)
    while let event = script.next() {
      let words: String
      switch event.action {
      case .tap(let i): words = "tap \(i)"
      case .press(let i): words = "press \(i)"
      case .release(let i): words = "release \(i)"
      case .autoplay: continue
      }
      items.append("\(Self.time(of: event.frame, rate)):\(words)")
    }
    self.script = items.joined(separator: "; ")
  }

  /// A time that takes effect at `frame`: the frame's time cut to 0.1 ms when that still lands
  /// on the frame, else its full digits.
  static func time(of frame: Int, _ rate: FrameRate) -> String {
    let exact = rate.time(frame)
    let short = (exact * 10_000).rounded(.down) / 10_000
    return rate.firstFrame(atOrAfter: short) == frame ? MotionLimits.format(short) : "\(exact)"
  }

  /// The arguments after `motion-bench` that replay this selector with `command` (`trace` or
  /// `preview`).
  ///
  /// - Parameters:
  ///   - command: `trace` or `preview`.
  ///   - options: What follows the selector's own options: solver, springs, frames, band.
  /// - Returns: The arguments, unquoted.
  func arguments(_ command: String, _ options: [String]) -> [String] {
    [command, kind.rawValue, "--events", script] + (autoplay ? ["--autoplay"] : [])
      + (reduceMotion ? ["--reduce-motion"] : []) + options
  }

  /// `arguments` as one line to paste into a shell, each argument quoted when it needs it.
  static func shellLine(_ arguments: [String]) -> String {
    (["motion-bench"] + arguments).map { argument in
      let plain = !argument.isEmpty && argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,".contains($0) }
      return plain ? argument : "'" + argument.replacing("'", with: "'\\''") + "'"
    }.joined(separator: " ")
  }
}
