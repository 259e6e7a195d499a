import MotionCurves
import TestSupport
import Testing

@testable import SelectorSimulation

/// Every channel of both selectors against values derived by hand from the seed code.
@Suite("Selector channels", .tags(.unit))
struct SelectorChannelTests {
  let h = 1.0 / 120
  let radioSpring = try! Spring(duration: 0.35, bounce: 0.55)

  func smoothstep(_ u: Double) -> Double { u * u * (3 - 2 * u) }

  @Test(
    "Radio: a tap springs the dots and replays both rings",
    arguments: [
      LockstepSceneSolver(.exactStep) as any SceneSolver, LockstepSceneSolver(.closedForm),
      LockstepSceneSolver(.reference),
    ])
  func radioTap(solver: any SceneSolver) throws {
    let frames = try trace(.radio, "0.5:tap 1", solver: solver)
    let scale1 = channel(.radio, "option1.dot.scale")
    let scale0 = channel(.radio, "option0.dot.scale")
    let opacity1 = channel(.radio, "option1.dot.opacity")
    let tint0 = channel(.radio, "option0.outline.tint")
    // Before and at the tap frame nothing has moved yet.
    #expect(frames[0][scale0] == 1 && frames[0][scale1] == 0.01 && frames[60][scale1] == 0.01)
    // Then the spring from 0.01 toward 1 (and from 1 toward 0.01 for the old option).
    for k in [1, 5, 23, 60, 200] {
      let t = Double(k) * h
      #expect(abs(frames[60 + k][scale1] - (0.01 + radioSpring.value(target: 0.99, time: t))) <= 1e-13)
      #expect(abs(frames[60 + k][scale0] - (1 + radioSpring.value(target: -0.99, time: t))) <= 1e-13)
      #expect(abs(frames[60 + k][tint0] - (1 + radioSpring.value(target: -1, time: t))) <= 1e-13)
      // Opacity is shown clamped to [0, 1] although the spring overshoots.
      let opacity = radioSpring.value(target: 1, time: t)
      #expect(abs(frames[60 + k][opacity1] - min(1, max(0, opacity))) <= 1e-13)
    }
    #expect(frames[60 + 23][opacity1] == 1)  // overshooting: the spring is above 1 at 0.19 s
    // Both rings replay: p = smoothstep(t/0.5); only the selected one shows, with opacity 1 − p.
    for option in [0, 1] {
      let p = channel(.radio, "option\(option).ring.progress")
      let scale = channel(.radio, "option\(option).ring.scale")
      let opacity = channel(.radio, "option\(option).ring.opacity")
      #expect(frames[60][p] == 0 && frames[60][opacity] == 0)
      #expect(abs(frames[90][p] - 0.5) <= 1e-15 && abs(frames[90][scale] - 1.45) <= 1e-15)
      #expect(abs(frames[72][p] - smoothstep(0.2)) <= 1e-15)
      #expect(frames[90][opacity] == (option == 1 ? 0.5 : 0))
      #expect(frames[120][p] == 1 && frames[120][scale] == 1.9 && frames[120][opacity] == 0)
    }
    // The third option never moves.
    #expect(frames.allSatisfy { $0[channel(.radio, "option2.dot.scale")] == 0.01 })
    #expect(frames.allSatisfy { $0[channel(.radio, "option2.ring.progress")] == 0 })
  }

  @Test("Radio with Reduce Motion: the dots jump, the ring runs unseen, no auto-play")
  func radioReduceMotion() throws {
    let frames = try trace(.radio, "0.5:tap 2", autoplay: true, reduceMotion: true)
    let scale2 = channel(.radio, "option2.dot.scale")
    let opacity0 = channel(.radio, "option0.dot.opacity")
    #expect(frames[59][scale2] == 0.01 && frames[60][scale2] == 1 && frames[61][scale2] == 1)
    #expect(frames[59][opacity0] == 1 && frames[60][opacity0] == 0)
    #expect(abs(frames[90][channel(.radio, "option2.ring.progress")] - 0.5) <= 1e-15)
    #expect(frames.allSatisfy { $0[channel(.radio, "option2.ring.opacity")] == 0 })
    // Auto-play would have selected option 1 at 1.1 s; under Reduce Motion it never runs.
    #expect(frames[200][channel(.radio, "option1.dot.scale")] == 0.01)
  }

  @Test("Radio auto-play advances every 1.1 s until the first tap")
  func radioAutoplay() throws {
    let frames = try trace(.radio, "2.5:tap 0", autoplay: true, seconds: 5)
    let selected = { (k: Int) in (0..<3).first { frames[k][channel(.radio, "option\($0).dot.opacity")] > 0.5 } }
    #expect(selected(131) == 0 && selected(132 + 40) == 1 && selected(264 + 40) == 2)
    // The tap at 2.5 s selects 0 and auto-play stops: no tick at 3.3 s or 4.4 s.
    #expect(selected(300 + 40) == 0 && selected(599) == 0)
  }

