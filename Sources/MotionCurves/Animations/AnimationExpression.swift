/// What an animation expression, as SwiftUI source writes it, denotes.
///
/// ```swift
/// try AnimationExpression(parsing: ".spring(duration: 0.35, bounce: 0.55)")
///   == .animation(try .spring(duration: 0.35, bounce: 0.55))
/// ```
///
/// Grammar (whitespace and newlines may separate any two tokens):
///
///     source     := expression | keyframes
///     keyframes  := ["KeyframeTrack"] "{" [list] "}" | list       a list starts with a …Keyframe
///     list       := expression ([","|";"] expression)* [","|";"]
///     expression := primary ("." identifier | "(" [argument ("," argument)*] ")")*
///     primary    := number | identifier | "." identifier
///     argument   := [identifier ":"] expression
///     number     := ["-"] digits ["." digits] [("e"|"E") ["+"|"-"] digits]
///
/// An expression is then resolved against the type it must have, as Swift resolves implicit
/// member expressions: `nil` is ``none``; an `Animation` (`.smooth`, `.spring(duration:bounce:)`,
/// `.timingCurve(0.2, 0, 0.2, 1)`, `….delay(0.15)`, …); or a `Spring` (`Spring(duration: 0.5)`,
/// `Spring.bouncy`), which denotes `.spring(thatSpring)`. Arguments are numbers, `true`/`false`,
/// `nil` where optional, and `Spring`, `UnitCurve` (`.easeOut`, `.bezier(startControlPoint:
/// endControlPoint:)`) and `UnitPoint(x:y:)` expressions. The leading `.` and a type prefix
/// (`Animation.`, `Spring.`, `UnitCurve.`) are optional; `.init(…)` names the initialiser.
/// Argument labels follow Swift's rules: declaration order, defaulted ones omissible.
/// Keyframes are `MoveKeyframe`, `LinearKeyframe`, `CubicKeyframe` and `SpringKeyframe`.
public enum AnimationExpression: Hashable, Sendable {
  /// An animation: a spring or a timing curve, possibly delayed.
  case animation(Animation)
  /// The keyframes of a `keyframes:` closure, as a validated track.
  case keyframes(KeyframeTrack)
  /// `nil`: no animation (Reduce Motion); the value jumps.
  case none

  /// Parses SwiftUI source text.
  ///
  /// - Parameter source: One expression, as in `.animation(<expression>, value: …)`, or the
  ///   keyframes of a `keyframes:` closure.
  /// - Throws: ``ExpressionError`` at the column of the offending token: a character or token
  ///   out of place, an unknown member, a missing, unknown, misordered or duplicated argument,
  ///   an argument of the wrong type or not finite, or a value the model rejects (its
  ///   ``CurveError`` message, at the argument that caused it).
  public init(parsing source: String) throws(ExpressionError) {
    var parser = try Parser(Array(source))
    switch try parser.parseSource() {
    case .keyframes(let nodes, let column):
      self = .keyframes(try Self.track(nodes, column: column))
    case .expression(let node) where node.isWord("nil"):
      self = .none
    case .expression(let node) where node.rootName == Self.springTable.typeName:
      let spring = try Self.resolve(node, in: Self.springTable)
      do { self = .animation(try .spring(spring)) } catch { throw ExpressionError(column: node.column, error) }
    case .expression(let node):
      self = .animation(try Self.resolve(node, in: Self.animationTable))
    }
  }

  /// Resolves keyframes into a validated track.
  private static func track(_ nodes: [Syntax], column: Int) throws(ExpressionError) -> KeyframeTrack {
    var keyframes: [Keyframe] = []
    for node in nodes { keyframes.append(try resolve(node, in: Self.keyframeTable)) }
    do {
      return try KeyframeTrack(keyframes)
    } catch {
      throw ExpressionError(column: culprit(of: error, in: nodes) ?? column, error)
    }
  }

  /// The column of what `KeyframeTrack` names as "keyframe <n> <parameter>": that argument if
  /// written, else that keyframe.
  private static func culprit(of error: CurveError, in nodes: [Syntax]) -> Int? {
    guard case .invalidParameter(let name, _, _) = error else { return nil }
    let words = name.split(separator: " ").map(String.init)
    guard words.count == 3, words[0] == "keyframe", let n = Int(words[1]), nodes.indices.contains(n - 1) else {
      return nil
    }
    let node = nodes[n - 1]
    guard case .call(_, let arguments, _) = node.kind, let argument = arguments.first(where: { $0.label == words[2] })
    else { return node.column }
    return argument.value.column
  }
}
