import BenchmarkKit
import MotionCurves

extension CurveCommand {
  /// One animation sampled over the command's frames, with the reference's samples for `--errors`.
  struct Curve {
    var samples: Samples
    var reference: Samples?
  }

  /// The CSV header: `t,value,velocity` for one animation in the long layout, with an
  /// `animation` column first for several; `--errors` adds `solver,value_error,velocity_error`.
  /// The wide layout has `t`, then `value:<animation>` for each animation, then `velocity:<animation>`.
  var columns: [String] {
    switch layout {
    case .long:
      (animations.count > 1 ? ["animation"] : []) + ["t", "value", "velocity"]
        + (withErrors ? ["solver", "value_error", "velocity_error"] : [])
    case .wide:
      ["t"] + animations.map { Self.wideColumn("value", $0.source) }
        + animations.map { Self.wideColumn("velocity", $0.source) }
    }
  }

  /// A wide layout's column for one animation, e.g. `value:.smooth`.
  static func wideColumn(_ quantity: String, _ animation: String) -> String { "\(quantity):\(animation)" }

  /// Writes the CSV of the sampled animations (atomically: a failure leaves no file).
  ///
  /// - Parameters:
  ///   - curves: One per animation, in order, each over `frames`.
  ///   - frames: The frames every animation was sampled at.
  /// - Throws: ``AtomicFileError`` when the output cannot be written.
  func write(_ curves: [Curve], frames: Frames) throws {
    var writer = CSVWriter(columns: columns, output: try AtomicFile(path: out))
    switch layout {
    case .long:
      let name = solver.description
      for (animation, curve) in zip(animations, curves) {
        for (k, i) in frames.range.enumerated() {
          if animations.count > 1 { writer.append(animation.source) }
          writer.append(frames.time(i))
          writer.append(curve.samples.values[k])
          writer.append(curve.samples.velocities[k])
          if let reference = curve.reference {
            writer.append(name)
            writer.append(curve.samples.values[k] - reference.values[k])
            writer.append(curve.samples.velocities[k] - reference.velocities[k])
          }
          try writer.endRow()
        }
      }
    case .wide:
      for (k, i) in frames.range.enumerated() {
        writer.append(frames.time(i))
        for curve in curves { writer.append(curve.samples.values[k]) }
        for curve in curves { writer.append(curve.samples.velocities[k]) }
        try writer.endRow()
      }
    }
    try writer.finish()
  }
}
