extension SwiftUIAnimator {
  /// Applies a change that a frame sees: ``SwiftUIAnimator``'s rules.
  ///
  /// - Parameters:
  ///   - change: The change.
  ///   - time: When it takes effect: its own time (immediate start) or the frame's.
  ///   - frame: The frame's time.
  mutating func apply(_ change: Change, at time: Double, frame: Double) {
    switch change.animation {
    case .none:
      stop(at: .held(change.target))
    case .keyframes(let track):
      let (value, velocity) = startingState(at: time)
      stop(at: .keyframes(.keyframes(track.timeline(from: value, initialVelocity: velocity), start: time)))
    case .animation(let animation):
      guard clock != nil else {
        begin(animation, to: change.target, at: time)
        return
      }
      if let fluid = animation.fluid {
        let spring = SwiftUIRuntimeSpring(uncheckedFluid: fluid, stepsPerSecond: stepsPerSecond, components: components)
        if animation.delay > 0, time + animation.delay > frame {
          deferred = (time + animation.delay, change, spring)
        } else {
          takeOver(change, spring: spring, at: time + animation.delay, frame: frame)
        }
      } else {
        // The motion below keeps its own velocity: the new progress starts with the animation's.
        blends.append(blend(animation, from: state(at: time).value, velocity: 0, to: change.target, at: time))
      }
    }
  }

  /// Stops every animation and puts `base` in their place.
  ///
  /// - Parameter base: What shows the value from now on (held, or a keyframe track).
  mutating func stop(at base: Base) {
    self.base = base
    blends = []
    clock = nil
    deferred = nil
  }

  /// The value an animation that starts at `time` starts from, and its velocity: the first
  /// animation takes the animator's initial velocity.
  ///
  /// - Parameter time: When it starts.
  /// - Returns: The value and velocity shown then.
  mutating func startingState(at time: Double) -> (value: Double, velocity: Double) {
    var (value, velocity) = state(at: time)
    if case .held = base {
      velocity = initialVelocity
      initialVelocity = 0
    }
    return (value, velocity)
  }

  /// Starts an animation when none runs, on a fresh ``SwiftUIAnimatorClock``.
  ///
  /// - Parameters:
  ///   - animation: The animation.
  ///   - target: Where it takes the value.
  ///   - time: The change's time (immediate start) or its frame's.
  mutating func begin(_ animation: Animation, to target: Double, at time: Double) {
    let (value, velocity) = startingState(at: time)
    clock = SwiftUIAnimatorClock(at: time, start: start, frameInterval: frameInterval)
    deferred = nil
    if let fluid = animation.fluid {
      let spring = SwiftUIRuntimeSpring(uncheckedFluid: fluid, stepsPerSecond: stepsPerSecond, components: components)
      let state = spring.release(at: time + animation.delay, displacement: value - target, velocity: velocity)
      base = .fluid(spring, state, target: target)
      blends = []
    } else {
      if case .fluid = base { base = .held(value) }
      blends = [blend(animation, from: value, velocity: velocity, to: target, at: time)]
    }
  }

  /// A fluid spring takes over at `time`: the running fluid spring's state as ``carry`` says,
  /// or, over any other motion, the value and velocity shown with force 0.
  ///
  /// - Parameters:
  ///   - change: The change, whose target the spring heads for.
  ///   - spring: The new spring's runtime.
  ///   - time: When it takes over.
  ///   - frame: The frame's time.
  mutating func takeOver(_ change: Change, spring: SwiftUIRuntimeSpring, at time: Double, frame: Double) {
    if case .fluid(let running, let state, let target) = base, blends.isEmpty, !state.hasEnded {
      // `state` is as the last frame showed it; the retarget frame's is stepped to `time`.
      var stepped = state
      running.advance(&stepped, to: time)
      spring.retarget(
        &stepped, previousFrame: state, from: running, at: time, by: change.target - target, carrying: carry)
      base = .fluid(spring, stepped, target: change.target)
    } else {
      let (value, velocity) = state(at: time)
      base = .fluid(
        spring, spring.release(at: time, displacement: value - change.target, velocity: velocity),
        target: change.target)
      blends = []
    }
    if clock == nil { clock = SwiftUIAnimatorClock(at: time, start: .immediate, frameInterval: frameInterval) }
  }

