import TestSupport
import Testing

@testable import MotionCurves

/// The device model against the iPhone 12 recordings of `CosynPa/RevealSpringAnimation` (2021, commit
/// 99db59d; ``DeviceRecordingFigures``), frame by frame, with the start time as the only free
/// parameter. The frames are on the display's 60 Hz grid (``DeviceRecording/displayTimes(origin:period:offset:)``).
@Suite("The device model reproduces iPhone recordings frame by frame", .tags(.unit))
struct DeviceRecordingReproductionTests {
  typealias Frame = DeviceRecordingFigures.Frame
  static let period = 1.0 / 60
  static let spring18 = ".spring(response: 1.8, dampingFraction: 0.3)"
  static let spring22 = ".spring(response: 2.2, dampingFraction: 0.5)"
  static let interpolating = ".interpolatingSpring(mass: 1, stiffness: 1, damping: 0.5, initialVelocity: 2)"
  /// Where the after files' t = 0 is on the before files' clock (the notebooks' `start_offset`).
  static let springOffset = 2.001131102995714
  static let interpolatingOffset = 2.4802731780073373

  /// A recording of the figures, and its frames' times on the display's grid through its first frame
  /// (or `origin`, shifted by `offset`).
  static func recording(_ frames: [Frame], origin: Double? = nil, offset: Double = 0) throws -> (
    recording: DeviceRecording, times: [Double]
  ) {
    let recording = try DeviceRecording(times: frames.map(\.t), values: frames.map(\.value))
    return (recording, recording.displayTimes(origin: origin ?? recording.times[0], period: period, offset: offset))
  }

  static func expression(_ source: String) -> AnimationExpression { try! AnimationExpression(parsing: source) }

  /// The device model from 694 to 594 pt released at `start`, then retargeted back to 694 pt at
  /// `retarget`, at `times` on the display of frames every 1/60 s from `origin`.
  static func device(
    _ source: String, start: Double, retarget: Double? = nil, times: [Double], origin: Double,
    carry: SwiftUIRuntimeSpring.RetargetCarry = .frame, deviceStart: SwiftUIRuntimeStart = .immediate
  ) -> [Double] {
    let animation = expression(source)
    var changes = [SwiftUIAnimator.Change(at: start, to: 594, with: animation)]
    if let retarget { changes.append(.init(at: retarget, to: 694, with: animation)) }
    var animator = try! SwiftUIAnimator(
      from: 694, changes: changes, start: deviceStart, carry: carry, frameInterval: period)
    return animator.values(at: times, displayingEvery: period, from: origin)
  }

  /// The closed form's values (the harness's retarget rule: value and velocity kept).
  static func closedForm(_ source: String, start: Double, retarget: Double? = nil, times: [Double]) -> [Double] {
    guard case .animation(let animation) = expression(source) else { return [] }
    var motion = Motion.constant(694).retargeted(to: 594, at: start, with: animation)
    if let retarget { motion = motion.retargeted(to: 694, at: retarget, with: animation) }
    return times.map { motion.value(at: $0) }
  }

  /// The device model's start fitted to a from-rest recording.
  static func fitted(_ source: String, _ frames: [Frame]) throws -> (fit: DeviceRecording.StartFit, times: [Double]) {
    let (recording, times) = try recording(frames)
    let fit = try DeviceRecording.fitStart(in: 0...0.05) {
      recording.maxError(of: device(source, start: $0, times: times, origin: times[0])).error
    }
    return (fit, times)
  }

  @Test(
    "A .spring from rest: within 1e-5 pt on every frame, where the closed form is a tenth of a point off",
    arguments: [(spring18, DeviceRecordingFigures.spring18), (spring22, DeviceRecordingFigures.spring22Before)])
  func springFromRest(_ source: String, _ frames: [Frame]) throws {
    let (recording, times) = try Self.recording(frames)
    let (fit, _) = try Self.fitted(source, frames)
    let errors = zip(Self.device(source, start: fit.start, times: times, origin: times[0]), recording.values)
      .map { abs($0 - $1) }
    #expect(errors.allSatisfy { $0 <= 1e-5 }, "\(source): \(errors.max()!) pt")
    let closed = try DeviceRecording.fitStart(in: 0...0.05) {
      recording.maxError(of: Self.closedForm(source, start: $0, times: times)).error
    }
    #expect(closed.error > 0.09, "\(source): the closed form is \(closed.error) pt off")
  }

  /// The `.spring` retarget: the before file's fitted start, the after file's frames on its grid.
  static func springRetarget() throws -> (
    recording: DeviceRecording, times: [Double], origin: Double, start: Double, first: Double
  ) {
    let (fit, beforeTimes) = try fitted(spring22, DeviceRecordingFigures.spring22Before)
    let (recording, times) = try recording(
      DeviceRecordingFigures.spring22After, origin: beforeTimes[0], offset: springOffset)
    return (recording, times, beforeTimes[0], fit.start, times[0])
  }

