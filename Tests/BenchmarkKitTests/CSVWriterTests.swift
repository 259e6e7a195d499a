import TestSupport
import Testing

@testable import BenchmarkKit

@Suite(.tags(.integration)) struct CSVWriterTests {
  static let numberCases: [(Double, String)] = [
    (0, "0"), (-0.0, "-0"), (1, "1"), (-1, "-1"), (0.5, "0.5"), (-2.5, "-2.5"),
    (0.1, "0.10000000000000001"), (1.0 / 3, "0.33333333333333331"), (1e-5, "1.0000000000000001e-05"),
    (123456.75, "123456.75"), (123456789.125, "123456789.125"),
    (1e16, "10000000000000000"), (99_999_999_999_999_984, "99999999999999984"), (1e17, "1e+17"),
    (9_007_199_254_740_994, "9007199254740994"), (1.7976931348623157e308, "1.7976931348623157e+308"),
    (.leastNonzeroMagnitude, "4.9406564584124654e-324"), (2.2250738585072014e-308, "2.2250738585072014e-308"),
    (-1e-300, "-1e-300"), (.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"),
  ]

  @Test(arguments: numberCases)
  func formatsNumbersLikePercentPoint17g(value: Double, expected: String) {
    var bytes: [UInt8] = []
    CSVWriter.appendNumber(value, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
  }

  @Test(arguments: [0, 7, -42, Int.max, Int.min])
  func formatsIntegers(value: Int) {
    var bytes: [UInt8] = []
    CSVWriter.appendInteger(value, to: &bytes)
    #expect(String(decoding: bytes, as: UTF8.self) == String(value))
  }

  @Test func integerFastPathMatchesStrfromd() {
    var generator = SeededGenerator(state: 7)
    var values: [Double] = (0...17).flatMap { exponent -> [Double] in
      let power = pow10(exponent)
      return [power, power - 1, power + 1, -power]
    }
    values += (0..<2000).map { _ in Double(Int64(bitPattern: generator.next()) % 100_000_000_000_000_000) }
    for value in values where abs(value) < 1e17 {
      var fast: [UInt8] = []
      var reference: [UInt8] = []
      CSVWriter.appendNumber(value, to: &fast)
      CSVWriter.appendFormatted(value, to: &reference)
      #expect(fast == reference, "\(value)")
    }
  }

  @Test func writesExactBytesWithHeaderQuotingAndSpecialValues() throws {
    try withTemporaryDirectory { directory in
      let path = directory + "/out.csv"
      var csv = CSVWriter(columns: ["name", "value", "count"], output: try AtomicFile(path: path))
      let rows: [(String, Double, Int)] = [
        ("plain", 0.1, 3), ("with,comma", 1, -7), ("say \"hi\"", .nan, 0),
        ("line\nbreak", .infinity, Int.min), ("", -.infinity, Int.max), ("cr\r", -0.0, 42), (" spaced ", 1e-5, 1),
      ]
      for (name, value, count) in rows {
        csv.append(name)
        csv.append(value)
        csv.append(count)
        try csv.endRow()
      }
      try csv.finish()
      #expect(
        try fileText(path) == """
          name,value,count
          plain,0.10000000000000001,3
          "with,comma",1,-7
          "say ""hi\""",nan,0
          "line
          break",inf,-9223372036854775808
          ,-inf,9223372036854775807
          "cr\r",-0,42
           spaced ,1.0000000000000001e-05,1

          """)
    }
  }

  @Test func smallFlushThresholdWritesTheSameBytesInChunks() throws {
    try withTemporaryDirectory { directory in
      func write(to path: String, flushThreshold: Int) throws {
        var csv = CSVWriter(columns: ["i", "x"], output: try AtomicFile(path: path), flushThreshold: flushThreshold)
        for i in 0..<500 {
          csv.append(i)
          csv.append(Double(i) / 7)
          try csv.endRow()
        }
        try csv.finish()
      }
      try write(to: directory + "/chunked.csv", flushThreshold: 64)
      try write(to: directory + "/whole.csv", flushThreshold: 1 << 20)
      let chunked = try fileText(directory + "/chunked.csv")
      #expect(chunked == (try fileText(directory + "/whole.csv")))
      #expect(chunked.hasPrefix("i,x\n0,0\n1,0.14285714285714285\n"))
    }
  }

  @Test func numbersRoundTripBitExactlyThroughTheReader() throws {
    var generator = SeededGenerator(state: 42)
    var values = (0..<5000).map { _ in Double(bitPattern: generator.next()) }.filter { !$0.isNaN }
    values += [0, -0.0, .infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .ulpOfOne]
    try withTemporaryDirectory { directory in
      let path = directory + "/trace.csv"
      var csv = CSVWriter(columns: ["t", "value"], output: try AtomicFile(path: path), flushThreshold: 4096)
      for (index, value) in values.enumerated() {
        csv.append(index)
        csv.append(value)
        try csv.endRow()
      }
      try csv.finish()
      let table = try CSVTable(contentsOfFile: path)
      #expect(try table.doubles("t") == values.indices.map(Double.init))
      #expect(try table.doubles("value").map(\.bitPattern) == values.map(\.bitPattern))
    }
  }

  @Test func nanRoundTripsAsNaN() throws {
    var bytes = Array("v\n".utf8)
    CSVWriter.appendNumber(.nan, to: &bytes)
    let values = try CSVTable(parsing: String(decoding: bytes, as: UTF8.self)).doubles("v")
    #expect(values.count == 1 && values[0].isNaN)
  }
}

private func pow10(_ exponent: Int) -> Double {
  (0..<exponent).reduce(1) { value, _ in value * 10 }
}
