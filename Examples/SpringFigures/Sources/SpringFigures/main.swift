// Prints a few figures of the seed dot spring, .spring(duration: 0.35, bounce: 0.55), moving a
// value from 0 to 1, as CSV: figure,value. Every number is Swift's shortest text that reads back
// to the same Double, so the output can be compared digit for digit with `motion-bench curve`
// and `motion-bench tune` (see docs/library.md).
//
// `Spring` and `Animation` are written with their module, `MotionCurves.Spring`, as a file that
// also imports SwiftUI must write them (SwiftUI has types of the same names).
import Foundation  // exit
import MotionCurves
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
  let motion = Motion.spring(animation.springMotion(releasedAt: 0, from: 0, velocity: 0, to: 1)!)
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
} catch {
  print("Error: \(error)")
  exit(1)
}
