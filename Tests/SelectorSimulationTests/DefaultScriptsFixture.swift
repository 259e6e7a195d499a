import Foundation
import Testing

/// Scene scripts as the generator wrote them at 347a174, before the interaction model was a
/// choice, read from `Fixtures/default-scripts-347a174.csv`: per row the seed, frame rate,
/// seconds, selector, kind, Reduce Motion and `frame:action; …`. Captured by compiling that
/// commit's SceneConfiguration.swift, SplitMix64.swift, SelectorAction.swift and
/// SelectorEvent.swift on their own and printing `setup(ofSelector:)`'s scripts.
enum DefaultScriptsFixture {
  typealias Script = (
    seed: UInt64, hz: Int, seconds: Int, selector: Int, kind: String, reduceMotion: Bool, events: String
  )

  /// The fixture file, beside this source file (read by path, not bundled).
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/default-scripts-347a174.csv").path

  /// The scripts, in file order.
  static func scripts() throws -> [Script] {
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst()
    return try lines.map { line in
      let fields = line.split(separator: ",", maxSplits: 6, omittingEmptySubsequences: false).map(String.init)
      try #require(fields.count == 7, "\(line)")
      return (
        try #require(UInt64(fields[0])), try #require(Int(fields[1])), try #require(Int(fields[2])),
        try #require(Int(fields[3])), fields[4], try #require(Bool(fields[5]) as Bool?), fields[6]
      )
    }
  }
}
