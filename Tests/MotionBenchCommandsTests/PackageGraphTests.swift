import Foundation  // JSONDecoder
import TestSupport
import Testing

/// The libraries an app can ship stay free of GSL, BenchmarkKit knows nothing of motion, and the
/// benchmark's modules stay in their layers: read from the package's own target graph, as
/// `swift package describe --type json` prints it.
@Suite("The package's target graph", .tags(.integration))
struct PackageGraphTests {
  /// The parts of `swift package describe --type json` read here.
  struct Description: Decodable {
    struct Target: Decodable {
      let name: String
      let dependencies: [String]?

      enum CodingKeys: String, CodingKey {
        case name
        case dependencies = "target_dependencies"
      }
    }
    struct Product: Decodable {
      let name: String
      let targets: [String]
    }
    let targets: [Target]
    let products: [Product]
  }

  static let root = "/" + String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")

  /// The package's description, from `swift package` run on the package root with a scratch
  /// path of its own (the build's `.build` is locked while the tests run).
  static func describe() throws -> Description {
    try withTemporaryDirectory { scratch in
      let result = try ChildProcess.run(
        ["package", "--package-path", root, "--scratch-path", scratch + "/build", "describe", "--type", "json"],
        in: scratch, program: "swift")
      try #require(result.status == 0, "\(result.standardError)")
      return try JSONDecoder().decode(Description.self, from: Data(result.standardOutput.utf8))
    }
  }

  /// Every target that `names` reach in `description`'s graph, themselves included.
  static func reached(from names: [String], in description: Description) -> Set<String> {
    var edges: [String: [String]] = [:]
    for target in description.targets { edges[target.name] = target.dependencies ?? [] }
    var seen = Set<String>()
    var pending = names
    while let name = pending.popLast() {
      if seen.insert(name).inserted { pending += edges[name] ?? [] }
    }
    return seen
  }

  @Test("MotionCurves, SpringTuning and MotionExport depend on neither CGSL nor MotionODE, directly or not")
  func freeLibraries() throws {
    let description = try Self.describe()
    let forbidden: Set = ["CGSL", "MotionODE"]
    // The walk sees an indirect dependency: SelectorSimulation reaches CGSL through MotionODE.
    #expect(Self.reached(from: ["SelectorSimulation"], in: description).isSuperset(of: forbidden))
    for name in ["MotionCurves", "SpringTuning", "MotionExport"] {
      let product = try #require(description.products.first { $0.name == name }, "no product \(name)")
      let found = Self.reached(from: product.targets, in: description).intersection(forbidden)
      #expect(found.isEmpty, "\(name) depends on \(found.sorted())")
    }
  }

  /// The layers of the benchmark (docs/contributing.md, "Layout"): BenchmarkKit, then the
  /// results' schema, then the run's benchmarks, then the commands and the executable.
  @Test("The run's benchmarks sit between the results and the commands, in no library")
  func benchmarkLayers() throws {
    let description = try Self.describe()
    let benchmarks = Self.reached(from: ["MotionBenchmarks"], in: description)
    #expect(benchmarks.isSuperset(of: ["BenchmarkKit", "BenchmarkResults"]))
    #expect(benchmarks.isDisjoint(with: ["MotionBenchCommands", "MotionBench"]), "\(benchmarks.sorted())")
    #expect(!Self.reached(from: ["BenchmarkResults"], in: description).contains("MotionBenchmarks"))
    #expect(Self.reached(from: ["MotionBenchCommands"], in: description).contains("MotionBenchmarks"))
    for product in description.products where product.name != "motion-bench" {
      #expect(!Self.reached(from: product.targets, in: description).contains("MotionBenchmarks"), "\(product.name)")
    }
  }

  /// The modules of the commands' documents lie below the command module (docs/contributing.md,
  /// "Where a file goes"): the previews and the dashboard reach neither it nor each other, nor
  /// the run's benchmarks, and the command module reaches both.
  @Test("MotionPreviews and BenchmarkDashboard are layers below MotionBenchCommands, beside each other")
  func documentLayers() throws {
    let description = try Self.describe()
    let documents = ["MotionPreviews", "BenchmarkDashboard"]
    for name in documents {
      let reached = Self.reached(from: [name], in: description)
      let above = reached.intersection(["MotionBenchCommands", "MotionBench", "MotionBenchmarks"])
      #expect(above.isEmpty, "\(name) depends on \(above.sorted())")
      let other = documents.filter { $0 != name }
      #expect(reached.isDisjoint(with: other), "\(name) depends on \(other)")
    }
    #expect(Self.reached(from: ["MotionBenchCommands"], in: description).isSuperset(of: documents))
    for product in description.products where product.name != "motion-bench" {
      let reached = Self.reached(from: product.targets, in: description)
      #expect(reached.isDisjoint(with: documents), "\(product.name)")
    }
  }

  @Test("BenchmarkKit reaches no library, only MotionText and its own C modules; MotionText reaches nothing")
  func benchmarkKitKnowsNoMotion() throws {
    let description = try Self.describe()
    #expect(
      Self.reached(from: ["BenchmarkKit"], in: description) == [
        "BenchmarkKit", "CBenchmarkKit", "CRoofline", "MotionText",
      ])
    #expect(Self.reached(from: ["MotionText"], in: description) == ["MotionText"])
    // Nor does a file import one that the build happens to have made (SwiftPM does not stop it).
    let libraries = description.products.map(\.name).filter { $0 != "motion-bench" }
    for file in try DocLinkTests.swiftFiles(under: Self.root + "/Benchmarks/BenchmarkKit") {
      let imports = try readText(file).split(separator: "\n").filter { $0.hasPrefix("import ") }
      #expect(!imports.contains { libraries.contains(String($0.dropFirst("import ".count))) }, "\(file)")
    }
  }

  /// The pictures sit between the results and the commands: BenchmarkKit, then BenchmarkResults,
  /// then BenchmarkPictures, then the commands; none reaches a layer above it, nor the modules
  /// beside it (the run's benchmarks, the previews, the dashboard), and no library reaches it.
  @Test("BenchmarkPictures sits between the results and the commands, in no library")
  func picturesBelowTheCommands() throws {
    let description = try Self.describe()
    let layers = ["BenchmarkKit", "BenchmarkResults", "BenchmarkPictures", "MotionBenchCommands"]
    for (index, name) in layers.enumerated() {
      let reached = Self.reached(from: [name], in: description)
      #expect(reached.isSuperset(of: layers[..<index]), "\(name) reaches \(reached.sorted())")
      let above = reached.intersection(layers[(index + 1)...])
      #expect(above.isEmpty, "\(name) depends on \(above.sorted())")
    }
    let beside = Self.reached(from: ["BenchmarkPictures"], in: description).intersection([
      "MotionBenchmarks", "MotionPreviews", "BenchmarkDashboard",
    ])
    #expect(beside.isEmpty, "BenchmarkPictures depends on \(beside.sorted())")
    for product in description.products where product.name != "motion-bench" {
      #expect(!Self.reached(from: product.targets, in: description).contains("BenchmarkPictures"), "\(product.name)")
    }
  }
}
