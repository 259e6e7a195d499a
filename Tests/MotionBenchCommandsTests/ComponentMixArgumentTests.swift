import BenchmarkKit
import Foundation
import TestSupport
import Testing

@testable import MotionBenchCommands

/// The crowd a component argument names (`radio`, a file, `NAME=SHARE,…`), as `scene`'s
/// `<selector>` and the `--scene` of `tune`, `sweep` and `export` read it.
@Suite("Component arguments: names, files and NAME=SHARE mixes", .tags(.unit))
struct ComponentMixArgumentTests {
  static let tabBar = ExampleOutputTests.root + "/Examples/components/tab-bar.json"

  /// The components' names and their shares over the total.
  static func read(_ text: String) throws(UsageError) -> [String: Double] {
    let mix = try SceneMetricOptions.components(text, option: "<selector>")
    let total = mix.shares.reduce(0, +)
    return Dictionary(uniqueKeysWithValues: zip(mix.components.map(\.name), mix.shares.map { $0 / total }))
  }

  @Test("A mix's shares are its parts' over their total; one part may carry a share too")
  func shares() throws {
    #expect(try Self.read("radio=3,segmented=1") == ["radio": 0.75, "segmented": 0.25])
    #expect(try Self.read("\(Self.tabBar)=2,radio") == ["tab-bar": 2.0 / 3, "radio": 1.0 / 3])
    #expect(try Self.read("both") == ["radio": 0.5, "segmented": 0.5])
    #expect(try Self.read("\(Self.tabBar)=2") == ["tab-bar": 1])
    #expect(try Self.read("radio=0.5") == ["radio": 1])
  }

  @Test("A file whose name holds an '=' is read whole; the run's inputs name the same files")
  func fileWithEquals() throws {
    try withTemporaryDirectory { directory in
      let file = directory + "/bar=2"
      try FileManager.default.copyItem(atPath: Self.tabBar, toPath: file)
      #expect(try Self.read(file) == ["tab-bar": 1])
      #expect(try Self.read("\(file)=3,radio=1") == ["tab-bar": 0.75, "radio": 0.25])
      #expect(ComponentArgument.inputs(naming: "\(file),radio=2", option: "x").map(\.path) == [file])
      #expect(ComponentArgument.inputs(naming: "\(Self.tabBar)=2", option: "x").map(\.path) == [Self.tabBar])
    }
  }

  @Test(
    "Refused: a share that is not a positive number up to 1e6, an unknown name, a component twice",
    arguments: [
      ("radio=0,segmented", "<selector>: the share of 'radio' must be a positive number up to 1e6 (got '0')"),
      ("radio=nan", "<selector>: the share of 'radio' must be a positive number up to 1e6 (got 'nan')"),
      ("radio=,segmented", "<selector>: the share of 'radio' must be a positive number up to 1e6 (got '')"),
      ("radio=2e6", "<selector>: the share of 'radio' must be a positive number up to 1e6 (got '2e6')"),
      (
        "radi=2",
        "<selector>: unknown component 'radi'; did you mean 'radio'?; give radio, segmented or a description file's path"
      ),
      ("radio,radio=2", "<selector>: components must be each component once (got radio, radio)"),
    ])
  func refused(text: String, message: String) {
    do {
      let mix = try Self.read(text)
      Issue.record("read as \(mix)")
    } catch {
      #expect(error.message == message)
      #expect(error.exitCode == .usage)
    }
  }
}
