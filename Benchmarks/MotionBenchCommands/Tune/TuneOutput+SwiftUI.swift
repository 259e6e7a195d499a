import MotionCurves
import SpringTuning

extension TuneOutput {
  /// When SwiftUI's runtime ends this spring's animation (used as `.spring(duration:bounce:)`,
  /// released at ``initialVelocity``) for a change of `change` points and for a unit change.
  ///
  /// - Parameter change: The change in points (validated > 0).
  /// - Returns: The two endings; jumps in points and in changes.
  /// - Throws: ``TuningError`` if the change or ``hz`` is out of range.
  func swiftUIEndings(change: Double) throws -> (points: SwiftUIRuntimeSpring.Ending, unit: SwiftUIRuntimeSpring.Ending)
  {
    let points = try SwiftUIEndMeasure(change: change, hz: hz)
    let unit = try SwiftUIEndMeasure(change: 1, hz: hz)
    return (
      points.ending(spring, initialVelocity: initialVelocity), unit.ending(spring, initialVelocity: initialVelocity)
    )
  }

  /// The report's two SwiftUI end rows: `SwiftUI end (100 pt)` and `SwiftUI end (unit)`, each
  /// with the end time and the jump; the settle target on the first when it is met by SwiftUI's
  /// end time.
  func swiftUIRows(change: Double, settleTarget: TuningTarget?) throws -> [[String]] {
    let (points, unit) = try swiftUIEndings(change: change)
    let pt = format(change)
    return [
      [
        "SwiftUI end (\(pt) pt)", settleTarget.map { TuningMetric.settleTime.text($0.value) } ?? "",
        text(points, unit: " pt"), "",
      ],
      ["SwiftUI end (unit)", "", text(unit, unit: ""), ""],
    ]
  }

  /// The line under the table that says what the SwiftUI rows are.
  func swiftUIFootnote(change: Double) -> String {
    "  (SwiftUI end: the \(format(hz)) Hz frame where SwiftUI's runtime stops the spring and jumps to the target,\n"
      + "   for a move of \(format(change)) pt and for a change of 1, such as an opacity)"
  }

  private func text(_ ending: SwiftUIRuntimeSpring.Ending, unit: String) -> String {
    guard ending.time.isFinite else { return "never" }
    return "\(TuningMetric.settleTime.text(ending.time)), jump \(format(ending.jump))\(unit)"
  }

  private func format(_ value: Double) -> String { SpringExpression.format(value, significantDigits: 4) }
}