  @Test("The .spring after its retarget: within 0.01 pt on every frame, the peak, and the jump onto 694 pt")
  func springAfterRetarget() throws {
    let r = try Self.springRetarget()
    // The retarget at the after file's first frame, the one free parameter fitted within a frame and a half.
    let fit = try DeviceRecording.fitStart(in: (r.first - 1.5 * Self.period)...(r.first + 1.5 * Self.period)) {
      r.recording.maxError(
        of: Self.device(Self.spring22, start: r.start, retarget: $0, times: r.times, origin: r.origin)
      )
      .error
    }
    let model = Self.device(Self.spring22, start: r.start, retarget: fit.start, times: r.times, origin: r.origin)
    let errors = zip(model, r.recording.values).map { abs($0 - $1) }
    #expect(errors.allSatisfy { $0 <= 0.01 }, "\(errors.max()!) pt")
    #expect(fit.equallyGood.contains(r.first + 1e-4), "\(fit.equallyGood) against the first frame \(r.first)")
    // The peak (frames 74 to 76; 710.58 pt recorded at frame 75) and the stop (694.0 from frame 387 on).
    let frames = DeviceRecordingFigures.spring22After.map(\.frame)
    func shown(_ frame: Int) throws -> (model: Double, recorded: Double) {
      let index = try #require(frames.firstIndex(of: frame))
      return (model[index], r.recording.values[index])
    }
    let peak = try [74, 75, 76].map { try shown($0).model }
    #expect(abs(peak.max()! - 710.58) <= 0.01 && peak.max()! == peak[1])
    #expect(try shown(386).model != 694 && shown(386).recorded != 694)
    #expect(try shown(387).model == 694 && shown(387).recorded == 694)
    // The closed form, the retarget fitted likewise, is a tenth of a point off.
    let closed = try DeviceRecording.fitStart(in: (r.first - 1.5 * Self.period)...(r.first + 1.5 * Self.period)) {
      r.recording.maxError(of: Self.closedForm(Self.spring22, start: r.start, retarget: $0, times: r.times)).error
    }
    #expect(closed.error > 0.09, "the closed form is \(closed.error) pt off")
  }

  @Test(
    "What a retarget carries, at the after file's first frame: only the state of that frame with its force reproduces it"
  )
  func retargetCarries() throws {
    let r = try Self.springRetarget()
    func error(_ carry: SwiftUIRuntimeSpring.RetargetCarry) -> Double {
      r.recording.maxError(
        of: Self.device(
          Self.spring22, start: r.start, retarget: r.first, times: r.times, origin: r.origin, carry: carry)
      ).error
    }
    #expect(error(.frame) <= 1e-5, "\(error(.frame))")
    #expect(error(.frameForceReset) > 0.01, "\(error(.frameForceReset))")
    #expect(error(.previousFrame) > 0.1 && error(.previousFrameForceReset) > 0.1)
    #expect(error(.reconstruction) > 0.1, "\(error(.reconstruction))")
  }

  @Test("interpolatingSpring before its retarget: within 0.005 pt on every frame")
  func interpolatingBefore() throws {
    let (recording, times) = try Self.recording(DeviceRecordingFigures.interpolatingBefore)
    let (fit, _) = try Self.fitted(Self.interpolating, DeviceRecordingFigures.interpolatingBefore)
    #expect(fit.error <= 0.005, "\(fit.error) pt")
    #expect(recording.maxError(of: Self.closedForm(Self.interpolating, start: fit.start, times: times)).error <= 0.005)
  }

  @Test(
    "interpolatingSpring after its retarget: SwiftUI's default combination reproduces it, keeping velocity does not")
  func interpolatingAfter() throws {
    let (beforeFit, beforeTimes) = try Self.fitted(Self.interpolating, DeviceRecordingFigures.interpolatingBefore)
    let (recording, times) = try Self.recording(
      DeviceRecordingFigures.interpolatingAfter, origin: beforeTimes[0], offset: Self.interpolatingOffset)
    let window = (times[0] - 1.5 * Self.period)...(times[0] + 1.5 * Self.period)
    let fit = try DeviceRecording.fitStart(in: window) {
      recording.maxError(
        of: Self.device(Self.interpolating, start: beforeFit.start, retarget: $0, times: times, origin: beforeTimes[0])
      ).error
    }
    #expect(fit.error <= 0.005, "\(fit.error) pt")
    // It combines from the frame before the after file's first.
    #expect(abs(fit.start - (times[0] - Self.period)) <= 1e-6, "\(fit.start - times[0])")
    let keeping = try DeviceRecording.fitStart(in: window) {
      recording.maxError(of: Self.closedForm(Self.interpolating, start: beforeFit.start, retarget: $0, times: times))
        .error
    }
    #expect(keeping.error > 100, "\(keeping.error) pt")
  }

  @Test(
    "The frame start against the fitted starts: the frame after the tap's, at the edge of the .spring fits and 0.39 ms late for the interpolating spring"
  )
  func frameStart() throws {
    for (source, frames) in [
      (Self.spring18, DeviceRecordingFigures.spring18), (Self.spring22, DeviceRecordingFigures.spring22Before),
    ] {
      let (fit, times) = try Self.fitted(source, frames)
      let predicted = times[0] + Self.period
      #expect(abs(fit.equallyGood.upperBound - predicted) <= 1e-6, "\(source): \(fit.equallyGood) against \(predicted)")
      #expect(predicted - fit.equallyGood.lowerBound <= 1 / 300 + 1e-6)
    }
    let (fit, times) = try Self.fitted(Self.interpolating, DeviceRecordingFigures.interpolatingBefore)
    let early = times[0] + Self.period - fit.start
    #expect(early >= 0.3e-3 && early <= 0.5e-3, "\(early) s")
    // The rule itself on these frames: the tap (t = 0) seen at the first frame, the animation one frame later.
    let (recording, _) = try Self.recording(DeviceRecordingFigures.interpolatingBefore)
    let framed = Self.device(Self.interpolating, start: 0, times: times, origin: times[0], deviceStart: .frame)
    let atPredicted = Self.device(Self.interpolating, start: times[0] + Self.period, times: times, origin: times[0])
    #expect(framed == atPredicted)
    #expect(recording.maxError(of: framed).error > 0.05)
  }
}
