// swift-tools-version:6.2
import PackageDescription

// A package that uses MotionBench's libraries as any other package would: through the products
// of a package dependency. Here the dependency is the repository itself, two folders up.
let package = Package(
  name: "SpringFigures",
  dependencies: [
    // A path dependency's identity is its folder's name (that of the checkout, whatever it is);
    // `name:` lets the products below say "MotionBench" instead. From GitHub it would be
    // .package(url: "https://github.com/OWNER/MotionBench.git", branch: "main"), identity motionbench.
    .package(name: "MotionBench", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "SpringFigures",
      dependencies: [
        .product(name: "MotionCurves", package: "MotionBench"),
        .product(name: "SpringTuning", package: "MotionBench"),
        .product(name: "SelectorSimulation", package: "MotionBench"),
        .product(name: "CrowdTuning", package: "MotionBench"),
      ]
    )
  ]
)
