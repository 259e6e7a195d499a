import Glibc

/// A logarithmic axis over whole decades, with tic labels chosen by the program.
///
/// Data that spans more than two decades is drawn on a log axis (``spansDecades(_:)``). The
/// range runs from the decade at or below the smallest value to the decade at or above the
/// largest; labels are plain numbers when every decade is between 10⁻³ and 10⁴ (0.001 … 10000)
/// and powers of ten (10⁻¹²) otherwise, at most about ten of them: every decade (and 2 and 5
/// times it over at most three decades), or every second, third, … decade at exponents
/// divisible by the step.
package struct GnuplotLogAxis: Sendable, Equatable {
  /// The exponents of the range's ends: the axis runs from 10^low to 10^high, low < high.
  package let low: Int, high: Int

  /// The axis covering the positive finite values, or nil when there are none.
  ///
  /// - Parameters:
  ///   - values: Any numbers; zero, negative and non-finite ones are ignored.
  ///   - including: Further values the range must cover (for example a reference line).
  package init?(covering values: [Double], including extra: [Double] = []) {
    let positive = (values + extra).filter { $0.isFinite && $0 > 0 }
    guard let smallest = positive.min(), let largest = positive.max() else { return nil }
    let low = Self.exponent(smallest, roundingUp: false)
    self.low = low
    high = max(low + 1, Self.exponent(largest, roundingUp: true))
  }

  /// An axis from 10^low to 10^high.
  ///
  /// - Parameters:
  ///   - low: The lower exponent.
  ///   - high: The upper exponent, greater than `low` (a programming error otherwise).
  package init(low: Int, high: Int) {
    precondition(low < high, "a log axis needs at least one decade")
    self.low = low
    self.high = high
  }

  /// Whether positive values span more than two decades (largest / smallest > 100), the rule
  /// for drawing them on a log axis.
  ///
  /// - Parameter values: Any numbers; zero, negative and non-finite ones are ignored.
  /// - Returns: `true` when a log axis is called for.
  package static func spansDecades(_ values: [Double]) -> Bool {
    let positive = values.filter { $0.isFinite && $0 > 0 }
    guard let smallest = positive.min(), let largest = positive.max() else { return false }
    return largest / smallest > 100
  }

  /// The commands that make gnuplot's `axis` (`x`, `y`, `x2`, `y2` or `cb`) this log axis:
  /// scale, range, labelled decades and unlabelled minor tics.
  ///
  /// - Parameter axis: The axis name.
  /// - Returns: Commands for ``GnuplotScript/add(_:)``.
  package func commands(axis: String) -> [String] {
    let step = max(1, (high - low + 9) / 10)
    // Over at most three decades, 2 and 5 times each decade are labelled too.
    let labelled: [Int] = high - low <= 3 ? [1, 2, 5] : [1]
    var major: [String] = []
    var minor: [String] = []
    for exponent in low...high {
      let decade = Self.power(exponent)
      if (exponent % step + step) % step == 0 {
        major.append("\(Gnuplot.quoted(label(exponent))) \(Gnuplot.number(decade))")
      } else {
        minor.append("'' \(Gnuplot.number(decade)) 1")
      }
      guard step == 1, exponent < high else { continue }
      for multiple in 2...9 {
        let value = Gnuplot.number(Double(multiple) * decade)
        if labelled.contains(multiple) {
          major.append("\(Gnuplot.quoted(label(exponent, times: multiple))) \(value)")
        } else {
          minor.append("'' \(value) 1")
        }
      }
    }
    return [
      "set logscale \(axis) 10",
      "set \(axis)range [\(Gnuplot.number(Self.power(low))):\(Gnuplot.number(Self.power(high)))]",
      "set \(axis)tics (\(major.joined(separator: ", ")))",
      "set \(axis)tics add (\(minor.joined(separator: ", ")))",
    ].filter { !$0.hasSuffix("add ()") }
  }

  /// The label of `multiple` × 10^exponent: `0.002` … `50000` when every decade of the axis is
  /// between 10⁻³ and 10⁴, otherwise `10⁻¹²` or `2·10⁻¹²`.
  package func label(_ exponent: Int, times multiple: Int = 1) -> String {
    if low >= -3 && high <= 4 {
      let digit = String(multiple)
      return exponent >= 0
        ? digit + String(repeating: "0", count: exponent) : "0." + String(repeating: "0", count: -exponent - 1) + digit
    }
    let superscripts: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]
    let digits = String(abs(exponent)).compactMap { $0.wholeNumberValue.map { superscripts[$0] } }
    return (multiple == 1 ? "" : "\(multiple)·") + "10" + (exponent < 0 ? "⁻" : "") + String(digits)
  }

  /// 10^exponent, correctly rounded (the decimal literal `1eN`).
  static func power(_ exponent: Int) -> Double {
    Double("1e\(exponent)") ?? pow(10, Double(exponent))
  }

  /// The exponent of the decade at or below (or at or above) a positive value.
  static func exponent(_ value: Double, roundingUp: Bool) -> Int {
    var exponent = Int(log10(value).rounded(.down))
    // log10 may be off by one ulp at exact powers; settle against the exact decades.
    while power(exponent) > value { exponent -= 1 }
    while power(exponent + 1) <= value { exponent += 1 }
    return roundingUp && power(exponent) < value ? exponent + 1 : exponent
  }
}
