import TestSupport
import Testing

@testable import BenchmarkKit

/// Typed declarations: one `Option` or `Argument` gives the spec, the parse, the help and the error.
@Suite(.tags(.unit)) struct OptionDeclarationTests {
  enum Shape: String, CaseIterable, Sendable {
    case round, square
  }

  static let hz = Option("hz", valueName: "H", help: "Frames per second.", default: "120", .number(in: 1...1000))
  static let count = Option("count", valueName: "N", help: "Items.", default: "50", .positiveInt(maximum: 100))
  static let out = Option("out", valueName: "FILE", help: "Output path.", .string)
  static let shape = Option("shape", help: "The shape.", default: "round", ValueParser<Shape>.choice)
  static let list = Option("list", help: "A list.", default: "1,2,3,4,5", shown: "1,2,…,5", .string)
  static let verbose = Option.flag("verbose", shortName: "v", help: "Talk.")
  static let small = DefaultSet("small", help: "A small run.", [count.defaulting(to: "5"), list.defaulting(to: "1")])
  static let model = Argument("model", help: "The model.", ValueParser<Shape>.choice)
  static let label = Argument("label", help: "A label.", optional: .string)

  static let spec = CommandSpec(
    commandName: "tool", overview: "Does things.", arguments: [model, label],
    options: [hz, count, out, shape, list, verbose, small])

  @Test("Absent options take their declared defaults, typed; optional ones are nil; flags false")
  func defaults() throws {
    let parsed = try Self.spec.parse(["square"])
    #expect(try parsed.value(Self.hz) == 120 && parsed.value(Self.count) == 50)
    #expect(try parsed.value(Self.out) == nil && parsed.value(Self.shape) == .round)
    #expect(try parsed.value(Self.list) == "1,2,3,4,5" && !parsed.value(Self.verbose) && !parsed.value(Self.small))
    #expect(try parsed.value(Self.model) == .square && parsed.value(Self.label) == nil)
    #expect(!parsed.isGiven(Self.hz))
  }

  @Test("Given values are parsed by the declaration's parser")
  func givenValues() throws {
    let parsed = try Self.spec.parse(["round", "x", "--hz", "60", "--out", "a.csv", "--shape=square", "-v"])
    #expect(try parsed.value(Self.hz) == 60 && parsed.value(Self.out) == "a.csv" && parsed.value(Self.shape) == .square)
    #expect(try parsed.value(Self.verbose) && parsed.value(Self.label) == "x" && parsed.isGiven(Self.hz))
  }

  @Test("An option with its own help (withHelp) shows that help, and parses and reads as the original")
  func ownHelp() throws {
    let spec = CommandSpec(
      commandName: "tool", overview: "Does things.", arguments: [],
      options: [Self.hz.withHelp("Frames per second of the preview.")])
    #expect(spec.helpText.contains("Frames per second of the preview. (default: 120)"))
    #expect(!spec.helpText.contains("Frames per second. "))
    #expect(try spec.parse(["--hz", "60"]).value(Self.hz) == 60)
    #expect(try spec.parse([]).value(Self.hz) == 120)
    #expect(throws: ValidationError.self) { try spec.parse(["--hz", "0"]).value(Self.hz) }
  }

  @Test("A set of defaults changes the defaults it lists; a given value still wins")
  func defaultSet() throws {
    let small = try Self.spec.parse(["round", "--small"])
    #expect(try small.value(Self.small) && small.value(Self.count) == 5 && small.value(Self.list) == "1")
    #expect(try small.value(Self.hz) == 120)
    let given = try Self.spec.parse(["round", "--small", "--count", "7"])
    #expect(try given.value(Self.count) == 7)
  }

  @Test("Errors name the option and the declared range")
  func errors() throws {
    #expect(throws: ValidationError.invalidValue(name: "--hz", expected: "a number from 1 to 1000", got: "0")) {
      try Self.spec.parse(["round", "--hz", "0"]).value(Self.hz)
    }
    #expect(throws: ValidationError.invalidValue(name: "<model>", expected: "one of 'round', 'square'", got: "oval")) {
      try Self.spec.parse(["oval"]).value(Self.model)
    }
  }

  @Test("Help shows each default as declared, and a set's defaults beside them")
  func help() {
    let help = Self.spec.helpText
    #expect(help.contains("  --hz <H>                Frames per second. (default: 120)\n"))
    #expect(help.contains("  --count <N>             Items. (default: 50; --small: 5)\n"))
    #expect(help.contains("  --list <list>           A list. (default: 1,2,…,5; --small: 1)\n"))
    #expect(help.contains("  --out <FILE>            Output path.\n"))
    #expect(help.contains("  --small                 A small run.\n"))
    #expect(help.contains("USAGE: tool [--hz <H>] [--count <N>] [--out <FILE>]"))
  }

  @Test("A suggestion prefers a name the typed text begins, then the nearest")
  func suggestions() {
    let names = ["run", "curve", "trace", "tune", "sweep"]
    #expect(CommandSpec.closest(to: "tun", among: names, within: 2) == "tune")
    #expect(CommandSpec.closest(to: "cur", among: names, within: 2) == "curve")
    #expect(CommandSpec.closest(to: "rn", among: names, within: 2) == "run")
    #expect(CommandSpec.closest(to: "swep", among: names, within: 2) == "sweep")
    #expect(CommandSpec.closest(to: "frobnicate", among: names, within: 2) == nil)
  }
}