  /// An animation combined over the motion below, from `time` plus its delay.
  ///
  /// - Parameters:
  ///   - animation: An `interpolatingSpring` or a timing curve.
  ///   - value: The value when it starts.
  ///   - velocity: The velocity then, which a spring adds to its own as a share of the change.
  ///   - target: Where it takes the value.
  ///   - time: When it starts, before the delay.
  /// - Returns: The combined animation.
  func blend(_ animation: Animation, from value: Double, velocity: Double, to target: Double, at time: Double) -> Blend
  {
    let start = time + animation.delay
    switch animation.curve {
    case .timing(let curve, let duration):
      return Blend(
        progress: .timing(TimingProgress(curve: curve, start: start, duration: duration)), start: start, target: target)
    case .spring(let spring, let initialVelocity, _):
      let change = target - value
      let slope = initialVelocity + (change != 0 ? velocity / change : 0)
      return Blend(progress: .spring(SpringResponse(spring), slope: slope), start: start, target: target)
    }
  }

  /// The value and velocity the layers have at `time`, without advancing the animator.
  ///
  /// - Parameter time: A time at or after the last frame's.
  /// - Returns: The value and velocity.
  func state(at time: Double) -> (value: Double, velocity: Double) {
    fold(advancedBase(to: time).below, at: time)
  }

  /// The combined animations over the motion below, at `time`.
  ///
  /// - Parameters:
  ///   - below: The value and velocity of the motion under the combined animations.
  ///   - time: The time.
  /// - Returns: The value and velocity shown.
  func fold(_ below: (value: Double, velocity: Double), at time: Double) -> (value: Double, velocity: Double) {
    blends.reduce(below) { x, blend in
      TimingCombination.blend.fold(x, progress: blend.state(at: time), target: blend.target, previousTarget: 0)
    }
  }

  /// The frame's value: advances a fluid spring (recording its end) and folds the combined
  /// animations over it.
  ///
  /// - Parameter time: The frame's time.
  /// - Returns: The value and velocity shown.
  mutating func evaluate(at time: Double) -> (value: Double, velocity: Double) {
    let advanced = advancedBase(to: time)
    base = advanced.base
    if let ending = advanced.ending { endings.append(ending) }
    return fold(advanced.below, at: time)
  }

  /// The motion under the combined animations at `time`, without changing the animator.
  ///
  /// - Parameter time: A time at or after the last frame's.
  /// - Returns: Its value and velocity; the base with a fluid spring advanced to `time`; and the
  ///   spring's end when it ended at this frame.
  private func advancedBase(
    to time: Double
  ) -> (below: (value: Double, velocity: Double), base: Base, ending: SwiftUIRuntimeSpring.Ending?) {
    switch base {
    case .held(let value):
      return ((value, 0), base, nil)
    case .keyframes(let motion):
      return (motion.state(at: time), base, nil)
    case .fluid(let spring, var state, let target):
      let wasRunning = !state.hasEnded
      let ended = spring.advance(&state, to: time) && wasRunning
      return (
        (target + state.shownDisplacement, state.shownVelocity), .fluid(spring, state, target: target),
        ended ? SwiftUIRuntimeSpring.Ending(time: time, jump: abs(state.displacement)) : nil
      )
    }
  }

  /// Drops what is over by `time`: everything under a timing curve that has ended, an ended
  /// fluid spring or keyframe track with nothing over it; with nothing left running, the clock.
  ///
  /// - Parameter time: The frame's time.
  mutating func prune(at time: Double) {
    if let last = blends.lastIndex(where: { $0.isComplete(at: time) }) {
      base = .held(blends[last].target)
      blends.removeFirst(last + 1)
    }
    guard blends.isEmpty, deferred == nil else { return }
    switch base {
    case .held:
      clock = nil
    case .fluid(_, let state, let target) where state.hasEnded:
      base = .held(target)
      clock = nil
    case .keyframes(let motion) where motion.restTime <= time:
      base = .held(motion.target)
    case .fluid, .keyframes:
      break
    }
  }

  /// Moves the animation layers' times by `shift` (time 0 moved at a frame of the clock).
  ///
  /// - Parameter shift: Seconds, added to every start, grid origin and blend start.
  mutating func shift(by shift: Double) {
    if case .fluid(let spring, var state, let target) = base {
      state.origin += shift
      state.blendStart += shift
      base = .fluid(spring, state, target: target)
    }
    for index in blends.indices {
      blends[index].start += shift
      if case .timing(let curve) = blends[index].progress {
        blends[index].progress = .timing(
          TimingProgress(curve: curve.curve, start: curve.start + shift, duration: curve.duration))
      }
    }
    deferred?.time += shift
  }
}
