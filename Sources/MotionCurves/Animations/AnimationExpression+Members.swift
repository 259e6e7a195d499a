// What each type's implicit member expressions can name, with SwiftUI's labels and defaults.
// The defaults repeat those of the model's API (every argument is passed explicitly); the tests
// compare each form with the API called directly, so a drift shows.

extension AnimationExpression {
  /// `Animation`: SwiftUI's static members, and `.delay(_:)` on any animation.
  static let animationTable = MemberTable<Animation>(
    typeName: "Animation", noun: "animation",
    members: [
      // The first overload that fits wins: response first, so `.spring()` is `.spring`.
      "spring": Member(
        Animation.spring,
        [
          responseForm(defaults: (0.5, 0.825, 0), Animation.spring(response:dampingFraction:blendDuration:)),
          Overload([.number("duration", 0.5), .number("bounce", 0), .number("blendDuration", 0)]) {
            a throws(CurveError) in
            try .spring(duration: a[number: 0], bounce: a[number: 1], blendDuration: a[number: 2])
          },
          Overload([.unlabelled("spring", .spring), .number("blendDuration", 0)]) { a throws(CurveError) in
            try .spring(a[spring: 0], blendDuration: a[number: 1])
          },
        ]),
      "interactiveSpring": Member(
        Animation.interactiveSpring,
        [
          responseForm(
            defaults: (0.15, 0.86, 0.25), Animation.interactiveSpring(response:dampingFraction:blendDuration:))
        ]
      ),
      "interpolatingSpring": Member(
        Animation.interpolatingSpring,
        [
          Overload([.number("mass", 1), .number("stiffness"), .number("damping"), .number("initialVelocity", 0)]) {
            a throws(CurveError) in
            try .interpolatingSpring(
              mass: a[number: 0], stiffness: a[number: 1], damping: a[number: 2], initialVelocity: a[number: 3])
          },
          Overload([.number("duration", 0.5), .number("bounce", 0), .number("initialVelocity", 0)]) {
            a throws(CurveError) in
            try .interpolatingSpring(duration: a[number: 0], bounce: a[number: 1], initialVelocity: a[number: 2])
          },
        ]),
      "smooth": preset(Animation.smooth, Animation.smooth(duration:extraBounce:)),
      "snappy": preset(Animation.snappy, Animation.snappy(duration:extraBounce:)),
      "bouncy": preset(Animation.bouncy, Animation.bouncy(duration:extraBounce:)),
      "default": Member(Animation.default),
      "linear": timing(Animation.linear, Animation.linear(duration:)),
      "easeIn": timing(Animation.easeIn, Animation.easeIn(duration:)),
      "easeOut": timing(Animation.easeOut, Animation.easeOut(duration:)),
      "easeInOut": timing(Animation.easeInOut, Animation.easeInOut(duration:)),
      "timingCurve": Member(
        nil,
        [
          Overload([
            .unlabelled("c0x"), .unlabelled("c0y"), .unlabelled("c1x"), .unlabelled("c1y"),
            .number("duration", Animation.defaultDuration),
          ]) { a throws(CurveError) in
            try .timingCurve(a[number: 0], a[number: 1], a[number: 2], a[number: 3], duration: a[number: 4])
          },
          Overload([.unlabelled("curve", .curve), .number("duration", Animation.defaultDuration)]) {
            a throws(CurveError) in
            try .timingCurve(a[curve: 0], duration: a[number: 1])
          },
        ]),
    ],
    methods: [
      "delay": Method(parameters: [.unlabelled("delay")]) { animation, a throws(CurveError) in
        try animation.delay(a[number: 0])
      }
    ])

  /// `Spring`: its initialisers and presets.
  static let springTable = MemberTable<Spring>(
    typeName: "Spring", noun: "spring",
    members: [
      "Spring": Member(
        nil,
        [
          Overload([.number("duration", 0.5), .number("bounce", 0)]) { a throws(CurveError) in
            try Spring(duration: a[number: 0], bounce: a[number: 1])
          },
          Overload([.number("response"), .number("dampingRatio")]) { a throws(CurveError) in
            try Spring(response: a[number: 0], dampingRatio: a[number: 1])
          },
          Overload([
            .number("mass", 1), .number("stiffness"), .number("damping"),
            .labelled("allowOverDamping", .bool, .bool(false)),
          ]) { a throws(CurveError) in
            try Spring(mass: a[number: 0], stiffness: a[number: 1], damping: a[number: 2], allowOverDamping: a[bool: 3])
          },
          Overload([.number("settlingDuration"), .number("dampingRatio"), .number("epsilon", 0.001)]) {
            a throws(CurveError) in
            try Spring(settlingDuration: a[number: 0], dampingRatio: a[number: 1], epsilon: a[number: 2])
          },
        ]),
      "smooth": preset(Spring.smooth, Spring.smooth(duration:extraBounce:)),
      "snappy": preset(Spring.snappy, Spring.snappy(duration:extraBounce:)),
      "bouncy": preset(Spring.bouncy, Spring.bouncy(duration:extraBounce:)),
    ])

