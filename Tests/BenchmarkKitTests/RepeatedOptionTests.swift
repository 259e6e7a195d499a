import TestSupport
import Testing

@testable import BenchmarkKit

/// `ParsedArguments.values(_:)`: every value of a repeatable option, typed.
@Suite(.tags(.unit)) struct RepeatedOptionTests {
  static let weight = Option("weight", valueName: "W", help: "May be repeated.", .number(in: 0...10))
  static let spec = CommandSpec(commandName: "tool", overview: "Does things.", options: [weight])

  @Test("Every given value, parsed by the declaration, in command-line order; none when absent")
  func values() throws {
    #expect(
      try Self.spec.parse(["--weight", "2", "--weight=0.5", "--weight", "7"]).values(Self.weight) == [2, 0.5, 7])
    #expect(try Self.spec.parse([]).values(Self.weight) == [])
  }

  @Test("The first value that does not parse is refused with the declaration's message")
  func refusal() {
    #expect(throws: ValidationError.invalidValue(name: "--weight", expected: "a number from 0 to 10", got: "11")) {
      try Self.spec.parse(["--weight", "2", "--weight", "11"]).values(Self.weight)
    }
  }
}
