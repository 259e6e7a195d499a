import MotionCurves

/// A channel family's rule: its target, trigger or gate, its animations and keyframes, its points per unit.
extension ComponentInterpreter {
  func familyRule(
    _ channel: ComponentDescription.Channel, path: String, timingCurves: inout [TimingCurve]
  ) throws(ComponentError) -> FamilyRule {
    if let keyframes = channel.keyframes {
      let expression: AnimationExpression
      do { expression = try AnimationExpression(parsing: keyframes.text) } catch {
        throw fail(keyframes, "column \(error.column) of \"\(keyframes.text)\": \(error.message)")
      }
      guard case .keyframes(let track) = expression else {
        throw fail(keyframes, "expected keyframes such as \"MoveKeyframe(0) CubicKeyframe(1, duration: 0.5)\"")
      }
      let trigger = try bind(channel.trigger!, to: names, what: "a trigger is a state expression")
      let initial = try channel.initial.map { (source) throws(ComponentError) in
        let bound = try bind(source, to: [])
        guard let value = bound.constantValue, value.isFinite else { throw fail(source, "expected a finite number") }
        return bound
      }
      return FamilyRule(role: .pulse, target: trigger, track: track, initial: initial)
    }
    if channel.derived != nil {
      let gate = try channel.when.map { (source) throws(ComponentError) in
        try bind(source, to: names, what: "'when' is a state expression")
      }
      return FamilyRule(role: .derived, target: gate)
    }
    let value = try bind(channel.value!, to: names)
    let animation = channel.animation!
    let reduced = channel.reduceMotion ?? animation
    let parsed = try [animation.rising, animation.falling, reduced.rising, reduced.falling].map {
      (source) throws(ComponentError) in (source, try self.animation(source))
    }
    let springs = parsed.compactMap { $0.1.spring }
    let timings = parsed.compactMap { $0.1.timing }
    if !springs.isEmpty, !timings.isEmpty {
      let at = parsed.first { $0.1.timing != nil }!.0
      throw fail(at, "a channel animates with springs or with timing curves, not both")
    }
    if let first = springs.first, let other = parsed.first(where: { $0.1.spring != nil && $0.1.spring != first }) {
      throw fail(other.0, "a channel has one spring; \(other.0.text) differs from the channel's other spring")
    }
    var rule = FamilyRule(role: springs.isEmpty ? (timings.isEmpty ? .snap : .timing) : .spring, target: value)
    rule.spring = springs.first
    func pick(_ k: Int) -> ChannelAnimation {
      if parsed[k].1.spring != nil { return .spring }
      guard let curve = parsed[k].1.timing else { return .jump }
      if let i = timingCurves.firstIndex(of: curve) { return .timing(i) }
      timingCurves.append(curve)
      return .timing(timingCurves.count - 1)
    }
    rule.animations = Component.ChannelAnimations(
      rising: pick(0), falling: pick(1), reducedRising: pick(2), reducedFalling: pick(3))
    return rule
  }

  /// An animation source: a plain spring, a timing curve, or nil.
  func animation(_ source: ComponentDescription.Source) throws(ComponentError) -> (
    spring: Spring?, timing: TimingCurve?
  ) {
    let expression: AnimationExpression
    do { expression = try AnimationExpression(parsing: source.text) } catch {
      throw fail(source, "column \(error.column) of \"\(source.text)\": \(error.message)")
    }
    switch expression {
    case .none: return (nil, nil)
    case .keyframes: throw fail(source, "keyframes go in 'keyframes' (with a 'trigger'), not in 'animation'")
    case .animation(let animation):
      switch animation.curve {
      case .spring(let spring, let velocity, let blend):
        guard animation.delay == 0, velocity == 0, blend == 0, animation.fluid != nil else {
          throw fail(
            source,
            "a channel's spring is a SwiftUI spring without delay, initial velocity or blend duration "
              + "(.spring(duration:bounce:), .spring(response:dampingFraction:), .smooth, .snappy, .bouncy)")
        }
        return (spring, nil)
      case .timing(let curve, let duration):
        return (nil, TimingCurve(curve: curve, duration: duration, delay: animation.delay))
      }
    }
  }

  func pointsPerUnit(_ channel: ComponentDescription.Channel, path: String) throws(ComponentError) -> Double? {
    let measuredInLevels = channel.property == .opacity || channel.property == .tint
    guard let source = channel.pointsPerUnit else {
      if measuredInLevels { return nil }
      throw fail(
        path: path,
        "a \(channel.property.rawValue) needs 'pointsPerUnit': the points one unit of its value moves on screen")
    }
    guard !measuredInLevels else {
      throw fail(source, "an \(channel.property.rawValue) is measured in 1/255 levels; remove 'pointsPerUnit'")
    }
    let bound = try bind(source, to: [])
    guard let value = bound.constantValue, value.isFinite, value > 0, value <= 1e6 else {
      throw fail(source, "expected a positive number of points up to 1e6")
    }
    return value
  }
}
