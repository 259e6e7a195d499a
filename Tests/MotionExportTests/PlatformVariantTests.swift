import MotionCurves
import TestSupport
import Testing

@testable import MotionExport

/// The platforms under interruption, read off the one platform type and its models: every
/// platform with a runtime has variants, each with a retarget rule, and each variant's animator
/// runs a reversing tap to its end.
@Suite("Platforms under interruption: every platform's variants, rules and animators", .tags(.unit))
struct PlatformVariantTests {
  @Test("Every platform but the token runs under interruption; the variants in order, with their rules")
  func variants() {
    for platform in ExportPlatform.allCases {
      #expect(platform.variants.isEmpty == (platform == .tokens), "\(platform)")
      #expect(platform.variants.allSatisfy { $0.platform == platform }, "\(platform)")
    }
    let rules = ExportPlatform.Variant.allCases.map { "\($0): \($0.retargetRule)" }
    #expect(
      rules == [
        "swiftui: keeps value and velocity",
        "css: restarts at rest; a reversal shortened",
        "compose: keeps value and velocity",
        "android: keeps value and velocity; the next frame half toward the old target",
        "flutter: keeps value and velocity",
        "uikit: keeps value; velocity as initialVelocity",
        "framer: keeps value; velocity from the last frame",
        "framer-duration: keeps value; ignores velocity",
        "reanimated: keeps value and velocity",
        "reanimated-duration: keeps value and velocity; stiffness solved per start",
      ])
    for variant in ExportPlatform.Variant.allCases {
      #expect(ExportPlatform.Variant(rawValue: variant.rawValue) == variant)
    }
    #expect(ExportPlatform.Variant(rawValue: "tokens") == nil)
    #expect(ExportPlatform.Variant.device == ExportPlatform.Variant.allCases[0])
  }

  @Test("Every model's forms start with the standard one, and each form has a rule and a model")
  func models() throws {
    let move = try ExportMove(spring: Spring(duration: 0.5, bounce: 0.2), from: 0, to: 1, visibleThreshold: 0.001)
    for platform in ExportPlatform.allCases {
      guard let model = platform.model else { continue }
      #expect(model.platform == platform)
      #expect(model.forms.first == .standard && Set(model.forms).count == model.forms.count, "\(platform)")
      for form in model.forms {
        #expect(!model.retargetRule(form).description.isEmpty)
        let animating = model.init(animating: move, form: form, minimumVisibleChange: nil)
        #expect(animating.spring.duration.isFinite, "\(platform) \(form)")
      }
    }
  }

  /// Every variant but the device's animator of .spring(duration: 0.5, bounce: 0.2) over a change of 1.
  static func everyAnimator() throws -> [(ExportPlatform.Variant, PlatformAnimator)] {
    let spring = try Spring(duration: 0.5, bounce: 0.2)
    return try ExportPlatform.Variant.allCases.filter { $0 != .device }.map { variant in
      let animator = try PlatformAnimator(
        variant.platform, form: variant.form, spring: spring, change: 1, visibleThreshold: 0.001, hz: 120)
      return (variant, animator)
    }
  }

  @Test("A channel's animations advanced together show what each advanced alone and its model show")
  func advancingTogether() throws {
    for (variant, animator) in try Self.everyAnimator() {
      // The model, called through its protocol, as a second evaluation (CSS has none).
      let model = variant.platform.model.map {
        $0.init(animating: animator.fitted, form: variant.form, minimumVisibleChange: nil)
      }
      let response = SpringResponse<Double>(animator.spring)
      // Four animations launched at different frames toward alternating targets, one at rest.
      var together = (0..<4).map { animator.resting(at: Double($0) / 4) }
      var alone = together
      var values = [Double](repeating: .nan, count: together.count)
      for frame in 1...240 {
        for s in 0..<3 where frame == 20 * (s + 1) || frame == 100 + 7 * s {
          together[s] = animator.retarget(together[s], to: frame < 100 ? 1 : 0, at: frame)
          alone[s] = animator.retarget(alone[s], to: frame < 100 ? 1 : 0, at: frame)
        }
        let expected = alone.map { animation in
          animation.shown.ended ? animation.shown : model?.shown(animation, atFrame: frame, response: response)
        }
        together.withUnsafeMutableBufferPointer { animator.advance($0, to: frame, values: &values) }
        for s in alone.indices {
          let value = animator.advance(&alone[s], to: frame)
          #expect(values[s] == value && together[s].shown == alone[s].shown, "\(variant) frame \(frame)")
          if let shown = expected[s] { #expect(together[s].shown == shown, "\(variant) frame \(frame)") }
        }
      }
    }
  }

  @Test("Every variant but the device animates a reversing tap to its end; the rest are refused")
  func animators() throws {
    for (variant, animator) in try Self.everyAnimator() {
      #expect(animator.variant == variant)
      var animation = animator.retarget(animator.resting(at: 0), to: 1, at: 0)
      for frame in 0...12 { _ = animator.advance(&animation, to: frame) }
      animation = animator.retarget(animation, to: 0, at: 12)
      var frame = 12
      while !animation.shown.ended && frame < 12 + 120 * 10 {
        frame += 1
        _ = animator.advance(&animation, to: frame)
      }
      #expect(animation.shown.ended, "\(variant)")
      #expect(abs(animation.shown.value) < 0.01, "\(variant)")
    }
    let spring = try Spring(duration: 0.5, bounce: 0.2)
    let refused: [(ExportPlatform, ExportPlatform.Form, PlatformAnimatorError)] = [
      (.swiftui, .standard, .device), (.tokens, .standard, .notAnimated("tokens")),
      (.compose, .duration, .notAnimated("compose-duration")),
    ]
    for (platform, form, error) in refused {
      #expect(throws: error) {
        try PlatformAnimator(platform, form: form, spring: spring, change: 1, visibleThreshold: 0.001, hz: 120)
      }
    }
  }
}
