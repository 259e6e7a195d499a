import MotionCurves
import TestSupport
import Testing

/// Every spring the commands print is exact text: `.spring(duration:bounce:)` and
/// `.spring(response:dampingFraction:)` rebuild the very spring that `.interpolatingSpring` prints
/// (the same stiffness and damping, bit for bit), and no shorter decimals do. The shortness is
/// checked by brute force over every rounding of the printed numbers, not by the code that prints.
@Suite(.tags(.integration)) struct PrintedSpringTests {
  /// A printed spring: its three forms' numbers, as text.
  struct Printed {
    var duration: String, bounce: String
    var response: String?, dampingFraction: String?
    var mass: String, stiffness: String, damping: String
  }

  /// The numbers after `label: ` in `text` up to the next `,` or `)`.
  static func field(_ label: String, in text: Substring) -> String? {
    guard let range = text.range(of: label + ": ") else { return nil }
    let rest = text[range.upperBound...]
    return String(rest.prefix { $0 != "," && $0 != ")" })
  }

  /// The springs in a command's output: each `.spring(duration:bounce:)` with the response and
  /// `interpolatingSpring` forms printed after it.
  static func springs(in output: String) -> [Printed] {
    var result: [Printed] = []
    var text = Substring(output)
    while let start = text.range(of: ".spring(duration: ") {
      let from = text[start.lowerBound...]
      let next = from.dropFirst().range(of: ".spring(duration: ")?.lowerBound ?? from.endIndex
      let block = from[..<next]
      if let d = field("duration", in: block), let b = field("bounce", in: block),
        let interpolating = block.range(of: ".interpolatingSpring(").map({ block[$0.upperBound...] }),
        let m = field("mass", in: interpolating), let k = field("stiffness", in: interpolating),
        let c = field("damping", in: interpolating)
      {
        let response = block.range(of: ".spring(response: ").map { block[$0.lowerBound...] }
        result.append(
          Printed(
            duration: d, bounce: b, response: response.flatMap { field("response", in: $0) },
            dampingFraction: response.flatMap { field("dampingFraction", in: $0) }, mass: m, stiffness: k, damping: c))
      }
      text = from[next...]
    }
    return result
  }

  /// `x` rounded to 0 … 17 decimal places.
  static func roundings(_ x: Double) -> [Double] {
    var scale = 1.0
    return (0...17).map { _ in
      defer { scale *= 10 }
      return (x * scale).rounded() / scale
    }
  }

  /// Checks one printed spring: every form rebuilds the `interpolatingSpring`'s spring, and no
  /// pair of roundings with fewer characters does.
  static func check(_ printed: Printed, _ context: String) throws {
    let d = try #require(Double(printed.duration), "\(context)")
    let b = try #require(Double(printed.bounce), "\(context)")
    let stiffness = try #require(Double(printed.stiffness))
    let damping = try #require(Double(printed.damping))
    #expect(printed.mass == "1", "\(context)")
    func same(_ spring: Spring?) -> Bool { spring?.stiffness == stiffness && spring?.damping == damping }
    #expect(same(try? Spring(duration: d, bounce: b)), "\(context): .spring(duration: \(d), bounce: \(b))")
    if let response = printed.response.flatMap(Double.init), let fraction = printed.dampingFraction.flatMap(Double.init)
    {
      #expect(same(try? Spring(response: response, dampingRatio: fraction)), "\(context): response form")
      #expect(printed.response == printed.duration, "\(context)")
    }
    let length = printed.duration.count + printed.bounce.count
    for shorterD in roundings(d) {
      for shorterB in roundings(b) where "\(shorterD)".count + "\(shorterB)".count < length {
        #expect(
          !same(try? Spring(duration: shorterD, bounce: shorterB)),
          "\(context): .spring(duration: \(shorterD), bounce: \(shorterB)) is shorter and the same spring")
      }
    }
  }

  /// `tune --on device` across a grid of distances, and each answer exported.
  @Test(arguments: [10.0, 22, 70, 79.75, 100, 300])
  func deviceTuning(change: Double) throws {
    let tuned = try ChildProcess.run(
      [
        "tune", "--on", "device", "--max-overshoot", "1pt", "--max-settle", "0.35", "--change", "\(change)",
        "--visible-pt", "1/3",
      ], in: "/")
    #expect(tuned.status == 0, "\(tuned.standardError)")
    let springs = Self.springs(in: tuned.standardOutput)
    #expect(!springs.isEmpty, "\(tuned.standardOutput)")
    for spring in springs { try Self.check(spring, "tune --on device --change \(change)") }
    let first = try #require(springs.first)
    let exported = try ChildProcess.run(
      ["export", ".spring(duration: \(first.duration), bounce: \(first.bounce))", "--to", "\(change)"], in: "/")
    #expect(exported.status == 0, "\(exported.standardError)")
    let line = try #require(exported.standardOutput.split(separator: "\n").first { $0.hasPrefix("swiftui") })
    #expect(line.hasSuffix(".spring(duration: \(first.duration), bounce: \(first.bounce))"), "\(line)")
  }

  /// `tune` from rest across a grid of overshoots and settle times.
  @Test(arguments: ["1%", "5%", "12%"], ["0.25", "0.4", "0.8"])
  func restTuning(overshoot: String, settle: String) throws {
    let tuned = try ChildProcess.run(["tune", "--overshoot", overshoot, "--settle", settle], in: "/")
    #expect(tuned.status == 0, "\(tuned.standardError)")
    let springs = Self.springs(in: tuned.standardOutput)
    #expect(!springs.isEmpty, "\(tuned.standardOutput)")
    for spring in springs { try Self.check(spring, "tune --overshoot \(overshoot) --settle \(settle)") }
  }
}
