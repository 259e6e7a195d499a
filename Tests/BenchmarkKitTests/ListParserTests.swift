import TestSupport
import Testing

@testable import BenchmarkKit

/// `ValueParser.list(of:all:)`: one parser and one message for every list option.
@Suite(.tags(.unit)) struct ListParserTests {
  enum Shape: String, CaseIterable, Sendable {
    case round, square, oval
  }

  static let numbers = ValueParser<[Double]>.list(of: .number(in: 1e-16...1))
  static let shapes = ValueParser<[Shape]>.list(of: .choice, all: Shape.allCases)

  @Test("Items are split at commas, trimmed of spaces and parsed by the element's parser")
  func items() throws {
    #expect(try Self.numbers.parse("1e-4, 1e-7 ,0.5", "--tolerances") == [1e-4, 1e-7, 0.5])
    #expect(try Self.shapes.parse("oval,round", "--shapes") == [.oval, .round])
    #expect(try Self.shapes.parse(" all ", "--shapes") == [.round, .square, .oval])
  }

  @Test(
    "Every bad list is refused in one format, naming the first item that does not parse",
    arguments: [
      ("1e-4,0", "--tolerances must be a comma-separated list, each a number from 1e-16 to 1 (got '0')"),
      ("1e-4,,1e-7", "--tolerances must be a comma-separated list, each a number from 1e-16 to 1 (got '')"),
      ("", "--tolerances must be a comma-separated list, each a number from 1e-16 to 1 (got '')"),
      ("all", "--tolerances must be a comma-separated list, each a number from 1e-16 to 1 (got 'all')"),
    ])
  func refusals(text: String, message: String) {
    do {
      _ = try Self.numbers.parse(text, "--tolerances")
      Issue.record("'\(text)' parsed")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("A list that accepts all says so; choice(among:) lists only the values given")
  func allAndChoice() throws {
    do {
      _ = try Self.shapes.parse("round,cube", "--shapes")
      Issue.record("cube parsed")
    } catch {
      #expect(
        error.description
          == "--shapes must be 'all' or a comma-separated list, each one of 'round', 'square', 'oval' (got 'cube')")
    }
    let some = ValueParser<Shape>.choice(among: [.oval, .round])
    #expect(try some.parse("oval", "--shape") == .oval)
    #expect(throws: ValidationError.invalidValue(name: "--shape", expected: "one of 'oval', 'round'", got: "square")) {
      try some.parse("square", "--shape")
    }
  }
}
