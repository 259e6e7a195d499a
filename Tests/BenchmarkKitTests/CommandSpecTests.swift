import TestSupport
import Testing

@testable import BenchmarkKit

enum Model: String, CaseIterable, Sendable {
  case spring, bezier
}

@Suite(.tags(.unit)) struct CommandSpecTests {
  static let spec = CommandSpec(
    commandName: "motion-bench curve",
    overview: "Samples a curve model and writes it as CSV.",
    arguments: [
      ArgumentSpec("model", help: "The curve model."),
      ArgumentSpec("label", help: "A label for the output.", isOptional: true),
    ],
    options: [
      .option("hz", help: "Sample rate in hertz.", defaultValue: "120"),
      .option("velocity", help: "Initial velocity in points per second.", defaultValue: "0"),
      .option(
        "out", shortName: "o", valueName: "path", help: "Output CSV path, '-' for standard output.", defaultValue: "-"),
      .option("count", help: "Number of samples."),
      .flag("verbose", shortName: "v", help: "Print progress to standard error."),
    ])

  @Test func acceptsSeparateAndInlineValuesShortNamesAndFlags() throws {
    let parsed = try Self.spec.parse(["spring", "--hz", "60", "--velocity=-3", "-o", "out.csv", "-v", "run 1"])
    #expect(!parsed.isHelpRequested)
    #expect(try parsed.value("model", as: .choice) == Model.spring)
    #expect(try parsed.value("hz", as: .number(in: 1...1e4)) == 60)
    #expect(try parsed.value("velocity", as: .number(magnitudeAtMost: 1e9)) == -3)
    #expect(parsed.text("out") == "out.csv")
    #expect(parsed.text("label") == "run 1")
    #expect(parsed.flag("verbose"))
  }

  @Test("A repeated option keeps its last value; texts(ofOption:) has every value in order")
  func repeatedOptionValues() throws {
    let parsed = try Self.spec.parse(["spring", "--hz", "60", "-o", "a.csv", "--hz=30", "--out", "b.csv"])
    #expect(parsed.text("hz") == "30")
    #expect(parsed.texts(ofOption: "hz") == ["60", "30"])
    #expect(parsed.texts(ofOption: "out") == ["a.csv", "b.csv"])
    #expect(parsed.texts(ofOption: "count").isEmpty)
    #expect(parsed.texts(ofOption: "velocity").isEmpty, "a default is not a given value")
    #expect(parsed.texts("model") == ["spring"])
  }

  @Test("An option's value may begin with '-': '-0.2:tap 1', '-3', '-x'")
  func valuesBeginningWithADash() throws {
    let spec = CommandSpec(
      commandName: "motion-bench trace", overview: "Traces.",
      options: [
        .option("events", help: "Script."), .option("out", shortName: "o", help: "Path."),
        .flag("verbose", shortName: "v", help: ""),
      ])
    #expect(try spec.parse(["--events", "-0.2:tap 1"]).text("events") == "-0.2:tap 1")
    #expect(try spec.parse(["--events", "-x", "-v"]).text("events") == "-x")
    // `--…`, -h and the command's own short options are never taken as a value.
    #expect(throws: ValidationError.missingValue(option: "--events")) { try spec.parse(["--events", "--verbose"]) }
    #expect(throws: ValidationError.missingValue(option: "--events")) { try spec.parse(["--events", "-o", "x"]) }
    #expect(try spec.parse(["--events", "-h"]).isHelpRequested)
  }

  @Test("A misspelt option gets the closest declared one; a far-off one gets none")
  func didYouMean() {
    #expect(throws: ValidationError.unknownOption("--veloctiy", suggestion: "--velocity")) {
      try Self.spec.parse(["spring", "--veloctiy", "1"])
    }
    #expect(throws: ValidationError.unknownOption("--hzz", suggestion: "--hz")) {
      try Self.spec.parse(["spring", "--hzz", "1"])
    }
    #expect(throws: ValidationError.unknownOption("--frobnicate", suggestion: nil)) {
      try Self.spec.parse(["spring", "--frobnicate"])
    }
    #expect(
      ValidationError.unknownOption("--overshot", suggestion: "--overshoot").description
        == "unknown option '--overshot'; did you mean '--overshoot'?")
  }

  @Test func absentOptionsFallBackToTheirDefaults() throws {
    let parsed = try Self.spec.parse(["bezier"])
    #expect(try parsed.requiredValue("hz", as: .number(in: 1...1e4)) == 120)
    #expect(parsed.text("out") == "-")
    #expect(parsed.text("label") == nil)
    #expect(try parsed.value("count", as: .positiveInt(maximum: 1000)) == nil)
    #expect(!parsed.flag("verbose"))
  }

  @Test(arguments: [
    (["--velocity", "-3", "spring"], "-3"),
    (["spring", "--velocity", "-1e-3"], "-1e-3"),
    (["spring", "--velocity", "-inf"], "-inf"),
    (["spring", "--velocity=--5"], "--5"),
  ])
  func negativeNumbersAreValues(arguments: [String], velocity: String) throws {
    #expect(try Self.spec.parse(arguments).text("velocity") == velocity)
  }

  @Test func negativeNumberAndDashAreArguments() throws {
    let parsed = try Self.spec.parse(["-2.5", "-"])
    #expect(parsed.text("model") == "-2.5")
    #expect(parsed.text("label") == "-")
  }

  @Test func everythingAfterTheTerminatorIsAnArgument() throws {
    let parsed = try Self.spec.parse(["--hz", "30", "--", "--hz", "-h"])
    #expect(parsed.text("model") == "--hz")
    #expect(parsed.text("label") == "-h")
    #expect(parsed.text("hz") == "30")
    #expect(!parsed.isHelpRequested)
  }

  static let repeating = CommandSpec(
    commandName: "motion-bench plot", overview: "Draws CSV files.",
    arguments: [ArgumentSpec("files", help: "CSV files.", isRepeating: true)],
    options: [.option("out", help: "Folder.")])

  @Test func aRepeatingArgumentTakesEveryRemainingValue() throws {
    let parsed = try Self.repeating.parse(["a.csv", "--out", "d", "b.csv", "--", "-c.csv"])
    #expect(parsed.texts("files") == ["a.csv", "b.csv", "-c.csv"])
    #expect(parsed.text("files") == "a.csv")
    #expect(parsed.text("out") == "d")
    #expect(try Self.repeating.parse(["only.csv"]).texts("files") == ["only.csv"])
    #expect(throws: ValidationError.missingArgument("<files>")) { try Self.repeating.parse(["--out", "d"]) }
    #expect(Self.repeating.usage == "motion-bench plot [--out <out>] <files> ...")
    #expect(try Self.spec.parse(["spring", "x"]).texts("label") == ["x"])
    #expect(try Self.spec.parse(["spring"]).texts("label") == [])
  }

  @Test func repeatedOptionKeepsTheLastValue() throws {
    #expect(try Self.spec.parse(["spring", "--hz", "1", "--hz=2"]).text("hz") == "2")
  }

  @Test(arguments: [[], ["spring"], ["--foo"], ["--out"], ["a", "b", "c"], ["--hz", "abc"]])
  func helpWinsOverEverythingBeforeTheTerminator(arguments: [String]) throws {
    #expect(try Self.spec.parse(arguments + ["-h"]).isHelpRequested)
    #expect(try Self.spec.parse(arguments + ["--help"]).isHelpRequested)
  }

  @Test(arguments: [
    (["spring", "--foo"], "unknown option '--foo'"),
    (["spring", "--foo=1"], "unknown option '--foo'"),
    (["spring", "-x"], "unknown option '-x'"),
    (["spring", "-vo"], "unknown option '-vo'"),
    (["spring", "--out"], "missing value for '--out'"),
    (["spring", "--out", "--verbose"], "missing value for '--out'"),
    (["spring", "-o"], "missing value for '-o'"),
    (["spring", "--verbose=yes"], "'--verbose' does not take a value (got 'yes')"),
    (["spring", "label", "x"], "unexpected argument 'x'"),
    ([], "missing argument '<model>'"),
    (["--hz", "60"], "missing argument '<model>'"),
  ])
  func malformedCommandLinesAreRejected(arguments: [String], message: String) {
    #expect {
      try Self.spec.parse(arguments)
    } throws: { error in
      (error as? ValidationError)?.description == message
    }
  }

  @Test(arguments: [
    (["spring", "--hz", "abc"], "--hz must be a number from 1 to 10000 (got 'abc')"),
    (["spring", "--hz=0"], "--hz must be a number from 1 to 10000 (got '0')"),
    (["spring", "--hz", "-5"], "--hz must be a number from 1 to 10000 (got '-5')"),
    (["spring", "--velocity", "nan"], "--velocity must be a number from -1e9 to 1e9 (got 'nan')"),
    (["spring", "--count", "0"], "--count must be an integer from 1 to 1000 (got '0')"),
    (["spring"], "missing argument '--count <count>'"),
    (["linear"], "<model> must be one of 'spring', 'bezier' (got 'linear')"),
  ])
  func invalidValuesNameTheOptionAndTheText(arguments: [String], message: String) throws {
    let parsed = try Self.spec.parse(arguments)
    #expect {
      _ = try parsed.value("model", as: .choice) as Model?
      _ = try parsed.value("hz", as: .number(in: 1...1e4))
      _ = try parsed.value("velocity", as: .number(magnitudeAtMost: 1e9))
      _ = try parsed.requiredValue("count", as: .positiveInt(maximum: 1000))
    } throws: { error in
      (error as? ValidationError)?.description == message
    }
  }

  @Test func usageErrorsExitWith64AndOthersWith1() {
    #expect(ExitCode(for: ValidationError.unknownOption("--foo")) == .usage)
    #expect(ExitCode.usage.rawValue == 64)
    #expect(ExitCode(for: InjectedFailure()) == .failure)
    #expect(ExitCode.failure.rawValue == 1)
  }

  @Test func helpFollowsArgumentParserLayout() {
    #expect(
      Self.spec.helpText == """
        OVERVIEW: Samples a curve model and writes it as CSV.

        USAGE: motion-bench curve [--hz <hz>] [--velocity <velocity>] [--out <path>] [--count <count>] [--verbose] <model> [<label>]

        ARGUMENTS:
          <model>                 The curve model.
          <label>                 A label for the output.

        OPTIONS:
          --hz <hz>               Sample rate in hertz. (default: 120)
          --velocity <velocity>   Initial velocity in points per second. (default: 0)
          -o, --out <path>        Output CSV path, '-' for standard output. (default: -)
          --count <count>         Number of samples.
          -v, --verbose           Print progress to standard error.
          -h, --help              Show help information.

        """)
  }

  @Test func helpWrapsLongTextAndMovesHelpBelowLongLabels() {
    let spec = CommandSpec(
      commandName: "motion-bench compare",
      overview:
        "Compares the metrics of a run against a named baseline and exits with status 2 when any metric regressed beyond its threshold.",
      options: [
        .option(
          "max-relative-error", valueName: "fraction",
          help: "The largest relative error tolerated between a model and the Float80 reference before the run fails.",
          defaultValue: "1e-9")
      ])
    #expect(
      spec.helpText == """
        OVERVIEW: Compares the metrics of a run against a named baseline and exits with
        status 2 when any metric regressed beyond its threshold.

        USAGE: motion-bench compare [--max-relative-error <fraction>]

        OPTIONS:
          --max-relative-error <fraction>
                                  The largest relative error tolerated between a model
                                  and the Float80 reference before the run fails.
                                  (default: 1e-9)
          -h, --help              Show help information.

        """)
  }
}

