import BenchmarkKit
import SelectorSimulation

extension CurvePictures {
  /// The name every curve shares (then only the title shows it), or nil.
  var sharedName: String? {
    let names = curves.map(\.name)
    return names.allSatisfy { $0 == names.first } ? names.first : nil
  }

  /// A curve's legend: its name unless every curve has that name, and its solver when the curves
  /// have more than one (or share the name); the title names a solver every curve shares.
  func legend(_ curve: Curve) -> String {
    let solver = curve.solver.map(SolverDescriptor.title(ofName:))
    let severalSolvers = curves.contains { $0.solver != curves.first?.solver }
    guard sharedName == nil else { return solver ?? Self.legend(curve.name) }
    guard severalSolvers else { return Self.legend(curve.name) }
    // The solver in short (the title has it in full), the name cut so the whole stays in 52 characters.
    let short = curve.solver.map(SolverDescriptor.legend(ofName:)) ?? "solver not recorded"
    return "\(Self.legend(curve.name, limit: max(12, 49 - short.count))) — \(short)"
  }

  /// The solvers of the curves for a title, e.g. `SwiftUI runtime (device) and closed form`.
  var solvers: String { Self.solvers(of: curves) }

  /// The solvers of some curves, in order of first appearance, joined for a title.
  static func solvers(of curves: [Curve]) -> String {
    var names: [String] = []
    for curve in curves {
      let name = curve.solver.map(SolverDescriptor.title(ofName:)) ?? "solver not recorded"
      if !names.contains(name) { names.append(name) }
    }
    return names.count <= 2
      ? names.joined(separator: " and ") : names.dropLast().joined(separator: ", ") + " and " + names.last!
  }

  /// What the titles say is drawn: the solvers, the frame rate and the animation (or how many).
  var subject: String {
    "\(solvers)\(frameRate.map { " at \($0)" } ?? ""): \(sharedName.map { Self.legend($0) } ?? "\(curves.count) animations")"
  }

  /// The band every curve shares, or nil when they differ.
  var sharedBand: SceneBand? {
    let bands = curves.map(\.given)
    return bands.allSatisfy { $0 == bands.first } ? bands.first : nil
  }

  /// The unit of the values: `pt` when every band is in points, else none.
  var unit: String? { curves.allSatisfy(\.given.isShown) && !curves.isEmpty ? "pt" : nil }

  /// The frame rate of the samples, from the first curve's first two times, for the titles.
  var frameRate: String? {
    guard let t = curves.first?.t, t.count > 1, t[1] > t[0] else { return nil }
    return "\(PlotStyle.short(1 / (t[1] - t[0]))) Hz"
  }

  /// The band as the titles say it: shared, or each file's own.
  var bandText: String { sharedBand?.description ?? "within each file's own band" }

  /// Text with its first letter in upper case, for a title that starts with a solver's name.
  static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

  /// A name as the value picture's legend shows it: at most 48 characters, cut with `…`.
  static func legend(_ name: String, limit: Int = 48) -> String {
    name.count <= limit ? name : String(name.prefix(limit - 1)) + "…"
  }
}