  /// `UnitCurve`: the named curves and `.bezier(startControlPoint:endControlPoint:)`.
  static let curveTable = MemberTable<UnitCurve>(
    typeName: "UnitCurve", noun: "timing curve",
    members: [
      "linear": Member(UnitCurve.linear),
      "easeIn": Member(UnitCurve.easeIn),
      "easeOut": Member(UnitCurve.easeOut),
      "easeInOut": Member(UnitCurve.easeInOut),
      "bezier": Member(
        nil,
        [
          Overload([.labelled("startControlPoint", .point), .labelled("endControlPoint", .point)]) {
            a throws(CurveError) in
            try UnitCurve(startControlPoint: a[point: 0], endControlPoint: a[point: 1])
          }
        ]),
    ])

  /// `UnitPoint(x:y:)`.
  static let pointTable = MemberTable<UnitPoint>(
    typeName: "UnitPoint", noun: "unit point",
    members: ["UnitPoint": Member(nil, [Overload([.number("x"), .number("y")]) { a in (a[number: 0], a[number: 1]) }])])

  /// The keyframe types, with `KeyframeTrack`'s defaults.
  static let keyframeTable = MemberTable<Keyframe>(
    typeName: "Keyframe", noun: "keyframe",
    members: [
      "MoveKeyframe": Member(nil, [Overload([.unlabelled("value")]) { a in .move(MoveKeyframe(a[number: 0])) }]),
      "LinearKeyframe": Member(
        nil,
        [
          Overload([.unlabelled("value"), .number("duration"), .labelled("timingCurve", .curve, .curve(.linear))]) {
            a in
            .linear(LinearKeyframe(a[number: 0], duration: a[number: 1], timingCurve: a[curve: 2]))
          }
        ]),
      "CubicKeyframe": Member(
        nil,
        [
          Overload([
            .unlabelled("value"), .number("duration"),
            .labelled("startVelocity", .optionalNumber, .optionalNumber(nil)),
            .labelled("endVelocity", .optionalNumber, .optionalNumber(nil)),
          ]) { a in
            .cubic(
              CubicKeyframe(
                a[number: 0], duration: a[number: 1], startVelocity: a[optional: 2], endVelocity: a[optional: 3]))
          }
        ]),
      "SpringKeyframe": Member(
        nil,
        [
          Overload([
            .unlabelled("value"), .labelled("duration", .optionalNumber, .optionalNumber(nil)),
            .labelled("spring", .spring, .spring(.smooth)),
            .labelled("startVelocity", .optionalNumber, .optionalNumber(nil)),
          ]) { a in
            .spring(
              SpringKeyframe(
                a[number: 0], duration: a[optional: 1], spring: a[spring: 2], startVelocity: a[optional: 3]))
          }
        ]),
    ])

  /// `.smooth`, or `.smooth(duration:extraBounce:)` (whose bounce errors name `bounce`).
  private static func preset<T>(
    _ value: T, _ make: @escaping @Sendable (Double, Double) throws(CurveError) -> T
  ) -> Member<T> {
    Member(
      value,
      [
        Overload([.number("duration", 0.5), .number("extraBounce", 0, modelName: "bounce")]) { a throws(CurveError) in
          try make(a[number: 0], a[number: 1])
        }
      ])
  }

  /// `(response:dampingFraction:blendDuration:)` with its defaults, the form `.spring` and
  /// `.interactiveSpring` share.
  private static func responseForm(
    defaults: (response: Double, dampingFraction: Double, blendDuration: Double),
    _ make: @escaping @Sendable (Double, Double, Double) throws(CurveError) -> Animation
  ) -> Overload<Animation> {
    Overload([
      .number("response", defaults.response),
      .number("dampingFraction", defaults.dampingFraction, modelName: "dampingRatio"),
      .number("blendDuration", defaults.blendDuration),
    ]) { a throws(CurveError) in try make(a[number: 0], a[number: 1], a[number: 2]) }
  }

  /// `.linear` (0.35 s), or `.linear(duration:)`.
  private static func timing(
    _ value: Animation, _ make: @escaping @Sendable (Double) throws(CurveError) -> Animation
  ) -> Member<Animation> {
    Member(value, [Overload([.number("duration")]) { a throws(CurveError) in try make(a[number: 0]) }])
  }
}
