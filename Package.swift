// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "MotionBench",
  // The lowest versions the libraries' code needs (docs/library.md, "Platforms"): MotionCurves stores
  // typed-throws closures in a generic type (its expression reader's overloads), whose metadata needs
  // the Swift 6 runtime, and SelectorSimulation uses Synchronization's Mutex and Atomic: both macOS 15
  // and iOS 18. SwiftUI's own Spring would allow macOS 14 and iOS 17; platforms: holds for every product.
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "MotionCurves", targets: ["MotionCurves"]),
    .library(name: "SpringTuning", targets: ["SpringTuning"]),
    .library(name: "MotionODE", targets: ["MotionODE"]),
    .library(name: "MotionExport", targets: ["MotionExport"]),
    .library(name: "SelectorSimulation", targets: ["SelectorSimulation"]),
    .library(name: "CrowdTuning", targets: ["CrowdTuning"]),
    .executable(name: "motion-bench", targets: ["MotionBench"]),
  ],
  targets: [
    // GNU Scientific Library, seen only by MotionODE: apt on Debian and Ubuntu, Homebrew on macOS.
    .systemLibrary(
      name: "CGSL",
      pkgConfig: "gsl",
      providers: [.apt(["libgsl-dev"]), .brew(["gsl"])]
    ),
    // Text and numbers below everything, not a product: C's number conversions, the numbers of
    // limits and messages, the decimal reader, white space, JSON string literals, the edit
    // distance and the ordered concurrent map, which the libraries and BenchmarkKit share. Pure
    // Swift with the C library and Dispatch, like MotionCurves.
    .target(name: "MotionText"),
    // Pure Swift curve models, closed form, exact step, the Float80 reference, and Brent's root
    // finder and minimizer and Levenberg–Marquardt.
    .target(name: "MotionCurves", dependencies: ["MotionText"]),
    // GSL's ODE steppers (and other GSL numerics) behind typed Swift errors.
    .target(name: "MotionODE", dependencies: ["CGSL", "MotionCurves"]),
    // Crowds of animated components (built-in or described as data), their solvers and their
    // measurement under interruption.
    .target(name: "SelectorSimulation", dependencies: ["MotionText", "MotionCurves", "MotionODE"]),
    // A crowd measured again and again: a spring tuned to bounds under interruption, and the
    // crowd on other platforms under the same taps.
    .target(name: "CrowdTuning", dependencies: ["MotionCurves", "SelectorSimulation", "SpringTuning", "MotionExport"]),
    // Each platform's spring (CSS, Compose, Android, Flutter, UIKit, Framer Motion, Reanimated,
    // design tokens): parameter mapping, evaluation, ending, code to paste and to read back.
    .target(name: "MotionExport", dependencies: ["MotionText", "MotionCurves"]),
    // Spring tuning: metrics → parameters (exact and least squares), expression conversion, trace fits.
    // Pure Swift like MotionCurves: no GSL (PackageGraphTests checks it).
    .target(name: "SpringTuning", dependencies: ["MotionText", "MotionCurves"]),

    // The compiler's target as the C preprocessor sees it; thread affinity (GNU extensions).
    .systemLibrary(name: "CBenchmarkKit", path: "Benchmarks/CBenchmarkKit"),
    // The roofline's microkernels, optimised in every build so a debug build measures the machine too;
    // DWARF 4, which valgrind 3.19 reads (clang's default DWARF 5 stops it).
    .target(
      name: "CRoofline", path: "Benchmarks/CRoofline",
      cSettings: [.unsafeFlags(["-O2", "-gdwarf-4"])],
      linkerSettings: [.linkedLibrary("m")]
    ),
    // Knows nothing of motion: arguments, CSV, files, processes, gnuplot, and the benchmark kit
    // (runner, measurement, statistics, roofline, sharding). PackageGraphTests holds it to that.
    .target(
      name: "BenchmarkKit", dependencies: ["CBenchmarkKit", "CRoofline", "MotionText"], path: "Benchmarks/BenchmarkKit"),
    // The results: their schema (phases, metrics, rows, figure keys), the history, and the
    // comparison's judgement, which `compare`, `dashboard`, `report` and `run` print.
    .target(
      name: "BenchmarkResults", dependencies: ["BenchmarkKit", "MotionCurves", "SelectorSimulation"],
      path: "Benchmarks/BenchmarkResults"
    ),
    // The run's registered benchmarks (its phases) and their measurement, on BenchmarkKit's runner,
    // writing BenchmarkResults' rows; the targets and the summary; the shards of a sharded run.
    .target(
      name: "MotionBenchmarks",
      dependencies: ["MotionCurves", "MotionODE", "SelectorSimulation", "BenchmarkKit", "BenchmarkResults"],
      path: "Benchmarks/MotionBenchmarks"
    ),
    // A component's recordings drawn: the preview's animated SVG, HTML page and filmstrip, and
    // its GIF, MP4 or WebM through rsvg-convert and ffmpeg; below the commands (`preview` reads
    // its options and calls it, `trace` writes its events as rows).
    .target(
      name: "MotionPreviews",
      dependencies: ["MotionText", "BenchmarkKit", "MotionCurves", "MotionExport", "SelectorSimulation"],
      path: "Benchmarks/MotionPreviews"
    ),
    // The static site of histories (`motion-bench dashboard`): pages, charts, change points, and
    // their safe writing into a folder.
    .target(
      name: "BenchmarkDashboard", dependencies: ["MotionText", "BenchmarkKit", "BenchmarkResults"],
      path: "Benchmarks/BenchmarkDashboard"
    ),
    // The pictures: any CSV motion-bench writes read back and drawn as gnuplot scripts and their data
    // (the plan of `plot`, which `curve`, `trace`, `scene` and `run --plot` draw too); no options.
    .target(
      name: "BenchmarkPictures",
      dependencies: [
        "MotionText", "BenchmarkKit", "BenchmarkResults", "MotionCurves", "SelectorSimulation", "CrowdTuning",
        "SpringTuning",
      ],
      path: "Benchmarks/BenchmarkPictures"
    ),
    .target(
      name: "MotionBenchCommands",
      dependencies: [
        "MotionText", "MotionCurves", "MotionODE", "SelectorSimulation", "CrowdTuning", "SpringTuning",
        "MotionExport", "BenchmarkKit", "BenchmarkResults", "MotionBenchmarks", "MotionPreviews", "BenchmarkDashboard",
        "BenchmarkPictures",
      ],
      path: "Benchmarks/MotionBenchCommands"
    ),
    .executableTarget(
      name: "MotionBench",
      dependencies: ["MotionBenchCommands", "BenchmarkKit"],
      path: "Benchmarks/MotionBench"
    ),
    // The published iPhone recordings reproduced by the device model and the closed form
    // (scripts/device-recordings DIR); not a product.
    .executableTarget(
      name: "DeviceRecordings",
      dependencies: ["MotionCurves", "MotionExport"],
      path: "Benchmarks/DeviceRecordings"
    ),

    // Independent references the test suites share (never used by the product).
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "MotionTextTests", dependencies: ["MotionText", "TestSupport"]),
    .testTarget(name: "MotionCurvesTests", dependencies: ["MotionCurves", "TestSupport"]),
    .testTarget(name: "MotionODETests", dependencies: ["MotionODE", "MotionCurves", "TestSupport"]),
    .testTarget(
      name: "SelectorSimulationTests", dependencies: ["SelectorSimulation", "MotionCurves", "TestSupport"],
      // CSV files read by path (#filePath), not bundled.
      exclude: ["Fixtures"]
    ),
    .testTarget(name: "BenchmarkKitTests", dependencies: ["BenchmarkKit", "MotionText", "TestSupport"]),
    .testTarget(name: "MotionExportTests", dependencies: ["MotionExport", "MotionCurves", "TestSupport"]),
    .testTarget(
      name: "CrowdTuningTests",
      dependencies: ["CrowdTuning", "SelectorSimulation", "SpringTuning", "MotionCurves", "TestSupport"]
    ),
    // A module declaring SwiftUI's clashing names (Spring, Animation), so that Linux compiles the
    // spelling docs/library.md gives for a file that imports both SwiftUI and MotionCurves.
    .target(name: "SwiftUIStandIn", path: "Tests/SwiftUIStandIn"),
    .testTarget(name: "SwiftUINamesTests", dependencies: ["MotionCurves", "SwiftUIStandIn", "TestSupport"]),
    .testTarget(name: "SpringTuningTests", dependencies: ["SpringTuning", "MotionCurves", "TestSupport"]),
    .testTarget(
      name: "MotionBenchCommandsTests",
      dependencies: [
        "MotionBenchCommands", "MotionBenchmarks", "BenchmarkResults", "MotionText", "MotionCurves", "MotionODE",
        "BenchmarkKit", "SpringTuning", "MotionPreviews", "BenchmarkDashboard", "BenchmarkPictures", "TestSupport",
      ],
      // CSV files read by path (#filePath), not bundled.
      exclude: ["Fixtures"]
    ),
    .testTarget(
      name: "MotionBenchmarksTests",
      dependencies: ["MotionBenchmarks", "BenchmarkKit", "MotionCurves", "MotionODE", "SelectorSimulation"]
    ),
  ]
)

// The benchmark (BenchmarkKit, the run's benchmarks, the pictures, the commands, motion-bench, the recordings'
// check) reads /proc and calls Glibc: on other hosts (macOS) the package is the libraries and their tests alone.
#if !os(Linux)
  let linuxOnly: Set<String> = [
    "CBenchmarkKit", "CRoofline", "BenchmarkKit", "BenchmarkResults", "MotionBenchmarks", "MotionPreviews",
    "BenchmarkDashboard", "BenchmarkPictures", "MotionBenchCommands", "MotionBench", "DeviceRecordings",
    "BenchmarkKitTests", "MotionBenchmarksTests", "MotionBenchCommandsTests",
  ]
  package.targets.removeAll { linuxOnly.contains($0.name) }
  package.products.removeAll { $0.name == "motion-bench" }
#endif
