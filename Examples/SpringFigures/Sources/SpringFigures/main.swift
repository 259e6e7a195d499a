// Prints a few figures of the seed dot spring, .spring(duration: 0.35, bounce: 0.55), moving a
// value from 0 to 1, of a crowd of the example tab bar (Examples/components/tab-bar.json) under
// fast taps, and the pill's spring tuned across that crowd, as CSV: figure,value. Every number is
// Swift's shortest text that reads back to the same Double, so the output can be compared digit
// for digit with `motion-bench curve`, `tune`, `scene` and `tune --scene` (see docs/library.md).
//
// `Spring` and `Animation` are written with their module, `MotionCurves.Spring`, as a file that
// also imports SwiftUI must write them (SwiftUI has types of the same names).
import CrowdTuning
import Foundation  // exit
import MotionCurves
import SelectorSimulation
import SpringTuning

/// Writes one figure.
func figure(_ name: String, _ value: Double) { print("\(name),\(value)") }

do {
  print("figure,value")
  let spring = try MotionCurves.Spring(duration: 0.35, bounce: 0.55)

  // Value and velocity at given times, in closed form.
  for time in [0.1, 0.2, 0.3] {
    figure("value(\(time))", spring.value(target: 1, time: time))
    figure("velocity(\(time))", spring.velocity(target: 1, time: time))
  }

  // Frames sampled as `motion-bench curve` samples them: 10 frames per second, t = 0 … 0.5 s.
  let animation = try MotionCurves.Animation.spring(duration: 0.35, bounce: 0.55)
  let motion = Motion.constant(0).retargeted(to: 1, at: 0, with: animation)
  let frames = Frames(hz: 10, range: 0..<6)
  let samples = try ClosedFormSolver().sample(motion, frames: frames)
  for (k, i) in frames.range.enumerated() {
    figure("frame(\(frames.time(i))).value", samples.values[k])
    figure("frame(\(frames.time(i))).velocity", samples.velocities[k])
  }

  // The exact settling time: the last time |value − 1| exceeds 0.001.
  figure("settle_time", try SpringMetrics(spring).settleTime)

  // SwiftUI's runtime model: its frames at 10 Hz and when it ends the animation at 120 Hz, for a
  // change of 1 (an opacity) and of 100 points.
  let device = try SwiftUIRuntimeSolver().sample(motion, frames: frames)
  for (k, i) in frames.range.enumerated() {
    figure("device_frame(\(frames.time(i))).value", device.values[k])
  }
  for change in [1.0, 100.0] {
    let end = try SwiftUIEndMeasure(change: change, hz: 120).ending(spring)
    figure("swiftui_end_time(change \(change))", end.time)
    figure("swiftui_end_jump(change \(change))", end.jump)
  }

  // A spring tuned to targets: 5 % overshoot, settled by 0.5 s.
  let tuned = try SpringTuner(targets: [TuningTarget(.overshoot, 0.05), TuningTarget(.settleTime, 0.5)]).solve()
  figure("tuned_duration", tuned.spring.duration)
  figure("tuned_bounce", tuned.spring.bounce)

  // A crowd of 200 tab bars, 4 s of random taps and 2 s to settle, on SwiftUI's runtime model
  // on two threads: the figures of the pill, as `motion-bench scene tab-bar.json --selectors 200
  // --seconds 4` measures them (the same for any number of threads).
  let file = "/" + #filePath.split(separator: "/").dropLast(4).joined(separator: "/") + "/components/tab-bar.json"
  guard let json = FileManager.default.contents(atPath: file) else {
    print("Error: cannot read \(file)")
    exit(1)
  }
  let tabBar = try Component(ComponentDescription(json: Array(json), file: file))
  let scene = SceneConfiguration(selectors: 200, seconds: 4, seed: 1, components: ComponentMix(tabBar))
  let springChannels = tabBar.channels.indices.filter { tabBar.channels[$0].role == .spring }
  let measurement = SceneMeasurement(
    channels: [tabBar: springChannels], band: .share(0.001), frames: scene.frameCount + Int(2 * scene.hz),
    hz: scene.hz)
  guard let swiftUI = SolverRegistry.named("swiftui") else {
    print("Error: no solver named swiftui")
    exit(1)
  }
  let records = try measurement.measure(scene, solver: try swiftUI.makeSceneSolver(), threads: 2)
  for summary in SceneMetricSummary.summaries(of: records, hz: scene.hz, kinds: [tabBar])
  where summary.family.name == "pill.offset" {
    let name = "pill.\(summary.metric.rawValue)"
    figure("\(name).count", Double(summary.overMoves.count))
    figure("\(name).p95", summary.overMoves.p95)
    figure("\(name).max", summary.overMoves.max)
  }

  // The pill's spring at bounce 0.15 that keeps its worst overshoot within 1 pt and settles
  // within 1/3 pt by 0.3 s after the last tap for 95 % of the bursts, across the same crowd:
  // `motion-bench tune --scene tab-bar.json --channel pill.offset --bounce 0.15
  // --max-overshoot 1pt --max-settle-p95 0.3 --visible-pt 1/3 --selectors 200 --seconds 4`.
  var crowd = SceneCrowd(scene: scene, band: .shown(1.0 / 3), threads: 2)
  try crowd.keepBlocks()  // built once, measured with every spring the search tries
  let pill = tabBar.channels.indices.filter { tabBar.channels[$0].name == "pill.offset" }
  let tuner = try SceneTuner(
    crowd: crowd, channels: [tabBar: pill], bounds: SceneBounds(overshoot: 1, settleP95: 0.3),
    held: .bounce(0.15))
  let answer = try tuner.solve()
  figure("tuned_scene_duration", answer.spring.shortestParameters.duration)
  figure("tuned_scene_overshoot_max", answer.figures.overshoot)
  figure("tuned_scene_settle_p95", answer.figures.settleP95)
} catch {
  print("Error: \(error)")
  exit(1)
}