  @Test("Segmented: press feedback eases, opacity snaps, release selects and moves the highlight")
  func segmentedPressRelease() throws {
    let frames = try trace(.segmented, "0.4:press 2; 0.5:release 2")
    let easeOut = UnitCurve.easeOut
    let scaleX = channel(.segmented, "mode2.press.scaleX")
    let scaleY = channel(.segmented, "mode2.press.scaleY")
    let opacity = channel(.segmented, "mode2.press.opacity")
    #expect(
      frames[47][opacity] == 1 && frames[48][opacity] == 0.5 && frames[59][opacity] == 0.5 && frames[60][opacity] == 1)
    #expect(frames[48][scaleX] == 1)
    let pressed = { (t: Double) in 1 - 0.05 * easeOut.value(at: min(1, (t - 0.4) / 0.2)) }
    #expect(abs(frames[54][scaleX] - pressed(0.45)) <= 1e-15)
    #expect(abs(frames[54][scaleY] - (1 - 0.1 * easeOut.value(at: 0.25))) <= 1e-15)
    // The release layers a new curve on the running one: x + f·(1 − x).
    for k in [62, 66, 71, 80] {
      let t = Double(k) * h
      let f = easeOut.value(at: min(1, (t - 0.5) / 0.2))
      let base = pressed(t)
      #expect(abs(frames[k][scaleX] - (base + f * (1 - base))) <= 1e-14)
    }
    #expect(frames[84][scaleX] == 1 && frames[84][scaleY] == 1)
    // Highlight and tints follow .smooth from the release.
    let offset = channel(.segmented, "highlight.offset")
    #expect(frames[60][offset] == 0)
    for k in [3, 30, 90] {
      let t = Double(k) * h
      #expect(abs(frames[60 + k][offset] - Spring.smooth.value(target: 159.5, time: t)) <= 1e-12)
      #expect(
        abs(frames[60 + k][channel(.segmented, "mode2.label.tint")] - Spring.smooth.value(target: 1, time: t)) <= 1e-14)
      #expect(
        abs(frames[60 + k][channel(.segmented, "mode0.label.tint")] - (1 + Spring.smooth.value(target: -1, time: t)))
          <= 1e-14)
    }
  }

  @Test("Segmented dividers: removal fades at once, insertion only after 0.15 s")
  func dividers() throws {
    let frames = try trace(.segmented, "0.5:tap 2")
    let d0 = channel(.segmented, "divider0.opacity")
    let d1 = channel(.segmented, "divider1.opacity")
    let d2 = channel(.segmented, "divider2.opacity")
    // Selection 0 hides divider 0; selection 2 hides dividers 1 and 2.
    #expect(frames[0][d0] == 0 && frames[0][d1] == 1 && frames[0][d2] == 1)
    #expect(abs(frames[66][d1] - 0.5) <= 1e-15 && frames[72][d1] == 0 && abs(frames[63][d2] - 0.75) <= 1e-15)
    #expect(abs(frames[78][d0]) <= 1e-15, "\(frames[78][d0])")
    #expect(abs(frames[84][d0] - 0.5) <= 1e-15, "\(frames[84][d0])")
    #expect(frames[90][d0] == 1, "\(frames[90][d0])")
    #expect(frames[60...77].allSatisfy { $0[d0] == 0 })
  }

  @Test("A spring interrupted mid-flight keeps its value and velocity")
  func retargetContinuity() throws {
    let frames = try trace(.radio, "0.2:tap 1; 0.3:tap 0", solver: LockstepSceneSolver(.closedForm))
    let scale1 = channel(.radio, "option1.dot.scale")
    // The same chain through MotionCurves' Motion.
    let animation = try Animation.spring(duration: 0.35, bounce: 0.55)
    let first = Motion.constant(0.01).retargeted(to: 1, at: 24 * h, with: animation)
    let second = first.retargeted(to: 0.01, at: 36 * h, with: animation)
    for k in 24...36 { #expect(abs(frames[k][scale1] - first.value(at: Double(k) * h)) <= 1e-14) }
    for k in 36...120 { #expect(abs(frames[k][scale1] - second.value(at: Double(k) * h)) <= 1e-14) }
    let before = first.state(at: 36 * h)
    let after = second.state(at: 36 * h)
    #expect(before.value == after.value && before.velocity == after.velocity && abs(before.velocity) > 1)
  }

  @Test("Script parsing rejects bad events with their position")
  func scriptErrors() {
    for (script, phrase) in [
      ("0.5:tap 3", "index must be an integer from 0 to 2"), ("x:tap 1", "time must be"),
      ("0.5 tap 1", "expected T:ACTION I"),
      ("-1:tap 1", "time must be"), ("0.5:poke 1", "action must be tap, press or release"),
      ("1:tap", "expected ACTION I"),
    ] {
      #expect(throws: SceneError.self) { try SelectorEvent.parseScript(script, kind: .radio) }
      do { _ = try SelectorEvent.parseScript(script, kind: .radio) } catch {
        #expect(error.description.contains(phrase), "\(error)")
      }
    }
  }
}
