/// Numbers as the exported code spells them.
public enum ExportNumber {
  /// The shortest text that reads back as the same `Double`; whole numbers without `.0`.
  public static func double(_ x: Double) -> String {
    guard x.isFinite else { return x.isNaN ? "nan" : x < 0 ? "-inf" : "inf" }
    if x == x.rounded(), abs(x) < 1e15 { return x == 0 ? "0" : String(Int64(x)) }
    return "\(x)"
  }

  /// A Kotlin `Float` literal: the shortest text that reads back as the same `Float`, with `f`.
  public static func float(_ x: Float) -> String {
    if x == x.rounded(), abs(x) < 1e7 { return (x == 0 ? "0" : String(Int64(x))) + "f" }
    return "\(x)f"
  }

  /// A `Float` as the decimal its shortest text writes (0.45f → 0.45, not 0.449999988…).
  public static func written(_ x: Float) -> Double { Double("\(x)") ?? Double(x) }

  /// `x` rounded to `decimals` places, without trailing zeros (`0.50` → `0.5`, `1.00` → `1`);
  /// as ``double(_:)`` writes it when it is not finite or too large for that (1e12 and above).
  ///
  /// - Parameters:
  ///   - x: A number, such as the deviation of a diverging device.
  ///   - decimals: From 0 to 6.
  public static func fixed(_ x: Double, decimals: Int) -> String {
    guard abs(x) < 1e12 else { return double(x) }
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let units = Int64((abs(x) * Double(scale)).rounded())
    guard units != 0 else { return "0" }
    var text = String(units / scale)
    var fraction = String(units % scale)
    if decimals > 0 {
      fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
      while fraction.last == "0" { fraction.removeLast() }
      if !fraction.isEmpty { text += "." + fraction }
    }
    return (x < 0 ? "-" : "") + text
  }

  /// `x` rounded to `decimals` places, as a number.
  public static func rounded(_ x: Double, decimals: Int) -> Double {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    return (x * scale).rounded() / scale
  }
}
