import TestSupport
import Testing

@testable import MotionCurves

@Suite("Parsing animation expressions", .tags(.unit))
struct AnimationExpressionTests {
  /// A source and the model the public API builds for it.
  struct Form: Sendable, CustomTestStringConvertible {
    let source: String
    let expected: @Sendable () throws -> AnimationExpression
    var testDescription: String { source }

    init(_ source: String, _ animation: @escaping @Sendable () throws -> Animation) {
      self.source = source
      expected = { .animation(try animation()) }
    }

    init(_ source: String, keyframes: [Keyframe]) {
      self.source = source
      expected = { .keyframes(try KeyframeTrack(keyframes)) }
    }

    init(_ source: String, _ expression: AnimationExpression) {
      self.source = source
      expected = { expression }
    }
  }

  static let forms: [Form] = [
    Form(".spring(duration: 0.35, bounce: 0.55)") { try .spring(duration: 0.35, bounce: 0.55) },
    Form(".spring(duration: 0.5)") { try .spring(duration: 0.5) },
    Form(".spring(bounce: 0.2)") { try .spring(bounce: 0.2) },
    Form(".spring(duration: 0.5, blendDuration: 0.2)") { try .spring(duration: 0.5, blendDuration: 0.2) },
    Form(".spring(response: 0.5, dampingFraction: 0.8, blendDuration: 0)") {
      try .spring(response: 0.5, dampingFraction: 0.8, blendDuration: 0)
    },
    Form(".spring(dampingFraction: 0.6)") { try .spring(dampingFraction: 0.6) },
    Form(".spring") { .spring },
    Form(".spring()") { .spring },
    Form(".spring(.bouncy)") { try .spring(.bouncy) },
    Form(".spring(Spring.bouncy)") { try .spring(.bouncy) },
    Form(".spring(Spring(duration: 0.5, bounce: 0.3))") { try .spring(Spring(duration: 0.5, bounce: 0.3)) },
    Form(".spring(.init(duration: 0.4))") { try .spring(Spring(duration: 0.4)) },
    Form(".spring(.snappy(duration: 0.3), blendDuration: 0.1)") {
      try .spring(.snappy(duration: 0.3), blendDuration: 0.1)
    },
    Form(".smooth") { .smooth },
    Form(".snappy") { .snappy },
    Form(".bouncy") { .bouncy },
    Form(".smooth()") { try .smooth() },
    Form(".smooth(duration: 0.4)") { try .smooth(duration: 0.4) },
    Form(".snappy(extraBounce: 0.1)") { try .snappy(extraBounce: 0.1) },
    Form(".bouncy(duration: 0.3, extraBounce: -0.1)") { try .bouncy(duration: 0.3, extraBounce: -0.1) },
    Form(".default") { .default },
    Form(".interactiveSpring") { .interactiveSpring },
    Form(".interactiveSpring(response: 0.2, dampingFraction: 0.7, blendDuration: 0.1)") {
      try .interactiveSpring(response: 0.2, dampingFraction: 0.7, blendDuration: 0.1)
    },
    Form(".interactiveSpring(dampingFraction: 0.5)") { try .interactiveSpring(dampingFraction: 0.5) },
    Form(".interpolatingSpring(stiffness: 100, damping: 10)") { try .interpolatingSpring(stiffness: 100, damping: 10) },
    Form(".interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1)") {
      try .interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1)
    },
    Form(".interpolatingSpring(duration: 0.5, bounce: 0.2)") { try .interpolatingSpring(duration: 0.5, bounce: 0.2) },
    Form(".interpolatingSpring(initialVelocity: -2)") { try .interpolatingSpring(initialVelocity: -2) },
    Form(".interpolatingSpring") { .interpolatingSpring },
    Form(".linear") { .linear },
    Form(".easeIn") { .easeIn },
    Form(".easeOut") { .easeOut },
    Form(".easeInOut") { .easeInOut },
    Form(".linear(duration: 0.2)") { try .linear(duration: 0.2) },
    Form(".easeIn(duration: 1)") { try .easeIn(duration: 1) },
    Form(".easeOut(duration: 0.2)") { try .easeOut(duration: 0.2) },
    Form(".easeInOut(duration: 2.5e-1)") { try .easeInOut(duration: 0.25) },
    Form(".timingCurve(0.2, 0, 0.2, 1, duration: 0.3)") { try .timingCurve(0.2, 0, 0.2, 1, duration: 0.3) },
    Form(".timingCurve(0.2, 0, 0.2, 1)") { try .timingCurve(0.2, 0, 0.2, 1) },
    Form(".timingCurve(.easeIn, duration: 0.3)") { try .timingCurve(.easeIn, duration: 0.3) },
    Form(".timingCurve(.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0.2, y: 1)))")
    {
      try .timingCurve(UnitCurve(startControlPoint: (0.2, 0), endControlPoint: (0.2, 1)))
    },
    Form(".linear(duration: 0.1).delay(0.15)") { try Animation.linear(duration: 0.1).delay(0.15) },
    Form(".smooth.delay(0.1).delay(0.2)") { try Animation.smooth.delay(0.1).delay(0.2) },
    Form(".spring(bounce: -0.3).delay(1e-3)") { try Animation.spring(bounce: -0.3).delay(0.001) },
    Form("Spring(duration: 0.5, bounce: 0.3)") { try .spring(Spring(duration: 0.5, bounce: 0.3)) },
    Form("Spring(response: 0.4, dampingRatio: 0.7)") { try .spring(Spring(response: 0.4, dampingRatio: 0.7)) },
    Form("Spring(mass: 1, stiffness: 100, damping: 10)") { try .spring(Spring(mass: 1, stiffness: 100, damping: 10)) },
    Form("Spring(stiffness: 100, damping: 30, allowOverDamping: true)") {
      try .spring(Spring(stiffness: 100, damping: 30, allowOverDamping: true))
    },
    Form("Spring(mass: 2, stiffness: 50, damping: 40, allowOverDamping: false)") {
      try .spring(Spring(mass: 2, stiffness: 50, damping: 40))
    },
    Form("Spring(settlingDuration: 1, dampingRatio: 0.5)") {
      try .spring(Spring(settlingDuration: 1, dampingRatio: 0.5))
    },
    Form("Spring(settlingDuration: 1, dampingRatio: 0.5, epsilon: 1e-4)") {
      try .spring(Spring(settlingDuration: 1, dampingRatio: 0.5, epsilon: 1e-4))
    },
    Form("Spring()") { try .spring(Spring()) },
    Form("Spring.bouncy") { try .spring(.bouncy) },
    Form("Spring.snappy(duration: 0.3, extraBounce: 0.05)") { try .spring(.snappy(duration: 0.3, extraBounce: 0.05)) },
    Form(
      "MoveKeyframe(0) CubicKeyframe(1, duration: 0.5)",
      keyframes: [
        .move(MoveKeyframe(0)), .cubic(CubicKeyframe(1, duration: 0.5)),
      ]),
    Form(
      "KeyframeTrack { MoveKeyframe(0); LinearKeyframe(1, duration: 0.3, timingCurve: .easeOut) }",
      keyframes: [
        .move(MoveKeyframe(0)), .linear(LinearKeyframe(1, duration: 0.3, timingCurve: .easeOut)),
      ]),
    Form(
      "{ CubicKeyframe(1, duration: 0.5, startVelocity: 0, endVelocity: 2), SpringKeyframe(1, duration: 0.4, spring: .bouncy, startVelocity: 0), SpringKeyframe(1) }",
      keyframes: [
        .cubic(CubicKeyframe(1, duration: 0.5, startVelocity: 0, endVelocity: 2)),
        .spring(SpringKeyframe(1, duration: 0.4, spring: .bouncy, startVelocity: 0)),
        .spring(SpringKeyframe(1)),
      ]),
    Form(
      "CubicKeyframe(-0.3, duration: 0.5, startVelocity: nil, endVelocity: 2);",
      keyframes: [
        .cubic(CubicKeyframe(-0.3, duration: 0.5, endVelocity: 2))
      ]),
    Form(
      "LinearKeyframe(2, duration: 1e-3) SpringKeyframe(0, spring: Spring(duration: 0.3, bounce: 0.2))",
      keyframes: [
        .linear(LinearKeyframe(2, duration: 0.001)),
        .spring(SpringKeyframe(0, spring: try! Spring(duration: 0.3, bounce: 0.2))),
      ]),
    Form(
      "LinearKeyframe(1, duration: 0.3, timingCurve: UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.1, y: 0.2), endControlPoint: UnitPoint(x: 0.3, y: 1.5)))",
      keyframes: [
        .linear(
          LinearKeyframe(
            1, duration: 0.3, timingCurve: try! UnitCurve(startControlPoint: (0.1, 0.2), endControlPoint: (0.3, 1.5))))
      ]),
    Form("nil", .none),
  ]

  /// Spellings of one form that must mean the same.
  enum Variant: String, CaseIterable, Sendable {
    case verbatim, withoutLeadingDots, withTypePrefix, oddWhitespace

    func apply(to source: String) -> String {
      switch self {
      case .verbatim:
        return source
      case .withoutLeadingDots:
        // Drops each `.` that starts an implicit member (not one after a value or in a number).
        var result = ""
        for c in source {
          let previous = result.last(where: { $0 != " " })
          if c == ".", "(,:{;".contains(previous ?? "(") { continue }
          result.append(c)
        }
        return result
      case .withTypePrefix:
        return source.hasPrefix(".") ? "Animation" + source : source
      case .oddWhitespace:
        let spaced: [Character: String] = ["(": "( \n\t", ",": "\n ,  ", ":": " :\t", ")": " \n)"]
        return "\n  " + source.map { spaced[$0] ?? String($0) }.joined() + " \r\n"
      }
    }
  }

  @Test("Every form resolves to the model the API builds", arguments: forms, Variant.allCases)
  func form(_ form: Form, variant: Variant) throws {
    let source = variant.apply(to: form.source)
    #expect(try AnimationExpression(parsing: source) == form.expected(), "\(source)")
  }

  @Test("The seeds' expressions verbatim")
  func seeds() throws {
    #expect(
      try AnimationExpression(parsing: ".spring(duration: 0.35, bounce: 0.55)")
        == .animation(try .spring(duration: 0.35, bounce: 0.55)))
    #expect(try AnimationExpression(parsing: ".smooth") == .animation(.smooth))
    #expect(try AnimationExpression(parsing: ".easeOut(duration: 0.2)") == .animation(try .easeOut(duration: 0.2)))
    #expect(
      try AnimationExpression(parsing: ".linear(duration: 0.1).delay(0.15)")
        == .animation(try Animation.linear(duration: 0.1).delay(0.15)))
    #expect(try AnimationExpression(parsing: ".linear(duration: 0.1)") == .animation(try .linear(duration: 0.1)))
    #expect(
      try AnimationExpression(parsing: "MoveKeyframe(0)\n CubicKeyframe(1, duration: 0.5)")
        == .keyframes(
          try KeyframeTrack {
            MoveKeyframe(0)
            CubicKeyframe(1, duration: 0.5)
          }))
    #expect(try AnimationExpression(parsing: "nil") == AnimationExpression.none)
  }

  /// A malformed source, the column of its error, and a phrase of the message.
  struct Malformed: Sendable, CustomTestStringConvertible {
    let source: String
    let column: Int
    let phrase: String
    var testDescription: String { source.debugDescription }

    /// A case written with a `^` in the source where its error points (no source here has a
    /// `^` of its own): the source is the rest, the column the marker's, counting from 1.
    ///
    /// - Parameters:
    ///   - marked: The source with the marker (without one, the column is 0, which no error has).
    ///   - phrase: Text the message must contain.
    init(marked: String, phrase: String) {
      let marker = marked.firstIndex(of: "^")
      source = marker.map { String(marked[..<$0] + marked[$0...].dropFirst()) } ?? marked
      column = marker.map { marked.distance(from: marked.startIndex, to: $0) + 1 } ?? 0
      self.phrase = phrase
    }
  }

  /// Each case's source, with `^` where the error points, and a phrase of the message.
  static let marked: [(String, String)] = [
    ("^", "empty expression"),
    ("^ \n ", "empty expression"),
    ("^.sprung(duration: 0.5)", "unknown animation 'sprung'"),
    ("Spring^.wobbly", "unknown spring 'wobbly'"),
    (".spring(^duraton: 0.5)", "unknown argument 'duraton:' for .spring(...)"),
    (".spring(duration: 0.5^", "missing ')' to close the '(' at column 8"),
    (".spring(.bouncy^", "missing ')'"),
    (".spring(duration: 0.5)^)", "unmatched ')'"),
    (".spring(duration: 0.5) ^@", "unexpected character '@'"),
    ("^- 0.3", "unexpected character '-'"),
    (".linear(duration: ^1e)", "missing digits in the exponent of '1e'"),
    (".spring(duration: ^)", "expected a value for 'duration:', found ')'"),
    (".spring(duration: 0.5,^)", "expected an argument after ',', found ')'"),
    (".spring(duration ^0.5)", "expected ',' or ')' after an argument, found '0.5'"),
    (".linear(duration: 0.1).delay(^-1)", "delay must be from 0 to 10000 s (got -1.0)"),
    (".spring(duration: 0.35, bounce: ^1.5)", "bounce must be from -0.999999 to 1 (got 1.5)"),
    (".spring(.smooth(duration: 0.5, extraBounce: ^1.2))", "bounce must be from -0.999999 to 1"),
    (".spring(response: 0.5, dampingFraction: ^-0.1)", "dampingRatio must be"),
    (".spring(duration: ^0)", "duration must be from 1e-5 to 10000 s (got 0.0)"),
    (".spring(duration: ^nan)", "expected a finite number for 'duration:', found nan"),
    (".easeOut(duration: ^.infinity)", "expected a finite number for 'duration:'"),
    (".linear(duration: ^1e999)", "expected a finite number for 'duration:', found 1e999"),
    (".spring(duration: ^.smooth)", "expected a number for 'duration:', found .smooth"),
    (".spring(^0.5)", "expected a spring, found 0.5"),
    (".linear(^0.3)", "missing argument label for '0.3' in .linear(...); expected linear(duration:)"),
    (".smooth ^foo", "unexpected 'foo' after the expression"),
    (".smooth^, .snappy", "unexpected ','"),
    (".spring(bounce: 0.2, ^duration: 0.5)", "argument 'duration:' must come before 'bounce:'"),
    (".spring(duration: 0.5, ^duration: 0.3)", "duplicate argument 'duration:'"),
    (".interpolatingSpring(stiffness: 100^)", "missing argument 'damping:'"),
    (".interpolatingSpring(^damping: 10)", "missing argument 'stiffness:'"),
    (".smooth.delay(0.1, ^0.2)", "extra argument '0.2' for .delay(...)"),
    (".linear(duration: 0.1)^.dleay(0.15)", "unknown animation method 'dleay'"),
    ("^.timingCurve", ".timingCurve needs arguments"),
    ("^.default()", ".default takes no arguments"),
    (
      "Spring(mass: 1, stiffness: 100, damping: 10, allowOverDamping: ^1)",
      "expected true or false for 'allowOverDamping:'"
    ),
    ("MoveKeyframe(0) CubicKeyframe(1, duration: ^0)", "keyframe 2 duration must be from 1e-5"),
    ("MoveKeyframe(0)\nCubicKeyframe(1, duration: ^-1)", "keyframe 2 duration"),
    ("MoveKeyframe(0) ^BounceKeyframe(1, duration: 0.5)", "unknown keyframe 'BounceKeyframe'"),
    ("CubicKeyframe(^duration: 0.5)", "missing argument 'value' for CubicKeyframe(...)"),
    (
      "^SpringKeyframe(1, spring: Spring(duration: 0.5, bounce: 1))",
      "keyframe 1 duration must be given for a spring that never settles"
    ),
    ("KeyframeTrack { MoveKeyframe(0)^", "expected '}' to close the '{' at column 15"),
    ("^{ }", "a keyframe track needs at least one keyframe"),
  ]

  static let malformed = marked.map(Malformed.init(marked:phrase:))

  @Test("Malformed sources fail at the offending column", arguments: malformed)
  func error(_ malformed: Malformed) {
    #expect {
      try AnimationExpression(parsing: malformed.source)
    } throws: { error in
      guard let error = error as? ExpressionError else { return false }
      return error.column == malformed.column && error.message.contains(malformed.phrase)
    }
  }

  @Test("An error describes itself and points at its column")
  func errorRendering() {
    let source = "MoveKeyframe(0)\n\tCubicKeyframe(1, duration: -1)"
    #expect {
      try AnimationExpression(parsing: source)
    } throws: { error in
      guard let error = error as? ExpressionError else { return false }
      return error.description == "column 45: keyframe 2 duration must be from 1e-5 to 10000 s (got -1.0)"
        && error.caretLine(for: source) == "\tCubicKeyframe(1, duration: -1)\n\t" + String(repeating: " ", count: 27)
          + "^"
    }
    let unknown = ExpressionError(column: 9, message: "unknown argument 'bouncy:'")
    #expect(unknown.caretLine(for: ".spring(bouncy: 0.2)") == ".spring(bouncy: 0.2)\n        ^")
    #expect(
      ExpressionError(column: 22, message: "").caretLine(for: ".spring(duration: 0.5")
        == ".spring(duration: 0.5\n                     ^")
  }

  @Test("Round trip: the parsed models carry the API's parameters")
  func roundTrip() throws {
    guard case .animation(let spring) = try AnimationExpression(parsing: ".spring(duration: 0.5, bounce: 0.3)"),
      case .spring(let s, let velocity, let blend) = spring.curve
    else {
      Issue.record("not a spring animation")
      return
    }
    let direct = try Spring(duration: 0.5, bounce: 0.3)
    #expect(s.mass == 1 && s.stiffness == direct.stiffness && s.damping == direct.damping)
    #expect(abs(s.stiffness - 157.9) < 0.05 && abs(s.damping - 17.6) < 0.05)
    #expect(velocity == 0 && blend == 0 && spring.delay == 0)

    guard
      case .animation(let physical) = try AnimationExpression(parsing: "Spring(mass: 1, stiffness: 100, damping: 10)"),
      case .spring(let p, _, _) = physical.curve
    else {
      Issue.record("not a spring animation")
      return
    }
    #expect(abs(p.duration - 0.63) < 0.005 && abs(p.bounce - 0.5) < 0.005)

    guard
      case .animation(let interpolating) = try AnimationExpression(
        parsing: ".interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: 1)"),
      case .spring(let i, let initialVelocity, _) = interpolating.curve
    else {
      Issue.record("not a spring animation")
      return
    }
    #expect(i.mass == 2 && i.stiffness == 100 && i.damping == 10 && initialVelocity == 1)

    guard
      case .animation(let timing) = try AnimationExpression(
        parsing: ".timingCurve(0.2, 0, 0.2, 1, duration: 0.3).delay(0.15)"),
      case .timing(let curve, let duration) = timing.curve
    else {
      Issue.record("not a timing-curve animation")
      return
    }
    #expect(curve.startControlPoint == (0.2, 0) && curve.endControlPoint == (0.2, 1))
    #expect(duration == 0.3 && timing.delay == 0.15)

    guard case .animation(let delayed) = try AnimationExpression(parsing: ".linear(duration: 0.1).delay(0.15)")
    else {
      Issue.record("not an animation")
      return
    }
    #expect(delayed.delay == 0.15 && abs(delayed.duration - 0.25) < 1e-15)

    guard
      case .keyframes(let track) = try AnimationExpression(parsing: "MoveKeyframe(0) CubicKeyframe(1, duration: 0.5)")
    else {
      Issue.record("not a keyframe track")
      return
    }
    #expect(track.keyframes.map(\.value) == [0, 1] && track.duration == 0.5)
  }
}
