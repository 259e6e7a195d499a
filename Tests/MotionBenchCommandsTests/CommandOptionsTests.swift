import BenchmarkKit
import MotionBenchmarks
import TestSupport
import Testing

@testable import MotionBenchCommands

/// Options declared once: `--quick` is exactly its listed defaults, and help shows them.
@Suite("Options declared once", .tags(.integration))
struct CommandOptionsTests {
  @Test("run --quick is the same run as its listed defaults given one by one")
  func quickIsItsDefaults() throws {
    let overrides = RunCommand.quick.overrides
    #expect(overrides.count >= 8)
    let quick = try #require(try RunCommand.parse(["--quick"])).settings
    let explicit = try #require(try RunCommand.parse(overrides.flatMap { ["--" + $0.option, $0.text] })).settings
    #expect(quick.scene.selectors == explicit.scene.selectors && quick.scene.seconds == explicit.scene.seconds)
    #expect(quick.tolerances == explicit.tolerances && quick.repetitions == explicit.repetitions)
    #expect(quick.accuracySelectors == explicit.accuracySelectors && quick.gslSelectors == explicit.gslSelectors)
    #expect(quick.sweepSelectors == explicit.sweepSelectors && quick.memorySelectors == explicit.memorySelectors)
    #expect(quick.quick && !explicit.quick)
  }

  @Test("run --help shows each option's default beside its --quick default")
  func helpShowsBothDefaults() throws {
    let help = DocumentationTests.squeezed(RunCommand.spec.helpText)
    for override in RunCommand.quick.overrides {
      let option = try #require(RunCommand.spec.options.first { $0.name == override.option })
      let standard = try #require(option.defaultValue)
      #expect(help.contains("(default: \(standard); --quick: \(override.text))"), "\(override.option)")
    }
  }

  @Test("trace and scene show no default for --epsilon: their band is --visible-pt 1/3 unless it is given")
  func bandDefaults() throws {
    for spec in [TraceCommand.spec, SceneCommand.spec] {
      let options = Dictionary(uniqueKeysWithValues: spec.options.map { ($0.name, $0) })
      #expect(try #require(options["epsilon"]).defaultValue == nil, "\(spec.commandName)")
      let help = DocumentationTests.squeezed(spec.helpText)
      #expect(help.contains("(default: 1/3 unless --epsilon is given)"), "\(spec.commandName)")
    }
    // From rest, --epsilon's own default is the band.
    let curve = try #require(CurveCommand.spec.options.first { $0.name == "epsilon" })
    #expect(curve.defaultValue == "0.001")
  }

  @Test("Every subcommand's help lists each option once, with -h, --help last")
  func everySpecBuilds() {
    let specs = MotionBenchMain.commands.map { $0.type.spec } + [SimulateCommand.spec]
    #expect(specs.count == MotionBenchMain.commands.count + 1 && specs.count > 8)
    for spec in specs {
      let names = spec.options.map(\.name)
      #expect(Set(names).count == names.count, "\(spec.commandName)")
      #expect(spec.helpText.hasSuffix("  -h, --help              Show help information.\n"), "\(spec.commandName)")
    }
  }
}
