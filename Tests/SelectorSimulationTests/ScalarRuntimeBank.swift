import MotionCurves

@testable import SelectorSimulation

/// The `swiftui` scene solver's springs as they were stepped before the bank ran on SIMD lanes:
/// one spring at a time through ``SwiftUIRuntimeSpring``'s scalar kernels. The reference that
/// `SwiftUIRuntimeBankTests` holds the lane-parallel bank to, bit for bit.
///
/// Spring channels stepped as SwiftUI's runtime steps them (``SwiftUIRuntimeSpring``): a fixed
/// step of 1/300 s on a grid from each release or retarget, frames showing the last grid point,
/// and the stop rule ending an animation with a jump to its target.
///
/// Each spring is one ``SwiftUIRuntimeSpring/State`` (displacement, velocity, force, grid origin
/// and steps, the change the stop rule measures against, whether the animation has ended: the
/// channel then rests at its target), slot-major like every bank, an array of structures where
/// the bank packs columns. Every spring slot has its own runtime model, because the stop rule
/// counts the property's moving components (``ChannelInfo/components``).
struct ScalarRuntimeBank: SpringBank {
  /// The runtime model of each spring slot (one per spring channel of a selector).
  let models: [SwiftUIRuntimeSpring]
  let hz: Double
  /// When an animation from rest begins.
  let start: SwiftUIRuntimeStart
  /// Selectors in the block.
  let selectors: Int
  var targets: [Double]
  var springs: [SwiftUIRuntimeSpring.State]

  /// The bank of a block whose springs start at rest at `initialTargets`.
  ///
  /// - Parameters:
  ///   - kind: The selectors' kind: its channels' component counts.
  ///   - spring: The spring of every spring channel.
  ///   - hz: Frames per second.
  ///   - initialTargets: The spring slots' targets at frame 0, slot-major.
  ///   - start: When an animation from rest begins.
  init(
    kind: Component, spring: Spring, hz: Double, selectors: Int, initialTargets: [Double],
    start: SwiftUIRuntimeStart = .frame
  ) throws(CurveError) {
    let fluid = FluidSpring(spring)
    let channels = kind.channels
    models = try ChannelLayout(building: kind).springs.map { (c) throws(CurveError) in
      try SwiftUIRuntimeSpring(fluid, components: channels[c].components)
    }
    self.hz = hz
    self.start = start
    self.selectors = selectors
    targets = initialTargets
    let rest = SwiftUIRuntimeSpring.State(
      displacement: 0, velocity: 0, force: 0, origin: 0, steps: 0, change: 0, hasEnded: true)
    springs = Array(repeating: rest, count: initialTargets.count)
  }

  mutating func advance(to frame: Int, layout: ChannelLayout, selectors n: Int, values: UnsafeMutablePointer<Double>) {
    let time = Double(frame) / hz
    for (slot, channel) in layout.springs.enumerated() {
      let model = models[slot]
      let coefficients = model.coefficients
      let out = values + channel * n
      for s in 0..<n {
        let i = slot * n + s
        var state = springs[i]
        guard !state.hasEnded else {
          out[s] = targets[i]
          continue
        }
        model.advance(
          displacement: &state.displacement, velocity: &state.velocity, force: &state.force, origin: &state.origin,
          steps: &state.steps, to: time, coefficients)
        state.hasEnded = model.hasStopped(
          displacement: state.displacement, velocity: state.velocity, force: state.force, change: state.change)
        out[s] = state.hasEnded ? targets[i] : targets[i] + state.displacement
        springs[i] = state
      }
    }
  }

  /// Heads slot `i` for `target`. A running spring keeps its value, velocity and force and
  /// restarts its grid at this frame (or keeps a start still to come), the target's move added to
  /// the change; one at rest is released from its old target, at this frame or on the next
  /// (``start``). A jump ends the animation at the target.
  mutating func retarget(_ i: Int, to target: Double, at frame: Int, jump: Bool) {
    defer { targets[i] = target }
    guard !jump else {
      springs[i].hasEnded = true
      return
    }
    let model = models[i / selectors]
    let shift = target - targets[i]
    guard !springs[i].hasEnded else {
      let release = Double(start == .frame ? frame + 1 : frame) / hz
      springs[i] = model.release(at: release, displacement: -shift, velocity: 0)
      return
    }
    let pending = springs[i].origin
    springs[i].displacement -= shift
    springs[i].change += shift
    springs[i].origin = max(pending, Double(frame) / hz)
    springs[i].steps = 0
  }
}