@Suite(.tags(.unit)) struct ValueParserTests {
  @Test(arguments: [("120", 120.0), ("1e3", 1000), ("0.5", 0.5), ("+2", 2), ("1e5", 1e5), ("0.01", 0.01)])
  func numberInRangeAccepts(text: String, expected: Double) throws {
    #expect(try ValueParser.number(in: 0.01...1e5).parse(text, "--hz") == expected)
  }

  @Test(arguments: ["abc", "0", "-0", "-1", "0.00999", "100001", "inf", "nan", "", " 1", "1 ", "1e999"])
  func numberInRangeRejects(text: String) {
    #expect(throws: ValidationError.invalidValue(name: "--hz", expected: "a number from 0.01 to 100000", got: text)) {
      try ValueParser.number(in: 0.01...1e5).parse(text, "--hz")
    }
  }

  @Test(arguments: [("-3", -3.0), ("0", 0), ("-0", 0), ("2.5e2", 250), ("1e9", 1e9), ("1e-300", 1e-300)])
  func magnitudeAccepts(text: String, expected: Double) throws {
    #expect(try ValueParser.number(magnitudeAtMost: 1e9).parse(text, "--velocity") == expected)
  }

  @Test(arguments: ["inf", "-inf", "nan", "x", "1e999", "1.0000001e9", "-2e9", "1e-320", "-4.9e-324"])
  func magnitudeRejects(text: String) {
    #expect(throws: ValidationError.invalidValue(name: "--velocity", expected: "a number from -1e9 to 1e9", got: text))
    {
      try ValueParser.number(magnitudeAtMost: 1e9).parse(text, "--velocity")
    }
  }

  @Test(arguments: [("1", 1), ("1000", 1000), ("+7", 7)])
  func positiveIntAccepts(text: String, expected: Int) throws {
    #expect(try ValueParser.positiveInt(maximum: 1000).parse(text, "--count") == expected)
  }

  @Test(arguments: ["0", "1001", "-5", "1.5", "abc", "99999999999999999999"])
  func positiveIntRejects(text: String) {
    #expect(throws: ValidationError.invalidValue(name: "--count", expected: "an integer from 1 to 1000", got: text)) {
      try ValueParser.positiveInt(maximum: 1000).parse(text, "--count")
    }
  }

  @Test func choiceListsAllowedValues() throws {
    #expect(try ValueParser<Model>.choice.parse("bezier", "--model") == .bezier)
    #expect(throws: ValidationError.invalidValue(name: "--model", expected: "one of 'spring', 'bezier'", got: "Spring"))
    {
      try ValueParser<Model>.choice.parse("Spring", "--model")
    }
  }

  @Test func messagesAreOneLine() {
    let errors: [ValidationError] = [
      .unknownOption("--foo"), .missingValue(option: "--out"), .unexpectedArgument("x"),
      .missingArgument("<model>"), .unexpectedValue(flag: "--verbose", value: "1"),
      .invalidValue(name: "--hz", expected: "a positive finite number", got: "abc"),
    ]
    #expect(
      errors.map(\.description) == [
        "unknown option '--foo'", "missing value for '--out'", "unexpected argument 'x'",
        "missing argument '<model>'", "'--verbose' does not take a value (got '1')",
        "--hz must be a positive finite number (got 'abc')",
      ])
  }
}
